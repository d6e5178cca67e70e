import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '@app/db';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, onPglite, type TestDatabase } from '../support/test-db.js';
import { createUser } from '../support/factories.js';
import { delivery, inboundText, postWebhook, wamid } from '../support/fake-graph-webhooks.js';
import { createLogger } from '../../src/lib/logger.js';
import { buildServices } from '../../src/services.js';
import { eventually, uniqueNumero } from './helpers.js';
import { APP_SECRET, VERIFY_TOKEN } from './inbound-helpers.js';

/**
 * The webhook's inbox: what is acknowledged is recorded once, applied once, by one worker at a time, and survives a
 * stop between the 200 and the processing.
 */
const ENV = { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN };

let db: TestDatabase;
const running: TestApp[] = [];
const extraPools: Database[] = [];

afterEach(async () => {
  for (const app of running.splice(0)) {
    await app.ctx.queue?.stop();
    await app.close();
  }
  for (const pool of extraPools.splice(0)) await pool.close();
  await db?.drop();
});

async function instance(withWorkers: boolean, limits?: { webhookWaiting?: number; webhookAnswerWithinMs?: number }) {
  const app = await startTestApp({ db, env: ENV, queue: withWorkers, deps: limits ? { limits } : undefined });
  running.push(app);
  return app;
}

/** A known student with the assistant off (the inbox is under test, not the AI), and their number. */
async function quietStudent() {
  const numero = uniqueNumero();
  return { numero, student: await createUser(db.knex, { whatsapp: numero, status_ia: 'Desligada' }) };
}

/** A delivery of one text from `numero`, with a wamid of its own. */
const textFrom = (numero: string, text: string) => delivery([inboundText({ from: numero, id: wamid(), text })]);

const inbox = () => db.knex('whatsapp_eventos').orderBy('id').select('id', 'processado_em', 'tentativas');
const messagesOf = (userId: number) => db.knex('mensagens').where({ user_id: userId }).orderBy('id').select('mensagem', 'wamid');

describe('the WhatsApp webhook inbox', () => {
  it('when the same delivery is posted again, then one row is recorded, both answers are 200 and the message exists once', async () => {
    db = await createTestDatabase();
    const app = await instance(true);
    const { numero, student } = await quietStudent();
    const payload = textFrom(numero, 'Chegou duas vezes');

    expect((await postWebhook(app.app, payload, APP_SECRET)).status).toBe(200);
    expect((await postWebhook(app.app, payload, APP_SECRET)).status).toBe(200);

    await eventually(async () => (await inbox()).every((row) => row.processado_em !== null) || undefined);
    expect(await inbox()).toHaveLength(1);
    expect((await messagesOf(student.id)).map((m) => m.mensagem)).toEqual(['Chegou duas vezes']);
  });

  it('when the inbox queue is full, then the POST is answered 503 with Retry-After at once and nothing is stored; the retry is stored once', async () => {
    db = await createTestDatabase();
    const full = await instance(false, { webhookWaiting: 0 });
    const { numero, student } = await quietStudent();
    const payload = textFrom(numero, 'Fila cheia');
    const refused = await postWebhook(full.app, payload, APP_SECRET);
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe('30');
    expect(JSON.parse(refused.text)).toEqual({ error: 'Muitos eventos do WhatsApp de uma vez. Tente novamente em instantes.' });
    expect(await inbox()).toHaveLength(0);

    // Meta sends it again later, to a server with room.
    const roomy = await instance(true);
    expect((await postWebhook(roomy.app, payload, APP_SECRET)).status).toBe(200);
    await eventually(async () => (await inbox()).every((row) => row.processado_em !== null) || undefined);
    expect(await inbox()).toHaveLength(1);
    expect((await messagesOf(student.id)).map((m) => m.mensagem)).toEqual(['Fila cheia']);
  });

  // A zero budget answers before any insert can commit, on either database.
  it(
    'when the insert does not commit in time, then 503 with Retry-After; the row still lands, and the retry doubles nothing',
    async () => {
      db = await createTestDatabase();
      const slow = await instance(true, { webhookAnswerWithinMs: 0 });
      const { numero, student } = await quietStudent();
      const payload = textFrom(numero, 'Resposta atrasada');
      const first = await postWebhook(slow.app, payload, APP_SECRET);
      expect(first.status).toBe(503);
      expect(first.retryAfter).toBe('30');
      await eventually(async () => (await messagesOf(student.id)).length === 1 || undefined);
      // Meta's retry of the same bytes: found stored (same digest), so no second row and no second message. Whether the
      // lookup beats the zero budget (200) or not (503, and Meta retries again) depends on the machine; both are safe.
      expect([200, 503]).toContain((await postWebhook(slow.app, payload, APP_SECRET)).status);
      await eventually(async () => (await inbox()).every((row) => row.processado_em !== null) || undefined);
      expect(await inbox()).toHaveLength(1);
      expect((await messagesOf(student.id)).map((m) => m.mensagem)).toEqual(['Resposta atrasada']);
    },
  );

  it('when the server stops after acknowledging and before processing, then the next start processes the delivery once', async () => {
    db = await createTestDatabase();
    const { numero, student } = await quietStudent();
    // An instance whose worker never ran: the 200 went out, the row waits.
    const first = await instance(false);
    const payload = textFrom(numero, 'Mandei antes do reinício');
    expect((await postWebhook(first.app, payload, APP_SECRET)).status).toBe(200);
    expect((await inbox()).map((row) => row.processado_em)).toEqual([null]);
    expect(await messagesOf(student.id)).toEqual([]);
    await first.close();
    running.splice(running.indexOf(first), 1);

    await instance(true);

    await eventually(async () => (await inbox())[0]!.processado_em !== null, 15_000, 'a entrega processada após o reinício');
    expect((await messagesOf(student.id)).map((m) => m.mensagem)).toEqual(['Mandei antes do reinício']);
  });

  it('when two workers on two connection pools race over the same inbox, then each delivery is applied by exactly one of them', async () => {
    db = await createTestDatabase();
    const app = await instance(false);
    const people = await Promise.all(
      Array.from({ length: 6 }, () => createUser(db.knex, { whatsapp: uniqueNumero(), status_ia: 'Desligada' })),
    );
    const total = 30;
    for (let i = 0; i < total; i++) {
      const payload = delivery([inboundText({ from: people[i % people.length]!.whatsapp!, id: wamid(), text: `corrida ${i}` })]);
      expect((await postWebhook(app.app, payload, APP_SECRET)).status).toBe(200);
    }
    // A second instance has its own pool (on PGlite, one process shares the one connection).
    const other = db.url ? await connectDatabase({ databaseUrl: db.url, poolMax: 10 }) : undefined;
    if (other) extraPools.push(other);
    const realtime = { toStaff: () => undefined, toUserAndStaff: () => undefined };
    const logger = createLogger('silent');
    const workers = [db.knex, other?.knex ?? db.knex].map(
      (knex) => buildServices({ ...app.ctx, db: knex, logger, realtime: { ...app.ctx.realtime, ...realtime } }).whatsappInbound,
    );

    const applied: number[] = [];
    const lane = async (worker: (typeof workers)[number]) => {
      for (let handled = await worker.processNext(); handled; handled = await worker.processNext()) applied.push(handled.id);
    };
    await Promise.all(workers.flatMap((worker) => [lane(worker), lane(worker), lane(worker), lane(worker)]));

    const rows = await inbox();
    expect(rows).toHaveLength(total);
    expect([...applied].sort((a, b) => a - b)).toEqual(rows.map((row) => Number(row.id)));
    expect(rows.every((row) => row.processado_em !== null && row.tentativas === 0)).toBe(true);
    const stored = await db.knex('mensagens').where('mensagem', 'like', 'corrida %').count<{ n: string }[]>('* as n');
    expect(Number(stored[0]!.n)).toBe(total);
  });

  it('when the signature is bad, then 401 and the inbox stays empty, even for a body that was accepted before', async () => {
    db = await createTestDatabase();
    const app = await instance(false);
    const payload = delivery([inboundText({ from: uniqueNumero(), id: wamid(), text: 'assinado' })]);
    expect((await postWebhook(app.app, payload, 'segredo-de-outro-app')).status).toBe(401);
    expect(await inbox()).toEqual([]);
    expect((await postWebhook(app.app, payload, APP_SECRET)).status).toBe(200);
    expect((await postWebhook(app.app, payload, 'segredo-de-outro-app')).status).toBe(401);
    expect(await inbox()).toHaveLength(1);
  });

  it('when a text carries a \\u0000 escape, then it is acknowledged, kept as signed, and the message arrives without it', async () => {
    db = await createTestDatabase();
    const app = await instance(true);
    const { numero, student } = await quietStudent();
    const payload = textFrom(numero, 'antes\u0000depois');

    expect((await postWebhook(app.app, payload, APP_SECRET)).status).toBe(200);

    const rows = await eventually(async () => {
      const list = await messagesOf(student.id);
      return list.length > 0 ? list : undefined;
    });
    expect(rows.map((m) => m.mensagem)).toEqual(['antesdepois']);
    expect((await db.knex('whatsapp_eventos').first('corpo')).corpo).toContain('\\u0000');
  });

  // Needs a second session to hold the lock; PGlite has one connection for everything.
  it.skipIf(onPglite)(
    'when the inbox worker is stuck on a locked number, then new deliveries are still acknowledged and stored',
    async () => {
      db = await createTestDatabase();
      const app = await instance(true);
      const stuck = uniqueNumero();
      await createUser(db.knex, { whatsapp: stuck, status_ia: 'Desligada' });
      const holder = await connectDatabase({ databaseUrl: db.url!, poolMax: 1 });
      extraPools.push(holder);
      // The lock every delivery from this number takes first (inbound.repository.ts lockNumber), held by another session.
      const release = await holder.knex.transaction();
      try {
        await release.raw('select pg_advisory_xact_lock(hashtext(?))', [`whatsapp:${stuck}`]);
        // More deliveries from the stuck number than the worker has lanes: every lane waits on the lock.
        for (let i = 0; i < 6; i++) {
          const payload = delivery([inboundText({ from: stuck, id: wamid(), text: `presa ${i}` })]);
          expect((await postWebhook(app.app, payload, APP_SECRET)).status).toBe(200);
        }
        await eventually(
          async () => {
            const { rows } = (await db.knex.raw(
              `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
            )) as { rows: Array<{ n: number }> };
            return rows[0]!.n >= 4 || undefined;
          },
          15_000,
          'as quatro faixas do worker esperando a trava',
        );

        const others = Array.from({ length: 20 }, (_, i) =>
          delivery([inboundText({ from: uniqueNumero(), id: wamid(), text: `livre ${i}` })]),
        );
        const answers = await Promise.all(others.map((payload) => postWebhook(app.app, payload, APP_SECRET)));

        expect(answers.map((res) => res.status)).toEqual(others.map(() => 200));
        expect(await inbox()).toHaveLength(26);
        const [held] = await db.knex('mensagens').where('mensagem', 'like', 'presa %').count<{ n: string }[]>('* as n');
        expect(Number(held!.n)).toBe(0);
      } finally {
        await release.rollback();
      }
      await eventually(async () => (await inbox()).every((row) => row.processado_em !== null) || undefined, 15_000);
      const [applied] = await db.knex('mensagens').where('mensagem', 'like', 'presa %').count<{ n: string }[]>('* as n');
      expect(Number(applied!.n)).toBe(6);
    },
  );

  it('when a delivery is recorded and applied, then only the applying transaction commits without waiting for the disk', async () => {
    db = await createTestDatabase();
    const queries: Array<{ sql: string; tx?: string }> = [];
    db.knex.on('query', (q: { sql: string; __knexTxId?: string }) => queries.push({ sql: q.sql, tx: q.__knexTxId }));
    const app = await instance(true);
    const numero = uniqueNumero();
    await createUser(db.knex, { whatsapp: numero, status_ia: 'Desligada' });

    expect(
      (await postWebhook(app.app, delivery([inboundText({ from: numero, id: wamid(), text: 'durável' })]), APP_SECRET)).status,
    ).toBe(200);
    await eventually(async () => (await inbox()).every((row) => row.processado_em !== null) || undefined);

    // The acknowledged insert runs on its own (autocommit) at the server's setting, which is synchronous.
    const recorded = queries.filter((q) => /^insert into "whatsapp_eventos"/.test(q.sql));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.tx).toBeUndefined();
    expect((await db.knex.raw('show synchronous_commit')).rows[0].synchronous_commit).toBe('on');
    // The worker's transaction relaxes it for itself, before it claims the row.
    const claim = queries.find((q) => /for update skip locked/.test(q.sql) && q.tx !== undefined);
    const relaxed = queries.filter((q) => /synchronous_commit = off/.test(q.sql));
    expect(relaxed.length).toBeGreaterThan(0);
    expect(relaxed.every((q) => q.tx !== undefined && /^set local/.test(q.sql))).toBe(true);
    expect(relaxed.map((q) => q.tx)).toContain(claim?.tx);
  });
});
