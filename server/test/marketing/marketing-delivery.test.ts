import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { consentToMarketing, loggedIn, uniqueSuffix } from '../support/factories.js';
import { startFakeGraph, metaError, type FakeGraph } from '../support/fake-graph.js';
import type { TestClient } from '../support/client.js';
import { eventually, GRAPH_ENV } from '../whatsapp/helpers.js';

describe('marketing campaign delivered through the queue to a fake Graph API', () => {
  let t: TestApp;
  let graph: FakeGraph;
  let admin: TestClient;

  beforeAll(async () => {
    graph = await startFakeGraph();
    t = await startTestApp({
      env: { ...GRAPH_ENV, WHATSAPP_API_BASE: graph.url },
      // Fast, but not 500 sends in flight at once: the fake Graph API answers from this same process, and on a starved
      // CI machine a send that waited past the 15 s HTTP timeout is retried and reaches it twice (seen: 1 049 requests
      // for 1 000 prospects). That retry is the product's choice (Cloud API has no idempotency key; a reply lost to a
      // slow network is worse than a rare repeat), and production paces templates at 20/s, far from this.
      queue: { whatsapp: { templatesPerSecond: 1000, concurrency: 5 } },
    });
    ({ client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' }));
  });
  afterAll(async () => {
    await t?.stop();
    await graph?.close();
  });

  it('when 1 000 prospects get a template, then each receives exactly one pt_BR template request and the campaign shows the results', async () => {
    const tag = uniqueSuffix().replace(/\D/g, '3').padEnd(4, '3').slice(0, 4);
    const users: { id: number; whatsapp: string }[] = await t.db.knex('users')
      .insert(
        Array.from({ length: 1000 }, (_, i) => ({
          username: `Prospecto ${i}`,
          email: `entrega-${tag}-${i}@exemplo.com`,
          password_hash: 'x',
          role: 'usuario',
          whatsapp: `55319${tag}${String(i).padStart(4, '0')}`,
        })),
      )
      .returning(['id', 'whatsapp']);
    await consentToMarketing(t.db.knex, users.map((u) => u.id));
    // One recipient's number no longer has WhatsApp: a permanent failure with a reason.
    const broken = users[7]!.whatsapp;
    graph.plan(broken, metaError(400, 131026, 'Message undeliverable'));

    const prospects = (await admin.get('/api/prospectos')).body as { id: number; nome: string; whatsapp: string }[];
    expect(prospects).toHaveLength(1000);
    const started = Date.now();
    const res = await admin.post('/api/enviar-modelo-marketing', { contatos: prospects, nomeModelo: 'anuncio_medicina_paraguai' });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ sucesso: true, enfileiradas: 1000 });
    const id = res.body.campanhaId as number;

    const done = await eventually(
      async () => {
        const status = (await admin.get(`/api/campanhas-marketing/${id}`)).body;
        return status.na_fila === 0 ? status : false;
      },
      90_000,
      'a campanha terminar',
    );
    console.info(`[marketing] 1 000 templates delivered to the fake Graph API in ${Date.now() - started} ms`);

    expect(done).toMatchObject({ total: 1000, enviado: 999, falhou: 1 });
    expect(done.falhas).toEqual([expect.objectContaining({ numero: broken, erro_codigo: 131026 })]);

    const templateRequests = graph.requests.filter((r) => r.body.type === 'template');
    expect(templateRequests).toHaveLength(1000);
    const perRecipient = new Map<string, number>();
    for (const r of templateRequests) perRecipient.set(r.body.to!, (perRecipient.get(r.body.to!) ?? 0) + 1);
    expect(perRecipient.size).toBe(1000);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(perRecipient.keys())).toEqual(new Set(users.map((u) => u.whatsapp)));
    expect(templateRequests.every((r) => r.body.template?.name === 'anuncio_medicina_paraguai' && r.body.template?.language?.code === 'pt_BR')).toBe(true);

    const stored = await t.db.knex('whatsapp_envios').where({ campanha_id: id, status: 'enviado' }).whereNotNull('wa_message_id').count({ n: '*' }).first();
    expect(Number(stored?.n)).toBe(999);
  }, 120_000);
});
