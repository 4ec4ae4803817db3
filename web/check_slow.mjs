// A player on a slow line: the page's files fetched from the game server (`serve --web`) by a
// client that reads at 1 Mbit/s (125,000 bytes a second, held at the socket: the server sees a
// slow reader, not a browser's throttle), asking for compressed files as a browser does. Checks
// that every file comes whole, compressed where the server has a compressed copy, and that the
// wasm, once decompressed, is the package's own byte for byte.
//   node web/check_slow.mjs BASE_URL SITE_DIR [BYTES_PER_SECOND]
import http from 'http';
import zlib from 'zlib';
import { readFileSync } from 'fs';

const [base, site, rateArg] = process.argv.slice(2);
const rate = Number(rateArg || 125000);

// GETs `path` reading at most `rate` bytes a second; resolves with the status, headers, body.
const slowGet = (path) => new Promise((resolve, reject) => {
  const request = http.get(new URL(path, base), {
    headers: { 'Accept-Encoding': 'br, gzip', 'User-Agent': 'pelikaappi-check-slow' },
  }, (response) => {
    const chunks = [];
    let got = 0;
    const started = Date.now();
    response.on('data', (chunk) => {
      chunks.push(chunk);
      got += chunk.length;
      // Ahead of the rate: stop reading until the time has caught up.
      const due = (got / rate) * 1000 - (Date.now() - started);
      if (due > 0) {
        response.pause();
        setTimeout(() => response.resume(), due);
      }
    });
    response.on('end', () => resolve({
      status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks),
      seconds: (Date.now() - started) / 1000,
    }));
    response.on('error', reject);
  });
  request.on('error', reject);
});

const decoded = (r) => {
  switch (r.headers['content-encoding']) {
    case 'br': return zlib.brotliDecompressSync(r.body);
    case 'gzip': return zlib.gunzipSync(r.body);
    default: return r.body;
  }
};

const fail = (why) => { console.error('slow-line check failed: ' + why); process.exit(1); };
let total = 0;
let seconds = 0;
for (const name of ['index.html', 'pelikaappi.js', 'pelikaappi_bg.wasm']) {
  const r = await slowGet('/' + name + (name === 'index.html' ? '?server=ws%3A%2F%2Fx' : ''));
  if (r.status !== 200) fail(`${name}: status ${r.status}`);
  const body = decoded(r);
  const own = readFileSync(`${site}/${name}`);
  if (!body.equals(own)) fail(`${name}: ${body.length} bytes arrived, the package has ${own.length}`);
  if (name !== 'index.html' && !r.headers['content-encoding']) fail(`${name} came uncompressed`);
  if (name !== 'index.html' && !String(r.headers.vary || '').toLowerCase().includes('accept-encoding')) fail(`${name}: no Vary: Accept-Encoding`);
  console.log(`slow line: ${name} ${r.body.length} bytes (${r.headers['content-encoding'] || 'identity'}) in ${r.seconds.toFixed(1)} s`);
  total += r.body.length;
  seconds += r.seconds;
}
console.log(`slow-line check passed: the page came whole at ${(rate * 8 / 1e6).toFixed(2)} Mbit/s, ${total} bytes in ${seconds.toFixed(0)} s`);
