import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaRapida } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { createUser, loggedIn, uniqueSuffix } from '../support/factories.js';
import { TestClient } from '../support/client.js';

describe('quick replies API', () => {
  const t = useTestApp();
  let admin: TestClient;
  let colaborador: TestClient;
  let colaboradorName: string;
  let student: TestClient;

  beforeAll(async () => {
    admin = (await loggedIn(t.app, t.db.knex, { role: 'admin' })).client;
    const c = await loggedIn(t.app, t.db.knex, { role: 'colaborador', username: 'Bia Assessora' });
    [colaborador, colaboradorName] = [c.client, c.user.username];
    student = (await loggedIn(t.app, t.db.knex, { role: 'usuario' })).client;
  });

  it('when a usuario or anonymous calls any route, then 403 or 401 and nothing is stored', async () => {
    expect((await student.get('/api/respostas-rapidas')).status).toBe(403);
    expect((await student.post('/api/respostas-rapidas', { atalho: 'oi', texto: 'Olá' })).status).toBe(403);
    expect((await new TestClient(t.app).get('/api/respostas-rapidas')).status).toBe(401);
    expect(await t.db.knex('respostas_rapidas').where({ atalho: 'oi' })).toHaveLength(0);
  });

  it('when staff create one, then it is listed; the same shortcut again is a 409; a bad shortcut a 400', async () => {
    const atalho = `docs-${uniqueSuffix()}`;
    const created = await colaborador.post('/api/respostas-rapidas', { atalho: `/${atalho.toUpperCase()}`, texto: 'Faltam: {documentos_faltando}' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ atalho, texto: 'Faltam: {documentos_faltando}' });
    expect(((await admin.get('/api/respostas-rapidas')).body.respostas as RespostaRapida[]).map((r) => r.atalho)).toContain(atalho);
    const again = await admin.post('/api/respostas-rapidas', { atalho, texto: 'Outro' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Já existe uma resposta rápida com esse atalho.');
    expect((await admin.post('/api/respostas-rapidas', { atalho: 'com espaço', texto: 'x' })).status).toBe(400);
    expect((await admin.post('/api/respostas-rapidas', { atalho: 'vazio', texto: '   ' })).status).toBe(400);
  });

  it('when listed for a prospect, then {nome}, {assessor} and {documentos_faltando} are filled from their card', async () => {
    const atalho = `boas-${uniqueSuffix()}`;
    await admin.post('/api/respostas-rapidas', { atalho, texto: 'Oi {nome}, sou {assessor}. Faltam: {documentos_faltando}. {outro}' });
    const prospect = await createUser(t.db.knex, { username: 'Ana Lima' });
    const documents = (await t.db.knex('documentos_modelo').orderBy('ordem').select('id', 'nome')) as Array<{ id: number; nome: string }>;
    for (const doc of documents.slice(1)) await admin.put(`/api/funil/prospectos/${prospect.id}/documentos/${doc.id}`, { entregue: true });

    const filled = (await colaborador.get(`/api/respostas-rapidas?userId=${prospect.id}`)).body.respostas as RespostaRapida[];
    // Without an owner, the staff member answering signs.
    expect(filled.find((r) => r.atalho === atalho)!.texto).toBe(`Oi Ana Lima, sou ${colaboradorName}. Faltam: ${documents[0]!.nome}. {outro}`);

    const owner = await createUser(t.db.knex, { role: 'colaborador', username: 'Caio Dono' });
    await admin.put(`/api/funil/prospectos/${prospect.id}/acompanhamento`, { responsavelId: owner.id, proximoContatoEm: null, nota: null });
    await admin.put(`/api/funil/prospectos/${prospect.id}/documentos/${documents[0]!.id}`, { entregue: true });
    const again = (await colaborador.get(`/api/respostas-rapidas?userId=${prospect.id}`)).body.respostas as RespostaRapida[];
    expect(again.find((r) => r.atalho === atalho)!.texto).toBe('Oi Ana Lima, sou Caio Dono. Faltam: nenhum documento. {outro}');
    expect((await colaborador.get('/api/respostas-rapidas?userId=2147483647')).status).toBe(404);
  });

  it('when staff delete one, then it is gone; deleting it again is a 404', async () => {
    const created = await admin.post('/api/respostas-rapidas', { atalho: `tchau-${uniqueSuffix()}`, texto: 'Até logo!' });
    expect((await colaborador.delete(`/api/respostas-rapidas/${created.body.id}`)).status).toBe(204);
    expect((await colaborador.delete(`/api/respostas-rapidas/${created.body.id}`)).status).toBe(404);
    expect(await t.db.knex('respostas_rapidas').where({ id: created.body.id })).toHaveLength(0);
  });
});
