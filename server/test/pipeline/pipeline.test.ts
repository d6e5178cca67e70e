import { beforeAll, describe, expect, it } from 'vitest';
import type { Cartao, Coluna, MinhaMatricula, NumerosFunil, Prospecto } from '@app/contracts';
import { FUNIL_COLUMN_PAGE_SIZE, STATUS_ATENDIMENTO } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { createUser, loggedIn, uniqueWord, type UserFactoryInput } from '../support/factories.js';
import { TestClient } from '../support/client.js';

describe('admissions pipeline API', () => {
  const t = useTestApp();
  let admin: TestClient;
  let colaborador: TestClient;
  let colaboradorId: number;
  let adminId: number;
  let student: TestClient;
  let studentId: number;

  beforeAll(async () => {
    const a = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const c = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const s = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    [admin, adminId, colaborador, colaboradorId, student, studentId] = [a.client, a.user.id, c.client, c.user.id, s.client, s.user.id];
  });

  const prospect = (input: UserFactoryInput = {}) => createUser(t.db.knex, input);
  const cardOf = async (userId: number) => ((await admin.get(`/api/funil/prospectos/${userId}`)).body as Prospecto).cartao;
  const historyRows = (userId: number) => t.db.knex('etapas_historico').where({ user_id: userId }).orderBy('id');
  const move = (client: TestClient, userId: number, body: Record<string, unknown>) =>
    client.post(`/api/funil/prospectos/${userId}/etapa`, body);

  describe('who may call it', () => {
    it('when anonymous, then 401; when a usuario, then 403 on every staff route', async () => {
      const target = await prospect();
      const anonymous = new TestClient(t.app);
      expect((await anonymous.get('/api/funil')).status).toBe(401);
      for (const res of [
        await student.get('/api/funil'),
        await student.get('/api/funil/numeros'),
        await student.get(`/api/funil/prospectos/${target.id}`),
        await move(student, target.id, { etapa: 'Matriculado', versao: 0 }),
        await student.put(`/api/funil/prospectos/${target.id}/acompanhamento`, { responsavelId: null, proximoContatoEm: null, nota: null }),
        await student.put(`/api/funil/prospectos/${target.id}/documentos/1`, { entregue: true }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.error).toBe('Acesso negado.');
      }
      expect((await t.db.knex('users').where({ id: target.id }).first()).status_atendimento).toBe('Aberto');
      expect(await historyRows(target.id)).toHaveLength(0);
    });

    it('when staff open Minha matrícula, then 403: it is the student’s own page', async () => {
      expect((await admin.get('/api/minha-matricula')).status).toBe(403);
      expect((await new TestClient(t.app).get('/api/minha-matricula')).status).toBe(401);
    });
  });

  describe('the board', () => {
    it('when staff open it, then there is one column per stage, Perdido last, staff accounts are no cards', async () => {
      const someone = await prospect({ status_atendimento: 'Pendente de documentação' });
      const res = await colaborador.get('/api/funil');
      expect(res.status).toBe(200);
      const colunas = res.body.colunas as Coluna[];
      expect(colunas.map((c) => c.etapa)).toEqual([...STATUS_ATENDIMENTO]);
      expect(colunas.at(-1)!.etapa).toBe('Perdido');
      const pendente = colunas.find((c) => c.etapa === 'Pendente de documentação')!;
      const card = pendente.cartoes.find((c) => c.user_id === someone.id)!;
      expect(card).toMatchObject({ username: someone.username, versao: 0, responsavel: null, documentos: { entregues: 0, total: 6 } });
      const ids = colunas.flatMap((c) => c.cartoes.map((x) => x.user_id));
      expect(ids).not.toContain(colaboradorId);
      expect(ids).not.toContain(adminId);
    });

    it('when a column has more cards than a page, then it is paged and the total counts them all', async () => {
      const tag = `Paginado ${uniqueWord()}`;
      for (let i = 0; i < FUNIL_COLUMN_PAGE_SIZE + 2; i++) await prospect({ username: `${tag} ${i}`, status_atendimento: 'Matrícula em progresso' });
      const first = (await admin.get(`/api/funil?busca=${encodeURIComponent(tag)}`)).body.colunas as Coluna[];
      const column = first.find((c) => c.etapa === 'Matrícula em progresso')!;
      expect(column.total).toBe(FUNIL_COLUMN_PAGE_SIZE + 2);
      expect(column.cartoes).toHaveLength(FUNIL_COLUMN_PAGE_SIZE);
      const second = await admin.get(`/api/funil/coluna?etapa=${encodeURIComponent('Matrícula em progresso')}&pagina=2&busca=${encodeURIComponent(tag)}`);
      expect(second.status).toBe(200);
      expect((second.body as Coluna).cartoes).toHaveLength(2);
      const all = [...column.cartoes, ...(second.body as Coluna).cartoes].map((c) => c.user_id);
      expect(new Set(all).size).toBe(FUNIL_COLUMN_PAGE_SIZE + 2);
    });

    it('when filtering mine, unassigned, overdue or searching by number, then only those prospects come back', async () => {
      const tag = `Filtro ${uniqueWord()}`;
      const mine = await prospect({ username: `${tag} meu` });
      const overdue = await prospect({ username: `${tag} atrasado`, whatsapp: '5511987650001' });
      const future = await prospect({ username: `${tag} futuro` });
      await colaborador.put(`/api/funil/prospectos/${mine.id}/acompanhamento`, { responsavelId: colaboradorId, proximoContatoEm: null, nota: null });
      const yesterday = new Date(Date.now() - 86_400_000).toISOString();
      const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
      await admin.put(`/api/funil/prospectos/${overdue.id}/acompanhamento`, { responsavelId: adminId, proximoContatoEm: yesterday, nota: 'Ligar' });
      await admin.put(`/api/funil/prospectos/${future.id}/acompanhamento`, { responsavelId: adminId, proximoContatoEm: nextWeek, nota: null });

      const ids = async (client: TestClient, query: string) =>
        ((await client.get(`/api/funil?busca=${encodeURIComponent(tag)}&${query}`)).body.colunas as Coluna[]).flatMap((c) =>
          c.cartoes.map((x) => x.user_id),
        );
      expect(await ids(colaborador, 'filtro=meus')).toEqual([mine.id]);
      expect(await ids(admin, 'filtro=meus')).toEqual(expect.arrayContaining([overdue.id, future.id]));
      expect(await ids(admin, 'filtro=sem-responsavel')).toEqual([]);
      expect(await ids(admin, 'filtro=atrasados')).toEqual([overdue.id]);
      // Mine and due by the end of today: the overdue one, not next week's, and not someone else's.
      expect(await ids(admin, 'filtro=meus-follow-ups')).toEqual([overdue.id]);
      expect(await ids(colaborador, 'filtro=meus-follow-ups')).toEqual([]);
      expect((await admin.get('/api/funil?busca=87650001')).body.colunas.flatMap((c: Coluna) => c.cartoes.map((x) => x.user_id))).toEqual([overdue.id]);
      expect((await admin.get('/api/funil?filtro=qualquer')).status).toBe(400);
    });
  });

  describe('moving a card', () => {
    it('when staff move a prospect, then the stage, version and days reset, and the history says who moved from where to where', async () => {
      const target = await prospect();
      const res = await move(colaborador, target.id, { etapa: 'Em progresso', versao: 0, nota: 'Primeiro contato feito' });
      expect(res.status).toBe(200);
      expect(res.body as Cartao).toMatchObject({ etapa: 'Em progresso', versao: 1 });
      const again = await move(admin, target.id, { etapa: 'Matriculado', versao: 1 });
      expect(again.status).toBe(200);

      const history = (await admin.get(`/api/funil/prospectos/${target.id}`)).body as Prospecto;
      expect(history.historico.map((h) => [h.de, h.para, h.autor, h.nota])).toEqual([
        ['Em progresso', 'Matriculado', expect.any(String), null],
        ['Aberto', 'Em progresso', expect.any(String), 'Primeiro contato feito'],
      ]);
      const rows = await historyRows(target.id);
      expect(rows.map((r) => r.autor_id)).toEqual([colaboradorId, adminId]);
    });

    it('when a move is based on a stale card, then 409 with the current card, and nothing changes', async () => {
      const target = await prospect();
      await move(admin, target.id, { etapa: 'Em progresso', versao: 0 });
      const stale = await move(colaborador, target.id, { etapa: 'Matriculado', versao: 0 });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatch(/outra pessoa/);
      expect(stale.body.atual).toMatchObject({ etapa: 'Em progresso', versao: 1 });
      expect((await cardOf(target.id)).etapa).toBe('Em progresso');
      expect(await historyRows(target.id)).toHaveLength(1);
    });

    it('when two staff move the same card at the same moment, then one wins, the other gets 409, and history has one row', async () => {
      for (let round = 0; round < 5; round++) {
        const target = await prospect();
        const [a, b] = await Promise.all([
          move(admin, target.id, { etapa: 'Matriculado', versao: 0 }),
          move(colaborador, target.id, { etapa: 'Perdido', versao: 0, motivo: 'Custo' }),
        ]);
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        const winner = a.status === 200 ? 'Matriculado' : 'Perdido';
        const card = await cardOf(target.id);
        expect(card).toMatchObject({ etapa: winner, versao: 1, motivo_perda: winner === 'Perdido' ? 'Custo' : null });
        const rows = await historyRows(target.id);
        expect(rows.map((r) => r.para)).toEqual([winner]);
      }
    });

    it('when moving to Perdido without a reason, then 400; with one, the reason is kept on the card and the history', async () => {
      const target = await prospect();
      const missing = await move(admin, target.id, { etapa: 'Perdido', versao: 0 });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toBe('Informe o motivo da perda.');
      expect((await move(admin, target.id, { etapa: 'Perdido', versao: 0, motivo: 'Qualquer' })).status).toBe(400);
      const ok = await move(admin, target.id, { etapa: 'Perdido', versao: 0, motivo: 'Escolheu outra assessoria', nota: 'Fechou com concorrente' });
      expect(ok.status).toBe(200);
      expect(ok.body.motivo_perda).toBe('Escolheu outra assessoria');
      const [row] = await historyRows(target.id);
      expect(row).toMatchObject({ de: 'Aberto', para: 'Perdido', motivo: 'Escolheu outra assessoria', nota: 'Fechou com concorrente' });
      // Leaving Perdido clears the reason.
      expect((await move(admin, target.id, { etapa: 'Aberto', versao: 1 })).body.motivo_perda).toBeNull();
    });

    it('when the history row cannot be written, then the move is rolled back too', async () => {
      const target = await prospect();
      const knex = t.db.knex;
      const fn = `refuse_history_${target.id}`;
      await knex.raw(`create function ${fn}() returns trigger language plpgsql as $$
        begin if new.user_id = ${target.id} then raise exception 'no history'; end if; return new; end $$`);
      await knex.raw(`create trigger ${fn} before insert on etapas_historico for each row execute function ${fn}()`);
      try {
        const res = await move(admin, target.id, { etapa: 'Matriculado', versao: 0 });
        expect(res.status).toBeGreaterThanOrEqual(500);
      } finally {
        await knex.raw(`drop trigger ${fn} on etapas_historico`);
        await knex.raw(`drop function ${fn}()`);
      }
      expect(await cardOf(target.id)).toMatchObject({ etapa: 'Aberto', versao: 0 });
    });

    it('when a staff account or a missing id is moved, then 404', async () => {
      expect((await move(admin, colaboradorId, { etapa: 'Matriculado', versao: 0 })).status).toBe(404);
      expect((await move(admin, 2147483647, { etapa: 'Matriculado', versao: 0 })).status).toBe(404);
    });

    it('when the tickets dropdown changes the status, then the history records it too, and Perdido is refused there', async () => {
      const target = await prospect();
      const res = await colaborador.post('/api/atualizar-status-atendimento', { userId: target.id, status_atendimento: 'Em progresso' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ user_id: target.id, status_atendimento: 'Em progresso' });
      expect((await historyRows(target.id)).map((r) => [r.de, r.para, r.autor_id])).toEqual([['Aberto', 'Em progresso', colaboradorId]]);
      const lost = await colaborador.post('/api/atualizar-status-atendimento', { userId: target.id, status_atendimento: 'Perdido' });
      expect(lost.status).toBe(400);
      expect(lost.body.error).toMatch(/motivo da perda/);
      expect((await cardOf(target.id)).versao).toBe(1);
    });
  });

  describe('owner and follow-up', () => {
    it('when the owner is not staff or the date is junk, then 400 and nothing changes', async () => {
      const target = await prospect();
      const url = `/api/funil/prospectos/${target.id}/acompanhamento`;
      const other = await prospect();
      expect((await admin.put(url, { responsavelId: other.id, proximoContatoEm: null, nota: null })).body.error).toMatch(/Responsável inválido/);
      expect((await admin.put(url, { responsavelId: null, proximoContatoEm: 'amanhã', nota: null })).status).toBe(400);
      expect((await admin.put(url, { responsavelId: null, proximoContatoEm: '99999-01-01T00:00:00Z', nota: null })).status).toBe(400);
      expect((await admin.put(url, { responsavelId: null, proximoContatoEm: null, nota: 'x'.repeat(501) })).status).toBe(400);
      expect(await cardOf(target.id)).toMatchObject({ responsavel: null, proximo_contato_em: null });
    });

    it('when an owner and a date are set and then cleared, then the card shows them and then nothing', async () => {
      const target = await prospect();
      const url = `/api/funil/prospectos/${target.id}/acompanhamento`;
      const when = '2030-01-02T13:00:00.000Z';
      const set = await admin.put(url, { responsavelId: colaboradorId, proximoContatoEm: when, nota: 'Cobrar histórico' });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ responsavel: { id: colaboradorId }, proximo_contato_em: when, proximo_contato_nota: 'Cobrar histórico' });
      const cleared = await admin.put(url, { responsavelId: null, proximoContatoEm: null, nota: 'ignorada sem data' });
      expect(cleared.body).toMatchObject({ responsavel: null, proximo_contato_em: null, proximo_contato_nota: null });
    });
  });

  describe('document checklist and Minha matrícula', () => {
    it('when staff tick a document, then the card counts it and the student sees it on their own page only', async () => {
      const { client: mine, user } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
      await admin.put(`/api/funil/prospectos/${user.id}/acompanhamento`, { responsavelId: colaboradorId, proximoContatoEm: null, nota: null });
      await move(admin, user.id, { etapa: 'Pendente de documentação', versao: 0 });
      const before = (await admin.get(`/api/funil/prospectos/${user.id}`)).body as Prospecto;
      expect(before.documentos).toHaveLength(6);
      const first = before.documentos[0]!;
      const ticked = await colaborador.put(`/api/funil/prospectos/${user.id}/documentos/${first.id}`, { entregue: true });
      expect(ticked.status).toBe(200);
      expect(ticked.body.documentos[0].entregue_em).toEqual(expect.any(String));
      expect((await cardOf(user.id)).documentos).toEqual({ entregues: 1, total: 6 });

      const page = (await mine.get('/api/minha-matricula')).body as MinhaMatricula;
      expect(page.etapa).toBe('Pendente de documentação');
      expect(page.assessor).toEqual(expect.any(String));
      expect(page.documentos.filter((d) => d.entregue_em).map((d) => d.id)).toEqual([first.id]);
      expect(page.documentos.every((d) => d.como_obter.length > 0)).toBe(true);
      // Another student's page is their own, untouched.
      const theirs = (await student.get('/api/minha-matricula')).body as MinhaMatricula;
      expect(theirs.documentos.some((d) => d.entregue_em)).toBe(false);

      await colaborador.put(`/api/funil/prospectos/${user.id}/documentos/${first.id}`, { entregue: false });
      expect((await cardOf(user.id)).documentos.entregues).toBe(0);
      expect((await admin.put(`/api/funil/prospectos/${user.id}/documentos/999999`, { entregue: true })).status).toBe(404);
      expect(studentId).toBeGreaterThan(0);
    });
  });

  describe('funnel numbers', () => {
    it('when a known set of prospects is seeded, then the counts per stage, lost reasons and overdue follow-ups add up', async () => {
      const before = (await admin.get('/api/funil/numeros')).body as NumerosFunil;
      const seeded = [
        ...(await Promise.all([1, 2, 3].map(() => prospect({ status_atendimento: 'Matriculado' })))),
        await prospect({ status_atendimento: 'Em progresso' }),
      ];
      const lost = await Promise.all([1, 2].map(() => prospect()));
      for (const p of lost) await move(admin, p.id, { etapa: 'Perdido', versao: 0, motivo: 'Documentação inviável' });
      await admin.put(`/api/funil/prospectos/${seeded[3]!.id}/acompanhamento`, {
        responsavelId: null,
        proximoContatoEm: new Date(Date.now() - 3_600_000).toISOString(),
        nota: null,
      });
      const after = (await admin.get('/api/funil/numeros')).body as NumerosFunil;
      const delta = (etapa: string) => after.porEtapa.find((e) => e.etapa === etapa)!.total - before.porEtapa.find((e) => e.etapa === etapa)!.total;
      expect(delta('Matriculado')).toBe(3);
      expect(delta('Em progresso')).toBe(1);
      expect(delta('Perdido')).toBe(2);
      const reason = (n: NumerosFunil) => n.motivosPerda.find((m) => m.motivo === 'Documentação inviável')?.total ?? 0;
      expect(reason(after) - reason(before)).toBe(2);
      expect(after.followUpsVencidos - before.followUpsVencidos).toBe(1);
    });
  });

  describe('editing the default checklist', () => {
    it('when an admin adds a document, then every checklist and card total has it; a colaborador may not', async () => {
      const target = await prospect();
      const before = await cardOf(target.id);
      expect((await colaborador.post('/api/funil/documentos', { nome: 'Passaporte', como_obter: 'Polícia Federal' })).status).toBe(403);
      const added = await admin.post('/api/funil/documentos', { nome: 'Comprovante de vacinação', como_obter: 'No posto de saúde.' });
      expect(added.status).toBe(201);
      expect((await cardOf(target.id)).documentos.total).toBe(before.documentos.total + 1);
      const checklist = ((await admin.get(`/api/funil/prospectos/${target.id}`)).body as Prospecto).documentos;
      expect(checklist.at(-1)).toMatchObject({ id: added.body.id, nome: 'Comprovante de vacinação', entregue_em: null });
      expect((await admin.post('/api/funil/documentos', { nome: ' ', como_obter: '' })).status).toBe(400);

      // Retired: gone from checklists and totals, even where it was ticked; retiring it again is a 404.
      await admin.put(`/api/funil/prospectos/${target.id}/documentos/${added.body.id}`, { entregue: true });
      expect((await colaborador.delete(`/api/funil/documentos/${added.body.id}`)).status).toBe(403);
      expect((await admin.delete(`/api/funil/documentos/${added.body.id}`)).status).toBe(204);
      expect((await cardOf(target.id)).documentos).toEqual(before.documentos);
      expect((await admin.delete(`/api/funil/documentos/${added.body.id}`)).status).toBe(404);
      expect((await admin.put(`/api/funil/prospectos/${target.id}/documentos/${added.body.id}`, { entregue: true })).status).toBe(404);
    });
  });
});
