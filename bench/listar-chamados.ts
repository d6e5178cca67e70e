/**
 * GET /api/chat/listar-chamados under a realistic inbox: 10 000 students and 1 000 000 stored messages
 * (seeded with generate_series), measured over HTTP against the real app in this process.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import { migrateLatest } from '@app/db';
import { createApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { createLogger } from '../server/src/lib/logger.js';
import { percentile } from './lib/load.js';
import { freshDatabase } from './lib/server.js';
import { BenchSession } from './lib/session.js';

export interface ListarChamadosBenchResult {
  users: number;
  messages: number;
  seedMs: number;
  requests: number;
  concurrency: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** p95 of deep pages only (random page numbers across the whole list). */
  deepPageP95Ms: number;
}

/**
 * Seeds `users` students (5 % of them never wrote) and `messages` messages spread over the others, then
 * fills the denormalised last-message columns the way POST /api/chat/salvar keeps them.
 */
export async function seedTickets(knex: Knex, options: { users?: number; messages?: number } = {}): Promise<number> {
  const users = options.users ?? 10_000;
  const messages = options.messages ?? 1_000_000;
  const started = performance.now();
  const hash = await bcrypt.hash('senha-bench-123', 4);
  const tag = crypto.randomBytes(3).toString('hex');
  await knex.raw(
    `insert into users (username, email, password_hash, role, whatsapp, status_atendimento, criado_em)
     select 'Aluno ' || g, 'aluno' || g || '-' || ? || '@bench.local', ?, 'usuario',
            '55119' || lpad(g::text, 8, '0'),
            (array['Aberto','Em progresso','Pendente de documentação','Matrícula em progresso','Matriculado'])[1 + g % 5],
            now() - make_interval(mins => ? - g)
       from generate_series(1, ?) g`,
    [tag, hash, users, users],
  );
  const writers = Math.max(1, Math.floor(users * 0.95));
  await knex.raw(
    `with ids as (select array_agg(id order by id) as a from users where email like ?)
     insert into mensagens (user_id, autor, mensagem, criado_em)
     select ids.a[1 + (g % ?)],
            (array['user','ia','user','colaborador'])[1 + g % 4],
            '<p>Mensagem ' || g || ' sobre a <strong>matrícula</strong> em medicina no Paraguai &amp; documentos</p>',
            now() - make_interval(secs => ? - g)
       from ids, generate_series(1, ?) g`,
    [`%-${tag}@bench.local`, writers, messages, messages],
  );
  await knex.raw(
    `update users u
        set ultima_mensagem = m.mensagem, ultima_mensagem_autor = m.autor, ultima_mensagem_em = m.criado_em
       from (select distinct on (user_id) user_id, mensagem, autor, criado_em
               from mensagens order by user_id, criado_em desc, id desc) m
      where m.user_id = u.id`,
  );
  await knex.raw('analyze users');
  await knex.raw('analyze mensagens');
  return Math.round(performance.now() - started);
}

/** Seeds the given (migrated) knex, serves the app from it and measures the endpoint as a colaborador. */
export async function benchListarChamados(
  knex: Knex,
  options: { users?: number; messages?: number; requests?: number; concurrency?: number } = {},
): Promise<ListarChamadosBenchResult> {
  const users = options.users ?? 10_000;
  const messages = options.messages ?? 1_000_000;
  const requests = options.requests ?? 1_000;
  const concurrency = options.concurrency ?? 10;
  const seedMs = await seedTickets(knex, { users, messages });

  const origin = 'http://app.localhost:3000';
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    APP_URL: origin,
    STATIC_DIR: '/nonexistent',
  });
  const app = createApp(config, { db: knex, logger: createLogger('silent') });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const email = `colab-${crypto.randomBytes(4).toString('hex')}@bench.local`;
    await knex('users').insert({
      username: 'Colaborador Bench',
      email,
      password_hash: await bcrypt.hash('senha-bench-123', 4),
      role: 'colaborador',
    });
    const session = new BenchSession(base, origin);
    await session.login(email, 'senha-bench-123');
    const cookie = session.cookieHeader;
    const pages = Math.ceil(users / 12);
    const get = async (pagina: number) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/chat/listar-chamados?pagina=${pagina}`, {
        headers: { Cookie: cookie, Origin: origin },
      });
      const body = (await res.json()) as { chamados?: unknown[] };
      if (res.status !== 200 || !body.chamados?.length) throw new Error(`listar-chamados ${res.status}`);
      return performance.now() - t0;
    };
    for (let i = 0; i < 20; i++) await get(1); // warm-up

    const all: number[] = [];
    const deep: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) {
          const n = next++;
          // Most staff look at the first pages; every fifth request jumps anywhere in the list.
          const isDeep = n % 5 === 4;
          const ms = await get(isDeep ? 1 + Math.floor(Math.random() * pages) : 1 + (n % 3));
          all.push(ms);
          if (isDeep) deep.push(ms);
        }
      }),
    );
    const elapsed = performance.now() - started;
    const round = (v: number) => Number(v.toFixed(1));
    return {
      users,
      messages,
      seedMs,
      requests,
      concurrency,
      requestsPerSecond: Math.round((requests / elapsed) * 1000),
      p50Ms: round(percentile(all, 50)),
      p95Ms: round(percentile(all, 95)),
      p99Ms: round(percentile(all, 99)),
      deepPageP95Ms: round(percentile(deep, 95)),
    };
  } finally {
    await app.close();
    await new Promise<void>((resolve) => app.server.close(() => resolve()));
  }
}

/** Standalone run on a throwaway database next to DATABASE_URL (default: the local Postgres). */
async function main() {
  const db = await freshDatabase('tickets');
  try {
    await migrateLatest(db.knex);
    console.log(JSON.stringify(await benchListarChamados(db.knex), null, 2));
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
