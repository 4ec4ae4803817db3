// Runs a wasm32-wasip1 build of the pelikaappi command line under Node's WASI:
//   node tools/wasi_run.mjs path/to/pelikaappi.wasm sim --games 5 ...
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
import { argv } from 'node:process';

const wasi = new WASI({ version: 'preview1', args: ['pelikaappi', ...argv.slice(3)], env: {}, preopens: { '/': '/' } });
const module = await WebAssembly.compile(await readFile(argv[2]));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
