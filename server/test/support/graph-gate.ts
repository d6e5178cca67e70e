import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface GateArrival {
  at: number;
  /** Path as the server sent it (tests give each instance its own path prefix to tell them apart). */
  path: string;
  to: string | undefined;
  /** Set once the request was passed on to the Graph API behind the gate. */
  forwarded: boolean;
  /** The sender went away (killed) while the gate held its request: it never reached the Graph API. */
  abandoned: boolean;
}

/**
 * A gate in front of the fake Graph API: records each request the moment it arrives and, while closed, holds
 * it — a slow Meta with the request in flight — then passes it on when opened. A request whose sender dies
 * while held is dropped, never forwarded, exactly as if the connection had broken before reaching Meta.
 */
export async function startGraphGate(upstream: string) {
  const arrivals: GateArrival[] = [];
  let open = true;
  const waiting = new Set<() => Promise<void>>();
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      let to: string | undefined;
      try {
        to = (JSON.parse(raw.toString('utf8')) as { to?: string }).to;
      } catch {
        to = undefined;
      }
      const arrival: GateArrival = { at: Date.now(), path: req.url ?? '', to, forwarded: false, abandoned: false };
      arrivals.push(arrival);
      const pass = async () => {
        waiting.delete(pass);
        if (res.destroyed || req.socket.destroyed) {
          arrival.abandoned = true;
          return;
        }
        arrival.forwarded = true;
        const upstreamPath = (req.url ?? '').replace(/^\/[^/]+(?=\/v\d)/, '');
        try {
          const answer = await fetch(`${upstream.replace(/\/v\d+\.\d+$/, '')}${upstreamPath}`, {
            method: req.method,
            headers: { 'Content-Type': 'application/json', Authorization: req.headers.authorization ?? '' },
            body: raw,
          });
          res.writeHead(answer.status, { 'Content-Type': 'application/json' });
          res.end(await answer.text());
        } catch {
          res.destroy();
        }
      };
      req.socket.once('close', () => {
        if (!arrival.forwarded) arrival.abandoned = true;
      });
      if (open) void pass();
      else waiting.add(pass);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** Base for WHATSAPP_API_BASE; `urlFor('a')` prefixes the path so arrivals show which instance sent them. */
    urlFor: (tag: string) => `http://127.0.0.1:${port}/${tag}/v21.0`,
    arrivals,
    /** Requests currently held (arrived, not forwarded, sender still there). */
    held: () => arrivals.filter((a) => !a.forwarded && !a.abandoned),
    close() {
      open = false;
    },
    open() {
      open = true;
      for (const pass of [...waiting]) void pass();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
export type GraphGate = Awaited<ReturnType<typeof startGraphGate>>;
