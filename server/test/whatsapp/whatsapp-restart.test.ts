import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestQueueOptions } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { loggedIn } from '../support/factories.js';
import { startFakeGraph, metaError, type FakeGraph } from '../support/fake-graph.js';
import { WHATSAPP_QUEUE } from '../../src/whatsapp/index.js';
import { GRAPH_ENV, envio, settled, uniqueNumero } from './helpers.js';

/** Stops an instance the way a restart does, leaving its database to the next one. */
async function shutDown(app: TestApp) {
  await app.ctx.queue?.stop();
  await app.close();
}

describe('WhatsApp queue across restarts and instances', () => {
  let graph: FakeGraph;
  let db: TestDatabase;
  const running: TestApp[] = [];

  beforeAll(async () => {
    graph = await startFakeGraph();
  });
  afterEach(async () => {
    for (const app of running.splice(0)) await shutDown(app);
    await db?.drop();
  });
  afterAll(async () => {
    await graph?.close();
  });

  async function instance(options: { token: boolean; queue?: boolean | TestQueueOptions; replyTemplate?: string }) {
    const env = options.token ? { ...GRAPH_ENV, WHATSAPP_API_BASE: graph.url } : { WHATSAPP_API_BASE: graph.url };
    const app = await startTestApp({
      db,
      env: { ...env, WHATSAPP_REPLY_TEMPLATE: options.replyTemplate },
      queue: options.queue ?? true,
    });
    running.push(app);
    return app;
  }

  async function forward(app: TestApp, numero: string) {
    const { client } = await loggedIn(app.app, db.knex, { role: 'colaborador' });
    const res = await client.post('/webhook/enviar-whatsapp', { numero, mensagem: 'Sua matrícula foi confirmada.' });
    expect(res.status).toBe(202);
    return res.body.id as number;
  }

  async function jobStates(id: number): Promise<string[]> {
    const { rows } = await db.knex.raw(
      `select state from pgboss.job where name = ? and data->>'envioId' = ? order by created_on`,
      [WHATSAPP_QUEUE, String(id)],
    );
    return rows.map((r: { state: string }) => r.state);
  }

  it('when the server restarts between enqueue and delivery, then the reply is delivered exactly once', async () => {
    db = await createTestDatabase();
    // Workers that looked once at start and sleep for a minute: the job is queued but not yet taken.
    const before = await instance({ token: true, queue: { pollingIntervalSeconds: 60 } });
    const numero = uniqueNumero();
    const id = await forward(before, numero);
    expect(await jobStates(id)).toEqual(['created']);
    await shutDown(running.pop()!);
    expect(graph.to(numero)).toHaveLength(0);

    await instance({ token: true });
    const row = await settled(db.knex, id);
    expect(row.status).toBe('enviado');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(graph.to(numero)).toHaveLength(1);
    expect((await envio(db.knex, id)).tentativas).toBe(1);
    expect(await jobStates(id)).toEqual(['completed']);
  });

  it('when WhatsApp has no token, then the reply stays queued and is delivered after it is configured', async () => {
    db = await createTestDatabase();
    const unconfigured = await instance({ token: false });
    const numero = uniqueNumero();
    const id = await forward(unconfigured, numero);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await envio(db.knex, id)).toMatchObject({ status: 'na_fila', tentativas: 0 });
    expect(await jobStates(id)).toEqual(['created']);
    expect(graph.to(numero)).toHaveLength(0);
    await shutDown(running.pop()!);

    await instance({ token: true });
    expect((await settled(db.knex, id)).status).toBe('enviado');
    expect(graph.delivered(numero)).toHaveLength(1);
    expect(graph.to(numero)[0]!.authorization).toBe(`Bearer ${GRAPH_ENV.WHATSAPP_TOKEN}`);
  });

  it('when an envio was written while no queue ran, then the next start queues and delivers it once', async () => {
    db = await createTestDatabase();
    const withoutQueue = await instance({ token: true, queue: false });
    const numero = uniqueNumero();
    const id = await forward(withoutQueue, numero);
    expect(await jobStates(id).catch(() => [])).toEqual([]);
    await shutDown(running.pop()!);

    await instance({ token: true });
    expect((await settled(db.knex, id)).status).toBe('enviado');
    await shutDown(running.pop()!);
    await instance({ token: true });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(graph.to(numero)).toHaveLength(1);
  });

  it('when two instances work the same queue, even with a duplicate job per envio, then each envio is sent exactly once', async () => {
    db = await createTestDatabase();
    const a = await instance({ token: true });
    await instance({ token: true });
    graph.setDelay(300);
    const numeros = Array.from({ length: 12 }, () => uniqueNumero());
    const ids: number[] = [];
    for (const numero of numeros) {
      const id = await forward(a, numero);
      ids.push(id);
      // A twin job right behind the first (as a crash-and-retry could leave): both get fetched together.
      await a.ctx.queue!.boss.send(WHATSAPP_QUEUE, { envioId: id }, { priority: 10 });
    }

    for (const id of ids) expect((await settled(db.knex, id)).status).toBe('enviado');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const numero of numeros) expect(graph.to(numero), numero).toHaveLength(1);
    const attempts = await db.knex('whatsapp_envios').whereIn('id', ids).pluck('tentativas');
    expect(attempts.every((n: number) => n === 1)).toBe(true);
    graph.setDelay(0);
  }, 30_000);

  it('when the window is closed and no reply template is configured, then the envio fails with a Portuguese reason', async () => {
    db = await createTestDatabase();
    const app = await instance({ token: true });
    const numero = uniqueNumero();
    graph.plan(numero, metaError(400, 131047, 'Re-engagement message'));
    const id = await forward(app, numero);
    const row = await settled(db.knex, id);
    expect(row).toMatchObject({ status: 'falhou', erro_codigo: 131047 });
    const { client } = await loggedIn(app.app, db.knex, { role: 'admin' });
    const res = await client.get(`/api/whatsapp/envios/${id}`);
    expect(res.body.motivo).toBe('fora da janela de 24 horas do WhatsApp e nenhum modelo de aviso configurado');
    expect(graph.to(numero)).toHaveLength(1);
  });
});
