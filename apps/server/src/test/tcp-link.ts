import net from 'node:net';

/**
 * A TCP link between an app and a server it needs (PostgreSQL, the S3 bucket) that a test can cut
 * and restore, as a restart, a failover or a network fault would: `cut()` ends every open
 * connection and refuses new ones until `restore()`.
 */
export interface TcpLink {
  /** The server's URL through the link. */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function openTcpLink(serverUrl: string): Promise<TcpLink> {
  const target = new URL(serverUrl);
  const defaultPort = target.protocol === 'https:' ? 443 : target.protocol === 'http:' ? 80 : 5432;
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || defaultPort), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const linked = new URL(serverUrl);
  linked.hostname = '127.0.0.1';
  linked.port = String((server.address() as net.AddressInfo).port);
  return {
    // As the caller wrote it: a bucket endpoint has no path, a database URL names its database.
    url:
      serverUrl.endsWith('/') || new URL(serverUrl).pathname !== '/'
        ? linked.toString()
        : linked.toString().replace(/\/$/, ''),
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    close() {
      down = true;
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
