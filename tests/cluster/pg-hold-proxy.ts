// A TCP proxy between one instance and PostgreSQL that can hold a render between its read and its
// write: armed with a pattern, it holds the answer to the next query whose text matches (the
// query has run in PostgreSQL; its rows wait here) until released. Everything else passes
// through untouched. Loopback only.
import net from 'node:net';

export interface HoldProxy {
  port: number;
  /** Holds the answer to the next query whose SQL matches; resolves once one is held. */
  holdNext(pattern: RegExp): Promise<void>;
  /** Sends what was held and stops holding. */
  release(): void;
  close(): Promise<void>;
}

export async function startHoldProxy(target: { host: string; port: number }): Promise<HoldProxy> {
  let armed: { pattern: RegExp; held: () => void } | null = null;
  let holding: { socket: net.Socket; chunks: Buffer[] } | null = null;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    let holdThis = false;
    client.on('data', (chunk) => {
      // Kysely's queries are extended-protocol Parse messages that carry the SQL text as is.
      if (armed && armed.pattern.test(chunk.toString('latin1'))) {
        holdThis = true;
        holding = { socket: client, chunks: [] };
        const { held } = armed;
        armed = null;
        setImmediate(held);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (holdThis && holding?.socket === client) holding.chunks.push(chunk);
      else client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    (client as net.Socket & { release?: () => void }).release = () => {
      holdThis = false;
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    holdNext(pattern) {
      return new Promise((held) => {
        armed = { pattern, held };
      });
    },
    release() {
      const current = holding;
      holding = null;
      armed = null;
      if (!current) return;
      (current.socket as net.Socket & { release?: () => void }).release?.();
      for (const chunk of current.chunks) current.socket.write(chunk);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
