"""Serves the web build on localhost; sends `X.gz` with Content-Encoding gzip for X when the
browser accepts gzip, and wasm with its proper type.

    python3 web/serve.py web/dist 8080
"""

import functools
import http.server
import os
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
    }

    def send_head(self):
        path = self.translate_path(self.path)
        gz = path + ".gz"
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if accepts and os.path.isfile(gz) and os.path.isfile(path):
            with open(gz, "rb") as f:
                data = f.read()
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            return _Body(data)
        return super().send_head()

    def log_message(self, *args):
        pass


class _Body:
    """A file-like body for `copyfile`."""

    def __init__(self, data):
        self.data = data
        self.done = False

    def read(self, n=-1):
        if self.done:
            return b""
        self.done = True
        return self.data

    def close(self):
        pass


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "."
    port = int(sys.argv[2]) if len(sys.argv) > 2 else 8080
    handler = functools.partial(Handler, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    print(f"serving {folder} on http://localhost:{port}")
    server.serve_forever()


if __name__ == "__main__":
    main()
