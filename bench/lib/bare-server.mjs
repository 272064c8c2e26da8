// The bare-Node limit: node:http answering fixed bytes per path, nothing else. Run as a child process:
//   node bench/lib/bare-server.mjs <routes.json>   (PORT from the environment)
// routes.json: { "/api/courses": { "contentType": "...", "base64": "..." }, ... } — the exact bytes Canopy sent.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const routes = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([p, r]) => [
    p,
    { body: Buffer.from(r.base64, 'base64'), contentType: r.contentType },
  ]),
);

http
  .createServer((req, res) => {
    const route = routes.get(req.url);
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    } else if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    } else {
      res.writeHead(200, { 'content-type': route.contentType, 'content-length': route.body.length });
      res.end(route.body);
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
