import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@app/contracts';
import type { TestApp } from '../support/test-app.js';
import { APP_ORIGIN } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { DEFAULT_PASSWORD } from '../support/factories.js';

/** Listens on a random port (once) and returns the base URL. */
export async function listen(t: TestApp): Promise<string> {
  if (!t.server.listening) await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
}

/** A Socket.IO client logged in as `email`, connected like the browser (session cookie + app Origin). */
export async function socketFor(t: TestApp, email: string): Promise<Socket<ServerToClientEvents>> {
  const base = await listen(t);
  const login = await new TestClient(t.app).post('/api/login', { email, password: DEFAULT_PASSWORD });
  const cookies = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  const socket: Socket<ServerToClientEvents> = io(base, {
    transports: ['websocket'],
    extraHeaders: { Cookie: cookies, Origin: APP_ORIGIN },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Resolves with the next `event` payload matching `predicate`, or rejects after `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: Socket<ServerToClientEvents>,
  event: E,
  predicate: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  timeoutMs = 3000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`evento ${String(event)} não chegou`));
    }, timeoutMs);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!predicate(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });
}
