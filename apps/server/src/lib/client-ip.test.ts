import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientIpOf, trustOf } from './client-ip';

const FORWARDED = '198.51.100.1, 203.0.113.9, 10.0.0.2';

function fakeRequest(peer: string, forwarded?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  } as unknown as IncomingMessage;
}

/** What Fastify's request.ip says under the same trust, for the same peer and header. */
async function fastifyIp(trustProxy: boolean | number | string[], forwarded?: string): Promise<string> {
  const trust = trustOf(trustProxy);
  const app = Fastify({ trustProxy: trust });
  app.get('/', async (request) => ({ ip: request.ip }));
  const answer = await app.inject({
    method: 'GET',
    url: '/',
    remoteAddress: '10.0.0.1',
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  });
  await app.close();
  return answer.json().ip;
}

describe('TRUST_PROXY', () => {
  it.each([
    [false, '10.0.0.1'],
    [true, '198.51.100.1'],
    // The peer and the two nearest forwarders are the count's three hops; the next one is the client.
    [1, '10.0.0.2'],
    [3, '198.51.100.1'],
    [['10.0.0.0/8'], '203.0.113.9'],
    [['192.0.2.1'], '10.0.0.1'],
  ] as const)('%j: the client is %s, for Fastify and before routing alike', async (setting, expected) => {
    const trustProxy = (Array.isArray(setting) ? [...setting] : setting) as boolean | number | string[];
    expect(clientIpOf(trustOf(trustProxy))(fakeRequest('10.0.0.1', FORWARDED))).toBe(expected);
    expect(await fastifyIp(trustProxy, FORWARDED)).toBe(expected);
  });

  it('a hop count with no header leaves the peer', async () => {
    expect(clientIpOf(trustOf(2))(fakeRequest('10.0.0.1'))).toBe('10.0.0.1');
    expect(await fastifyIp(2)).toBe('10.0.0.1');
  });
});
