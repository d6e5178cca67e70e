import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@app/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DEFAULT_PASSWORD, createUser, loggedIn, type UserFactoryInput } from '../support/factories.js';
import { TestClient } from '../support/client.js';
import { nextEvent, socketFor } from './staff-socket.js';

type Role = 'usuario' | 'colaborador' | 'admin';

describe('staff inbox API', () => {
  let t: TestApp;
  const clients = {} as Record<Role, TestClient>;
  let staffSocket: Socket<ServerToClientEvents>;
  let userSocket: Socket<ServerToClientEvents>;
  let usuarioId: number;

  beforeAll(async () => {
    t = await startTestApp();
    for (const role of ['usuario', 'colaborador', 'admin'] as const) {
      const { client, user } = await loggedIn(t.app, t.db.knex, { role });
      clients[role] = client;
      if (role === 'usuario') usuarioId = user.id;
    }
    const staff = await createUser(t.db.knex, { role: 'colaborador' });
    staffSocket = await socketFor(t, staff.email);
    const watched = await t.db.knex('users').where({ id: usuarioId }).first('email');
    userSocket = await socketFor(t, watched.email as string);
  });
  afterAll(async () => {
    staffSocket?.close();
    userSocket?.close();
    await t?.stop();
  });

  const anonymous = () => new TestClient(t.app);

  /** A usuario whose last message was written `minutesAgo` minutes ago (none when null). */
  async function ticket(minutesAgo: number | null, input: UserFactoryInput = {}) {
    const user = await createUser(t.db.knex, input);
    if (minutesAgo !== null) {
      await t.db
        .knex('users')
        .where({ id: user.id })
        .update({
          ultima_mensagem: `<p>Olá &amp; bom dia, mensagem de ${user.username}</p>`,
          ultima_mensagem_autor: 'user',
          ultima_mensagem_em: t.db.knex.raw(`now() - make_interval(mins => ?)`, [minutesAgo]),
        });
    }
    return user;
  }

  describe('GET /api/chat/listar-chamados', () => {
    it('when anonymous, then 401; when usuario, then 403', async () => {
      expect((await anonymous().get('/api/chat/listar-chamados')).status).toBe(401);
      const res = await clients.usuario.get('/api/chat/listar-chamados');
      expect(res.status).toBe(403);
      expect(res.body.error).toBeTruthy();
    });

    it.each(['colaborador', 'admin'] as const)(
      'when %s, then only usuarios are listed, newest activity first, silent ones last',
      async (role) => {
        await t.db.knex('users').where({ role: 'usuario' }).update({ ultima_mensagem_em: null });
        const old = await ticket(120);
        const recent = await ticket(1, {
          whatsapp: '5511912345678',
          status_ia: 'Desligada',
          status_atendimento: 'Pendente de documentação',
        });
        const silentOld = await ticket(null);
        const silentNew = await ticket(null);

        const res = await clients[role].get('/api/chat/listar-chamados?porPagina=100');
        expect(res.status).toBe(200);
        const ids = (res.body.chamados as Array<{ user_id: number }>).map((c) => c.user_id);
        expect(ids.slice(0, 2)).toEqual([recent.id, old.id]);
        expect(ids.indexOf(silentNew.id)).toBeLessThan(ids.indexOf(silentOld.id));
        expect(ids.indexOf(silentOld.id)).toBeGreaterThan(ids.indexOf(old.id));
        const staffIds = await t.db.knex('users').whereNot({ role: 'usuario' }).pluck('id');
        for (const id of staffIds) expect(ids).not.toContain(id);

        expect(res.body.chamados[0]).toEqual({
          user_id: recent.id,
          username: recent.username,
          whatsapp: '5511912345678',
          ultima_mensagem: `<p>Olá &amp; bom dia, mensagem de ${recent.username}</p>`,
          ultima_mensagem_autor: 'user',
          criado_em: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          status_atendimento: 'Pendente de documentação',
          status_ia: 'Desligada',
          aguardando_assessor: null,
        });
        expect(res.body.total).toBe(ids.length);
      },
    );

    it('when paging, then pages hold 12 by default with the total and page count', async () => {
      for (let i = 0; i < 14; i++) await ticket(i + 300);
      const first = await clients.colaborador.get('/api/chat/listar-chamados');
      const total = first.body.total as number;
      expect(total).toBeGreaterThanOrEqual(15);
      expect(first.body).toMatchObject({ pagina: 1, porPagina: 12, paginas: Math.ceil(total / 12) });
      expect(first.body.chamados).toHaveLength(12);

      const last = await clients.colaborador.get(`/api/chat/listar-chamados?pagina=${first.body.paginas}`);
      expect(last.body.chamados).toHaveLength(total - 12 * (first.body.paginas - 1));
      const seen = new Set<number>();
      for (let page = 1; page <= first.body.paginas; page++) {
        const res = await clients.colaborador.get(`/api/chat/listar-chamados?pagina=${page}`);
        for (const c of res.body.chamados as Array<{ user_id: number }>) seen.add(c.user_id);
      }
      expect(seen.size).toBe(total);

      const beyond = await clients.colaborador.get(`/api/chat/listar-chamados?pagina=${first.body.paginas + 5}`);
      expect(beyond.body).toMatchObject({ chamados: [], total });
    });

    it('when the page parameters are not positive integers, then 400 in Portuguese', async () => {
      for (const query of ['pagina=0', 'pagina=abc', 'porPagina=1000', 'pagina=1.5']) {
        const res = await clients.colaborador.get(`/api/chat/listar-chamados?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body.error).toMatch(/inválid/);
      }
    });

    it('when a message is saved through the chat, then that ticket moves to the top', async () => {
      const user = await ticket(null);
      const own = new TestClient(t.app);
      await own.login(user.email, DEFAULT_PASSWORD);
      const saved = await own.post('/api/chat/salvar', { userId: user.id, autor: 'user', texto: 'Quero estudar medicina' });
      expect(saved.status).toBe(201);
      const res = await clients.colaborador.get('/api/chat/listar-chamados');
      expect(res.body.chamados[0]).toMatchObject({
        user_id: user.id,
        ultima_mensagem: 'Quero estudar medicina',
        ultima_mensagem_autor: 'user',
      });
    });
  });

  describe.each([
    ['/api/atualizar-status-ia', 'status_ia', 'Desligada', 'Talvez'],
    ['/api/atualizar-status-atendimento', 'status_atendimento', 'Matrícula em progresso', 'Concluído'],
  ] as const)('POST %s', (path, field, valid, invalid) => {
    it('when anonymous, then 401; when usuario (even on themselves), then 403 and nothing changes', async () => {
      const target = await ticket(5);
      expect((await anonymous().post(path, { userId: target.id, [field]: valid })).status).toBe(401);
      expect((await clients.usuario.post(path, { userId: usuarioId, [field]: valid })).status).toBe(403);
      expect((await clients.usuario.post(path, { userId: target.id, [field]: valid })).status).toBe(403);
      const rows = await t.db.knex('users').whereIn('id', [usuarioId, target.id]).pluck(field);
      expect(rows).not.toContain(valid);
    });

    it.each(['colaborador', 'admin'] as const)(
      'when %s sets a listed value, then it is stored, returned and announced to staff only',
      async (role) => {
        const target = await ticket(5);
        const staffEvent = nextEvent(staffSocket, 'chamado-atualizado', (e) => e.userId === target.id);
        let userGotIt = false;
        const onUser = () => (userGotIt = true);
        userSocket.on('chamado-atualizado', onUser);

        const res = await clients[role].post(path, { userId: target.id, [field]: valid });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ user_id: target.id, [field]: valid });
        expect(await staffEvent).toEqual({ userId: target.id });
        expect(await t.db.knex('users').where({ id: target.id }).first(field)).toEqual({ [field]: valid });
        await new Promise((resolve) => setTimeout(resolve, 100));
        userSocket.off('chamado-atualizado', onUser);
        expect(userGotIt).toBe(false);
      },
    );

    it('when the value is outside the list, then 400 and nothing changes', async () => {
      const target = await ticket(5);
      for (const value of [invalid, '', null, 42, valid.toLowerCase()]) {
        const res = await clients.colaborador.post(path, { userId: target.id, [field]: value });
        expect(res.status, String(value)).toBe(400);
        expect(res.body.error).toMatch(/inválido/);
      }
      const row = await t.db.knex('users').where({ id: target.id }).first(field);
      expect(row[field]).not.toBe(valid);
    });

    it('when the user does not exist or is staff, then 404; when the id is malformed, then 400', async () => {
      expect((await clients.colaborador.post(path, { userId: 99999999, [field]: valid })).status).toBe(404);
      const staff = await createUser(t.db.knex, { role: 'admin' });
      const res = await clients.colaborador.post(path, { userId: staff.id, [field]: valid });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Usuário não encontrado.');
      for (const userId of [undefined, 'abc', 0, -1, 1.5, '12x']) {
        expect((await clients.colaborador.post(path, { userId, [field]: valid })).status, String(userId)).toBe(400);
      }
    });
  });
});
