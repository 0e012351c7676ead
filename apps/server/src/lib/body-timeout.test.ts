import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

/**
 * Slow and vanishing clients against a listening server (real sockets, not inject()), with
 * short timeouts so the tests stay quick.
 */
let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext(
    { timeouts: { requestMs: 1500, headersMs: 1000, bodyIdleMs: 400 } },
    {
      extraRoutes: (app) => {
        app.post('/api/test/sink', async (request) => ({ data: typeof request.body }));
      },
    },
  );
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(() => ctx?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tmpDir = () => path.join(ctx.dataDir, 'tmp');
const tmpFiles = () => fs.readdirSync(tmpDir());

interface SlowClient {
  socket: net.Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
  /** Whether the connection is still open. */
  open(): boolean;
}

function connect(head: string): Promise<SlowClient> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      let received = '';
      let isOpen = true;
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      const closed = new Promise<string>((done) => {
        socket.on('close', () => {
          isOpen = false;
          done(received);
        });
      });
      socket.on('error', () => {});
      resolve({ socket, closed, open: () => isOpen });
    });
    socket.once('error', reject);
  });
}

/** Polls until `check` holds, for at most `attempts` × 50 ms. */
async function eventually(check: () => boolean, attempts = 200): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if (check()) return true;
    await sleep(50);
  }
  return check();
}

function jsonHead(length: number) {
  return (
    'POST /api/test/sink HTTP/1.1\r\nhost: localhost\r\nlocale: en\r\n' +
    `content-type: application/json\r\ncontent-length: ${length}\r\n\r\n`
  );
}

const BOUNDARY = 'test-boundary-7d1f';
function multipartHead(length: number) {
  return (
    'POST /api/test/sink HTTP/1.1\r\nhost: localhost\r\nlocale: en\r\n' +
    `content-type: multipart/form-data; boundary=${BOUNDARY}\r\ncontent-length: ${length}\r\n\r\n` +
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="cv"; filename="cv.pdf"\r\n` +
    'content-type: application/pdf\r\n\r\n%PDF-1.4\n'
  );
}

describe('request timeouts', () => {
  it('answers 408 and closes a connection whose body trickles in a byte at a time', async () => {
    const total = 200;
    const client = await connect(jsonHead(total));
    let sent = 0;
    // One byte every 100 ms never trips the idle timeout, only the whole-request timeout.
    while (client.open() && sent < total) {
      client.socket.write(sent === 0 ? '"' : 'a');
      sent += 1;
      await sleep(100);
    }
    const answer = await client.closed;
    expect(sent).toBeLessThan(total);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 with a localized message when a body stops arriving', async () => {
    const client = await connect(`${jsonHead(100)}{"name": "half`);
    const answer = await client.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"message":"The request took too long to arrive. Please try again."');
  });

  it('an upload that stops arriving is answered 408 and leaves no temporary file', async () => {
    const client = await connect(multipartHead(1024 * 1024));
    client.socket.write(Buffer.alloc(64 * 1024, 0x41));
    expect(await eventually(() => tmpFiles().length > 0)).toBe(true);
    const answer = await client.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(await eventually(() => tmpFiles().length === 0)).toBe(true);
  });

  it('an upload aborted by the client leaves no temporary file', async () => {
    const client = await connect(multipartHead(1024 * 1024));
    client.socket.write(Buffer.alloc(64 * 1024, 0x42));
    expect(await eventually(() => tmpFiles().length > 0)).toBe(true);
    client.socket.destroy();
    await client.closed;
    expect(await eventually(() => tmpFiles().length === 0)).toBe(true);
  });

  it('a complete request on the same server still succeeds', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/test/sink`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ok: true }),
    });
    expect(response.status).toBe(200);
  });
});
