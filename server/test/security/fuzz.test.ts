/**
 * Bad input everywhere: fast-check properties over every mutating endpoint (POST/PUT/PATCH/DELETE), found by the
 * same router walk as the authorization matrix, so a new mutating route without a fuzz entry fails the
 * coverage test.
 *
 * Each endpoint is called as an actor allowed to reach its validation (its owner, staff or an anonymous
 * visitor) with a valid CSRF token, ≥ 100 generated requests: a valid body with fields replaced by wrong types,
 * weird unicode (emoji, RTL marks, NUL, lone surrogates), out-of-range numbers written as raw JSON (1e309,
 * 2^53+1, -0), removed fields, prototype-pollution keys (`__proto__`, `constructor`, `prototype`, sent as raw
 * JSON text so they survive), malformed JSON, non-object JSON, and the body under wrong content types
 * (text/plain, form-urlencoded, multipart, unsupported charsets, a bogus Content-Encoding). Then targeted huge
 * cases: every string field at ≥ 100 kB under the body limit, and a body beyond the limit.
 *
 * Properties of every answer: never a 5xx; every 4xx is JSON `{ error }` with a Portuguese message (no English
 * library text); after a 4xx the database snapshot (row counts, max ids and a checksum of every row of every
 * domain table) is exactly what it was before the request; and Object.prototype is never polluted.
 * A 2xx is allowed (a mutation may still be valid input) and simply becomes the new baseline.
 *
 * Per-IP limits: the app trusts the loopback proxy and each request carries a random X-Forwarded-For; per-user
 * limits (assistant, speech, chat): requests rotate over a pool of students.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Response, Test } from 'supertest';
import type { SessionUser } from '@app/contracts';
import { startTestApp, APP_ORIGIN, type TestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { createUser, DEFAULT_PASSWORD, type UserFactoryInput } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { appRoutes, clientErrorProblem, insertDeck, MUTATING, randomIp, routeKey, snapshot, type HttpMethod } from './support.js';

const NUM_RUNS = 100;
const POOL_SIZE = 8;
const KB = 1024;

let t: TestApp;
let fake: FakeOpenAi;

interface Member {
  user: SessionUser;
  client: TestClient;
  deckId: number;
  cardIds: number[];
}
const pool: Member[] = [];
let colaborador: { user: SessionUser; client: TestClient };
let admin: { user: SessionUser; client: TestClient };
let anonymous: TestClient;
/** An account whose e-mail is taken: register mutations that stay valid end in a cheap 409, not a bcrypt hash. */
let taken: SessionUser;
/** An account outside the pool with a live reset link (using it ends that account's sessions, none of the pool's). */
let resetTarget: SessionUser;
let resetLinkToken = '';
/** The account the admin's user-management routes act on (edited, deactivated, reactivated, finally deleted). */
let managed: SessionUser;

async function session(input: UserFactoryInput) {
  const user = await createUser(t.db.knex, input);
  const client = new TestClient(t.app);
  await client.login(user.email, DEFAULT_PASSWORD);
  return { user, client };
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await startTestApp({
    env: {
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      FACEBOOK_APP_SECRET: 'segredo-do-app-facebook',
      TRUST_PROXY: 'loopback',
    },
    // Failed logins for one e-mail would turn into 429s after 5 runs and hide the validation behind them.
    // (Fixture logins come from 127.0.0.1 without a forwarded address and would hit the per-IP login limit.)
    // Password-reset requests for one address and wrong current passwords of one student likewise.
    deps: {
      limits: {
        loginFailuresPerEmail: 100_000,
        loginPerIp: 100_000,
        passwordResetPerEmail: 100_000,
        passwordChangeFailuresPerUser: 100_000,
      },
    },
  });
  for (let i = 0; i < POOL_SIZE; i++) {
    const { user, client } = await session({ role: 'usuario' });
    pool.push({ user, client, deckId: 0, cardIds: [] });
  }
  colaborador = await session({ role: 'colaborador' });
  admin = await session({ role: 'admin' });
  anonymous = await new TestClient(t.app).prime();
  taken = await createUser(t.db.knex);
  managed = await createUser(t.db.knex);
  resetTarget = await createUser(t.db.knex);
});

afterAll(async () => {
  await t?.stop();
  await fake?.close();
});

/**
 * Every student has a deck with two cards and the assistant on, and the reset target a live link, whatever the
 * previous property did.
 */
async function resetFixtures() {
  const knex = t.db.knex;
  // The admin routes' junk ids (fast-check favours small integers) can delete or deactivate a fixture account.
  const usable = async (id: number) => Boolean(await knex('users').where({ id, ativo: true, role: 'usuario' }).first('id'));
  for (const member of pool) {
    if (await usable(member.user.id)) continue;
    Object.assign(member, await session({ role: 'usuario' }), { deckId: 0, cardIds: [] });
  }
  if (!(await usable(resetTarget.id))) resetTarget = await createUser(t.db.knex);
  resetLinkToken = crypto.randomBytes(32).toString('base64url');
  await knex('password_reset_tokens')
    .insert({
      user_id: resetTarget.id,
      token_hash: crypto.createHash('sha256').update(resetLinkToken).digest('hex'),
      expira_em: knex.raw("now() + interval '30 minutes'"),
    })
    .onConflict('user_id')
    .merge();
  for (const member of pool) {
    await knex('users').where({ id: member.user.id }).update({ status_ia: 'Ligada', status_atendimento: 'Aberto' });
    const cards: number[] = member.deckId
      ? await knex('flashcards').where({ deck_id: member.deckId }).orderBy('id').pluck('id')
      : [];
    if (cards.length < 2) {
      const fresh = await insertDeck(knex, member.user.id, 2);
      member.deckId = fresh.deckId;
      member.cardIds = fresh.cardIds;
    } else {
      member.cardIds = cards;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Generators

const LONE_SURROGATES = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 4,
});
const WEIRD_STRINGS = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '😀🎉👩🏽‍⚕️',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  '\ud800',
  'x\udfffy',
  '\uFEFF',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  'null',
  'true',
  '9007199254740993',
  'Ligada',
  'admin',
  'ia',
  '2030-02-30 10:00:00',
  '2030-01-01T00:00:00Z',
);
const anyString = fc.oneof(
  WEIRD_STRINGS,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 15 }),
  LONE_SURROGATES,
);
/** Numbers as raw JSON text: some of them (1e309, 2^53+1, 1e-400) cannot be produced by JSON.stringify. */
const RAW_NUMBERS = fc.oneof(
  fc.constantFrom(
    '1e309',
    '-1e309',
    '9007199254740993',
    '-9007199254740993',
    '2147483648',
    '2147483647',
    '-1',
    '0',
    '-0',
    '1.5',
    '1e-400',
    '123456789012345678901234567890',
    '4.9e-324',
  ),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
);
const POLLUTION = '{"role":"admin","isAdmin":true,"polluted":"sim","status_ia":"Desligada"}';
const RAW_OTHER = fc.constantFrom(
  'null',
  'true',
  'false',
  '[]',
  '{}',
  '[1,2,3]',
  '{"$gt":""}',
  '[null]',
  POLLUTION,
  `{"__proto__":${POLLUTION}}`,
  `{"constructor":{"prototype":${POLLUTION}}}`,
);
/** Any JSON value, as the exact text to put in the body. */
const rawValue = fc.oneof(
  { weight: 4, arbitrary: anyString.map((s) => JSON.stringify(s)) },
  { weight: 3, arbitrary: RAW_NUMBERS },
  { weight: 2, arbitrary: RAW_OTHER },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null') },
);
const EXTRA_KEYS = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'role',
      'status_ia',
      'user_id',
      'id',
      'isAdmin',
      'toString',
      'hasOwnProperty',
      'deck_id',
      'autor_id',
    ),
  },
  { weight: 1, arbitrary: anyString },
);
/** Whole bodies that are not an object: malformed JSON, JSON of another type, deep nesting. */
const WHOLE_BODIES = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'undefined',
    'NaN',
    '{"a":NaN}',
    '\u0000',
    '',
    '   ',
    '[]',
    '"texto"',
    '123',
    'null',
    'true',
    '[{"userId":1}]',
    '{"a":"\\ud800"}',
    `{"__proto__":${POLLUTION}}`,
    // Form bodies with bytes that are not UTF-8.
    'a=%FF%FE&b=%ED%A0%80',
    '__proto__[role]=admin&constructor[prototype][role]=admin',
  ),
  fc.string({ maxLength: 40 }),
  // Deep nesting, kept as a recipe so a counterexample prints short.
  fc.record({ nest: fc.constantFrom('[', '{"a":'), depth: fc.integer({ min: 500, max: 6000 }) }),
);
type Whole = string | { nest: string; depth: number };
const wholeText = (w: Whole) =>
  typeof w === 'string'
    ? w
    : `${w.nest.repeat(w.depth)}${w.nest === '[' ? '' : '1'}${(w.nest === '[' ? ']' : '}').repeat(w.depth)}`;

type Encoding = 'json' | 'text' | 'form' | 'multipart' | 'none' | 'latin1' | 'utf16' | 'gzip' | 'unknown-encoding';
const ENCODINGS = fc.oneof(
  { weight: 10, arbitrary: fc.constant<Encoding>('json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom<Encoding>('text', 'form', 'multipart', 'none', 'latin1', 'utf16', 'gzip', 'unknown-encoding'),
  },
);

type Op =
  | { kind: 'replace'; field: number; value: string }
  | { kind: 'inject'; field: number; piece: string; at: number }
  | { kind: 'delete'; field: number }
  | { kind: 'extra'; key: string; value: string };
/** Pieces slipped into an otherwise valid text field, so they reach the service and the database. */
const PIECES = fc.constantFrom(
  '\u0000',
  '😀',
  '👩🏽‍⚕️',
  '\u202E',
  '\ud800',
  '\udfff',
  'مرحبا',
  '\uFEFF',
  '\r\n',
  '\t',
  '<b>',
  "'",
  '"',
  '\\',
  '%00',
  '\u2028',
);
const OP = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('inject' as const), field: fc.nat(), piece: PIECES, at: fc.nat() }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('replace' as const), field: fc.nat(), value: rawValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), field: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('extra' as const), key: EXTRA_KEYS, value: rawValue }) },
);

/** A body as ordered [key, raw JSON text] pairs, or one whole raw text. */
type BodyPlan = { pairs: Array<[string, string]> } | { whole: string };
interface BodyCase {
  ops: Op[];
  whole: Whole | undefined;
  encoding: Encoding;
}
const BODY_CASE: fc.Arbitrary<BodyCase> = fc.record({
  ops: fc.array(OP, { minLength: 1, maxLength: 2 }),
  whole: fc.option(WHOLE_BODIES, { freq: 5, nil: undefined }),
  encoding: ENCODINGS,
});

function plan(valid: Record<string, unknown>, kase: BodyCase): BodyPlan {
  if (kase.whole !== undefined) return { whole: wholeText(kase.whole) };
  const pairs: Array<[string, string]> = Object.entries(valid).map(([k, v]) => [k, JSON.stringify(v)]);
  for (const op of kase.ops) {
    if (op.kind === 'extra') pairs.push([op.key, op.value]);
    else if (pairs.length > 0) {
      const index = op.field % pairs.length;
      const [key, raw] = pairs[index]!;
      if (op.kind === 'replace') pairs[index] = [key, op.value];
      else if (op.kind === 'inject') {
        const current: unknown = JSON.parse(raw);
        if (typeof current === 'string') {
          const at = op.at % (current.length + 1);
          pairs[index] = [key, JSON.stringify(current.slice(0, at) + op.piece + current.slice(at))];
        }
      } else pairs.splice(index, 1);
    }
  }
  return { pairs };
}

const jsonText = (p: BodyPlan) =>
  'whole' in p ? p.whole : `{${p.pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
/** Lone surrogates cannot be percent-encoded; they become U+FFFD as a browser would send them. */
const wellFormed = (s: string) => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const formEncode = (s: string) => encodeURIComponent(wellFormed(s));

/** A form field carries text: strings go as themselves, anything else as its JSON text. */
const formValue = (raw: string) => {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// Sending and checking

interface RawRequest {
  method: HttpMethod;
  url: string;
  encoding: Encoding;
  body: BodyPlan;
  files?: Array<{ field: string; name: string; type: string; content: Buffer }>;
}

function rememberXsrf(client: TestClient, res: Response) {
  for (const cookie of (res.headers['set-cookie'] as unknown as string[] | undefined) ?? []) {
    const match = /^XSRF-TOKEN=([^;]*)/.exec(cookie);
    if (match) client.xsrf = decodeURIComponent(match[1]!);
  }
}

async function sendRaw(client: TestClient, r: RawRequest): Promise<Response> {
  await client.prime();
  const verb = r.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
  let req: Test = client.agent[verb](r.url)
    .set('Origin', APP_ORIGIN)
    .set('X-XSRF-TOKEN', client.xsrf ?? '')
    .set('X-Forwarded-For', randomIp());
  const text = jsonText(r.body);
  if (r.files || r.encoding === 'multipart') {
    const pairs = 'pairs' in r.body ? r.body.pairs : [['dados', r.body.whole] as [string, string]];
    for (const [key, value] of pairs) if (key !== '') req = req.field(key, formValue(value));
    for (const file of r.files ?? []) req = req.attach(file.field, file.content, { filename: file.name, contentType: file.type });
    if (!r.files?.length && pairs.every(([key]) => key === '')) req = req.field('vazio', '');
  } else if (r.encoding === 'form') {
    const body =
      'pairs' in r.body ? r.body.pairs.map(([k, v]) => `${formEncode(k)}=${formEncode(formValue(v))}`).join('&') : r.body.whole;
    req = req.set('Content-Type', 'application/x-www-form-urlencoded').send(body);
  } else if (r.encoding === 'none') {
    req = req.send(Buffer.from(text));
  } else {
    const type = {
      json: 'application/json',
      text: 'text/plain',
      latin1: 'application/json; charset=latin1',
      utf16: 'application/json; charset=utf-16',
      gzip: 'application/json',
      'unknown-encoding': 'application/json',
    }[r.encoding];
    req = req.set('Content-Type', type);
    if (r.encoding === 'gzip') req = req.set('Content-Encoding', 'gzip');
    if (r.encoding === 'unknown-encoding') req = req.set('Content-Encoding', 'zstd-xyz');
    req = req.send(text);
  }
  const res = await req;
  rememberXsrf(client, res);
  return res;
}

let baseline = '';
const stats = new Map<string, Map<number, number>>();

function pollutionProblem(): string | undefined {
  const probe = {} as Record<string, unknown>;
  for (const key of ['role', 'isAdmin', 'polluted', 'status_ia'])
    if (key in probe) return `Object.prototype polluted with "${key}"`;
  return undefined;
}

/** Sends one request and checks the properties; throws a readable error on any violation. */
async function check(endpoint: Endpoint, client: TestClient, r: RawRequest): Promise<Response> {
  const res = await sendRaw(client, r);
  const counts = stats.get(endpoint.key) ?? new Map<number, number>();
  counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
  stats.set(endpoint.key, counts);
  const describe = () =>
    `${r.method} ${r.url} [${r.encoding}] ${jsonText(r.body).slice(0, 300)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  if (res.status >= 500) throw new Error(`5xx: ${describe()}`);
  const polluted = pollutionProblem();
  if (polluted) throw new Error(`${polluted}: ${describe()}`);
  if (res.status >= 400) {
    const problem = clientErrorProblem(res, endpoint.key === 'POST /api/enviar-modelo-marketing');
    if (problem) throw new Error(`${problem}: ${describe()}`);
    const after = await snapshot(t.db.knex);
    if (after !== baseline) throw new Error(`database changed on a ${res.status}: ${describe()}`);
  } else {
    baseline = await snapshot(t.db.knex);
  }
  return res;
}

// ---------------------------------------------------------------------------------------------------------------
// Endpoints

/** Path parameter: the real id of the actor's resource most of the time, or junk. */
const ID_PARAM = fc.oneof(
  { weight: 3, arbitrary: fc.constant<string | null>(null) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.constantFrom(
        '0',
        '-1',
        '1.5',
        'NaN',
        '1e309',
        '9007199254740993',
        '2147483648',
        '%00',
        '%F0%9F%98%80',
        'abc',
        '%2e%2e',
        '1%20OR%201=1',
        '%20%201',
        '%zz',
        '0x10',
        '1e3',
      ),
      fc.integer().map(String),
      anyString.filter((s) => s.length > 0).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x'))),
    ),
  },
);

interface RunInput {
  member: number;
  params: Array<string | null>;
  body: BodyCase;
}

interface Endpoint {
  key: string;
  method: HttpMethod;
  /** Who calls it. A function of the run (pool member) and its fixtures. */
  client(member: Member): TestClient | Promise<TestClient>;
  url(member: Member, params: Array<string | null>): string;
  params: number;
  valid(member: Member): Record<string, unknown>;
  /** Targeted huge strings in these fields (≥ 100 kB) and a body past this limit. */
  limitBytes?: number;
  /** `client()` creates an account per run: the snapshot baseline is taken after it. */
  freshAccount?: boolean;
  multipartFile?: boolean;
}

const DECK = { materia: 'Anatomia', assunto: 'Ossos', autor: 'Prof. Rui', grupo: 'Básico', subgrupo: 'Crânio', ano: 2026 };
const own = (param: string | null, fallback: number) => (param === null ? String(fallback) : param);

async function freshStudent(): Promise<TestClient> {
  return (await session({ role: 'usuario' })).client;
}

const ENDPOINTS: Endpoint[] = [
  {
    key: 'POST /api/register',
    method: 'POST',
    client: () => anonymous,
    url: () => '/api/register',
    params: 0,
    valid: () => ({ username: 'Pessoa Nova', email: taken.email, password: 'senha-nova-123', whatsapp: '5511987654321' }),
    limitBytes: 100 * KB,
  },
  {
    key: 'POST /api/login',
    method: 'POST',
    client: () => anonymous,
    url: () => '/api/login',
    params: 0,
    valid: () => ({ email: taken.email, password: DEFAULT_PASSWORD }),
    limitBytes: 100 * KB,
  },
  {
    key: 'POST /api/logout',
    method: 'POST',
    client: () => new TestClient(t.app),
    url: () => '/api/logout',
    params: 0,
    valid: () => ({}),
    limitBytes: 100 * KB,
  },
  {
    key: 'POST /api/chat/salvar',
    method: 'POST',
    client: (m) => m.client,
    url: () => '/api/chat/salvar',
    params: 0,
    valid: (m) => ({ userId: m.user.id, autor: 'user', texto: 'Olá, tenho uma dúvida.' }),
    limitBytes: 100 * KB,
  },
  {
    key: 'POST /api/chatgpt',
    method: 'POST',
    client: (m) => m.client,
    url: () => '/api/chatgpt',
    params: 0,
    valid: () => ({ message: 'Quais documentos?', context: 'Aluno' }),
    limitBytes: 100 * KB,
  },
  {
    key: 'POST /api/tts',
    method: 'POST',
    client: (m) => m.client,
    url: () => '/api/tts',
    params: 0,
    valid: () => ({ text: 'Olá', voice: 'nova', instructions: 'Calma' }),
    limitBytes: 100 * KB,
  },
  {
    key: 'POST /api/decks',
    method: 'POST',
    client: (m) => m.client,
    url: () => '/api/decks',
    params: 0,
    valid: () => DECK,
    limitBytes: 100 * KB,
  },
  {
    key: 'POST /api/decks/exemplos',
    method: 'POST',
    client: (m) => m.client,
    url: () => '/api/decks/exemplos',
    params: 0,
    valid: () => ({}),
    limitBytes: 100 * KB,
  },
  {
    key: 'PUT /api/decks/:id',
    method: 'PUT',
    client: (m) => m.client,
    url: (m, p) => `/api/decks/${own(p[0]!, m.deckId)}`,
    params: 1,
    valid: () => DECK,
    limitBytes: 100 * KB,
  },
  {
    key: 'DELETE /api/decks/:id',
    method: 'DELETE',
    client: (m) => m.client,
    url: (m, p) => `/api/decks/${own(p[0]!, m.deckId)}`,
    params: 1,
    valid: () => ({}),
  },
  {
    key: 'POST /api/flashcards/importar/:deckId',
    method: 'POST',
    client: (m) => m.client,
    url: (m, p) => `/api/flashcards/importar/${own(p[0]!, m.deckId)}`,
    params: 1,
    valid: () => ({}),
    multipartFile: true,
  },
  {
    key: 'POST /api/flashcards/:deckId',
    method: 'POST',
    client: (m) => m.client,
    url: (m, p) => `/api/flashcards/${own(p[0]!, m.deckId)}`,
    params: 1,
    valid: () => ({ frente: 'Frente', verso: 'Verso' }),
    limitBytes: 100 * KB,
  },
  {
    key: 'PUT /api/flashcards/:deckId/ordem',
    method: 'PUT',
    client: (m) => m.client,
    url: (m, p) => `/api/flashcards/${own(p[0]!, m.deckId)}/ordem`,
    params: 1,
    valid: (m) => ({ ids: [...m.cardIds].reverse() }),
    limitBytes: 100 * KB,
  },
  {
    key: 'PUT /api/flashcards/:deckId/:cardId',
    method: 'PUT',
    client: (m) => m.client,
    url: (m, p) => `/api/flashcards/${own(p[0]!, m.deckId)}/${own(p[1]!, m.cardIds[0]!)}`,
    params: 2,
    valid: () => ({
      frente: 'F',
      verso: 'V',
      ordem: 1,
      nivel: 3,
      revisoes: 4,
      acertos: 3,
      erros: 1,
      proxima_revisao: '2030-01-02 10:00:00',
      ultima_revisao: '2030-01-01T10:00:00.000Z',
      ultimo_acerto: '2030-01-01',
      ultimo_erro: null,
    }),
    limitBytes: 100 * KB,
  },
  {
    key: 'DELETE /api/flashcards/:deckId/:cardId',
    method: 'DELETE',
    client: (m) => m.client,
    url: (m, p) => `/api/flashcards/${own(p[0]!, m.deckId)}/${own(p[1]!, m.cardIds[0]!)}`,
    params: 2,
    valid: () => ({}),
  },
  {
    key: 'POST /api/tts/salvar',
    method: 'POST',
    client: (m) => m.client,
    url: () => '/api/tts/salvar',
    params: 0,
    valid: (m) => ({ text: 'Frente', deckId: m.deckId, cardId: m.cardIds[0], tipo: 'frente' }),
    limitBytes: 100 * KB,
  },
  {
    key: 'PUT /api/usuario/preferencias',
    method: 'PUT',
    client: (m) => m.client,
    url: () => '/api/usuario/preferencias',
    params: 0,
    valid: () => ({ receber_marketing: true }),
    limitBytes: 100 * KB,
  },
  {
    key: 'DELETE /api/usuario/excluir',
    method: 'DELETE',
    client: () => freshStudent(),
    url: () => '/api/usuario/excluir',
    params: 0,
    valid: () => ({}),
    freshAccount: true,
  },
  {
    key: 'POST /api/senha/esqueci',
    method: 'POST',
    client: () => anonymous,
    url: () => '/api/senha/esqueci',
    params: 0,
    valid: () => ({ email: taken.email }),
    limitBytes: 100 * KB,
  },
  {
    key: 'POST /api/senha/redefinir',
    method: 'POST',
    client: () => anonymous,
    url: () => '/api/senha/redefinir',
    params: 0,
    valid: () => ({ token: resetLinkToken, senha: 'senha-redefinida-123' }),
    limitBytes: 100 * KB,
  },
  {
    key: 'PUT /api/usuario/senha',
    method: 'PUT',
    client: (m) => m.client,
    url: () => '/api/usuario/senha',
    params: 0,
    // A wrong current password: the body is valid and reaches bcrypt and the failure count, without turning the
    // pool's cheap factory hashes into cost-12 ones (the success path has its own tests).
    valid: () => ({ senhaAtual: 'senha-errada-999', novaSenha: 'senha-nova-123' }),
    limitBytes: 100 * KB,
  },
  {
    key: 'POST /api/admin/usuarios/:id/link-senha',
    method: 'POST',
    client: () => admin.client,
    url: (m, p) => `/api/admin/usuarios/${own(p[0]!, m.user.id)}/link-senha`,
    params: 1,
    valid: () => ({}),
  },
  {
    key: 'PATCH /api/admin/usuarios/:id',
    method: 'PATCH',
    client: () => admin.client,
    url: (_m, p) => `/api/admin/usuarios/${own(p[0]!, managed.id)}`,
    params: 1,
    valid: () => ({ username: 'Nome Gerenciado', whatsapp: '+595 981 123 456' }),
    limitBytes: 100 * KB,
  },
  {
    key: 'POST /api/admin/usuarios/:id/desativar',
    method: 'POST',
    client: () => admin.client,
    url: (_m, p) => `/api/admin/usuarios/${own(p[0]!, managed.id)}/desativar`,
    params: 1,
    valid: () => ({}),
  },
  {
    key: 'POST /api/admin/usuarios/:id/reativar',
    method: 'POST',
    client: () => admin.client,
    url: (_m, p) => `/api/admin/usuarios/${own(p[0]!, managed.id)}/reativar`,
    params: 1,
    valid: () => ({}),
  },
  {
    key: 'DELETE /api/admin/usuarios/:id',
    method: 'DELETE',
    client: () => admin.client,
    url: (_m, p) => `/api/admin/usuarios/${own(p[0]!, managed.id)}`,
    params: 1,
    valid: () => ({}),
  },
  {
    key: 'POST /api/facebook/data-deletion',
    method: 'POST',
    client: () => anonymous,
    url: () => '/api/facebook/data-deletion',
    params: 0,
    valid: () => ({ signed_request: 'YWJj.eyJ1c2VyX2lkIjoiMSJ9' }),
    limitBytes: 100 * KB,
  },
  {
    key: 'POST /api/enviar-modelo-marketing',
    method: 'POST',
    client: () => admin.client,
    url: () => '/api/enviar-modelo-marketing',
    params: 0,
    valid: (m) => ({
      contatos: [{ id: m.user.id, nome: m.user.username, whatsapp: m.user.whatsapp }],
      nomeModelo: 'hello_world',
    }),
    limitBytes: 2 * KB * KB,
  },
  {
    key: 'POST /api/atualizar-status-ia',
    method: 'POST',
    client: () => colaborador.client,
    url: () => '/api/atualizar-status-ia',
    params: 0,
    valid: (m) => ({ userId: m.user.id, status_ia: 'Desligada' }),
    limitBytes: 100 * KB,
  },
  {
    key: 'POST /api/atualizar-status-atendimento',
    method: 'POST',
    client: () => colaborador.client,
    url: () => '/api/atualizar-status-atendimento',
    params: 0,
    valid: (m) => ({ userId: m.user.id, status_atendimento: 'Em progresso' }),
    limitBytes: 100 * KB,
  },
  {
    key: 'POST /webhook/enviar-whatsapp',
    method: 'POST',
    client: () => admin.client,
    url: () => '/webhook/enviar-whatsapp',
    params: 0,
    valid: (m) => ({ numero: m.user.whatsapp, mensagem: 'Seus documentos chegaram.', userId: m.user.id }),
    limitBytes: 100 * KB,
  },
];

/** CSV-ish file contents: real rows with weird text, random bytes, BOMs, NULs. */
const CSV_FILE = fc.oneof(
  fc
    .array(fc.tuple(anyString, anyString), { minLength: 0, maxLength: 5 })
    .chain((rows) =>
      fc.constantFrom(';', ',', '\t', '|').map((d) => Buffer.from(rows.map(([a, b]) => `${a}${d}${b}`).join('\n'))),
    ),
  fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.from(a)),
  fc.constantFrom(
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from([0xff, 0xfe, 0x00]),
    Buffer.from('frente;verso\n\u0000;\u0000\n'),
    Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('frente;verso\na\u0000b;c\n')]),
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('frente;verso\na\u0000b;c\n', 'utf16le')]),
    Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('frente;verso\na\u0000b;c\n', 'utf16le').swap16()]),
    Buffer.from('"aberta;sem fim\n'),
    Buffer.from('só uma coluna\n'),
    Buffer.from(';\n;\n;\n'),
  ),
);
const FILES = fc.array(
  fc.record({
    field: fc.constantFrom('arquivo', 'arquivo', 'arquivo', 'file', 'arquivo[]', 'outro'),
    name: fc.oneof(
      fc.constantFrom('cards.csv', '../../etc/passwd', 'ação 😀.csv', 'a'.repeat(300), '.csv', 'x.exe'),
      anyString.filter((s) => s.trim() !== '').map((s) => s.replace(/[\ud800-\udfff"\r\n]/g, 'x')),
    ),
    type: fc.constantFrom('text/csv', 'application/octet-stream', 'image/png', 'text/plain; charset=latin1'),
    content: CSV_FILE,
  }),
  { minLength: 0, maxLength: 2 },
);

/** NUL, lone high and low surrogates, RTL override, BOM, line separator, a ZWJ emoji sequence. */
const UNICODE_PIECES = ['\u0000', '\ud800', '\udfff', '\u202e', '\ufeff', '\u2028', '👩🏽‍⚕️'];

function targetedCases(endpoint: Endpoint, member: Member): Array<{ label: string; encoding: Encoding; body: BodyPlan }> {
  const valid = endpoint.valid(member);
  const cases: Array<{ label: string; encoding: Encoding; body: BodyPlan }> = [];
  const limit = endpoint.limitBytes ?? 100 * KB;
  const stringFields = Object.entries(valid).filter(([, v]) => typeof v === 'string');
  // Just under the limit: ASCII and 4-byte emoji.
  const under = Math.min(limit - 2 * KB, 1_900 * KB);
  for (const [field] of stringFields.length ? stringFields : [['texto', '']]) {
    for (const [label, value] of [
      ['ascii', 'a'.repeat(Math.max(100_000, under - 4 * KB))],
      ['emoji', '😀'.repeat(Math.floor(Math.max(100_000, under - 4 * KB) / 4))],
    ] as const) {
      const pairs = Object.entries(valid).map(([k, v]) => [k, JSON.stringify(k === field ? value : v)] as [string, string]);
      if (!(field in valid)) pairs.push([field, JSON.stringify(value)]);
      cases.push({ label: `${field} with ${value.length} ${label} chars`, encoding: 'json', body: { pairs } });
    }
  }
  // Every string field with each troublesome character inside an otherwise valid value.
  for (const [field, original] of stringFields) {
    for (const piece of UNICODE_PIECES) {
      const pairs = Object.entries(valid).map(
        ([k, v]) => [k, JSON.stringify(k === field ? `${String(original)}${piece}x` : v)] as [string, string],
      );
      cases.push({ label: `${field} with U+${piece.codePointAt(0)!.toString(16)}`, encoding: 'json', body: { pairs } });
    }
  }
  // Past the limit, as JSON and as a form.
  const over = 'b'.repeat(limit + 50 * KB);
  const base = Object.entries(valid).map(([k, v]) => [k, JSON.stringify(v)] as [string, string]);
  cases.push({ label: 'body past the limit', encoding: 'json', body: { pairs: [...base, ['extra', JSON.stringify(over)]] } });
  cases.push({ label: 'form past the limit', encoding: 'form', body: { pairs: [...base, ['extra', JSON.stringify(over)]] } });
  // Many keys and a wide array.
  cases.push({
    label: '5 000 keys',
    encoding: 'json',
    body: { pairs: [...base, ...Array.from({ length: 5000 }, (_, i) => [`k${i}`, '1'] as [string, string])] },
  });
  cases.push({ label: 'array of 20 001 items', encoding: 'json', body: { whole: `[${'1,'.repeat(20_000)}1]` } });
  return cases;
}

describe('bad input everywhere', () => {
  it('when the router is walked, then every mutating route has a fuzz entry and every entry a route', () => {
    const mutating = appRoutes(t.app)
      .filter((r) => MUTATING.has(r.method))
      .map(routeKey);
    expect(mutating.length).toBeGreaterThan(15);
    expect(
      mutating.filter((k) => !ENDPOINTS.some((e) => e.key === k)),
      'mutating routes without a fuzz entry',
    ).toEqual([]);
    expect(
      ENDPOINTS.map((e) => e.key).filter((k) => !mutating.includes(k)),
      'fuzz entries without a route',
    ).toEqual([]);
  });

  beforeEach(async () => {
    await resetFixtures();
    baseline = await snapshot(t.db.knex);
  });

  it.each(ENDPOINTS.map((e) => [e.key, e] as const))(
    'when %s gets generated bad input, then never a 5xx, every 4xx is {error} in Portuguese and the database is untouched',
    async (_key, endpoint) => {
      const input: fc.Arbitrary<RunInput> = fc.record({
        member: fc.nat({ max: POOL_SIZE - 1 }),
        params: fc.array(ID_PARAM, { minLength: endpoint.params, maxLength: endpoint.params }),
        body: BODY_CASE,
      });
      const files = endpoint.multipartFile ? fc.option(FILES, { freq: 6, nil: undefined }) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(input, files, async (run, upload) => {
          const member = pool[run.member]!;
          const client = await endpoint.client(member);
          if (endpoint.freshAccount) baseline = await snapshot(t.db.knex);
          await check(endpoint, client, {
            method: endpoint.method,
            url: endpoint.url(member, run.params),
            encoding: upload ? 'multipart' : run.body.encoding,
            body: plan(endpoint.valid(member), run.body),
            files: upload,
          });
        }),
        { numRuns: NUM_RUNS },
      );

      // Targeted cases (huge bodies, every unicode piece in every text field), spread over the pool so per-user
      // limits do not answer in place of the validation.
      const count = targetedCases(endpoint, pool[0]!).length;
      for (let i = 0; i < count; i++) {
        const member = pool[i % POOL_SIZE]!;
        const kase = targetedCases(endpoint, member)[i]!;
        const client = await endpoint.client(member);
        if (endpoint.freshAccount) baseline = await snapshot(t.db.knex);
        const res = await check(endpoint, client, {
          method: endpoint.method,
          url: endpoint.url(member, endpoint.params ? Array.from({ length: endpoint.params }, () => null) : []),
          encoding: kase.encoding,
          body: kase.body,
        });
        if (kase.label.includes('past the limit') && !endpoint.multipartFile) expect(res.status, kase.label).toBe(413);
      }
    },
  );

  it('when a CSV past the 5 MB upload limit arrives, then 413 in Portuguese and no card is stored', async () => {
    const member = pool[0]!;
    const endpoint = ENDPOINTS.find((e) => e.multipartFile)!;
    const big = Buffer.from(`frente;verso\n${'pergunta;resposta\n'.repeat(Math.ceil((5 * KB * KB + 1) / 18))}`);
    const res = await check(endpoint, member.client, {
      method: 'POST',
      url: `/api/flashcards/importar/${member.deckId}`,
      encoding: 'multipart',
      body: { pairs: [] },
      files: [{ field: 'arquivo', name: 'grande.csv', type: 'text/csv', content: big }],
    });
    expect(res.status).toBe(413);
  });

  // Regressions for what the properties found (each was a 500 or an English message before its fix).
  it.each([
    [
      'a NUL in a part header',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="arquivo"; filename="a\u0000b"\r\n\r\nfrente;verso\r\n--XYZ--\r\n',
    ],
    ['no boundary', 'multipart/form-data', 'frente;verso\n'],
    [
      'a form cut short',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="arquivo"; filename="a.csv"\r\n\r\nfrente;verso',
    ],
  ])('when an upload has %s, then 400 "Envio de arquivo inválido." and no card is stored', async (_label, type, body) => {
    const member = pool[2]!;
    const before = await snapshot(t.db.knex);
    await member.client.prime();
    const res = await member.client.agent
      .post(`/api/flashcards/importar/${member.deckId}`)
      .set('Origin', APP_ORIGIN)
      .set('X-XSRF-TOKEN', member.client.xsrf ?? '')
      .set('Content-Type', type)
      .send(Buffer.from(body));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Envio de arquivo inválido.' });
    expect(await snapshot(t.db.knex)).toBe(before);
  });

  it.each([
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('frente;verso\na\u0000b;c\n')])],
    ['UTF-16 LE', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('frente;verso\na\u0000b;c\n', 'utf16le')])],
    ['UTF-16 BE', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('frente;verso\na\u0000b;c\n', 'utf16le').swap16()])],
  ])('when a %s CSV carries a NUL character, then 400 and no card is stored', async (_label, content) => {
    const member = pool[2]!;
    const before = await snapshot(t.db.knex);
    await member.client.prime();
    const res = await member.client.agent
      .post(`/api/flashcards/importar/${member.deckId}`)
      .set('Origin', APP_ORIGIN)
      .set('X-XSRF-TOKEN', member.client.xsrf ?? '')
      .attach('arquivo', content, { filename: 'cards.csv', contentType: 'text/csv' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'O arquivo não parece ser um CSV de texto.' });
    expect(await snapshot(t.db.knex)).toBe(before);
  });

  it('when text fields carry NUL characters, then they are stored without them instead of a 500', async () => {
    const member = pool[3]!;
    const deck = await member.client.post('/api/decks', {
      materia: 'Ana\u0000tomia',
      assunto: '\u0000Ossos',
      autor: 'Rui',
      grupo: 'B',
      ano: 2025,
    });
    expect(deck.status).toBe(201);
    expect(await t.db.knex('decks').where({ id: deck.body.id }).first()).toMatchObject({ materia: 'Anatomia', assunto: 'Ossos' });
    const card = await member.client.post(`/api/flashcards/${deck.body.id}`, { frente: 'F\u0000', verso: 'V' });
    expect(card.status).toBe(201);
    expect(card.body).toMatchObject({ frente: 'F', verso: 'V' });
    const login = await anonymous.post('/api/login', { email: `\u0000${member.user.email}`, password: 'errada\u0000' });
    expect(login.status).toBe(401);
    const forward = await admin.client.post('/webhook/enviar-whatsapp', {
      numero: member.user.whatsapp,
      mensagem: 'Oi\u0000!',
      userId: member.user.id,
    });
    expect(forward.status).toBe(202);
    expect((await t.db.knex('whatsapp_envios').where({ id: forward.body.id }).first()).texto).toBe('Oi!');
  });

  it('when a body is not a JSON object or a field has no message of its own, then the 400 is in Portuguese', async () => {
    const member = pool[3]!;
    const asText = await member.client.post('/api/decks', JSON.stringify({ materia: 'A' }), { 'Content-Type': 'text/plain' });
    expect(asText.status).toBe(400);
    expect(asText.body).toEqual({ error: 'Envie os dados como um objeto JSON.' });
    const asArray = await member.client.post('/api/chat/salvar', [{ userId: member.user.id, autor: 'user', texto: 'Oi' }]);
    expect(asArray.body).toEqual({ error: 'Envie os dados como um objeto JSON.' });
    const contact = await admin.client.post('/api/enviar-modelo-marketing', {
      contatos: [{ id: member.user.id, nome: 5 }],
      nomeModelo: 'hello_world',
    });
    expect(contact.status).toBe(400);
    expect(contact.body.error).toBe('Campo "contatos.0.nome" inválido.');
  });

  it('when a request is a prototype-pollution attempt, then no object in the server gains the keys', async () => {
    const member = pool[1]!;
    const endpoint = ENDPOINTS.find((e) => e.key === 'POST /api/decks')!;
    const res = await check(endpoint, member.client, {
      method: 'POST',
      url: '/api/decks',
      encoding: 'json',
      body: {
        whole: `{"__proto__":${POLLUTION},"constructor":{"prototype":${POLLUTION}},"materia":"A","assunto":"B","autor":"C","grupo":"D","ano":2025}`,
      },
    });
    // Valid fields plus ignored pollution keys: the deck is created for its owner, nothing else moves.
    expect(res.status).toBe(201);
    expect(await t.db.knex('decks').where({ id: res.body.id }).first()).toMatchObject({ user_id: member.user.id, materia: 'A' });
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  afterAll(() => {
    if (process.env.FUZZ_STATS) {
      for (const [key, counts] of stats) console.log(key, Object.fromEntries([...counts].sort((a, b) => a[0] - b[0])));
    }
  });
});
