/** Matrix rows: health check, sign-up, sessions, own account and passwords. */
import crypto from 'node:crypto';
import bcrypt from 'bcrypt';
import { expect } from 'vitest';
import type { Knex } from 'knex';
import { createUser, DEFAULT_PASSWORD, uniqueSuffix } from '../../support/factories.js';
import { insertResetLink } from '../seed.js';
import { adminOnly, everyone, loggedIn, row, userRow, type MatrixRow } from './matrix.js';

const newAccount = () => ({
  username: 'Pessoa Nova',
  email: `seguranca-${uniqueSuffix()}@exemplo.com`,
  password: 'senha-nova-123',
  whatsapp: '5511987654321',
});
const userByEmail = (knex: Knex, email: string) => knex('users').where({ email }).first();
const passwordHashOf = async (knex: Knex, id: number) =>
  (await knex('users').where({ id }).first<{ password_hash: string }>('password_hash')).password_hash;

const registerWithRole = (role: 'admin' | 'colaborador') =>
  row('POST /api/register', `role '${role}' in the body`, { ...everyone(403), admin: 201 }, async ({ knex }) => {
    const account = { ...newAccount(), role };
    return {
      url: '/api/register',
      body: account,
      verify: async (res) => {
        const created = await userByEmail(knex, account.email);
        if (res.status === 201) expect(created?.role).toBe(role);
        else expect(created).toBeUndefined();
      },
    };
  });

export const ACCOUNT_ROWS: readonly MatrixRow[] = [
  row('GET /healthz', 'health check', everyone(200)),

  row('POST /api/register', 'new student account (no role)', everyone(201), async ({ knex }) => {
    const account = newAccount();
    return {
      url: '/api/register',
      body: account,
      verify: async (res) => {
        if (res.status === 201) expect((await userByEmail(knex, account.email))?.role).toBe('usuario');
      },
    };
  }),
  registerWithRole('admin'),
  registerWithRole('colaborador'),
  row('POST /api/register', 'status_ia, id and password_hash in the body are ignored', everyone(201), async ({ knex, owner }) => {
    const ignored = {
      status_ia: 'Desligada',
      status_atendimento: 'Matriculado',
      id: owner.id,
      password_hash: 'x',
      // Consent comes only from the form's box (receber_marketing, absent here): a raw column in the body is no yes.
      marketing_opt_out: false,
    };
    const account = { ...newAccount(), ...ignored };
    return {
      url: '/api/register',
      body: account,
      verify: async () => {
        const created = await userByEmail(knex, account.email);
        expect(created).toMatchObject({
          role: 'usuario',
          status_ia: 'Ligada',
          status_atendimento: 'Aberto',
          marketing_opt_out: true,
        });
        expect(created.id).not.toBe(owner.id);
        expect(created.password_hash).not.toBe('x');
        expect((await userRow(knex, owner.id))?.role).toBe('usuario');
      },
    };
  }),
  row('POST /api/login', 'own credentials (fresh session)', everyone(200), async ({ knex, freshClient }) => {
    const fresh = await freshClient();
    const user = fresh.user ?? (await createUser(knex));
    return { url: '/api/login', body: { email: user.email, password: DEFAULT_PASSWORD }, client: fresh.client };
  }),
  row('POST /api/login', 'wrong password', everyone(401), async ({ me, owner }) => ({
    url: '/api/login',
    body: { email: (me ?? owner).email, password: 'senha-errada-999' },
  })),
  row('POST /api/logout', 'own session (fresh session)', everyone(200), async ({ freshClient }) => {
    const { client } = await freshClient();
    return { url: '/api/logout', client, verify: async () => expect((await client.get('/api/session')).status).toBe(401) };
  }),
  row('GET /api/user', 'own account', loggedIn(200), async ({ me }) => ({
    url: '/api/user',
    verify: async (res) => {
      if (res.status === 200) expect(res.body.id).toBe(me?.id);
    },
  })),
  row('GET /api/csrf', 'token', everyone(200)),
  row('GET /api/session', 'own session', loggedIn(200), async ({ me }) => ({
    url: '/api/session',
    verify: async (res) => {
      if (res.status === 200) expect(res.body).toEqual({ id: me?.id, role: me?.role });
    },
  })),
  row('GET /api/me', 'own account, or null without a session', everyone(200), async ({ me }) => ({
    url: '/api/me',
    verify: async (res) => expect(res.body.user?.id ?? null).toBe(me?.id ?? null),
  })),
  row('DELETE /api/usuario/excluir', 'own account with its password (fresh account)', loggedIn(200), async ({ knex, owner, freshClient }) => {
    const fresh = await freshClient();
    return {
      url: '/api/usuario/excluir',
      client: fresh.client,
      body: { senha: DEFAULT_PASSWORD },
      verify: async (res) => {
        if (fresh.user) expect(Boolean(await userRow(knex, fresh.user.id))).toBe(res.status !== 200);
        // The owner and the shared accounts are never touched.
        expect(await userRow(knex, owner.id)).toBeDefined();
      },
    };
  }),
  row('DELETE /api/usuario/excluir', 'without the password', loggedIn(400), async ({ knex, me }) => ({
    url: '/api/usuario/excluir',
    verify: async () => {
      if (me) expect(await userRow(knex, me.id)).toBeDefined();
    },
  })),
  row('DELETE /api/usuario/excluir', 'with a wrong password', loggedIn(403), async ({ knex, me }) => ({
    url: '/api/usuario/excluir',
    body: { senha: 'senha-errada-999' },
    verify: async () => {
      if (me) expect(await userRow(knex, me.id)).toBeDefined();
    },
  })),
  row('GET /api/usuario/preferencias', 'own preferences', loggedIn(200), async () => ({
    url: '/api/usuario/preferencias',
    verify: async (res) => {
      if (res.status === 200) expect(typeof res.body.receber_marketing).toBe('boolean');
    },
  })),
  // A fresh account per actor: the shared owner must stay a marketing prospect for the marketing rows.
  row(
    'PUT /api/usuario/preferencias',
    'own marketing consent (fresh account)',
    loggedIn(200),
    async ({ knex, owner, freshClient }) => {
      const fresh = await freshClient();
      const ownerBefore = (await userRow(knex, owner.id))?.marketing_opt_out;
      return {
        url: '/api/usuario/preferencias',
        client: fresh.client,
        body: { receber_marketing: true, userId: owner.id },
        verify: async (res) => {
          if (res.status === 200 && fresh.user) expect((await userRow(knex, fresh.user.id))?.marketing_opt_out).toBe(false);
          // Naming another account in the body changes nothing there.
          expect((await userRow(knex, owner.id))?.marketing_opt_out).toBe(ownerBefore);
        },
      };
    },
  ),

  // Passwords
  row('POST /api/senha/esqueci', "the owner's address", everyone(202), async ({ owner }) => ({
    url: '/api/senha/esqueci',
    body: { email: owner.email },
    // The matrix app sends neither e-mail nor WhatsApp: the team hands the link over.
    verify: async (res) => expect(res.body).toEqual({ ok: true, entrega: 'equipe' }),
  })),
  row('GET /api/admin/senha/pedidos', 'the requests waiting for the team', adminOnly(200), async () => ({
    url: '/api/admin/senha/pedidos',
    verify: async (res) => {
      if (res.status === 200) expect(res.body.pedidos).toEqual(expect.any(Array));
      else expect(res.body.pedidos).toBeUndefined();
    },
  })),
  row('POST /api/senha/redefinir', 'a live link to a fresh account', everyone(200), async ({ knex }) => {
    const target = await createUser(knex);
    const token = await insertResetLink(knex, target.id);
    const before = await passwordHashOf(knex, target.id);
    return {
      url: '/api/senha/redefinir',
      body: { token, senha: 'senha-redefinida-123' },
      verify: async (res) => {
        expect((await passwordHashOf(knex, target.id)) !== before).toBe(res.status === 200);
        expect(Boolean(await knex('password_reset_tokens').where({ user_id: target.id }).first())).toBe(res.status !== 200);
      },
    };
  }),
  row('POST /api/senha/redefinir', 'a link that was never issued', everyone(400), async () => ({
    url: '/api/senha/redefinir',
    body: { token: crypto.randomBytes(32).toString('base64url'), senha: 'senha-redefinida-123' },
  })),
  row('PUT /api/usuario/senha', 'own password (fresh account)', loggedIn(200), async ({ knex, owner, freshClient }) => {
    const fresh = await freshClient();
    const before = fresh.user && (await passwordHashOf(knex, fresh.user.id));
    return {
      url: '/api/usuario/senha',
      client: fresh.client,
      body: { senhaAtual: DEFAULT_PASSWORD, novaSenha: 'senha-trocada-123', userId: owner.id },
      verify: async (res) => {
        if (fresh.user) expect((await passwordHashOf(knex, fresh.user.id)) !== before).toBe(res.status === 200);
        // Naming another account in the body changes nothing there.
        expect(await bcrypt.compare(DEFAULT_PASSWORD, await passwordHashOf(knex, owner.id))).toBe(true);
      },
    };
  }),
  row('PUT /api/usuario/senha', 'a wrong current password', loggedIn(400), async () => ({
    url: '/api/usuario/senha',
    body: { senhaAtual: 'senha-errada-999', novaSenha: 'senha-trocada-123' },
  })),
];
