import { createServer, connect, type Socket } from 'node:net';

// A TCP relay in front of the e2e server that a test can cut and restore: the console, pointed at
// it, loses its realtime stream and every request the way it would when the network drops (the
// browser's offline emulation leaves an open event stream alone), while the test's own API calls
// still reach the server directly.

export interface CuttableProxy {
  /** http://127.0.0.1:<port>, to type as the console's server address. */
  url: string;
  /** Drops every open connection and refuses new ones until `restore()`. */
  cut(): void;
  restore(): void;
  stop(): Promise<void>;
}

/** Relays 127.0.0.1:<free port> to `target` (an http://127.0.0.1:<port> origin). */
export function startCuttableProxy(target: string): Promise<CuttableProxy> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let isCut = false;

  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server = createServer((client) => {
    track(client);
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(port), hostname);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });

  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', fail);
      const address = server.address();
      const ownPort = typeof address === 'object' && address ? address.port : 0;
      done({
        url: `http://127.0.0.1:${ownPort}`,
        cut() {
          isCut = true;
          for (const socket of open) socket.destroy();
        },
        restore() {
          isCut = false;
        },
        stop: () =>
          new Promise<void>((closed) => {
            for (const socket of open) socket.destroy();
            server.close(() => closed());
          }),
      });
    });
  });
}
