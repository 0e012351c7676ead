/**
 * The reference server, run as its own process by plain `node` (no TypeScript loader, which costs
 * CPU on every request through its hooks): `node lib/baseline.mjs <answer.json>`. A bare
 * `node:http` server answers every request with one recorded answer (the status, the headers and
 * the body bytes the application sent) written from one header object built at start, so the
 * application is compared with the cheapest way of putting the same bytes on the wire through
 * node:http. Prints `{"port":N}` once listening.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const answer = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
const body = Buffer.from(answer.bodyBase64, 'base64');
/** Repeated names (none expected) keep every value. */
const headers = {};
for (const [name, value] of answer.headers) {
  const key = name.toLowerCase();
  const held = headers[key];
  headers[key] = held === undefined ? value : [held, value].flat();
}

const server = http.createServer((_request, response) => {
  response.writeHead(answer.status, headers);
  response.end(body);
});
// Same idle timeout as Fastify's default, so neither side closes idle keep-alive connections first.
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
