import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Idle timeout while a request body arrives (JSON, forms, multipart uploads): when the client
 * sends nothing for `idleMs`, the request is answered 408 and the connection closed, which
 * aborts the request (its temporary upload files are removed by the form-body plugin).
 * The whole request is also bounded by the server's request timeout (REQUEST_TIMEOUT_SECONDS),
 * which stops a client that keeps the body alive one byte at a time.
 */
export function registerBodyIdleTimeout(app: FastifyInstance, idleMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const headers = raw.headers;
    const hasBody =
      headers['transfer-encoding'] !== undefined ||
      (headers['content-length'] !== undefined && headers['content-length'] !== '0');
    // Injected requests (tests) have no socket to time out.
    if (!hasBody || raw.complete || typeof raw.setTimeout !== 'function') return done();
    raw.setTimeout(idleMs, () => answerTimeout(request, reply));
    // Once the body is in, the connection is back to the server's own (keep-alive) timeouts.
    raw.once('end', () => raw.setTimeout(0));
    done();
  });
}

function answerTimeout(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  const socket = raw.socket;
  if (raw.complete || socket.destroyed) return;
  request.log.info({ reqId: request.id }, 'request body idle timeout');
  const res = reply.raw;
  if (res.headersSent) {
    socket.destroy();
    return;
  }
  // Fastify must not answer again when the body parser fails after this.
  reply.hijack();
  const body = JSON.stringify({ message: request.t('request_timeout') });
  res.writeHead(408, {
    connection: 'close',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  // The rest of the body is never read: close once the answer is written.
  res.end(body, () => socket.destroy());
}
