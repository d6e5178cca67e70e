import { describe, expect, it } from 'vitest';
import { MARKETING_CONSENT_TEXT, consentHistorySchema } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { loggedIn } from '../support/factories.js';

const t = useTestApp();

const historyOf = async (client: TestClient) => {
  const res = await client.get('/api/usuario/consentimentos');
  expect(res.status).toBe(200);
  return consentHistorySchema.parse(res.body).consentimentos;
};

describe('consent ledger', () => {
  it('when a student changes marketing consent twice, then each change is recorded, newest first, with text version and channel', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    expect(await historyOf(client)).toEqual([]);

    const before = Date.now();
    await client.put('/api/usuario/preferencias', { receber_marketing: false });
    await client.put('/api/usuario/preferencias', { receber_marketing: true });

    const history = await historyOf(client);
    expect(history.map((c) => c.valor)).toEqual([true, false]);
    for (const record of history) {
      expect(record).toMatchObject({
        finalidade: 'marketing_whatsapp',
        canal: 'configuracoes',
        versao_texto: MARKETING_CONSENT_TEXT.versao,
        texto: MARKETING_CONSENT_TEXT.texto,
      });
      expect(new Date(record.criado_em).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    }
    expect(await t.db.knex('consentimentos').where({ user_id: user.id })).toHaveLength(2);
  });

  it('when the latest record says no, then the student is not a prospect; when it says yes, they are', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const prospectIds = async () => ((await admin.get('/api/prospectos')).body as Array<{ id: number }>).map((p) => p.id);

    await client.put('/api/usuario/preferencias', { receber_marketing: false });
    expect((await historyOf(client)).at(0)?.valor).toBe(false);
    expect(await prospectIds()).not.toContain(user.id);

    await client.put('/api/usuario/preferencias', { receber_marketing: true });
    expect((await historyOf(client)).at(0)?.valor).toBe(true);
    expect(await prospectIds()).toContain(user.id);
  });

  it('when the state cannot be written, then no record is left behind (same transaction)', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    // A trigger makes the users update fail after the row lock: the ledger insert must roll back with it.
    await t.db.knex.raw(`create or replace function lgpd_test_refuse() returns trigger language plpgsql as $$
      begin if new.id = ${user.id} then raise exception 'recusado'; end if; return new; end $$`);
    await t.db.knex.raw('create trigger lgpd_test_refuse before update on users for each row execute function lgpd_test_refuse()');
    try {
      const res = await client.put('/api/usuario/preferencias', { receber_marketing: false });
      expect(res.status).toBe(500);
    } finally {
      await t.db.knex.raw('drop trigger lgpd_test_refuse on users');
      await t.db.knex.raw('drop function lgpd_test_refuse()');
    }
    expect(await t.db.knex('consentimentos').where({ user_id: user.id })).toEqual([]);
  });

  it("when a student reads the history, then they see only their own records", async () => {
    const a = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const b = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    await a.client.put('/api/usuario/preferencias', { receber_marketing: false });
    expect(await historyOf(b.client)).toEqual([]);
    expect(await historyOf(a.client)).toHaveLength(1);
  });

  it('when an invalid value is sent, then nothing is recorded', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    expect((await client.put('/api/usuario/preferencias', { receber_marketing: 'sim' })).status).toBe(400);
    expect(await t.db.knex('consentimentos').where({ user_id: user.id })).toEqual([]);
  });

  it('when nobody is logged in, then 401', async () => {
    expect((await new TestClient(t.app).get('/api/usuario/consentimentos')).status).toBe(401);
  });
});
