import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx?.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes bytes on a fresh connection and reads the whole answer (the server closes or the body ends). */
function raw(request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split === -1) return;
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = text.slice(split + 4);
      if (headers['content-length'] && Buffer.byteLength(body) < Number(headers['content-length'])) return;
      settled = true;
      socket.destroy();
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      finish();
    });
    socket.on('end', finish);
    socket.on('close', () => {
      finish();
      if (!settled) reject(new Error(`no complete answer: ${Buffer.concat(chunks).toString('utf8')}`));
    });
    socket.on('error', () => {});
    socket.write(request);
  });
}

function expectApiError(answer: RawAnswer, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toContain('application/json');
  expect(JSON.parse(answer.body)).toEqual({ message });
}

describe('errors raised before routing or by HTTP itself have the API shape', () => {
  it('431 for headers too large, in the language of the request', async () => {
    const big = 'x'.repeat(20 * 1024);
    const en = await raw(`GET /api/menu HTTP/1.1\r\nHost: a\r\nlocale: en\r\nX-Big: ${big}\r\n\r\n`);
    expectApiError(en, 431, 'The request headers are larger than allowed.');
    const ar = await raw(`GET /api/menu HTTP/1.1\r\nHost: a\r\nX-Big: ${big}\r\n\r\n`);
    expectApiError(ar, 431, 'ترويسات الطلب أكبر من المسموح.');
  });

  it('400 for a request HTTP cannot parse', async () => {
    expectApiError(await raw('NOT A REQUEST\r\n\r\n'), 400, 'الطلب غير صالح.');
    const badHeader = await raw('GET /api/menu HTTP/1.1\r\nHost: a\r\nlocale: en\r\nBad Header\r\n\r\n');
    expectApiError(badHeader, 400, 'The request is not valid.');
  });

  it('400 for a malformed URL, without echoing it back', async () => {
    const answer = await raw('GET /api/%E0%A4%A<script> HTTP/1.1\r\nHost: a\r\nlocale: en\r\n\r\n');
    expectApiError(answer, 400, 'The request is not valid.');
    expect(answer.body).not.toContain('script');
    const viaInject = await ctx.app.inject({ method: 'GET', url: '/api/admin/admins/%E0%A4%A' });
    expect(viaInject.statusCode).toBe(400);
    expect(viaInject.json()).toEqual({ message: 'الطلب غير صالح.' });
  });

  it('404 for a path segment longer than any id', async () => {
    const answer = await raw(`GET /api/admin/admins/${'9'.repeat(300)} HTTP/1.1\r\nHost: a\r\nlocale: en\r\n\r\n`);
    expectApiError(answer, 404, 'The requested item was not found.');
  });
});

describe('framework errors after routing have the API shape', () => {
  const post = (headers: Record<string, string>, payload: string | Buffer) =>
    ctx.app.inject({ method: 'POST', url: '/api/contactUs', headers: { locale: 'en', ...headers }, payload });

  it('bad JSON, empty JSON and prototype poisoning: 400', async () => {
    for (const payload of ['{"name":', '', '{"__proto__":{"x":1}}']) {
      const res = await post({ 'content-type': 'application/json' }, payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toEqual({ message: 'The request is not valid.' });
    }
  });

  it('unsupported media type: 415', async () => {
    const res = await post({ 'content-type': 'application/xml' }, '<a/>');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'The request content type is not supported.' });
  });

  it('body too large: 413, also over a real connection', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) });
    const res = await post({ 'content-type': 'application/json' }, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request or file is larger than allowed.' });

    const answer = await raw(
      `POST /api/contactUs HTTP/1.1\r\nHost: a\r\nlocale: en\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(big)}\r\n\r\n${big}`,
    );
    expectApiError(answer, 413, 'The request or file is larger than allowed.');
  });

  it('a content length that does not match the body: 400', async () => {
    const answer = await raw(
      'POST /api/contactUs HTTP/1.1\r\nHost: a\r\nlocale: en\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(JSON.parse(answer.body))).toEqual(['message']);
  });
});
