import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastHeads, prebuildHead, writePrebuilt } from './prebuilt-head';

const body = Buffer.from('{"ok":true}');
const headers = {
  'content-security-policy': "default-src 'self'; img-src 'self' data:",
  'x-frame-options': 'DENY',
  'content-type': 'application/json; charset=utf-8',
  etag: '"abc-br"',
  'content-length': String(body.length),
  'x-cache': 'HIT',
};
const { 'content-length': _length, 'content-type': _type, ...validators } = headers;
const head = prebuildHead(200, headers);
const notModified = prebuildHead(304, validators);

/** Answers like the public cache: 304 on If-None-Match, else 200; `x-set` first sets a header with setHeader. */
function answer(prebuilt: boolean) {
  return (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.headers['x-set']) response.setHeader('x-set', request.headers['x-set']);
    const unchanged = request.headers['if-none-match'] !== undefined;
    if (prebuilt) {
      writePrebuilt(response, unchanged ? notModified : head, unchanged ? undefined : body);
    } else if (unchanged) {
      response.writeHead(304, notModified.headers).end();
    } else {
      response.writeHead(200, head.headers).end(body);
    }
  };
}

const servers: http.Server[] = [];
const ports: { viaWriteHead: number; prebuilt: number; prebuiltLimited: number; viaWriteHeadLimited: number } = {
  viaWriteHead: 0,
  prebuilt: 0,
  prebuiltLimited: 0,
  viaWriteHeadLimited: 0,
};

async function listen(prebuilt: boolean, maxRequestsPerSocket = 0): Promise<number> {
  const server = http.createServer(answer(prebuilt));
  server.keepAliveTimeout = 72_000;
  server.maxRequestsPerSocket = maxRequestsPerSocket;
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

beforeAll(async () => {
  ports.viaWriteHead = await listen(false);
  ports.prebuilt = await listen(true);
  ports.viaWriteHeadLimited = await listen(false, 2);
  ports.prebuiltLimited = await listen(true, 2);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * Sends raw request bytes and reads until the server closes the connection (or, with `answers`,
 * until that many bodies came: Node says close on a connection's last allowed answer but leaves
 * the closing to the client); dates blanked.
 */
function exchange(port: number, requests: string, answers?: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const received = () =>
      Buffer.concat(chunks)
        .toString('latin1')
        .replace(/Date: [^\r]*/g, 'Date: -');
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (answers !== undefined && received().split(body.toString()).length > answers) {
        socket.destroy();
        resolve(received());
      }
    });
    socket.on('error', reject);
    socket.on('end', () => resolve(received()));
    socket.setTimeout(5000, () => reject(new Error('no end within 5 s')));
    socket.write(requests);
  });
}

const get = (lines: string[] = [], version = '1.1') =>
  `GET /x HTTP/${version}\r\nHost: localhost\r\n${lines.map((line) => `${line}\r\n`).join('')}\r\n`;

describe('prebuilt response heads', () => {
  it('are on in this Node: the start-up check found them equal to writeHead', () => {
    expect(fastHeads()).toBe(true);
  });

  const cases: [string, string][] = [
    ['kept alive, then closed by the client', get() + get() + get(['Connection: close'])],
    ['HTTP/1.0 without keep-alive', get([], '1.0')],
    ['HTTP/1.0 asking for keep-alive, then not', get(['Connection: keep-alive'], '1.0') + get([], '1.0')],
    ['a 304 between two answers', get() + get(['If-None-Match: "abc-br"']) + get(['Connection: close'])],
    ['a header set before with setHeader', get(['x-set: yes']) + get(['Connection: close'])],
  ];
  for (const [name, requests] of cases) {
    it(`writes the bytes writeHead writes: ${name}`, async () => {
      const expected = await exchange(ports.viaWriteHead, requests);
      expect(expected).toContain('HTTP/1.');
      expect(await exchange(ports.prebuilt, requests)).toBe(expected);
    });
  }

  it('says close on the last request a connection may carry, as writeHead does', async () => {
    const requests = get() + get();
    const expected = await exchange(ports.viaWriteHeadLimited, requests, 2);
    expect(expected).toMatch(/max=2[\s\S]*Connection: close/);
    expect(await exchange(ports.prebuiltLimited, requests, 2)).toBe(expected);
  });

  it('keeps the lines in the order given, the framing header last and left to Node', () => {
    expect(head.lines.startsWith('HTTP/1.1 200 OK\r\ncontent-security-policy:')).toBe(true);
    expect(head.lines).not.toContain('content-length');
    expect(head.framing).toEqual({ 'content-length': String(body.length) });
    expect(Object.keys(head.headers).at(-1)).toBe('content-length');
    expect(Object.keys(head.headers)).toHaveLength(Object.keys(headers).length);
    expect(notModified.lines.startsWith('HTTP/1.1 304 Not Modified\r\n')).toBe(true);
    expect(notModified.framing).toBeNull();
  });

  it('refuses a header writeHead would refuse, and those Node chooses per answer', () => {
    expect(() => prebuildHead(200, { 'x-bad': 'a\r\nset-cookie: b' })).toThrow();
    expect(() => prebuildHead(200, { 'bad name': 'a' })).toThrow();
    expect(() => prebuildHead(200, { Connection: 'close' })).toThrow(/chosen by Node/);
    expect(() => prebuildHead(200, { 'transfer-encoding': 'chunked' })).toThrow(/chosen by Node/);
  });
});
