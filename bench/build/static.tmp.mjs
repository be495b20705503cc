import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
const [dist, page, port] = process.argv.slice(2);
createServer((req, res) => {
  const p = new URL(req.url, 'http://x').pathname;
  const file = p === '/' ? page : path.join(dist, p);
  if (!existsSync(file) || statSync(file).isDirectory()) { res.writeHead(404).end(); return; }
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
  const body = readFileSync(file);
  res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', 'Content-Encoding': 'br' }).end(brotliCompressSync(body));
}).listen(Number(port), '127.0.0.1');
