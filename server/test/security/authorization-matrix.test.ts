/**
 * Runs AUTHORIZATION_MATRIX (authorization-matrix.ts) against the real app on Postgres.
 *
 * Route discovery: the test walks the Express 5 router stack of the app that `startTestApp()` builds
 * (`app.router.stack`, recursing into nested routers). router@2 compiles mount paths into matchers but keeps
 * the original string in `layer.rawPath`, so full paths like `/api/decks/:id` are recovered exactly; a router
 * mounted on a RegExp or an array would make the walk throw rather than silently drop routes. As a cross-check,
 * the /api and /webhook routes found that way must equal the routes of `apiRouter(ctx)` / `webhookRouter(ctx)`
 * from server/src/routes.ts walked on their own. A route missing from the matrix, or a matrix row for a route
 * that no longer exists, fails the "coverage" test.
 *
 * Each row is sent once per actor with a valid CSRF token (TestClient), against data created for that cell.
 * Besides the status code, every non-2xx answer must leave the database exactly as it was (snapshot of all
 * domain tables), and some rows verify that ignored fields (role, status_ia, user_id, deck_id, nivel) changed
 * nothing.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bcrypt from 'bcrypt';
import type { Response } from 'supertest';
import type { SessionUser } from '@app/contracts';
import { startTestApp, APP_ORIGIN, type TestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD, uniqueSuffix, type UserFactoryInput } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { apiRouter, webhookRouter } from '../../src/routes.js';
import { ACTORS, AUTHORIZATION_MATRIX, type MatrixActor, type MatrixRow } from './authorization-matrix.js';
import {
  appRoutes,
  insertAudio,
  insertCampaign,
  insertDeck,
  insertDeletionRequest,
  insertEnvio,
  insertMessage,
  routeKey,
  routerRoutes,
  signedRequest,
  snapshot,
  clientErrorProblem,
  type HttpMethod,
} from './support.js';

const FACEBOOK_SECRET = 'segredo-do-app-facebook-para-testes';

let t: TestApp;
let fake: FakeOpenAi;
const users = {} as Record<Exclude<MatrixActor, 'anonymous'>, SessionUser>;
const clients = {} as Record<MatrixActor, TestClient>;

async function session(input: UserFactoryInput) {
  const user = await createUser(t.db.knex, input);
  const client = new TestClient(t.app);
  await client.login(user.email, DEFAULT_PASSWORD);
  return { user, client };
}

const roleOf = (actor: Exclude<MatrixActor, 'anonymous'>) => (actor === 'colaborador' || actor === 'admin' ? actor : 'usuario');

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await startTestApp({
    env: { FACEBOOK_APP_SECRET: FACEBOOK_SECRET, OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl },
    // Every supertest request comes from 127.0.0.1: the per-IP login/register limits would count them all.
    deps: {
      limits: {
        loginPerIp: 100_000,
        registerPerIp: 100_000,
        loginFailuresPerEmail: 100_000,
        passwordResetPerIp: 100_000,
        passwordResetPerEmail: 100_000,
      },
    },
  });
  for (const actor of ['usuario', 'otherUsuario', 'colaborador', 'admin'] as const) {
    const { user, client } = await session({ role: roleOf(actor) });
    users[actor] = user;
    clients[actor] = client;
  }
  clients.anonymous = await new TestClient(t.app).prime();
});

afterAll(async () => {
  await t?.stop();
  await fake?.close();
});

interface Cell {
  actor: MatrixActor;
  /** The actor's account (undefined for anonymous). */
  me: SessionUser | undefined;
  /** The student who owns the resources in the request. */
  owner: SessionUser;
}

interface Built {
  url: string;
  body?: unknown;
  /** Multipart upload in the `arquivo` field instead of a JSON body. */
  csv?: Buffer;
  /** A client other than the actor's shared one (fresh sessions for login, logout, account deletion). */
  client?: TestClient;
  /** Checked after the request, whatever its status. */
  verify?: (res: Response) => Promise<void>;
}

interface Scenario {
  build(cell: Cell): Promise<Built>;
}

const knex = () => t.db.knex;
const email = () => `seguranca-${uniqueSuffix()}@exemplo.com`;
const newAccount = () => ({ username: 'Pessoa Nova', email: email(), password: 'senha-nova-123', whatsapp: '5511987654321' });
const deckBody = { materia: 'Anatomia', assunto: 'Ossos', autor: 'Prof. Rui', grupo: 'Básico', subgrupo: null, ano: 2026 };

/** A fresh session of the actor's role (or a fresh anonymous client), so shared sessions survive. */
async function freshClient(cell: Cell): Promise<{ client: TestClient; user?: SessionUser }> {
  if (cell.actor === 'anonymous') return { client: await new TestClient(t.app).prime() };
  return session({ role: roleOf(cell.actor) });
}

/** The actor's own deck (for the owner: the owner's deck itself). */
async function actorDeck(cell: Cell, ownerDeckId: number): Promise<number> {
  if (!cell.me || cell.actor === 'usuario') return ownerDeckId;
  return (await insertDeck(knex(), cell.me.id, 0)).deckId;
}

async function userRow(id: number) {
  return knex()('users').where({ id }).first<{ role: string; status_ia: string; status_atendimento: string; marketing_opt_out: boolean } | undefined>();
}

const S: Record<string, Scenario> = {};
const scenario = (method: HttpMethod, path: string, kase: string, s: Scenario) => {
  S[`${method} ${path} :: ${kase}`] = s;
};

scenario('GET', '/healthz', 'health check', { build: async () => ({ url: '/healthz' }) });

scenario('POST', '/api/register', 'new student account (no role)', {
  build: async () => {
    const account = newAccount();
    return {
      url: '/api/register',
      body: account,
      verify: async (res) => {
        if (res.status === 201) expect((await knex()('users').where({ email: account.email }).first())?.role).toBe('usuario');
      },
    };
  },
});
for (const role of ['admin', 'colaborador'] as const) {
  scenario('POST', '/api/register', `role '${role}' in the body`, {
    build: async () => {
      const account = { ...newAccount(), role };
      return {
        url: '/api/register',
        body: account,
        verify: async (res) => {
          const row = await knex()('users').where({ email: account.email }).first<{ role: string } | undefined>();
          if (res.status === 201) expect(row?.role).toBe(role);
          else expect(row).toBeUndefined();
        },
      };
    },
  });
}
scenario('POST', '/api/register', 'status_ia, id and password_hash in the body are ignored', {
  build: async (cell) => {
    const account = {
      ...newAccount(),
      status_ia: 'Desligada',
      status_atendimento: 'Matriculado',
      id: cell.owner.id,
      password_hash: 'x',
      marketing_opt_out: true,
    };
    return {
      url: '/api/register',
      body: account,
      verify: async () => {
        const row = await knex()('users').where({ email: account.email }).first();
        expect(row).toMatchObject({
          role: 'usuario',
          status_ia: 'Ligada',
          status_atendimento: 'Aberto',
          marketing_opt_out: false,
        });
        expect(row.id).not.toBe(cell.owner.id);
        expect(row.password_hash).not.toBe('x');
        expect((await userRow(cell.owner.id))?.role).toBe('usuario');
      },
    };
  },
});

scenario('POST', '/api/login', 'own credentials (fresh session)', {
  build: async (cell) => {
    const fresh = await freshClient(cell);
    const user = fresh.user ?? (await createUser(knex()));
    return { url: '/api/login', body: { email: user.email, password: DEFAULT_PASSWORD }, client: fresh.client };
  },
});
scenario('POST', '/api/login', 'wrong password', {
  build: async (cell) => ({ url: '/api/login', body: { email: (cell.me ?? cell.owner).email, password: 'senha-errada-999' } }),
});
scenario('POST', '/api/logout', 'own session (fresh session)', {
  build: async (cell) => {
    const { client } = await freshClient(cell);
    return {
      url: '/api/logout',
      client,
      verify: async () => expect((await client.get('/api/session')).status).toBe(401),
    };
  },
});
scenario('GET', '/api/user', 'own account', {
  build: async (cell) => ({
    url: '/api/user',
    verify: async (res) => {
      if (res.status === 200) expect(res.body.id).toBe(cell.me?.id);
    },
  }),
});
scenario('GET', '/api/csrf', 'token', { build: async () => ({ url: '/api/csrf' }) });
scenario('GET', '/api/session', 'own session', {
  build: async (cell) => ({
    url: '/api/session',
    verify: async (res) => {
      if (res.status === 200) expect(res.body).toEqual({ id: cell.me?.id, role: cell.me?.role });
    },
  }),
});
scenario('GET', '/api/me', 'own account, or null without a session', {
  build: async (cell) => ({
    url: '/api/me',
    verify: async (res) => expect(res.body.user?.id ?? null).toBe(cell.me?.id ?? null),
  }),
});
scenario('DELETE', '/api/usuario/excluir', 'own account (fresh account)', {
  build: async (cell) => {
    const fresh = await freshClient(cell);
    return {
      url: '/api/usuario/excluir',
      client: fresh.client,
      verify: async (res) => {
        if (fresh.user) expect(Boolean(await userRow(fresh.user.id))).toBe(res.status !== 200);
        // The owner and the shared accounts are never touched.
        expect(await userRow(cell.owner.id)).toBeDefined();
      },
    };
  },
});

scenario('GET', '/api/usuario/preferencias', 'own preferences', {
  build: async () => ({
    url: '/api/usuario/preferencias',
    verify: async (res) => {
      if (res.status === 200) expect(typeof res.body.receber_marketing).toBe('boolean');
    },
  }),
});
scenario('PUT', '/api/usuario/preferencias', 'own marketing consent (fresh account)', {
  // A fresh account per actor: the shared owner must stay a marketing prospect for the marketing rows.
  build: async (cell) => {
    const fresh = await freshClient(cell);
    return {
      url: '/api/usuario/preferencias',
      client: fresh.client,
      body: { receber_marketing: false, userId: cell.owner.id },
      verify: async (res) => {
        if (res.status === 200 && fresh.user) expect((await userRow(fresh.user.id))?.marketing_opt_out).toBe(true);
        // Naming another account in the body changes nothing there.
        expect((await userRow(cell.owner.id))?.marketing_opt_out).toBe(false);
      },
    };
  },
});

// Passwords
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const passwordHashOf = async (id: number) =>
  (await knex()('users').where({ id }).first<{ password_hash: string }>('password_hash')).password_hash;

scenario('POST', '/api/senha/esqueci', "the owner's address", {
  build: async (cell) => ({
    url: '/api/senha/esqueci',
    body: { email: cell.owner.email },
    verify: async (res) => expect(res.body).toEqual({ ok: true }),
  }),
});
scenario('POST', '/api/senha/redefinir', 'a live link to a fresh account', {
  build: async () => {
    const target = await createUser(knex());
    const token = crypto.randomBytes(32).toString('base64url');
    await knex()('password_reset_tokens').insert({
      user_id: target.id,
      token_hash: sha256(token),
      expira_em: knex().raw("now() + interval '30 minutes'"),
    });
    const before = await passwordHashOf(target.id);
    return {
      url: '/api/senha/redefinir',
      body: { token, senha: 'senha-redefinida-123' },
      verify: async (res) => {
        expect((await passwordHashOf(target.id)) !== before).toBe(res.status === 200);
        expect(Boolean(await knex()('password_reset_tokens').where({ user_id: target.id }).first())).toBe(res.status !== 200);
      },
    };
  },
});
scenario('POST', '/api/senha/redefinir', 'a link that was never issued', {
  build: async () => ({
    url: '/api/senha/redefinir',
    body: { token: crypto.randomBytes(32).toString('base64url'), senha: 'senha-redefinida-123' },
  }),
});
scenario('PUT', '/api/usuario/senha', 'own password (fresh account)', {
  build: async (cell) => {
    const fresh = await freshClient(cell);
    const before = fresh.user && (await passwordHashOf(fresh.user.id));
    return {
      url: '/api/usuario/senha',
      client: fresh.client,
      body: { senhaAtual: DEFAULT_PASSWORD, novaSenha: 'senha-trocada-123', userId: cell.owner.id },
      verify: async (res) => {
        if (fresh.user) expect((await passwordHashOf(fresh.user.id)) !== before).toBe(res.status === 200);
        // Naming another account in the body changes nothing there.
        expect(await bcrypt.compare(DEFAULT_PASSWORD, await passwordHashOf(cell.owner.id))).toBe(true);
      },
    };
  },
});
scenario('PUT', '/api/usuario/senha', 'a wrong current password', {
  build: async () => ({ url: '/api/usuario/senha', body: { senhaAtual: 'senha-errada-999', novaSenha: 'senha-trocada-123' } }),
});

// Chat
const chatSave = (autor: string, extra: Record<string, unknown> = {}): Scenario => ({
  build: async (cell) => ({
    url: '/api/chat/salvar',
    body: { userId: cell.owner.id, autor, texto: `Mensagem ${uniqueSuffix()}`, ...extra },
  }),
});
scenario('POST', '/api/chat/salvar', "autor 'user' in the owner's conversation", chatSave('user'));
scenario('POST', '/api/chat/salvar', "autor 'colaborador' in the owner's conversation", chatSave('colaborador'));
scenario('POST', '/api/chat/salvar', "autor 'admin' in the owner's conversation", chatSave('admin'));
scenario('POST', '/api/chat/salvar', "autor 'ia' without an assistant receipt", chatSave('ia'));
scenario('POST', '/api/chat/salvar', 'status_ia in the body is ignored', {
  build: async (cell) => ({
    ...(await chatSave('user', { status_ia: 'Desligada', status_atendimento: 'Matriculado', role: 'admin' }).build(cell)),
    verify: async () =>
      expect(await userRow(cell.owner.id)).toMatchObject({ role: 'usuario', status_ia: 'Ligada', status_atendimento: 'Aberto' }),
  }),
});
scenario('GET', '/api/chat/historico/:userId', "the owner's history", {
  build: async (cell) => {
    await insertMessage(knex(), cell.owner.id);
    return {
      url: `/api/chat/historico/${cell.owner.id}`,
      verify: async (res) => {
        if (res.status === 200) expect(res.body.mensagens.length).toBeGreaterThan(0);
      },
    };
  },
});
scenario('GET', '/api/chat/historico/:userId', 'a user id that does not exist', {
  build: async () => ({ url: '/api/chat/historico/2147483647' }),
});
scenario('GET', '/api/chat/status-ia/:userId', "the owner's AI switch", {
  build: async (cell) => ({ url: `/api/chat/status-ia/${cell.owner.id}` }),
});
scenario('POST', '/api/chatgpt', 'a question', {
  build: async () => ({ url: '/api/chatgpt', body: { message: 'Quais documentos preciso para a matrícula?' } }),
});

// Speech
scenario('POST', '/api/tts', 'a text', { build: async () => ({ url: '/api/tts', body: { text: `Olá ${uniqueSuffix()}` } }) });
scenario('GET', '/api/audio/:id', "the owner's audio id", {
  build: async (cell) => ({ url: `/api/audio/${await insertAudio(knex(), cell.owner.id)}` }),
});
scenario('GET', '/api/audio/:id', 'not a uuid', { build: async () => ({ url: `/api/audio/..%2F..%2Fetc%2Fpasswd` }) });

// Flashcards
scenario('GET', '/api/decks', 'own decks', {
  build: async (cell) => {
    await insertDeck(knex(), cell.owner.id, 0);
    return {
      url: '/api/decks',
      verify: async (res) => {
        if (res.status !== 200) return;
        const ids = (res.body as Array<{ id: number }>).map((d) => d.id);
        const owners = await knex()('decks').whereIn('id', ids).distinct().pluck('user_id');
        expect(owners.filter((id) => id !== cell.me?.id)).toEqual([]);
      },
    };
  },
});
scenario('POST', '/api/decks', 'a new deck', { build: async () => ({ url: '/api/decks', body: deckBody }) });
scenario('POST', '/api/decks', 'user_id of the owner in the body is ignored', {
  build: async (cell) => ({
    url: '/api/decks',
    body: { ...deckBody, user_id: cell.owner.id, id: 1 },
    verify: async (res) => {
      if (res.status === 201) expect((await knex()('decks').where({ id: res.body.id }).first()).user_id).toBe(cell.me?.id);
    },
  }),
});
scenario('POST', '/api/decks/exemplos', 'starter decks for oneself', {
  build: async (cell) => ({
    url: '/api/decks/exemplos',
    body: { user_id: cell.owner.id },
    verify: async (res) => {
      if (res.status !== 201 || !cell.me) return;
      for (const deck of res.body.decks as Array<{ id: number }>) {
        expect((await knex()('decks').where({ id: deck.id }).first()).user_id).toBe(cell.me.id);
      }
    },
  }),
});
scenario('GET', '/api/decks/:id', "the owner's deck", {
  build: async (cell) => ({ url: `/api/decks/${(await insertDeck(knex(), cell.owner.id)).deckId}` }),
});
scenario('PUT', '/api/decks/:id', "the owner's deck", {
  build: async (cell) => ({ url: `/api/decks/${(await insertDeck(knex(), cell.owner.id)).deckId}`, body: deckBody }),
});
scenario('PUT', '/api/decks/:id', 'user_id of the actor in the body is ignored', {
  build: async (cell) => {
    const { deckId } = await insertDeck(knex(), cell.owner.id);
    return {
      url: `/api/decks/${deckId}`,
      body: { ...deckBody, user_id: cell.me?.id ?? 1 },
      verify: async () => expect((await knex()('decks').where({ id: deckId }).first()).user_id).toBe(cell.owner.id),
    };
  },
});
scenario('DELETE', '/api/decks/:id', "the owner's deck", {
  build: async (cell) => {
    const { deckId } = await insertDeck(knex(), cell.owner.id);
    return {
      url: `/api/decks/${deckId}`,
      verify: async (res) => expect(Boolean(await knex()('decks').where({ id: deckId }).first())).toBe(res.status !== 204),
    };
  },
});
scenario('POST', '/api/flashcards/importar/:deckId', "CSV into the owner's deck", {
  build: async (cell) => ({
    url: `/api/flashcards/importar/${(await insertDeck(knex(), cell.owner.id)).deckId}`,
    csv: Buffer.from('frente;verso\nO que é mitose?;Divisão celular\nO que é meiose?;Divisão reducional\n'),
  }),
});
scenario('GET', '/api/flashcards/:deckId', "the owner's cards", {
  build: async (cell) => ({ url: `/api/flashcards/${(await insertDeck(knex(), cell.owner.id)).deckId}` }),
});
scenario('POST', '/api/flashcards/:deckId', "a card in the owner's deck", {
  build: async (cell) => ({
    url: `/api/flashcards/${(await insertDeck(knex(), cell.owner.id)).deckId}`,
    body: { frente: 'Frente', verso: 'Verso' },
  }),
});
scenario('PUT', '/api/flashcards/:deckId/ordem', "the owner's deck and cards", {
  build: async (cell) => {
    const { deckId, cardIds } = await insertDeck(knex(), cell.owner.id);
    return { url: `/api/flashcards/${deckId}/ordem`, body: { ids: [...cardIds].reverse() } };
  },
});
scenario('PUT', '/api/flashcards/:deckId/ordem', "the actor's own deck with the owner's card ids", {
  build: async (cell) => {
    const { deckId, cardIds } = await insertDeck(knex(), cell.owner.id);
    return { url: `/api/flashcards/${await actorDeck(cell, deckId)}/ordem`, body: { ids: [...cardIds].reverse() } };
  },
});
const studyAnswer = {
  nivel: 3,
  revisoes: 4,
  acertos: 3,
  erros: 1,
  proxima_revisao: '2030-01-02 10:00:00',
  ultima_revisao: new Date().toISOString(),
};
scenario('PUT', '/api/flashcards/:deckId/:cardId', "study answer on the owner's card", {
  build: async (cell) => {
    const { deckId, cardIds } = await insertDeck(knex(), cell.owner.id);
    return { url: `/api/flashcards/${deckId}/${cardIds[0]}`, body: studyAnswer };
  },
});
scenario('PUT', '/api/flashcards/:deckId/:cardId', "the actor's own deck with the owner's card id", {
  build: async (cell) => {
    const { deckId, cardIds } = await insertDeck(knex(), cell.owner.id);
    return {
      url: `/api/flashcards/${await actorDeck(cell, deckId)}/${cardIds[0]}`,
      body: { frente: 'Trocada', verso: 'Trocado' },
      verify: async (res) => {
        const card = await knex()('flashcards').where({ id: cardIds[0] }).first();
        expect(card.deck_id).toBe(deckId);
        expect(card.frente).toBe(res.status === 200 ? 'Trocada' : 'Pergunta 1');
      },
    };
  },
});
scenario('PUT', '/api/flashcards/:deckId/:cardId', "nivel 99 on the owner's card", {
  build: async (cell) => {
    const { deckId, cardIds } = await insertDeck(knex(), cell.owner.id);
    return {
      url: `/api/flashcards/${deckId}/${cardIds[0]}`,
      body: { ...studyAnswer, nivel: 99 },
      verify: async () => expect((await knex()('flashcards').where({ id: cardIds[0] }).first()).nivel).toBe(0),
    };
  },
});
scenario('PUT', '/api/flashcards/:deckId/:cardId', 'deck_id and id in the body are ignored', {
  build: async (cell) => {
    const { deckId, cardIds } = await insertDeck(knex(), cell.owner.id);
    const elsewhere = (await insertDeck(knex(), (cell.me ?? users.otherUsuario).id, 0)).deckId;
    return {
      url: `/api/flashcards/${deckId}/${cardIds[0]}`,
      body: { nivel: 2, deck_id: elsewhere, id: cardIds[1], user_id: cell.me?.id },
      verify: async () => {
        const rows = await knex()('flashcards').whereIn('id', cardIds).orderBy('id');
        expect(rows.map((r: { deck_id: number }) => r.deck_id)).toEqual([deckId, deckId]);
        expect(await knex()('flashcards').where({ deck_id: elsewhere }).first()).toBeUndefined();
      },
    };
  },
});
scenario('DELETE', '/api/flashcards/:deckId/:cardId', "the owner's card", {
  build: async (cell) => {
    const { deckId, cardIds } = await insertDeck(knex(), cell.owner.id);
    return { url: `/api/flashcards/${deckId}/${cardIds[0]}` };
  },
});
scenario('DELETE', '/api/flashcards/:deckId/:cardId', "the actor's own deck with the owner's card id", {
  build: async (cell) => {
    const { deckId, cardIds } = await insertDeck(knex(), cell.owner.id);
    return { url: `/api/flashcards/${await actorDeck(cell, deckId)}/${cardIds[0]}` };
  },
});
scenario('POST', '/api/tts/salvar', "the owner's card", {
  build: async (cell) => {
    const { deckId, cardIds } = await insertDeck(knex(), cell.owner.id);
    return { url: '/api/tts/salvar', body: { text: 'Pergunta 1', deckId, cardId: cardIds[0], tipo: 'frente' } };
  },
});
scenario('POST', '/api/tts/salvar', "the actor's own deck with the owner's card id", {
  build: async (cell) => {
    const { deckId, cardIds } = await insertDeck(knex(), cell.owner.id);
    return {
      url: '/api/tts/salvar',
      body: { text: 'Pergunta 1', deckId: await actorDeck(cell, deckId), cardId: cardIds[0], tipo: 'verso' },
    };
  },
});

// Facebook data deletion
scenario('POST', '/api/facebook/data-deletion', 'a valid signed_request', {
  build: async () => ({
    url: '/api/facebook/data-deletion',
    body: { signed_request: signedRequest(FACEBOOK_SECRET, `fb${uniqueSuffix()}`) },
  }),
});
scenario('POST', '/api/facebook/data-deletion', 'a forged signed_request', {
  build: async () => ({
    url: '/api/facebook/data-deletion',
    body: { signed_request: signedRequest('segredo-errado', `fb${uniqueSuffix()}`) },
  }),
});
scenario('GET', '/api/deletion-status/:code', 'an issued code', {
  build: async () => ({ url: `/api/deletion-status/${await insertDeletionRequest(knex())}` }),
});
scenario('GET', '/api/deletion-requests', 'the list', { build: async () => ({ url: '/api/deletion-requests' }) });

// Admin and marketing
scenario('GET', '/api/usuarios', 'the list', { build: async () => ({ url: '/api/usuarios' }) });
scenario('GET', '/api/admin/dashboard', 'the figures', { build: async () => ({ url: '/api/admin/dashboard' }) });
scenario('GET', '/api/admin/usuarios', 'a search', { build: async () => ({ url: '/api/admin/usuarios?busca=Pessoa&pagina=1' }) });
scenario('PATCH', '/api/admin/usuarios/:id', "the owner's name and role", {
  build: async () => {
    const target = await createUser(knex());
    return {
      url: `/api/admin/usuarios/${target.id}`,
      body: { username: 'Nome Alterado', role: 'colaborador' },
      verify: async (res) => {
        const row = await userRow(target.id);
        expect(row?.role).toBe(res.status === 200 ? 'colaborador' : 'usuario');
      },
    };
  },
});
scenario('POST', '/api/admin/usuarios/:id/desativar', 'the owner (fresh account)', {
  build: async () => {
    const target = await createUser(knex());
    return {
      url: `/api/admin/usuarios/${target.id}/desativar`,
      verify: async (res) => {
        const row = await knex()('users').where({ id: target.id }).first('ativo');
        expect(row.ativo).toBe(res.status !== 200);
      },
    };
  },
});
scenario('POST', '/api/admin/usuarios/:id/reativar', 'a deactivated account', {
  build: async () => {
    const target = await createUser(knex());
    await knex()('users').where({ id: target.id }).update({ ativo: false });
    return { url: `/api/admin/usuarios/${target.id}/reativar` };
  },
});
scenario('DELETE', '/api/admin/usuarios/:id', 'a fresh account', {
  build: async () => {
    const target = await createUser(knex());
    return {
      url: `/api/admin/usuarios/${target.id}`,
      verify: async (res) => {
        expect(Boolean(await knex()('users').where({ id: target.id }).first())).toBe(res.status !== 204);
      },
    };
  },
});
scenario('POST', '/api/admin/usuarios/:id/link-senha', "the owner's account", {
  build: async (cell) => ({
    url: `/api/admin/usuarios/${cell.owner.id}/link-senha`,
    verify: async (res) => {
      const row = await knex()('password_reset_tokens').where({ user_id: cell.owner.id }).first();
      if (res.status === 200) {
        expect(res.body.url).toMatch(new RegExp(`^${APP_ORIGIN}/redefinir-senha\\?token=[A-Za-z0-9_-]{43}$`));
        expect(row.token_hash).toBe(sha256(new URL(res.body.url).searchParams.get('token')!));
      }
      // The owner's link would outlive this cell: refused or not, none stays behind.
      await knex()('password_reset_tokens').where({ user_id: cell.owner.id }).delete();
    },
  }),
});
scenario('GET', '/api/prospectos', 'the list', { build: async () => ({ url: '/api/prospectos' }) });
scenario('GET', '/api/modelos-marketing', 'the templates', { build: async () => ({ url: '/api/modelos-marketing' }) });
scenario('POST', '/api/enviar-modelo-marketing', 'the owner as contact', {
  build: async (cell) => ({
    url: '/api/enviar-modelo-marketing',
    body: { contatos: [{ id: cell.owner.id, nome: cell.owner.username }], nomeModelo: 'hello_world' },
  }),
});
scenario('GET', '/api/campanhas-marketing', 'recent campaigns', { build: async () => ({ url: '/api/campanhas-marketing' }) });
scenario('GET', '/api/campanhas-marketing/:id', 'an existing campaign', {
  build: async () => ({ url: `/api/campanhas-marketing/${await insertCampaign(knex(), users.admin.id)}` }),
});

// Staff inbox
scenario('GET', '/api/chat/listar-chamados', 'first page', {
  build: async () => ({ url: '/api/chat/listar-chamados?pagina=1' }),
});
scenario('POST', '/api/atualizar-status-ia', "the owner's ticket", {
  build: async (cell) => ({
    url: '/api/atualizar-status-ia',
    body: { userId: cell.owner.id, status_ia: 'Desligada' },
    verify: async (res) => expect((await userRow(cell.owner.id))?.status_ia).toBe(res.status === 200 ? 'Desligada' : 'Ligada'),
  }),
});
scenario('POST', '/api/atualizar-status-ia', "the actor's own account", {
  build: async (cell) => {
    const target = cell.me ?? cell.owner;
    return {
      url: '/api/atualizar-status-ia',
      body: { userId: target.id, status_ia: 'Desligada' },
      verify: async () => expect((await userRow(target.id))?.status_ia).toBe('Ligada'),
    };
  },
});
scenario('POST', '/api/atualizar-status-atendimento', "the owner's ticket", {
  build: async (cell) => ({
    url: '/api/atualizar-status-atendimento',
    body: { userId: cell.owner.id, status_atendimento: 'Matriculado' },
    verify: async (res) =>
      expect((await userRow(cell.owner.id))?.status_atendimento).toBe(res.status === 200 ? 'Matriculado' : 'Aberto'),
  }),
});
scenario('GET', '/api/whatsapp/status', 'whether WhatsApp is configured', { build: async () => ({ url: '/api/whatsapp/status' }) });
scenario('GET', '/api/whatsapp/envios', "the owner's envios", {
  build: async (cell) => ({ url: `/api/whatsapp/envios?userId=${cell.owner.id}` }),
});
scenario('GET', '/api/whatsapp/envios/:id', 'an envio to the owner', {
  build: async (cell) => ({
    url: `/api/whatsapp/envios/${await insertEnvio(knex(), cell.owner.id, cell.owner.whatsapp ?? '5511900000000')}`,
  }),
});
scenario('POST', '/webhook/enviar-whatsapp', "a reply to the owner's message", {
  build: async (cell) => ({
    url: '/webhook/enviar-whatsapp',
    body: {
      numero: cell.owner.whatsapp,
      mensagem: 'Seus documentos chegaram.',
      userId: cell.owner.id,
      mensagemId: await insertMessage(knex(), cell.owner.id, 'admin', 'Chegaram!'),
    },
  }),
});
scenario('POST', '/webhook/enviar-whatsapp', "mensagemId of another user's message", {
  build: async (cell) => ({
    url: '/webhook/enviar-whatsapp',
    body: {
      numero: cell.owner.whatsapp,
      mensagem: 'Resposta.',
      userId: cell.owner.id,
      mensagemId: await insertMessage(knex(), users.otherUsuario.id),
    },
  }),
});

const rowKey = (row: MatrixRow) => `${row.method} ${row.path} :: ${row.case}`;

async function send(client: TestClient, method: HttpMethod, built: Built): Promise<Response> {
  if (built.csv) {
    await client.prime();
    return client.agent
      .post(built.url)
      .set('Origin', APP_ORIGIN)
      .set('X-XSRF-TOKEN', client.xsrf ?? '')
      .attach('arquivo', built.csv, { filename: 'cards.csv', contentType: 'text/csv' });
  }
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  if (verb === 'get' || verb === 'delete') return client[verb](built.url);
  return client[verb](built.url, built.body);
}

/** Runs one cell; returns a description of every way it departed from the matrix. */
async function runCell(row: MatrixRow, actor: MatrixActor): Promise<{ status: number; problems: string[] }> {
  const owner = users.usuario;
  const cell: Cell = { actor, me: actor === 'anonymous' ? undefined : users[actor], owner };
  const built = await S[rowKey(row)]!.build(cell);
  const before = await snapshot(t.db.knex);
  const res = await send(built.client ?? clients[actor], row.method, built);
  const problems: string[] = [];
  const expected = row.expect[actor];
  if (res.status !== expected) problems.push(`${actor}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`);
  if (res.status >= 400) {
    const problem = clientErrorProblem(res, row.path === '/api/enviar-modelo-marketing');
    if (problem) problems.push(`${actor}: ${problem}`);
    if ((await snapshot(t.db.knex)) !== before)
      problems.push(`${actor}: the database changed although the answer was ${res.status}`);
  }
  try {
    await built.verify?.(res);
  } catch (error) {
    problems.push(`${actor}: ${(error as Error).message}`);
  } finally {
    // Rows that switch the owner's ticket must not leak into the next cell.
    await t.db.knex('users').where({ id: owner.id }).update({ status_ia: 'Ligada', status_atendimento: 'Aberto' });
  }
  return { status: res.status, problems };
}

describe('authorization matrix', () => {
  it('when the router is walked, then every route has a matrix row and every row a route and a request', () => {
    const walked = appRoutes(t.app);
    const routed = new Set(walked.map(routeKey));
    const listed = new Set(AUTHORIZATION_MATRIX.map(routeKey));
    expect(walked.length).toBeGreaterThan(30);
    expect(
      [...routed].filter((k) => !listed.has(k)),
      'routes without a matrix row',
    ).toEqual([]);
    expect(
      [...listed].filter((k) => !routed.has(k)),
      'matrix rows for routes that do not exist',
    ).toEqual([]);

    // Cross-check of the prefix recovery: the same routes, walked from the routers routes.ts builds.
    const fromRoutersTs = [...routerRoutes(apiRouter(t.ctx), '/api'), ...routerRoutes(webhookRouter(t.ctx), '/webhook')].map(
      routeKey,
    );
    expect(fromRoutersTs.sort()).toEqual(
      walked
        .filter((r) => /^\/(api|webhook)\//.test(r.path))
        .map(routeKey)
        .sort(),
    );

    const keys = AUTHORIZATION_MATRIX.map(rowKey);
    expect(new Set(keys).size, 'duplicate cases').toBe(keys.length);
    expect(
      keys.filter((k) => !S[k]),
      'rows without a request',
    ).toEqual([]);
    expect(
      Object.keys(S).filter((k) => !keys.includes(k)),
      'requests without a row',
    ).toEqual([]);
  });

  const unexpected2xx: string[] = [];

  it.each(AUTHORIZATION_MATRIX.map((row) => [rowKey(row), row] as const))(
    'when each actor calls %s, then the statuses match the matrix',
    async (_name, row) => {
      const problems: string[] = [];
      for (const actor of ACTORS) {
        const result = await runCell(row, actor);
        problems.push(...result.problems);
        if (result.status >= 200 && result.status < 300 && !(row.expect[actor] >= 200 && row.expect[actor] < 300)) {
          unexpected2xx.push(`${rowKey(row)} as ${actor}: ${result.status}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('when the whole matrix has run, then no actor got a 2xx the matrix does not allow', () => {
    expect(unexpected2xx).toEqual([]);
  });
});
