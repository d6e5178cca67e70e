import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { startFakeGraph, type FakeGraph } from '../support/fake-graph.js';
import { createUser } from '../support/factories.js';
import { eventually, GRAPH_ENV, uniqueNumero } from './helpers.js';

describe('WhatsApp worker with the production polling interval', () => {
  let t: TestApp;
  let graph: FakeGraph;

  beforeAll(async () => {
    graph = await startFakeGraph();
    // Production settings: 2 s polling, default pollers and batch size, 20 templates/s.
    t = await startTestApp({ env: { ...GRAPH_ENV, WHATSAPP_API_BASE: graph.url }, queue: { pollingIntervalSeconds: 2 } });
  });
  afterAll(async () => {
    await t?.stop();
    await graph?.close();
  });

  it('when a campaign of 100 templates is queued, then it drains at the paced rate, not one job per poll', async () => {
    const user = await createUser(t.db.knex);
    const numeros = Array.from({ length: 100 }, () => uniqueNumero());
    await t.db.knex.transaction((trx) =>
      t.services.whatsapp.enqueueTemplates(trx, {
        modelo: 'hello_world',
        languageCode: 'pt_BR',
        recipients: numeros.map((numero) => ({ userId: user.id, numero })),
      }),
    );
    // 100 at 20/s is ~5 s; fetching one job per 2 s poll with a few pollers would take close to a minute.
    await eventually(
      async () => graph.requests.filter((r) => numeros.includes(r.body.to ?? '')).length === 100,
      20_000,
      '100 templates enviados',
    );
    const sent = graph.requests.filter((r) => numeros.includes(r.body.to ?? ''));
    expect(new Set(sent.map((r) => r.body.to)).size).toBe(100);
  }, 30_000);
});
