import bcrypt from 'bcrypt';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD, loggedIn } from '../support/factories.js';
import { connectSocket, listen, waitFor } from '../chat/socket-client.js';
import { INVALID_LINK, loginSession, sha256 } from './helpers.js';

const NEW_PASSWORD = 'nova-senha-forte-456';
const FAILURES_ALLOWED = 3;

const t = useTestApp({ deps: { limits: { loginPerIp: 100_000, passwordChangeFailuresPerUser: FAILURES_ALLOWED } } });

const storedHash = async (userId: number) =>
  (await t.db.knex('users').where({ id: userId }).first<{ password_hash: string }>('password_hash')).password_hash;

describe('changing one’s own password', () => {
  it('when the current password is right, then the new one is stored, this session stays and every other session and socket ends', async () => {
    const user = await createUser(t.db.knex);
    const base = await listen(t);
    const current = await loginSession(t.app, user.email, DEFAULT_PASSWORD);
    const other = await loginSession(t.app, user.email, DEFAULT_PASSWORD);
    const currentSocket = await connectSocket(base, current.cookie);
    const otherSocket = await connectSocket(base, other.cookie);
    try {
      const res = await current.client.put('/api/usuario/senha', { senhaAtual: DEFAULT_PASSWORD, novaSenha: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });

      expect(await bcrypt.compare(NEW_PASSWORD, await storedHash(user.id))).toBe(true);
      expect((await current.client.get('/api/user')).status).toBe(200);
      expect((await other.client.get('/api/user')).status).toBe(401);
      expect(await t.db.knex('sessions').where({ user_id: user.id }).pluck('sid')).toHaveLength(1);
      await waitFor(() => !otherSocket.socket.connected);
      expect(currentSocket.socket.connected).toBe(true);

      expect((await new TestClient(t.app).post('/api/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
      expect((await new TestClient(t.app).post('/api/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(
        401,
      );
    } finally {
      currentSocket.close();
      otherSocket.close();
    }
  });

  it('when the current password is wrong, then 400 "Senha atual incorreta." and nothing changes', async () => {
    const user = await createUser(t.db.knex);
    const current = await loginSession(t.app, user.email, DEFAULT_PASSWORD);
    const other = await loginSession(t.app, user.email, DEFAULT_PASSWORD);
    const before = await storedHash(user.id);

    const res = await current.client.put('/api/usuario/senha', { senhaAtual: 'nao-e-a-senha', novaSenha: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Senha atual incorreta.' });
    expect(await storedHash(user.id)).toBe(before);
    expect((await other.client.get('/api/user')).status).toBe(200);
  });

  it(`when the current password is wrong ${FAILURES_ALLOWED} times, then further attempts of that account are refused with 429, others go on`, async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const { client: someoneElse } = await loggedIn(t.app, t.db.knex);
    // Invalid input is refused before the count: it costs no bcrypt and says nothing about the password.
    for (let i = 0; i < FAILURES_ALLOWED + 2; i++) {
      expect((await client.put('/api/usuario/senha', { senhaAtual: DEFAULT_PASSWORD, novaSenha: '123' })).status).toBe(400);
    }
    for (let i = 0; i < FAILURES_ALLOWED; i++) {
      expect((await client.put('/api/usuario/senha', { senhaAtual: `errada-${i}`, novaSenha: NEW_PASSWORD })).status).toBe(400);
    }
    const throttled = await client.put('/api/usuario/senha', { senhaAtual: DEFAULT_PASSWORD, novaSenha: NEW_PASSWORD });
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      error: 'Muitas tentativas com a senha atual errada. Aguarde 15 minutos e tente novamente.',
    });
    expect(await bcrypt.compare(DEFAULT_PASSWORD, await storedHash(user.id))).toBe(true);

    expect((await someoneElse.put('/api/usuario/senha', { senhaAtual: DEFAULT_PASSWORD, novaSenha: NEW_PASSWORD })).status).toBe(
      200,
    );
  });

  it('when the input breaks the password rules, then 400 with the rule in Portuguese', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const cases: Array<[unknown, string]> = [
      [{ novaSenha: NEW_PASSWORD }, 'Informe a senha atual.'],
      [{ senhaAtual: DEFAULT_PASSWORD }, 'Nova senha é obrigatória.'],
      [{ senhaAtual: DEFAULT_PASSWORD, novaSenha: '12345' }, 'A nova senha precisa de ao menos 6 caracteres.'],
      [{ senhaAtual: DEFAULT_PASSWORD, novaSenha: 'ç'.repeat(37) }, 'Nova senha longa demais (máximo de 72 bytes).'],
    ];
    for (const [body, error] of cases) {
      const res = await client.put('/api/usuario/senha', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error });
    }
  });

  it('when nobody is logged in, then 401', async () => {
    const res = await new TestClient(t.app).put('/api/usuario/senha', { senhaAtual: DEFAULT_PASSWORD, novaSenha: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });

  it('when a reset link was pending, then changing the password makes it useless', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const token = 'A'.repeat(43);
    await t.db.knex('password_reset_tokens').insert({
      user_id: user.id,
      token_hash: sha256(token),
      expira_em: t.db.knex.raw("now() + interval '30 minutes'"),
    });

    expect((await client.put('/api/usuario/senha', { senhaAtual: DEFAULT_PASSWORD, novaSenha: NEW_PASSWORD })).status).toBe(200);
    const res = await new TestClient(t.app).post('/api/senha/redefinir', { token, senha: 'outra-senha-789' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_LINK);
    expect(await bcrypt.compare(NEW_PASSWORD, await storedHash(user.id))).toBe(true);
  });
});
