import bcrypt from 'bcrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, APP_ORIGIN, type TestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD, loggedIn, uniqueSuffix } from '../support/factories.js';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp.js';
import { connectSocket, listen, waitFor } from '../chat/socket-client.js';
import { passwordsService } from '../../src/passwords/passwords.service.js';
import { passwordsRepository, type PasswordsRepository } from '../../src/passwords/passwords.repository.js';
import { newResetToken } from '../../src/passwords/reset-token.js';
import type { OutgoingMail } from '../../src/lib/mailer.js';
import { eventually, INVALID_LINK, linkIn, loginSession, sha256, tokenOf } from './helpers.js';

const NEW_PASSWORD = 'nova-senha-forte-456';

let t: TestApp;
let smtp: FakeSmtp;
let anonymous: TestClient;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await startTestApp({
    // The product's bcrypt cost, not the suite's lowest: a reset must store a hash a deployment would store.
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Medicina no Paraguai <senhas@exemplo.com>', PASSWORD_HASH_COST: undefined },
    deps: { limits: { passwordResetPerIp: 100_000, loginPerIp: 100_000 } },
  });
  anonymous = await new TestClient(t.app).prime();
});

afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

/** Asks for a link for `email` and returns the mail that carried it. */
async function requestLink(email: string) {
  const before = smtp.to(email).length;
  const res = await anonymous.post('/api/senha/esqueci', { email });
  expect(res.status).toBe(202);
  return eventually(async () => smtp.to(email)[before], 10_000, `o e-mail de nova senha para ${email}`);
}

const redefine = (token: string, senha = NEW_PASSWORD) => anonymous.post('/api/senha/redefinir', { token, senha });
const storedHash = async (userId: number) =>
  (await t.db.knex('users').where({ id: userId }).first<{ password_hash: string }>('password_hash')).password_hash;

describe('password reset by e-mail', () => {
  it('when a known address asks for a new password, then a Portuguese e-mail with a 30-minute link arrives through SMTP', async () => {
    const user = await createUser(t.db.knex, { username: 'Ana Beatriz Souza' });
    const mail = await requestLink(user.email);

    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe('senhas@exemplo.com');
    expect(smtp.logins).toContain('teste');
    expect(mail.subject).toBe('Medicina no Paraguai: criar uma nova senha');
    expect(mail.text).toContain('Olá, Ana!');
    expect(mail.text).toContain('30 minutos');
    expect(mail.text).toContain('Se você não pediu uma nova senha, ignore este e-mail');
    const token = tokenOf(mail);
    expect(mail.text).toContain(`${APP_ORIGIN}/redefinir-senha?token=${token}`);
    expect(mail.html).toContain(`href="${APP_ORIGIN}/redefinir-senha?token=${token}"`);
    expect(mail.html).toContain('30 minutos');
  });

  it('when the link is used, then the new password works, the old one does not, and the link is refused the second time', async () => {
    const user = await createUser(t.db.knex);
    const token = tokenOf(await requestLink(user.email));

    const first = await redefine(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true });
    expect(await bcrypt.compare(NEW_PASSWORD, await storedHash(user.id))).toBe(true);
    expect((await storedHash(user.id)).startsWith('$2b$12$')).toBe(true);
    expect((await new TestClient(t.app).post('/api/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await new TestClient(t.app).post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(401);

    const again = await redefine(token, 'outra-senha-789');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_LINK);
    expect(await bcrypt.compare(NEW_PASSWORD, await storedHash(user.id))).toBe(true);
  });

  it('when two requests race to use one link, then exactly one of them sets its password', async () => {
    const user = await createUser(t.db.knex);
    const token = tokenOf(await requestLink(user.email));

    const [a, b] = await Promise.all([redefine(token, 'senha-da-corrida-a'), redefine(token, 'senha-da-corrida-b')]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const winner = a.status === 200 ? 'senha-da-corrida-a' : 'senha-da-corrida-b';
    expect(await bcrypt.compare(winner, await storedHash(user.id))).toBe(true);
  });

  it('when the link is older than 30 minutes, then it is refused and the password stays', async () => {
    const user = await createUser(t.db.knex);
    const token = tokenOf(await requestLink(user.email));
    await t.db
      .knex('password_reset_tokens')
      .where({ user_id: user.id })
      .update({
        criado_em: t.db.knex.raw("now() - interval '31 minutes'"),
        expira_em: t.db.knex.raw("now() - interval '1 minute'"),
      });

    const res = await redefine(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_LINK);
    expect(await bcrypt.compare(DEFAULT_PASSWORD, await storedHash(user.id))).toBe(true);
  });

  it('when a link is stored, then the database holds only its SHA-256, valid for 30 minutes', async () => {
    const user = await createUser(t.db.knex);
    const token = tokenOf(await requestLink(user.email));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const rows = await t.db.knex('password_reset_tokens').where({ user_id: user.id });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].token_hash).toBe(sha256(token));
    const lifetime = new Date(rows[0].expira_em).getTime() - new Date(rows[0].criado_em).getTime();
    expect(lifetime).toBe(30 * 60 * 1000);
    // Nothing else in the database carries the token either.
    const dump = await t.db.knex.raw<{ rows: unknown[] }>('select * from sessions');
    expect(JSON.stringify(dump.rows)).not.toContain(token);
  });

  it('when a second link is asked for, then the first one stops working and the second one works', async () => {
    const user = await createUser(t.db.knex);
    const older = tokenOf(await requestLink(user.email));
    const newer = tokenOf(await requestLink(user.email));
    expect(newer).not.toBe(older);

    const refused = await redefine(older);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(INVALID_LINK);
    expect((await redefine(newer)).status).toBe(200);
  });

  it('when the address has no account, then the answer is the same as for a known one and nothing is stored or sent', async () => {
    const known = await createUser(t.db.knex);
    const unknownEmail = `ninguem-${uniqueSuffix()}@exemplo.com`;

    const forUnknown = await anonymous.post('/api/senha/esqueci', { email: unknownEmail });
    const forKnown = await anonymous.post('/api/senha/esqueci', { email: known.email });
    expect(forUnknown.status).toBe(202);
    expect(forKnown.status).toBe(forUnknown.status);
    expect(forKnown.body).toEqual(forUnknown.body);
    expect(forKnown.body).toEqual({ ok: true, entrega: 'automatica' });
    expect(Object.keys(forKnown.headers).sort()).toEqual(Object.keys(forUnknown.headers).sort());

    await eventually(async () => smtp.to(known.email).length === 1, 10_000, 'o e-mail da conta conhecida');
    expect(smtp.to(unknownEmail)).toEqual([]);
    expect(await t.db.knex('password_reset_tokens').where({ user_id: known.id }).first()).toBeDefined();
  });

  it('when a deactivated account asks, then the same answer, and nothing is stored or sent', async () => {
    const user = await createUser(t.db.knex);
    await t.db.knex('users').where({ id: user.id }).update({ ativo: false });
    const res = await anonymous.post('/api/senha/esqueci', { email: user.email });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, entrega: 'automatica' });
    // Someone else's link asked for afterwards has arrived: a mail to the deactivated account would have had its time.
    const marker = await createUser(t.db.knex);
    await requestLink(marker.email);
    expect(smtp.to(user.email)).toEqual([]);
    expect(await t.db.knex('password_reset_tokens').where({ user_id: user.id }).first()).toBeUndefined();
  });

  it('when the address is written differently (case, spaces), then it reaches the same account', async () => {
    const user = await createUser(t.db.knex);
    const res = await anonymous.post('/api/senha/esqueci', { email: `  ${user.email.toUpperCase()} ` });
    expect(res.status).toBe(202);
    await eventually(async () => smtp.to(user.email).length === 1, 10_000, 'o e-mail');
  });

  it('when the input is malformed, then 400 in Portuguese, for known and unknown accounts alike', async () => {
    for (const body of [{}, { email: '' }, { email: 'sem-arroba' }, { email: 42 }]) {
      const res = await anonymous.post('/api/senha/esqueci', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^E-mail (é obrigatório|inválido)\.$/);
    }
    const user = await createUser(t.db.knex);
    const token = tokenOf(await requestLink(user.email));
    expect((await redefine(token, '123')).body).toEqual({ error: 'A senha precisa de ao menos 6 caracteres.' });
    expect((await redefine(token, 'ç'.repeat(37))).body).toEqual({ error: 'Senha longa demais (máximo de 72 bytes).' });
    expect((await redefine('curto')).body).toEqual(INVALID_LINK);
    expect((await anonymous.post('/api/senha/redefinir', { senha: NEW_PASSWORD })).body).toEqual(INVALID_LINK);
    // A refused new password leaves the link usable.
    expect((await redefine(token)).status).toBe(200);
  });

  it('when one address asks more than 5 times in an hour, then the 6th is refused with 429, whether or not it has an account', async () => {
    const known = await createUser(t.db.knex);
    const unknownEmail = `ninguem-${uniqueSuffix()}@exemplo.com`;
    const answers: Record<string, { status: number; body: unknown }[]> = {};
    for (const email of [known.email, unknownEmail]) {
      answers[email] = [];
      for (let i = 0; i < 6; i++) {
        // Variants of one address share its bucket.
        const res = await anonymous.post('/api/senha/esqueci', { email: i % 2 ? email.toUpperCase() : ` ${email}` });
        answers[email]!.push({ status: res.status, body: res.body });
      }
    }
    expect(answers[known.email]!.map((a) => a.status)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(answers[unknownEmail]).toEqual(answers[known.email]);
    expect(answers[known.email]![5]!.body).toEqual({
      error: 'Muitos pedidos de nova senha para este e-mail. Tente novamente mais tarde.',
    });
    const other = await createUser(t.db.knex);
    expect((await anonymous.post('/api/senha/esqueci', { email: other.email })).status).toBe(202);
  });

  it('when the password is reset, then every session of the account ends and its sockets are disconnected', async () => {
    const user = await createUser(t.db.knex);
    const bystander = await createUser(t.db.knex);
    const base = await listen(t);
    const first = await loginSession(t.app, user.email, DEFAULT_PASSWORD);
    const second = await loginSession(t.app, user.email, DEFAULT_PASSWORD);
    const other = await loginSession(t.app, bystander.email, DEFAULT_PASSWORD);
    const sockets = [await connectSocket(base, first.cookie), await connectSocket(base, second.cookie)];
    const otherSocket = await connectSocket(base, other.cookie);
    try {
      expect(await t.db.knex('sessions').where({ user_id: user.id }).pluck('sid')).toHaveLength(2);

      const token = tokenOf(await requestLink(user.email));
      expect((await redefine(token)).status).toBe(200);

      expect((await first.client.get('/api/user')).status).toBe(401);
      expect((await second.client.get('/api/user')).status).toBe(401);
      expect(await t.db.knex('sessions').where({ user_id: user.id })).toEqual([]);
      await waitFor(() => sockets.every((s) => !s.socket.connected));
      expect(otherSocket.socket.connected).toBe(true);
      expect((await other.client.get('/api/user')).status).toBe(200);
    } finally {
      for (const s of [...sockets, otherSocket]) s.close();
    }
  });

  it('when the login of an account was stopped after 100 failures, then a reset lets its owner in again', async () => {
    const user = await createUser(t.db.knex);
    await t.db.knex('login_throttle').insert({ chave: `conta:${user.email}`, falhas: 100, ultima_em: new Date() });
    expect((await new TestClient(t.app).post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(429);

    const token = tokenOf(await requestLink(user.email));
    expect((await redefine(token)).status).toBe(200);
    expect((await new TestClient(t.app).post('/api/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('links an admin sends by e-mail', () => {
  it('when SMTP is configured and an admin sends a link, then the channels say e-mail, the mail arrives and its link works', async () => {
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const user = await createUser(t.db.knex);
    expect((await admin.get('/api/admin/senha/canais')).body).toEqual({ email: true, whatsapp: false });

    const res = await admin.post(`/api/admin/usuarios/${user.id}/enviar-link-senha`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ canal: 'email' });
    // The answer waits for the hand-off to SMTP: the mail is there already.
    const mail = smtp.to(user.email).at(-1)!;
    expect(mail.subject).toMatch(/nova senha/);
    expect((await redefine(tokenOf(mail))).status).toBe(200);
  });

  it('when the account is deactivated, then the admin is told to reactivate it and nothing is stored or sent', async () => {
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const user = await createUser(t.db.knex);
    await t.db.knex('users').where({ id: user.id }).update({ ativo: false });
    const res = await admin.post(`/api/admin/usuarios/${user.id}/enviar-link-senha`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Esta conta está desativada: reative-a antes de enviar um link.' });
    expect(smtp.to(user.email)).toHaveLength(0);
    expect(await t.db.knex('password_reset_tokens').where({ user_id: user.id }).first()).toBeUndefined();
  });
});

describe('the work behind a reset request', () => {
  /** The service over the real database, recording every repository call and token drawn, with delivery held back. */
  function recordedService() {
    const calls: string[] = [];
    const real = passwordsRepository(t.db.knex);
    const repo = new Proxy(real, {
      get(target, name: string) {
        const method = target[name as keyof PasswordsRepository] as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          calls.push(name);
          return method(...args);
        };
      },
    });
    const afterAnswer: Array<() => Promise<void>> = [];
    const sent: OutgoingMail[] = [];
    const service = passwordsService({
      db: t.db.knex,
      logger: t.ctx.logger,
      realtime: t.ctx.realtime,
      passwordHashCost: t.config.PASSWORD_HASH_COST,
      appUrl: APP_ORIGIN,
      mailer: { send: async (mail) => void sent.push(mail) },
      repo,
      newToken: () => {
        calls.push('newToken');
        return newResetToken();
      },
      inBackground: (task) => void afterAnswer.push(task),
    });
    return { service, calls, afterAnswer, sent };
  }

  it('when a known and an unknown address ask, then both do the same work before the answer: draw and hash a token, look the address up', async () => {
    const known = await createUser(t.db.knex);
    const { service, calls, afterAnswer, sent } = recordedService();

    await service.requestReset(`ninguem-${uniqueSuffix()}@exemplo.com`);
    const forUnknown = calls.splice(0);
    await service.requestReset(known.email);
    const forKnown = calls.splice(0);

    expect(forKnown).toEqual(['newToken', 'findUserByEmail']);
    expect(forUnknown).toEqual(forKnown);
    // Nothing was stored or sent before the answer: that work waits until after it, for the known address only.
    expect(await t.db.knex('password_reset_tokens').where({ user_id: known.id }).first()).toBeUndefined();
    expect(afterAnswer).toHaveLength(1);
    await afterAnswer[0]!();
    expect(calls).toEqual(['replaceToken']);
    expect(sent.map((m) => m.to)).toEqual([known.email]);
    const row = await t.db.knex('password_reset_tokens').where({ user_id: known.id }).first();
    expect(row.token_hash).toBe(sha256(linkIn(sent[0]!.text).token));
  });
});
