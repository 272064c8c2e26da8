// The bare-Node limit: node:http answering fixed bytes per path, nothing else. Run as a child process:
//   node bench/lib/bare-server.mjs <routes.json>   (PORT from the environment)
// routes.json: { "/api/courses": { "contentType": "...", "base64": "...", "headers": [name, value, ...] }, ... } —
// the answer Canopy sent. A path answers its body with its Content-Type (the limit the targets are stated
// against). The same path under /as-sent answers it as Canopy sent it: the same header lines (Node adds Date,
// Connection and Keep-Alive as for any answer) and body — what the gateway's longer head costs a plain server and
// the load generator beside it, shown for reference.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const routes = new Map();
for (const [p, r] of Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8')))) {
  const body = Buffer.from(r.base64, 'base64');
  const length = String(body.length);
  routes.set(p, { body, head: ['content-type', r.contentType, 'content-length', length] });
  if (r.headers) routes.set(`/as-sent${p}`, { body, head: [...r.headers, 'content-length', length] });
}

const server = http.createServer((req, res) => {
  const route = routes.get(req.url);
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  } else if (!route) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  } else {
    res.writeHead(200, route.head);
    res.end(route.body);
  }
});
// The gateway's keep-alive timeout (its KEEP_ALIVE_TIMEOUT_MS default), announced alike in every answer's head.
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT_MS ?? 65_000);
server.listen(Number(process.env.PORT), '127.0.0.1');
