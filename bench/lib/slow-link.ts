import net from 'node:net';

export interface SlowLink {
  /** http://127.0.0.1:PORT, forwarding to the target through the slow link. */
  base: string;
  close(): Promise<void>;
}

/**
 * A TCP proxy that behaves like a phone's link: every byte arrives half a round trip later, and each direction
 * carries at most `bitsPerSecond` (a chunk waits for the ones before it to finish). Connections are reused by the
 * HTTP client (keep-alive), as a browser reuses its connection to the site.
 */
export async function startSlowLink(targetPort: number, options: { rttMs: number; bitsPerSecond: number }): Promise<SlowLink> {
  const oneWay = options.rttMs / 2;
  const bytesPerMs = options.bitsPerSecond / 8 / 1000;
  const sockets = new Set<net.Socket>();

  /** Pipes `from` into `to` with the link's latency and bandwidth, in order (one timer at a time per direction). */
  const shape = (from: net.Socket, to: net.Socket) => {
    let free = 0; // when this direction's "wire" is free again
    const queue: Array<{ at: number; chunk: Buffer | null }> = [];
    let pumping = false;
    const pump = () => {
      const head = queue[0];
      if (!head) {
        pumping = false;
        return;
      }
      pumping = true;
      const wait = head.at - performance.now();
      if (wait > 0) {
        setTimeout(pump, Math.ceil(wait));
        return;
      }
      queue.shift();
      if (head.chunk === null) to.end();
      else if (to.writable) to.write(head.chunk);
      pump();
    };
    const send = (chunk: Buffer | null) => {
      const start = Math.max(performance.now(), free);
      free = start + (chunk?.length ?? 0) / bytesPerMs;
      queue.push({ at: free + oneWay, chunk });
      if (!pumping) pump();
    };
    from.on('data', (chunk: Buffer) => send(chunk));
    from.on('end', () => send(null));
    from.on('error', () => to.destroy());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    shape(client, upstream);
    shape(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
