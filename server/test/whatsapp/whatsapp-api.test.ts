import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { createUser, loggedIn } from '../support/factories.js';
import { TestClient } from '../support/client.js';
import { WHATSAPP_QUEUE } from '../../src/whatsapp/index.js';
import { envio, uniqueNumero } from './helpers.js';

type Role = 'usuario' | 'colaborador' | 'admin';

/** WhatsApp not configured: everything forwarded stays queued, which is what these tests look at. */
describe('WhatsApp forwarding API', () => {
  const t = useTestApp({ queue: true });
  const clients = {} as Record<Role, TestClient>;

  beforeAll(async () => {
    for (const role of ['usuario', 'colaborador', 'admin'] as const) {
      clients[role] = (await loggedIn(t.app, t.db.knex, { role })).client;
    }
  });

  async function jobsFor(id: number): Promise<Array<{ state: string; priority: number; kept_for_years: boolean }>> {
    const { rows } = await t.db.knex.raw(
      `select state, priority, keep_until > now() + interval '5 years' as kept_for_years
         from pgboss.job where name = ? and data->>'envioId' = ?`,
      [WHATSAPP_QUEUE, String(id)],
    );
    return rows;
  }

  describe('POST /webhook/enviar-whatsapp', () => {
    it('when anonymous, then 401; when usuario, then 403; nothing is queued', async () => {
      const numero = uniqueNumero();
      expect((await new TestClient(t.app).post('/webhook/enviar-whatsapp', { numero, mensagem: 'oi' })).status).toBe(401);
      const res = await clients.usuario.post('/webhook/enviar-whatsapp', { numero, mensagem: 'oi' });
      expect(res.status).toBe(403);
      expect(await t.db.knex('whatsapp_envios').where({ numero }).first()).toBeUndefined();
    });

    it.each(['colaborador', 'admin'] as const)(
      'when %s forwards a reply, then 202 na_fila with a queued job linked to the user',
      async (role) => {
        const user = await createUser(t.db.knex, { whatsapp: uniqueNumero() });
        const res = await clients[role].post('/webhook/enviar-whatsapp', {
          numero: `+${user.whatsapp}`,
          mensagem: '  Resposta  ',
        });
        expect(res.status).toBe(202);
        expect(res.body).toEqual({ id: expect.any(Number), status: 'na_fila' });
        const row = await envio(t.db.knex, res.body.id);
        expect(row).toMatchObject({ status: 'na_fila', numero: user.whatsapp, tipo: 'texto', user_id: user.id, tentativas: 0 });
        expect(await t.db.knex('whatsapp_envios').where({ id: res.body.id }).first('texto')).toEqual({ texto: 'Resposta' });
        // Kept for years: a reply waits as long as WhatsApp stays unconfigured, it is never archived unsent.
        expect(await jobsFor(res.body.id)).toEqual([{ state: 'created', priority: 10, kept_for_years: true }]);
      },
    );

    it('when the reply is linked to its saved message, then the envio records it', async () => {
      const user = await createUser(t.db.knex);
      const [message] = await t.db
        .knex('mensagens')
        .insert({ user_id: user.id, autor: 'colaborador', mensagem: 'Oi!' })
        .returning('id');
      const res = await clients.colaborador.post('/webhook/enviar-whatsapp', {
        numero: user.whatsapp,
        mensagem: 'Oi!',
        userId: user.id,
        mensagemId: message.id,
      });
      expect(res.status).toBe(202);
      expect(await envio(t.db.knex, res.body.id)).toMatchObject({ user_id: user.id, mensagem_id: Number(message.id) });
    });

    it('when the input is invalid, then 400 in Portuguese and nothing is queued', async () => {
      const before = await t.db.knex('whatsapp_envios').count<{ count: number }[]>('* as count');
      const cases: Array<[unknown, RegExp]> = [
        [{ mensagem: 'oi' }, /Número/],
        [{ numero: '123', mensagem: 'oi' }, /Número de WhatsApp inválido/],
        [{ numero: uniqueNumero(), mensagem: '   ' }, /Mensagem é obrigatória/],
        [{ numero: uniqueNumero() }, /Mensagem é obrigatória/],
        [{ numero: uniqueNumero(), mensagem: 'x'.repeat(4097) }, /longa demais/],
        [{ numero: uniqueNumero(), mensagem: 'oi', userId: 'abc' }, /inválid/],
        [{ numero: uniqueNumero(), mensagem: 'oi', mensagemId: 5 }, /userId/],
      ];
      for (const [body, message] of cases) {
        const res = await clients.colaborador.post('/webhook/enviar-whatsapp', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error).toMatch(message);
      }
      expect(await t.db.knex('whatsapp_envios').count<{ count: number }[]>('* as count')).toEqual(before);
    });

    it("when the user does not exist or the message is another user's, then 404", async () => {
      const numero = uniqueNumero();
      expect(
        (await clients.colaborador.post('/webhook/enviar-whatsapp', { numero, mensagem: 'oi', userId: 99999999 })).status,
      ).toBe(404);
      const [a, b] = [await createUser(t.db.knex), await createUser(t.db.knex)];
      const [message] = await t.db.knex('mensagens').insert({ user_id: a.id, autor: 'user', mensagem: 'x' }).returning('id');
      const res = await clients.colaborador.post('/webhook/enviar-whatsapp', {
        numero,
        mensagem: 'oi',
        userId: b.id,
        mensagemId: message.id,
      });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Mensagem não encontrada.');
      expect(await t.db.knex('whatsapp_envios').where({ numero }).first()).toBeUndefined();
    });
  });

  describe('GET /api/whatsapp/envios', () => {
    it('when anonymous or usuario, then 401 / 403', async () => {
      const user = await createUser(t.db.knex);
      expect((await new TestClient(t.app).get(`/api/whatsapp/envios?userId=${user.id}`)).status).toBe(401);
      expect((await clients.usuario.get(`/api/whatsapp/envios?userId=${user.id}`)).status).toBe(403);
      expect((await clients.usuario.get('/api/whatsapp/envios/1')).status).toBe(403);
    });

    it.each(['colaborador', 'admin'] as const)(
      "when %s asks for a user's delivery states, then newest first with Portuguese reasons",
      async (role) => {
        const user = await createUser(t.db.knex);
        const base = { user_id: user.id, numero: user.whatsapp, tipo: 'texto', texto: 'oi' };
        const [failed] = await t.db
          .knex('whatsapp_envios')
          .insert({ ...base, status: 'falhou', erro_codigo: 190, erro_mensagem: 'Invalid OAuth access token', tentativas: 1 })
          .returning('id');
        const [sent] = await t.db
          .knex('whatsapp_envios')
          .insert({ ...base, status: 'enviado', wa_message_id: 'wamid.X', tentativas: 1 })
          .returning('id');
        await t.db.knex('whatsapp_envios').insert({ ...base, tipo: 'modelo', texto: null, modelo: 'anuncio' });

        const res = await clients[role].get(`/api/whatsapp/envios?userId=${user.id}`);
        expect(res.status).toBe(200);
        expect(res.body.envios).toHaveLength(2);
        expect(res.body.envios[0]).toMatchObject({ id: Number(sent.id), status: 'enviado', motivo: null, via_modelo: false });
        expect(res.body.envios[1]).toMatchObject({
          id: Number(failed.id),
          status: 'falhou',
          erro_codigo: 190,
          motivo: 'token do WhatsApp inválido ou expirado',
        });
        const one = await clients[role].get(`/api/whatsapp/envios/${failed.id}`);
        expect(one.body).toMatchObject({ id: Number(failed.id), status: 'falhou' });
      },
    );

    it('when the user or envio does not exist, then 404; when the id is malformed, then 400', async () => {
      expect((await clients.colaborador.get('/api/whatsapp/envios?userId=99999999')).status).toBe(404);
      expect((await clients.colaborador.get('/api/whatsapp/envios/99999999')).status).toBe(404);
      expect((await clients.colaborador.get('/api/whatsapp/envios?userId=abc')).status).toBe(400);
      expect((await clients.colaborador.get('/api/whatsapp/envios')).status).toBe(400);
    });
  });

  it('when the dashboard asks for queue health, then it gets the count per state', async () => {
    const expected = await t.db
      .knex('whatsapp_envios')
      .select('status')
      .count<{ status: string; count: number }[]>('* as count')
      .groupBy('status');
    const health = await t.services.whatsapp.queueHealth();
    const byStatus = Object.fromEntries(expected.map((r) => [r.status, Number(r.count)]));
    expect(health).toEqual({ na_fila: byStatus.na_fila ?? 0, enviado: byStatus.enviado ?? 0, falhou: byStatus.falhou ?? 0 });
    expect(health.na_fila).toBeGreaterThan(0);
  });
});
