/**
 * The admissions board on 10 000 prospects and 100 000 stage-history rows: p95 of one column page
 * (GET /api/funil/coluna), of the whole board's first paint (GET /api/funil) and of the funnel numbers
 * (GET /api/funil/numeros), measured over HTTP against the real app in this process.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import { STATUS_ATENDIMENTO } from '@app/contracts';
import { migrateLatest } from '@app/db';
import { createApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { createLogger } from '../server/src/lib/logger.js';
import { percentile } from './lib/load.js';
import { freshDatabase } from './lib/server.js';
import { BenchSession } from './lib/session.js';

export interface FunilBenchResult {
  prospects: number;
  historyRows: number;
  seedMs: number;
  columnP95Ms: number;
  boardP95Ms: number;
  numbersP95Ms: number;
}

/** Prospects spread over the six stages, a third owned by the staff member, a tenth overdue, ten moves each. */
async function seed(knex: Knex, prospects: number, staffId: number): Promise<number> {
  const started = performance.now();
  const tag = crypto.randomBytes(3).toString('hex');
  const stages = `array[${STATUS_ATENDIMENTO.map((s) => `'${s}'`).join(',')}]`;
  await knex.raw(
    `insert into users (username, email, password_hash, role, whatsapp, status_atendimento, motivo_perda, responsavel_id,
                        proximo_contato_em, etapa_desde, criado_em)
     select 'Prospecto ' || g, 'p' || g || '-' || ? || '@bench.local', 'x', 'usuario', '55119' || lpad(g::text, 8, '0'),
            (${stages})[1 + g % 6], case when g % 6 = 5 then 'Custo' end, case when g % 3 = 0 then ?::int end,
            case when g % 10 = 0 then now() - interval '1 day' end,
            now() - make_interval(hours => g % 2000), now() - make_interval(hours => g % 4000)
       from generate_series(1, ?) g`,
    [tag, staffId, prospects],
  );
  await knex.raw(
    `with ids as (select array_agg(id order by id) as a from users where email like ?)
     insert into etapas_historico (user_id, de, para, autor_id, criado_em)
     select ids.a[1 + (g % ?)], (${stages})[1 + g % 5], (${stages})[2 + g % 5], ?::int, now() - make_interval(mins => g)
       from ids, generate_series(1, ?) g`,
    [`%-${tag}@bench.local`, prospects, staffId, prospects * 10],
  );
  await knex.raw(
    `insert into documentos_prospecto (user_id, documento_id)
     select u.id, d.id from users u join documentos_modelo d on d.id <= 1 + u.id % 6 where u.email like ?`,
    [`%-${tag}@bench.local`],
  );
  await knex.raw('analyze users');
  await knex.raw('analyze etapas_historico');
  await knex.raw('analyze documentos_prospecto');
  return Math.round(performance.now() - started);
}

export async function benchFunil(knex: Knex, options: { prospects?: number; requests?: number } = {}): Promise<FunilBenchResult> {
  const prospects = options.prospects ?? 10_000;
  const requests = options.requests ?? 200;
  const email = `colab-${crypto.randomBytes(4).toString('hex')}@bench.local`;
  const [staff] = (await knex('users')
    .insert({ username: 'Colaborador Bench', email, password_hash: await bcrypt.hash('senha-bench-123', 4), role: 'colaborador' })
    .returning('id')) as Array<{ id: number }>;
  const seedMs = await seed(knex, prospects, staff!.id);

  const origin = 'http://app.localhost:3000';
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', APP_URL: origin, STATIC_DIR: '/nonexistent' });
  const app = createApp(config, { db: knex, logger: createLogger('silent') });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const session = new BenchSession(base, origin);
    await session.login(email, 'senha-bench-123');
    const time = async (url: string) => {
      const t0 = performance.now();
      const res = await fetch(`${base}${url}`, { headers: { Cookie: session.cookieHeader, Origin: origin } });
      await res.json();
      if (res.status !== 200) throw new Error(`${url} ${res.status}`);
      return performance.now() - t0;
    };
    const filters = ['todos', 'meus', 'atrasados', 'sem-responsavel'];
    const columnUrl = (n: number) =>
      `/api/funil/coluna?etapa=${encodeURIComponent(STATUS_ATENDIMENTO[n % 6]!)}&filtro=${filters[n % 4]}&pagina=${1 + (n % 5)}`;
    for (let i = 0; i < 10; i++) await time(columnUrl(i)); // warm-up
    const column: number[] = [];
    const board: number[] = [];
    const numbers: number[] = [];
    for (let n = 0; n < requests; n++) column.push(await time(columnUrl(n)));
    for (let n = 0; n < requests / 4; n++) board.push(await time(`/api/funil?filtro=${filters[n % 4]}`));
    for (let n = 0; n < requests / 4; n++) numbers.push(await time('/api/funil/numeros'));
    const round = (v: number) => Number(v.toFixed(1));
    return {
      prospects,
      historyRows: prospects * 10,
      seedMs,
      columnP95Ms: round(percentile(column, 95)),
      boardP95Ms: round(percentile(board, 95)),
      numbersP95Ms: round(percentile(numbers, 95)),
    };
  } finally {
    await app.close();
    await new Promise<void>((resolve) => app.server.close(() => resolve()));
  }
}

/** Standalone run on a throwaway database next to DATABASE_URL (default: the local Postgres). */
async function main() {
  const db = await freshDatabase('funil');
  try {
    await migrateLatest(db.knex);
    console.log(JSON.stringify(await benchFunil(db.knex), null, 2));
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
