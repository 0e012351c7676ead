import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

type Trust = (address: string, hop: number) => boolean;

/**
 * Whose X-Forwarded-For is believed, as one function for Fastify and for requests answered before
 * Fastify sees them. TRUST_PROXY may be `true`, a list of addresses or ranges, or a hop count: the
 * nearest N proxies are trusted whoever they are (the operator vouches that only the load balancer
 * can reach the server). Fastify 5 given a bare number trusts nobody, so the count is turned into
 * this function here instead.
 */
export function trustOf(trustProxy: boolean | number | string[]): Trust | false {
  if (trustProxy === false || trustProxy === 0) return false;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy);
}

/** The client's address as Fastify's `request.ip` works it out under the same trust. */
export function clientIpOf(trust: Trust | false): (request: IncomingMessage) => string | undefined {
  if (trust === false) return (request) => request.socket.remoteAddress;
  return (request) => {
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1];
  };
}
