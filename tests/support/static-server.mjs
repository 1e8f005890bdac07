// A small static file server for the built page (no dependencies): correct MIME types for .wasm,
// loopback only, readable from any origin (CORS "*", as a public static site). Used by
// tools/serve.sh and the browser tests. Compression as a static host does
// it: the build's precompressed copy beside the file (<file>.br, else <file>.gz) when the client
// accepts that encoding, else gzip made on the fly for files above 1 KiB.
//   node tests/support/static-server.mjs <dir> <port>      (port 0 = any free port; prints the URL)
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import util from 'node:util';
import zlib from 'node:zlib';

const MIME = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.ttf': 'font/ttf', '.otf': 'font/otf',
  '.bin': 'application/octet-stream', '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function startServer(root, port = 0) {
  root = path.resolve(root);
  const server = http.createServer((req, res) => {
    let rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.join(root, path.normalize(rel));
    if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404, {'Content-Type': 'text/plain'}).end('not found'); return; }
      // Access-Control-Allow-Origin: a course page of another origin loads embed.js and
      // embed-protocol.js as module scripts, which browsers fetch with CORS (docs/embedding.md).
      const headers = {'Content-Type': MIME[path.extname(file)] || 'application/octet-stream',
                       'Cache-Control': 'no-cache', 'Vary': 'Accept-Encoding',
                       'Access-Control-Allow-Origin': '*'};
      const accepts = (coding) => new RegExp(`\\b${coding}\\b`).test(req.headers['accept-encoding'] || '');
      const copy = [['br', '.br'], ['gzip', '.gz']].find(([coding, ext]) =>
        accepts(coding) && fs.existsSync(file + ext));
      if (copy) {
        data = fs.readFileSync(file + copy[1]);
        headers['Content-Encoding'] = copy[0];
      } else if (accepts('gzip') && data.length > 1024) {
        data = zlib.gzipSync(data, {level: 6});
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = data.length;
      res.writeHead(200, headers).end(data);
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { positionals } = util.parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length > 2) {
    console.error('usage: node tests/support/static-server.mjs [dir] [port]');
    process.exit(2);
  }
  const [dir = '.', port = '8080'] = positionals;
  const server = await startServer(dir, Number(port));
  console.log(`serving ${path.resolve(dir)} at http://localhost:${server.address().port}/`);
}
