import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD, loggedIn, uniqueSuffix } from '../support/factories.js';

const t = useTestApp();

async function clientsByRole() {
  const admin = await loggedIn(t.app, t.db.knex, { role: 'admin' });
  const colaborador = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
  const usuario = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
  return { admin: admin.client, colaborador: colaborador.client, usuario: usuario.client, anonymous: new TestClient(t.app) };
}

describe('GET /api/usuarios', () => {
  it('when an admin asks, then every account comes back with id, username, email and role only', async () => {
    const { admin } = await clientsByRole();
    const someone = await createUser(t.db.knex, { role: 'colaborador' });
    const res = await admin.get('/api/usuarios');
    expect(res.status).toBe(200);
    const row = (res.body as Record<string, unknown>[]).find((u) => u.id === someone.id);
    expect(row).toEqual({ id: someone.id, username: someone.username, email: someone.email, role: 'colaborador' });
    expect(res.body.length).toBeGreaterThanOrEqual(4);
  });

  it('when a usuario or colaborador asks, then 403; anonymous, then 401', async () => {
    const { colaborador, usuario, anonymous } = await clientsByRole();
    expect((await colaborador.get('/api/usuarios')).status).toBe(403);
    expect((await usuario.get('/api/usuarios')).status).toBe(403);
    const anon = await anonymous.get('/api/usuarios');
    expect(anon.status).toBe(401);
    expect(anon.body.error).toBeTypeOf('string');
  });

  it('when an admin creates a colaborador through /api/register, then it is listed and can log in as staff', async () => {
    const { admin } = await clientsByRole();
    const email = `colab-${uniqueSuffix()}@exemplo.com`;
    const created = await admin.post('/api/register', { username: 'Carla Colaboradora', email, password: 'segredo1', role: 'colaborador' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ role: 'colaborador', email });

    const list = await admin.get('/api/usuarios');
    expect(list.body[0]).toMatchObject({ email, role: 'colaborador' });

    const colab = new TestClient(t.app);
    await colab.login(email, 'segredo1');
    expect((await colab.get('/api/session')).body).toMatchObject({ role: 'colaborador' });
    // Staff, but not admin: the admin area's data stays closed.
    expect((await colab.get('/api/usuarios')).status).toBe(403);
  });

  it('when a colaborador or usuario tries to create an admin, then 403 and nothing is stored', async () => {
    const { colaborador, usuario } = await clientsByRole();
    for (const client of [colaborador, usuario]) {
      const email = `intruso-${uniqueSuffix()}@exemplo.com`;
      const res = await client.post('/api/register', { username: 'Intruso', email, password: 'segredo1', role: 'admin' });
      expect(res.status).toBe(403);
      expect(await t.db.knex('users').where({ email }).first()).toBeUndefined();
    }
  });
});

describe('GET /api/admin/dashboard', () => {
  it('when a usuario or colaborador asks, then 403; anonymous, then 401', async () => {
    const { colaborador, usuario, anonymous } = await clientsByRole();
    expect((await colaborador.get('/api/admin/dashboard')).status).toBe(403);
    expect((await usuario.get('/api/admin/dashboard')).status).toBe(403);
    expect((await anonymous.get('/api/admin/dashboard')).status).toBe(401);
  });

  it('when data exists, then each widget counts exactly what it promises', async () => {
    const { admin } = await clientsByRole();
    const before = (await admin.get('/api/admin/dashboard')).body;
    const knex = t.db.knex;

    // Prospects per status: two "Em progresso", one "Matriculado"; staff are not prospects.
    await createUser(knex, { status_atendimento: 'Em progresso' });
    await createUser(knex, { status_atendimento: 'Em progresso' });
    await createUser(knex, { status_atendimento: 'Matriculado' });
    await createUser(knex, { role: 'colaborador', status_atendimento: 'Matriculado' });
    // A registration 8 days ago is outside the 7-day window.
    const old = await createUser(knex);
    await knex('users').where({ id: old.id }).update({ criado_em: knex.raw("now() - interval '8 days'") });

    // Waiting for a person: the conversation's wait flag (set by a hand-off, or by the person writing while the team
    // handles it). Not waiting: AI on, or staff answered.
    const waiting = await createUser(knex, { status_ia: 'Desligada', username: `Espera ${uniqueSuffix()}` });
    await knex('users').where({ id: waiting.id }).update({
      ultima_mensagem_autor: 'user',
      ultima_mensagem_em: knex.raw("now() - interval '2 hours'"),
      aguardando_assessor_em: knex.raw("now() - interval '2 hours'"),
      aguardando_assessor_motivo: 'mensagem',
    });
    const answered = await createUser(knex, { status_ia: 'Desligada' });
    await knex('users').where({ id: answered.id }).update({ ultima_mensagem_autor: 'admin', ultima_mensagem_em: knex.fn.now() });
    const aiOn = await createUser(knex, { status_ia: 'Ligada' });
    await knex('users').where({ id: aiOn.id }).update({ ultima_mensagem_autor: 'user', ultima_mensagem_em: knex.fn.now() });

    // Messages: three now, one 10 days ago.
    await knex('mensagens').insert([
      { user_id: waiting.id, autor: 'user', mensagem: 'oi' },
      { user_id: waiting.id, autor: 'ia', mensagem: 'olá' },
      { user_id: aiOn.id, autor: 'user', mensagem: 'tudo bem?' },
      { user_id: aiOn.id, autor: 'user', mensagem: 'antiga', criado_em: knex.raw("now() - interval '10 days'") },
    ]);

    // WhatsApp queue: two waiting, one failed, one sent.
    await knex('whatsapp_envios').insert([
      { numero: '5511999990001', tipo: 'texto', texto: 'a', status: 'na_fila' },
      { numero: '5511999990002', tipo: 'texto', texto: 'b', status: 'na_fila' },
      { numero: '5511999990003', tipo: 'modelo', modelo: 'hello_world', status: 'falhou', erro_codigo: 131026 },
      { numero: '5511999990004', tipo: 'modelo', modelo: 'hello_world', status: 'enviado' },
    ]);

    const res = await admin.get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    const after = res.body;
    const statusTotal = (body: typeof after, status: string) =>
      body.prospectosPorStatus.find((s: { status: string }) => s.status === status).total;

    expect(after.prospectosPorStatus.map((s: { status: string }) => s.status)).toEqual([
      'Aberto',
      'Em progresso',
      'Pendente de documentação',
      'Matrícula em progresso',
      'Matriculado',
      'Perdido',
    ]);
    expect(statusTotal(after, 'Em progresso') - statusTotal(before, 'Em progresso')).toBe(2);
    expect(statusTotal(after, 'Matriculado') - statusTotal(before, 'Matriculado')).toBe(1);

    // 3 status users + waiting + answered + aiOn = 6 new prospects within 7 days (old one excluded).
    expect(after.cadastros7Dias.total - before.cadastros7Dias.total).toBe(6);
    expect(after.cadastros7Dias.porDia).toHaveLength(7);
    expect(after.cadastros7Dias.porDia.at(-1).total - before.cadastros7Dias.porDia.at(-1).total).toBe(6);
    expect(after.mensagens7Dias.total - before.mensagens7Dias.total).toBe(3);

    expect(after.aguardandoHumano.total - before.aguardandoHumano.total).toBe(1);
    expect(after.aguardandoHumano.maisAntigos.map((c: { id: number }) => c.id)).toContain(waiting.id);
    const oldest = after.aguardandoHumano.maisAntigos.find((c: { id: number }) => c.id === waiting.id);
    expect(oldest).toMatchObject({ motivo: 'mensagem', aguardando_desde: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(after.aguardandoHumano.maisAntigos.map((c: { id: number }) => c.id)).not.toContain(answered.id);
    expect(after.aguardandoHumano.maisAntigos.map((c: { id: number }) => c.id)).not.toContain(aiOn.id);

    expect(after.filaWhatsapp.aguardando - before.filaWhatsapp.aguardando).toBe(2);
    expect(after.filaWhatsapp.falhou - before.filaWhatsapp.falhou).toBe(1);
  });

  it('with 10 000 users and 200 000 messages, then the dashboard and the users list answer in full', async () => {
    const knex = t.db.knex;
    await knex.raw(`
      insert into users (username, email, password_hash, role, whatsapp, status_atendimento, status_ia, ultima_mensagem_autor, ultima_mensagem_em, criado_em)
      select 'Carga ' || g, 'carga-' || g || '@exemplo.com', 'x', 'usuario', '5511' || lpad(g::text, 9, '0'),
             (array['Aberto','Em progresso','Pendente de documentação','Matrícula em progresso','Matriculado'])[1 + g % 5],
             case when g % 10 = 0 then 'Desligada' else 'Ligada' end,
             case when g % 3 = 0 then 'user' else 'ia' end,
             now() - (g || ' minutes')::interval,
             now() - ((g % 30) || ' days')::interval
      from generate_series(1, 10000) g`);
    await knex.raw(`
      insert into mensagens (user_id, autor, mensagem, criado_em)
      select u.id, 'user', 'mensagem ' || g, now() - ((g % 20) || ' days')::interval
      from generate_series(1, 200000) g
      join lateral (select id from users where email = 'carga-' || (1 + g % 10000) || '@exemplo.com') u on true`);
    await knex.raw('analyze users; analyze mensagens');

    // Durations are the bench's business (tests on two shared cores assert state): here, both answer whole.
    const { client } = await loggedIn(t.app, knex, { role: 'admin' });
    const dashboard = await client.get('/api/admin/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.cadastros7Dias.total).toBeGreaterThan(2000);
    const users = await client.get('/api/usuarios');
    expect(users.body.length).toBeGreaterThan(10_000);
  }, 120_000);
});

describe('login of a staff account created by the factory', () => {
  it('when the default password is used, then the session says admin', async () => {
    const user = await createUser(t.db.knex, { role: 'admin' });
    const client = new TestClient(t.app);
    await client.login(user.email, DEFAULT_PASSWORD);
    expect((await client.get('/api/session')).body.role).toBe('admin');
  });
});
