import { describe, expect, it, vi } from 'vitest';
import { auditPageSchema, type AuditAction } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { consentToMarketing, createUser, loggedIn, uniqueSuffix } from '../support/factories.js';

const t = useTestApp();

/** Entries are written right after the answer is sent: wait for the one expected. */
const entryFor = (where: { acao: AuditAction; ator_id?: number; alvo_id?: number | null }) =>
  vi.waitFor(
    async () => {
      const row = await t.db.knex('auditoria').where(where).orderBy('id', 'desc').first();
      if (!row) throw new Error(`no audit entry for ${JSON.stringify(where)}`);
      return row as { ip: string | null; ator_papel: string; detalhes: Record<string, unknown> | null; criado_em: Date };
    },
    { timeout: 5_000, interval: 50 },
  );
const entriesFor = async (where: Record<string, unknown>) => t.db.knex('auditoria').where(where);
/** Gives a pending post-response write time to land before asserting that there is none. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('audit trail: what is recorded', () => {
  it('when someone logs in, then the login is recorded with their id, role and IP', async () => {
    const { user } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const entry = await entryFor({ acao: 'login', ator_id: user.id, alvo_id: user.id });
    expect(entry.ator_papel).toBe('usuario');
    expect(entry.ip).toMatch(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
  });

  it('when a login fails, then nothing is recorded', async () => {
    const user = await createUser(t.db.knex);
    const res = await new TestClient(t.app).post('/api/login', { email: user.email, password: 'senha-errada-1' });
    expect(res.status).toBe(401);
    await settle();
    expect(await entriesFor({ acao: 'login', alvo_id: user.id })).toEqual([]);
  });

  it("when staff open a student's conversation, then the access is recorded without the messages' text", async () => {
    const student = await createUser(t.db.knex);
    const secret = `segredo-${uniqueSuffix()}`;
    await t.db.knex('mensagens').insert({ user_id: student.id, autor: 'user', mensagem: secret });
    const { user: staff, client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    expect((await client.get(`/api/chat/historico/${student.id}`)).status).toBe(200);
    const entry = await entryFor({ acao: 'ver_conversa', ator_id: staff.id, alvo_id: student.id });
    expect(JSON.stringify(entry)).not.toContain(secret);
  });

  it("when staff open a student's WhatsApp conversation, then the access is recorded with the channel", async () => {
    const student = await createUser(t.db.knex);
    const { user: staff, client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    expect((await client.get(`/api/whatsapp/conversas/${student.id}`)).status).toBe(200);
    expect((await entryFor({ acao: 'ver_conversa', ator_id: staff.id, alvo_id: student.id })).detalhes).toEqual({ canal: 'whatsapp' });
  });

  it('when staff open one conversation (history, WhatsApp window and card read at once, then read again), then it is one "Viu conversa" row', async () => {
    const student = await createUser(t.db.knex);
    const { user: staff, client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    // What the tickets panel asks for when a row is clicked, all in flight together.
    const reads = await Promise.all([
      client.get(`/api/chat/historico/${student.id}`),
      client.get(`/api/whatsapp/conversas/${student.id}`),
      client.get(`/api/funil/prospectos/${student.id}`),
    ]);
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
    // The panel reads the history again when the window regains focus.
    expect((await client.get(`/api/chat/historico/${student.id}`)).status).toBe(200);
    await entryFor({ acao: 'ver_conversa', ator_id: staff.id, alvo_id: student.id });
    await settle();
    expect(await entriesFor({ acao: 'ver_conversa', ator_id: staff.id, alvo_id: student.id })).toHaveLength(1);

    // Another conversation, or another person looking at this one, is another look.
    const other = await createUser(t.db.knex);
    expect((await client.get(`/api/chat/historico/${other.id}`)).status).toBe(200);
    const colleague = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    expect((await colleague.client.get(`/api/chat/historico/${student.id}`)).status).toBe(200);
    await entryFor({ acao: 'ver_conversa', ator_id: staff.id, alvo_id: other.id });
    await entryFor({ acao: 'ver_conversa', ator_id: colleague.user.id, alvo_id: student.id });
  });

  it('when the same staff member opens the conversation again after the window, then it is a new row', async () => {
    const student = await createUser(t.db.knex);
    const { user: staff, client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    expect((await client.get(`/api/chat/historico/${student.id}`)).status).toBe(200);
    await entryFor({ acao: 'ver_conversa', ator_id: staff.id, alvo_id: student.id });
    // Six minutes ago: past the five-minute window of one look.
    await t.db.knex('auditoria').where({ acao: 'ver_conversa', ator_id: staff.id, alvo_id: student.id }).update({ criado_em: t.db.knex.raw("now() - interval '6 minutes'") });
    expect((await client.get(`/api/chat/historico/${student.id}`)).status).toBe(200);
    await vi.waitFor(async () => expect(await entriesFor({ acao: 'ver_conversa', ator_id: staff.id, alvo_id: student.id })).toHaveLength(2), { timeout: 5_000 });
  });

  it('when a student reads their own history, then it is not an audited access', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    expect((await client.get(`/api/chat/historico/${user.id}`)).status).toBe(200);
    await settle();
    expect(await entriesFor({ acao: 'ver_conversa', alvo_id: user.id })).toEqual([]);
  });

  it('when a student tries to read another conversation and is refused, then nothing is recorded', async () => {
    const other = await createUser(t.db.knex);
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    expect((await client.get(`/api/chat/historico/${other.id}`)).status).toBeGreaterThanOrEqual(400);
    await settle();
    expect(await entriesFor({ alvo_id: other.id })).toEqual([]);
  });

  it('when staff change the AI switch and the attendance status, then both are recorded with the new value', async () => {
    const student = await createUser(t.db.knex);
    const { user: staff, client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    expect((await client.post('/api/atualizar-status-ia', { userId: student.id, status_ia: 'Desligada' })).status).toBe(200);
    expect(
      (await client.post('/api/atualizar-status-atendimento', { userId: student.id, status_atendimento: 'Em progresso' })).status,
    ).toBe(200);
    expect((await entryFor({ acao: 'alterar_status_ia', ator_id: staff.id, alvo_id: student.id })).detalhes).toEqual({
      status_ia: 'Desligada',
    });
    expect((await entryFor({ acao: 'alterar_status_atendimento', ator_id: staff.id, alvo_id: student.id })).detalhes).toEqual({
      status_atendimento: 'Em progresso',
    });
  });

  it('when an admin sends marketing, then the send is recorded with template and contact count', async () => {
    const student = await createUser(t.db.knex);
    await consentToMarketing(t.db.knex, [student.id]);
    const { user: admin, client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await client.post('/api/enviar-modelo-marketing', {
      contatos: [{ id: student.id }],
      nomeModelo: 'anuncio_medicina_paraguai',
    });
    expect(res.status).toBe(202);
    const entry = await entryFor({ acao: 'enviar_marketing', ator_id: admin.id });
    expect(entry.detalhes).toEqual({ modelo: 'anuncio_medicina_paraguai', contatos: 1, campanha_id: res.body.campanhaId });
  });

  it('when an admin creates an account, then the creation is recorded with the new account as target', async () => {
    const { user: admin, client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await client.post('/api/register', {
      username: 'Nova Colaboradora',
      email: `colab-${uniqueSuffix()}@exemplo.com`,
      password: 'senha-nova-123',
      role: 'colaborador',
    });
    expect(res.status).toBe(201);
    expect((await entryFor({ acao: 'criar_conta', ator_id: admin.id, alvo_id: res.body.id })).detalhes).toEqual({
      papel: 'colaborador',
    });
  });

  it('when a visitor signs up on their own, then no staff action is recorded', async () => {
    const email = `sozinho-${uniqueSuffix()}@exemplo.com`;
    const res = await new TestClient(t.app).post('/api/register', {
      username: 'Pessoa',
      email,
      password: 'senha-nova-123',
      whatsapp: '5511987654321',
    });
    expect(res.status).toBe(201);
    await settle();
    expect(await entriesFor({ acao: 'criar_conta', alvo_id: res.body.id })).toEqual([]);
  });
});

describe('audit trail: admin user management', () => {
  it('when an admin edits, deactivates, reactivates and deletes an account, then each is recorded, the edit by field names only', async () => {
    const student = await createUser(t.db.knex);
    const { user: admin, client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const newName = `Nome Corrigido ${uniqueSuffix()}`;
    expect((await client.patch(`/api/admin/usuarios/${student.id}`, { username: newName })).status).toBe(200);
    const edit = await entryFor({ acao: 'editar_usuario', ator_id: admin.id, alvo_id: student.id });
    expect(edit.detalhes).toEqual({ campos: ['username'] });
    expect(JSON.stringify(edit)).not.toContain(newName);

    expect((await client.post(`/api/admin/usuarios/${student.id}/desativar`)).status).toBe(200);
    await entryFor({ acao: 'desativar_usuario', ator_id: admin.id, alvo_id: student.id });
    expect((await client.post(`/api/admin/usuarios/${student.id}/reativar`)).status).toBe(200);
    await entryFor({ acao: 'reativar_usuario', ator_id: admin.id, alvo_id: student.id });
    expect((await client.delete(`/api/admin/usuarios/${student.id}`)).status).toBe(204);
    expect((await entryFor({ acao: 'excluir_usuario', ator_id: admin.id, alvo_id: null })).detalhes).toEqual({ conta_excluida: student.id });
  });

  it('when an admin generates a password link, then the generation is recorded without the link', async () => {
    const student = await createUser(t.db.knex);
    const { user: admin, client } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await client.post(`/api/admin/usuarios/${student.id}/link-senha`);
    expect(res.status).toBe(200);
    const entry = await entryFor({ acao: 'gerar_link_senha', ator_id: admin.id, alvo_id: student.id });
    expect(entry.detalhes).toEqual({ envio: 'gerado' });
    const token = /token=([^&"]+)/.exec(JSON.stringify(res.body))?.[1];
    expect(token).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain(token!);
  });

  it('when a refused edit answers 4xx, then nothing is recorded', async () => {
    const student = await createUser(t.db.knex);
    const { user: colaborador, client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    expect((await client.patch(`/api/admin/usuarios/${student.id}`, { username: 'X' })).status).toBe(403);
    await settle();
    expect(await entriesFor({ acao: 'editar_usuario', ator_id: colaborador.id })).toEqual([]);
  });
});

describe('audit trail: admissions pipeline', () => {
  it('when staff open a prospect, move the stage and set the owner, then each is recorded without the notes', async () => {
    const student = await createUser(t.db.knex);
    const { user: staff, client } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const opened = await client.get(`/api/funil/prospectos/${student.id}`);
    expect(opened.status).toBe(200);
    expect((await entryFor({ acao: 'ver_conversa', ator_id: staff.id, alvo_id: student.id })).detalhes).toEqual({ tela: 'funil' });

    const versao = (await t.db.knex('users').where({ id: student.id }).first('etapa_versao')).etapa_versao as number;
    const nota = `nota-privada-${uniqueSuffix()}`;
    const moved = await client.post(`/api/funil/prospectos/${student.id}/etapa`, { etapa: 'Em progresso', versao, nota });
    expect(moved.status).toBe(200);
    const move = await entryFor({ acao: 'mudar_etapa', ator_id: staff.id, alvo_id: student.id });
    expect(move.detalhes).toEqual({ etapa: 'Em progresso', motivo: null });
    expect(JSON.stringify(move)).not.toContain(nota);

    const owner = await client.put(`/api/funil/prospectos/${student.id}/acompanhamento`, {
      responsavelId: staff.id,
      proximoContatoEm: null,
      nota: null,
    });
    expect(owner.status).toBe(200);
    expect((await entryFor({ acao: 'alterar_responsavel', ator_id: staff.id, alvo_id: student.id })).detalhes).toEqual({
      responsavel_id: staff.id,
      proximo_contato_em: null,
    });
  });
});

describe('audit trail: GET /api/admin/auditoria', () => {
  it('when an admin filters by action and target, then only matching entries come back, newest first, with names', async () => {
    const student = await createUser(t.db.knex, { username: `Aluna ${uniqueSuffix()}` });
    const { user: staff, client: staffClient } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    await staffClient.get(`/api/chat/historico/${student.id}`);
    await staffClient.post('/api/atualizar-status-ia', { userId: student.id, status_ia: 'Desligada' });
    await entryFor({ acao: 'alterar_status_ia', alvo_id: student.id });
    await entryFor({ acao: 'ver_conversa', alvo_id: student.id });

    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const res = await admin.get(`/api/admin/auditoria?alvo_id=${student.id}`);
    expect(res.status).toBe(200);
    const page = auditPageSchema.parse(res.body);
    expect(page.entradas.map((e) => e.acao)).toEqual(['alterar_status_ia', 'ver_conversa']);
    expect(page.entradas[0]).toMatchObject({ ator_id: staff.id, ator_nome: staff.username, alvo_nome: student.username });
    expect(page.total).toBe(2);

    const onlyViews = auditPageSchema.parse((await admin.get(`/api/admin/auditoria?alvo_id=${student.id}&acao=ver_conversa`)).body);
    expect(onlyViews.entradas.map((e) => e.acao)).toEqual(['ver_conversa']);
    const byActor = auditPageSchema.parse((await admin.get(`/api/admin/auditoria?ator_id=${staff.id}&acao=login`)).body);
    expect(byActor.entradas).toHaveLength(1);
  });

  it('when an admin filters by dates, then entries outside the days are left out', async () => {
    const student = await createUser(t.db.knex);
    await t.db.knex('auditoria').insert([
      { acao: 'ver_conversa', alvo_id: student.id, criado_em: new Date('2026-03-10T15:00:00Z') },
      { acao: 'ver_conversa', alvo_id: student.id, criado_em: new Date('2026-03-12T15:00:00Z') },
    ]);
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const page = auditPageSchema.parse((await admin.get(`/api/admin/auditoria?alvo_id=${student.id}&de=2026-03-11&ate=2026-03-12`)).body);
    expect(page.entradas.map((e) => e.criado_em)).toEqual(['2026-03-12T15:00:00.000Z']);
  });

  it('when the filters are invalid, then 400 in Portuguese', async () => {
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    expect((await admin.get('/api/admin/auditoria?acao=apagar_tudo')).body.error).toBe('Ação de auditoria desconhecida.');
    expect((await admin.get('/api/admin/auditoria?de=ontem')).body.error).toBe('Use datas no formato AAAA-MM-DD.');
    expect((await admin.get('/api/admin/auditoria?alvo_id=abc')).status).toBe(400);
  });

  it('when anyone but an admin asks, then 401 or 403', async () => {
    expect((await new TestClient(t.app).get('/api/admin/auditoria')).status).toBe(401);
    for (const role of ['usuario', 'colaborador'] as const) {
      const { client } = await loggedIn(t.app, t.db.knex, { role });
      expect((await client.get('/api/admin/auditoria')).status).toBe(403);
    }
  });
});
