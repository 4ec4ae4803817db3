#!/usr/bin/env python3
"""wasm_sizes.py WASM [TOP] — what a wasm's code is made of: each function body's size summed by
the crate its (demangled) name starts with, and the data segments' total. Needs the names kept:
build with `cargo build --profile web-sizes --target wasm32-unknown-unknown --bin pelikaappi`
and give it target/wasm32-unknown-unknown/web-sizes/pelikaappi.wasm (before wasm-bindgen and
wasm-opt, which shrink it further by about a tenth)."""

import collections
import re
import sys


def leb(data, at):
    value, shift = 0, 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def sections(data):
    at = 8
    while at < len(data):
        kind = data[at]
        size, at = leb(data, at + 1)
        yield kind, data[at : at + size]
        at += size


def function_names(payload):
    at = 0
    name, at = leb(payload, at)
    at += name
    names = {}
    while at < len(payload):
        kind = payload[at]
        size, at = leb(payload, at + 1)
        end = at + size
        if kind == 1:
            count, p = leb(payload, at)
            for _ in range(count):
                index, p = leb(payload, p)
                length, p = leb(payload, p)
                names[index] = payload[p : p + length].decode("utf-8", "replace")
                p += length
        at = end
    return names


def crate_of(name):
    """The crate a Rust symbol's path starts with (legacy mangling: `_ZN` and length-prefixed
    parts; an impl `<T as Trait>` counts for T's crate)."""
    if name.startswith("_R"):
        # v0 mangling: the first crate root, `C` + disambiguator + `_` + length + name.
        m = re.search(r"C(?:s[0-9A-Za-z]*_)?(\d+)([A-Za-z_])", name)
        if m:
            length = int(m.group(1))
            return name[m.start(2) : m.start(2) + length]
        return "?"
    m = re.match(r"_ZN(\d+)", name)
    if not m:
        return name.split("::")[0][:40] or "?"
    first = name[m.end() : m.end() + int(m.group(1))]
    first = first.replace("_$LT$", "").replace("$LT$", "").lstrip("_&$RF")
    m = re.match(r"[A-Za-z0-9_]+", first)
    return m.group(0) if m else "?"


def main():
    path = sys.argv[1]
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    data = open(path, "rb").read()
    imported = 0
    bodies = []
    names = {}
    data_bytes = 0
    for kind, payload in sections(data):
        if kind == 2:  # imports: functions among them take the first indices
            count, p = leb(payload, 0)
            for _ in range(count):
                for _ in range(2):
                    length, p = leb(payload, p)
                    p += length
                what = payload[p]
                p += 1
                if what == 0:
                    _, p = leb(payload, p)
                    imported += 1
                elif what == 1:
                    p += 1
                    flags, p = leb(payload, p)
                    _, p = leb(payload, p)
                    if flags & 1:
                        _, p = leb(payload, p)
                elif what == 2:
                    flags, p = leb(payload, p)
                    _, p = leb(payload, p)
                    if flags & 1:
                        _, p = leb(payload, p)
                elif what == 3:
                    p += 2
        elif kind == 10:
            count, p = leb(payload, 0)
            for _ in range(count):
                size, p = leb(payload, p)
                bodies.append(size)
                p += size
        elif kind == 11:
            data_bytes += len(payload)
        elif kind == 0:
            length, p = leb(payload, 0)
            if payload[p : p + length] == b"name":
                names = function_names(payload)
    by_crate = collections.Counter()
    for i, size in enumerate(bodies):
        by_crate[crate_of(names.get(imported + i, "?"))] += size
    total = sum(bodies)
    print(f"{path}: {len(data)} bytes; code {total} in {len(bodies)} functions; data {data_bytes}")
    for crate, size in by_crate.most_common(top):
        print(f"{size:10d} {100 * size / total:5.1f} %  {crate}")


if __name__ == "__main__":
    main()
