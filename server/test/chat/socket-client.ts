import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { Knex } from 'knex';
import type { Express } from 'express';
import type { NovaMensagemEvent, Role, SessionUser } from '@app/contracts';
import type { TestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';

/** Makes the app's HTTP server listen on a random port (Socket.IO needs a real server). */
export async function listen(t: TestApp): Promise<string> {
  if (!t.server.listening) await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
}

/** Logs a fresh user in and returns its HTTP client plus the raw session cookie for a socket. */
export async function loginWithCookie(app: Express, knex: Knex, role: Role = 'usuario') {
  const user: SessionUser = await createUser(knex, { role });
  const client = new TestClient(app);
  const res = await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD });
  const cookies = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const sid = cookies.find((c) => c.startsWith('sid='))?.split(';')[0];
  if (res.status !== 200 || !sid) throw new Error(`login failed: ${res.status}`);
  return { user, client, cookie: sid };
}

export interface ListeningSocket {
  socket: Socket;
  messages: NovaMensagemEvent[];
  ticketUpdates: number[];
  close(): void;
}

/** Connects like a browser tab (optionally with a session cookie) and records what it receives. */
export async function connectSocket(baseUrl: string, cookie?: string): Promise<ListeningSocket> {
  const socket = io(baseUrl, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: cookie ? { Cookie: cookie } : {},
  });
  const messages: NovaMensagemEvent[] = [];
  const ticketUpdates: number[] = [];
  socket.on('nova-mensagem', (event: NovaMensagemEvent) => messages.push(event));
  socket.on('chamado-atualizado', (event: { userId: number }) => ticketUpdates.push(event.userId));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, messages, ticketUpdates, close: () => void socket.close() };
}

export async function waitFor(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for a socket event');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
