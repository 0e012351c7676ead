/**
 * The reference server, run as its own process (`node --import tsx lib/baseline.ts <answer.json>`):
 * a bare `node:http` server answering every request with one recorded answer — the status, the
 * headers and the body bytes the application sent — so the application is compared with the
 * cheapest possible way of putting the same bytes on the wire. Prints `{"port":N}` once listening.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedAnswer {
  status: number;
  /** Raw header pairs as received, minus those node:http writes itself (date, connection...). */
  headers: [string, string][];
  bodyBase64: string;
}

const answer = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as RecordedAnswer;
const body = Buffer.from(answer.bodyBase64, 'base64');

const server = http.createServer((_request, response) => {
  response.writeHead(answer.status, answer.headers.flat());
  response.end(body);
});
// Same idle timeout as Fastify's default, so neither side closes idle keep-alive connections first.
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
