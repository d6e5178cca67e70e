import { beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_CONSENT_TEXT, TERMS_ACCEPTANCE_TEXT, consentHistorySchema, dataExportSchema } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, loggedIn, uniqueSuffix } from '../support/factories.js';

const t = useTestApp();
let admin: TestClient;
beforeAll(async () => {
  ({ client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' }));
});

let seq = 0;
const newAccount = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    username: 'Joana Prado',
    email: `joana-${uniqueSuffix()}@exemplo.com`,
    password: 'segredo1',
    whatsapp: `55219${String(((Date.now() % 1e5) * 100 + seq) % 1e8).padStart(8, '0')}`,
    ...extra,
  };
};

async function register(body: Record<string, unknown>, client = new TestClient(t.app)) {
  const res = await client.post('/api/register', body);
  expect(res.status).toBe(201);
  return res.body as { id: number; email: string };
}
const ledgerOf = (userId: number) => t.db.knex('consentimentos').where({ user_id: userId }).orderBy('id').select('finalidade', 'valor', 'canal', 'versao_texto', 'texto');
const prospectIds = async () => ((await admin.get('/api/prospectos')).body as Array<{ id: number }>).map((p) => p.id);
const optOutOf = async (userId: number) => (await t.db.knex('users').where({ id: userId }).first('marketing_opt_out')).marketing_opt_out as boolean;

const TERMS_ROW = {
  finalidade: 'termos_privacidade',
  valor: true,
  canal: 'cadastro',
  versao_texto: TERMS_ACCEPTANCE_TEXT.versao,
  texto: TERMS_ACCEPTANCE_TEXT.texto,
};
const marketingRow = (valor: boolean) => ({
  finalidade: 'marketing_whatsapp',
  valor,
  canal: 'cadastro',
  versao_texto: MARKETING_CONSENT_TEXT.versao,
  texto: MARKETING_CONSENT_TEXT.texto,
});

describe('consent at registration (opt-in)', () => {
  it('when someone registers with the box ticked, then the ledger records yes from cadastro plus the terms, and they are a prospect', async () => {
    const user = await register(newAccount({ receber_marketing: true }));
    expect(await ledgerOf(user.id)).toEqual([marketingRow(true), TERMS_ROW]);
    expect(await optOutOf(user.id)).toBe(false);
    expect(await prospectIds()).toContain(user.id);
  });

  it('when someone registers with the box unticked, then the ledger records no from cadastro plus the terms, and they are not a prospect', async () => {
    const user = await register(newAccount({ receber_marketing: false }));
    expect(await ledgerOf(user.id)).toEqual([marketingRow(false), TERMS_ROW]);
    expect(await optOutOf(user.id)).toBe(true);
    expect(await prospectIds()).not.toContain(user.id);
  });

  it("when the first client's payload is sent without the field, then it still registers, as a no, and the account is not a prospect", async () => {
    const user = await register(newAccount());
    expect(await ledgerOf(user.id)).toEqual([marketingRow(false), TERMS_ROW]);
    expect(await prospectIds()).not.toContain(user.id);
    // The widget's payload: role usuario, no consent field.
    const widget = await register(newAccount({ role: 'usuario' }));
    expect(await prospectIds()).not.toContain(widget.id);
  });

  it('when the field is not a boolean, then 400 in Portuguese and no account is created', async () => {
    const account = newAccount({ receber_marketing: 'sim' });
    const res = await new TestClient(t.app).post('/api/register', account);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/novidades/);
    expect(await t.db.knex('users').whereRaw('lower(email) = ?', [account.email]).first()).toBeUndefined();
  });

  it('when the ledger cannot be written, then the account is not created either (same transaction)', async () => {
    await t.db.knex.raw(`create or replace function lgpd_test_refuse_consent() returns trigger language plpgsql as $$
      begin raise exception 'recusado'; end $$`);
    await t.db.knex.raw('create trigger lgpd_test_refuse_consent before insert on consentimentos for each row execute function lgpd_test_refuse_consent()');
    const account = newAccount({ receber_marketing: true });
    try {
      expect((await new TestClient(t.app).post('/api/register', account)).status).toBe(500);
    } finally {
      await t.db.knex.raw('drop trigger lgpd_test_refuse_consent on consentimentos');
      await t.db.knex.raw('drop function lgpd_test_refuse_consent()');
    }
    expect(await t.db.knex('users').whereRaw('lower(email) = ?', [account.email]).first()).toBeUndefined();
  });

  it('when an admin creates an account, then no choice is recorded on the person\'s behalf and they are not a prospect', async () => {
    const created = await register(newAccount({ role: 'usuario', receber_marketing: true }), admin);
    expect(await ledgerOf(created.id)).toEqual([]);
    expect(await optOutOf(created.id)).toBe(true);
    expect(await prospectIds()).not.toContain(created.id);
  });

  it('when an account never chose (created before consent was asked), then it is not a prospect until it says yes', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    // An account from before the change: the old default left marketing_opt_out false, yet nothing is in the ledger.
    await t.db.knex('users').where({ id: user.id }).update({ marketing_opt_out: false });
    expect(await prospectIds()).not.toContain(user.id);
    await client.put('/api/usuario/preferencias', { receber_marketing: true });
    expect(await prospectIds()).toContain(user.id);
  });

  it('when a new account has no choice yet, then its stored default is "no marketing"', async () => {
    const user = await createUser(t.db.knex);
    expect(await optOutOf(user.id)).toBe(true);
  });

  it('when the latest record is no after an earlier yes, then the marketing send refuses the contact', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    await client.put('/api/usuario/preferencias', { receber_marketing: true });
    await client.put('/api/usuario/preferencias', { receber_marketing: false });
    const res = await admin.post('/api/enviar-modelo-marketing', { contatos: [{ id: user.id }], nomeModelo: 'anuncio_medicina_paraguai' });
    expect(res.status).toBe(400);
    expect(await t.db.knex('whatsapp_envios').where({ user_id: user.id }).first()).toBeUndefined();
  });
});

describe('terms and privacy acceptance', () => {
  it('when a student registers, then the settings history and the data export both show the terms version accepted', async () => {
    const account = newAccount({ receber_marketing: false });
    const user = await register(account);
    const client = new TestClient(t.app);
    expect((await client.post('/api/login', { email: account.email, password: account.password })).status).toBe(200);

    const history = consentHistorySchema.parse((await client.get('/api/usuario/consentimentos')).body).consentimentos;
    expect(history.map((c) => [c.finalidade, c.valor, c.canal])).toEqual([
      ['termos_privacidade', true, 'cadastro'],
      ['marketing_whatsapp', false, 'cadastro'],
    ]);
    expect(history[0]).toMatchObject({ versao_texto: TERMS_ACCEPTANCE_TEXT.versao, texto: TERMS_ACCEPTANCE_TEXT.texto });

    const exported = dataExportSchema.parse((await client.get('/api/usuario/meus-dados')).body);
    expect(exported.titular.id).toBe(user.id);
    expect(exported.secoes.consentimentos).toEqual(
      expect.arrayContaining([expect.objectContaining({ finalidade: 'termos_privacidade', versao_texto: TERMS_ACCEPTANCE_TEXT.versao, valor: true })]),
    );
  });
});
