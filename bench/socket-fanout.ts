/**
 * Socket.IO delivery: N authenticated clients connected, staff replies posted through the real
 * POST /api/chat/salvar at a fixed rate, latency from the POST being sent to the event at the user's socket.
 */
import crypto from 'node:crypto';
import bcrypt from 'bcrypt';
import signature from 'cookie-signature';
import type { Knex } from 'knex';
import { io, type Socket } from 'socket.io-client';
import { percentile } from './lib/load.js';
import { BenchSession } from './lib/session.js';
import type { BenchServer } from './lib/server.js';
import { APP_ORIGIN } from './http-reads.js';

export interface SocketFanoutResult {
  clients: number;
  repliesPerSecond: number;
  replies: number;
  delivered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

interface ForgedSession {
  /** Value of the `sid` cookie. */
  cookie: string;
  csrfToken: string;
}

/**
 * Sessions written straight into the store, signed like express-session signs them: 1 000 bcrypt logins
 * would take minutes and trip the per-IP login limit.
 */
export async function forgeSessions(knex: Knex, secret: string, userIds: number[], role: string): Promise<ForgedSession[]> {
  const expired = new Date(Date.now() + 60 * 60 * 1000);
  const rows = userIds.map((userId) => {
    const csrfToken = crypto.randomBytes(32).toString('hex');
    const sess = { cookie: { originalMaxAge: 3600000, expires: expired.toISOString(), httpOnly: true, path: '/' }, userId, role, loginAt: Date.now(), csrfToken };
    return { sid: crypto.randomBytes(24).toString('base64url'), sess: JSON.stringify(sess), expired, user_id: userId, csrfToken };
  });
  for (let i = 0; i < rows.length; i += 500) await knex('sessions').insert(rows.slice(i, i + 500).map(({ csrfToken: _t, ...row }) => row));
  return rows.map((r) => ({ cookie: encodeURIComponent(`s:${signature.sign(r.sid, secret)}`), csrfToken: r.csrfToken }));
}

export async function benchSocketFanout(
  server: BenchServer,
  knex: Knex,
  secret: string,
  options: { clients?: number; repliesPerSecond?: number; seconds?: number } = {},
): Promise<SocketFanoutResult> {
  const clients = options.clients ?? 1000;
  const rate = options.repliesPerSecond ?? 20;
  const seconds = options.seconds ?? 10;
  const hash = await bcrypt.hash('senha-bench-123', 4);
  const tag = crypto.randomBytes(3).toString('hex');
  const users = await knex('users')
    .insert(Array.from({ length: clients }, (_, i) => ({ username: `Aluno ${i}`, email: `sock-${tag}-${i}@bench.local`, password_hash: hash, role: 'usuario' })))
    .returning('id');
  const userIds = users.map((u: { id: number }) => u.id);
  const sessions = await forgeSessions(knex, secret, userIds, 'usuario');

  // Staff accounts share the replies so each stays under the per-user save limit.
  const staffCount = Math.max(1, Math.ceil((rate * 60) / 50));
  const staffRows = await knex('users')
    .insert(Array.from({ length: staffCount }, (_, i) => ({ username: `Staff ${i}`, email: `staff-${tag}-${i}@bench.local`, password_hash: hash, role: 'colaborador' })))
    .returning('id');
  const staffSessions = await forgeSessions(knex, secret, staffRows.map((r: { id: number }) => r.id), 'colaborador');
  const staff = staffSessions.map((s) => new BenchSession(server.base, APP_ORIGIN).adopt('sid', s.cookie, s.csrfToken));

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const sockets: Socket[] = [];
  await Promise.all(
    sessions.map(
      ({ cookie }) =>
        new Promise<void>((resolve, reject) => {
          const socket = io(server.base, { transports: ['websocket'], extraHeaders: { Cookie: `sid=${cookie}`, Origin: APP_ORIGIN }, reconnection: false });
          socket.on('nova-mensagem', (event: { mensagem: string }) => {
            const t0 = sentAt.get(event.mensagem);
            if (t0 !== undefined) latencies.push(performance.now() - t0);
          });
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
          sockets.push(socket);
        }),
    ),
  );
  await new Promise((r) => setTimeout(r, 500));

  const total = rate * seconds;
  const started = performance.now();
  const posts: Promise<unknown>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const text = `Resposta ${tag} nº ${i}`;
    const userId = userIds[Math.floor(Math.random() * userIds.length)]!;
    sentAt.set(text, performance.now());
    posts.push(staff[i % staff.length]!.request('POST', '/api/chat/salvar', { userId, autor: 'colaborador', texto: text }));
  }
  await Promise.all(posts);
  await new Promise((r) => setTimeout(r, 1000));
  for (const socket of sockets) socket.disconnect();

  const round = (v: number) => Number(v.toFixed(1));
  return {
    clients,
    repliesPerSecond: rate,
    replies: total,
    delivered: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(Math.max(...latencies)),
  };
}
