import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp, APP_ORIGIN, type TestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, loggedIn } from '../support/factories.js';
import { startFakeGraph, type FakeGraph } from '../support/fake-graph.js';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp.js';
import { GRAPH_ENV, settled, uniqueNumero } from '../whatsapp/helpers.js';
import { eventually, linkIn, sha256 } from './helpers.js';

const RESET_TEMPLATE = 'redefinir_senha';

interface TemplateBody {
  template?: {
    name?: string;
    language?: { code?: string };
    components?: Array<{ type: string; parameters: Array<{ type: string; text: string }> }>;
  };
}

async function ask(t: TestApp, email: string, entrega: 'automatica' | 'equipe' = 'automatica') {
  const res = await new TestClient(t.app).post('/api/senha/esqueci', { email });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ ok: true, entrega });
}

describe('reset links over WhatsApp when there is no SMTP', () => {
  let t: TestApp;
  let graph: FakeGraph;

  beforeAll(async () => {
    graph = await startFakeGraph();
    t = await startTestApp({
      env: { ...GRAPH_ENV, WHATSAPP_API_BASE: graph.url, WHATSAPP_RESET_TEMPLATE: RESET_TEMPLATE },
      queue: true,
    });
  });
  afterAll(async () => {
    await t?.stop();
    await graph?.close();
  });

  it('when a person with a WhatsApp number asks, then the approved template carries the link, which works, and the queue forgets it once sent', async () => {
    const numero = uniqueNumero();
    const user = await createUser(t.db.knex, { whatsapp: numero });
    await ask(t, user.email);

    const envio = await eventually(
      async () => t.db.knex('whatsapp_envios').where({ user_id: user.id, tipo: 'modelo' }).first<{ id: number } | undefined>(),
      10_000,
      'o envio do modelo',
    );
    const row = await settled(t.db.knex, envio.id);
    expect(row.status).toBe('enviado');
    expect(row.modelo).toBe(RESET_TEMPLATE);
    expect((await t.db.knex('whatsapp_envios').where({ id: envio.id }).first()).parametros).toBeNull();

    const [request] = graph.to(numero);
    const body = request!.body as TemplateBody;
    expect(body.template?.name).toBe(RESET_TEMPLATE);
    expect(body.template?.language?.code).toBe('pt_BR');
    const parameter = body.template?.components?.[0];
    expect(parameter?.type).toBe('body');
    const { url, token } = linkIn(parameter!.parameters[0]!.text);
    expect(url).toBe(`${APP_ORIGIN}/redefinir-senha?token=${token}`);
    expect((await t.db.knex('password_reset_tokens').where({ user_id: user.id }).first()).token_hash).toBe(sha256(token));

    const reset = await new TestClient(t.app).post('/api/senha/redefinir', { token, senha: 'nova-senha-pelo-whats' });
    expect(reset.status).toBe(200);
  });

  it('when the person has no WhatsApp number, then the same answer, and no link is stored or queued', async () => {
    const user = await createUser(t.db.knex, { whatsapp: null });
    await ask(t, user.email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await t.db.knex('password_reset_tokens').where({ user_id: user.id }).first()).toBeUndefined();
    expect(await t.db.knex('whatsapp_envios').where({ user_id: user.id }).first()).toBeUndefined();
  });

  it('when an admin sends a link, then the channels say WhatsApp, the template is queued for a person with a number and refused for one without', async () => {
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    expect((await admin.get('/api/admin/senha/canais')).body).toEqual({ email: false, whatsapp: true });

    const withNumber = await createUser(t.db.knex, { whatsapp: uniqueNumero() });
    const sent = await admin.post(`/api/admin/usuarios/${withNumber.id}/enviar-link-senha`);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ canal: 'whatsapp' });
    expect(await t.db.knex('whatsapp_envios').where({ user_id: withNumber.id, modelo: RESET_TEMPLATE }).first()).toBeDefined();

    const withoutNumber = await createUser(t.db.knex, { whatsapp: null });
    const refused = await admin.post(`/api/admin/usuarios/${withoutNumber.id}/enviar-link-senha`);
    expect(refused.status).toBe(409);
    expect(await t.db.knex('password_reset_tokens').where({ user_id: withoutNumber.id }).first()).toBeUndefined();
  });
});

describe('reset links when both SMTP and WhatsApp are configured', () => {
  let t: TestApp;
  let smtp: FakeSmtp;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await startTestApp({ env: { ...GRAPH_ENV, WHATSAPP_RESET_TEMPLATE: RESET_TEMPLATE, SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.stop();
    await smtp?.close();
  });

  it('when a person with a WhatsApp number asks, then the link goes by e-mail and nothing is queued for WhatsApp', async () => {
    const user = await createUser(t.db.knex, { whatsapp: uniqueNumero() });
    await ask(t, user.email);
    const mail = await eventually(async () => smtp.to(user.email)[0], 10_000, 'o e-mail');
    expect(linkIn(mail.text).url.startsWith(`${APP_ORIGIN}/redefinir-senha?token=`)).toBe(true);
    expect(await t.db.knex('whatsapp_envios').where({ user_id: user.id }).first()).toBeUndefined();
  });
});

describe('reset links when WhatsApp is configured without WHATSAPP_RESET_TEMPLATE', () => {
  const t = useTestApp({ env: GRAPH_ENV });

  it('when a person with a WhatsApp number asks, then the same answer, and nothing is stored or queued (an admin makes the link)', async () => {
    const user = await createUser(t.db.knex, { whatsapp: uniqueNumero() });
    // Without the template the server sends no link at all: the team does.
    await ask(t, user.email, 'equipe');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await t.db.knex('password_reset_tokens').where({ user_id: user.id }).first()).toBeUndefined();
    expect(await t.db.knex('whatsapp_envios').where({ user_id: user.id }).first()).toBeUndefined();
  });
});
