/**
 * Bad input everywhere: fast-check properties over every mutating route (POST/PUT/PATCH/DELETE).
 *
 * Each target is called as an actor allowed to reach its validation (its owner, staff or an anonymous visitor)
 * with a valid CSRF token, ≥ 100 generated requests: a valid body with fields replaced by wrong types, weird
 * unicode (emoji, RTL marks, NUL, lone surrogates), out-of-range numbers written as raw JSON (1e309, 2^53+1, -0),
 * removed fields, prototype-pollution keys (`__proto__`, `constructor`, `prototype`, sent as raw JSON text so they
 * survive), malformed JSON, non-object JSON, and the body under wrong content types (text/plain,
 * form-urlencoded, multipart, unsupported charsets, a bogus Content-Encoding). Then targeted huge cases: every
 * string field at ≥ 100 kB under the body limit, and a body beyond the limit.
 *
 * Properties of every answer: never a 5xx; every 4xx is JSON `{ error }` with a Portuguese message (no English
 * library text); after a 4xx the database snapshot (row counts, max ids and a checksum of every row of every
 * domain table) is exactly what it was before the request; and Object.prototype is never polluted.
 * A 2xx is allowed (a mutation may still be valid input) and simply becomes the new baseline.
 *
 * Per-IP limits: the app trusts the loopback proxy and each request carries a random X-Forwarded-For; per-user
 * limits (assistant, speech, chat): requests rotate over a pool of students.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Response } from 'supertest';
import { TestClient } from '../../support/client.js';
import { createUser } from '../../support/factories.js';
import { clientErrorProblem, snapshot } from '../invariants.js';
import { insertDeck, insertResetLink } from '../seed.js';
import { startSecurityApp, type SecurityApp } from '../support.js';
import { jsonText, plan, targetedCases } from './body-plan.js';
import { BODY_CASE, FILES, ID_PARAM } from './generators.js';
import { sendRaw, type RawRequest } from './send.js';
import { paramCount, targetKey, targetUrl, type FuzzFixtures, type FuzzTarget, type Member } from './target.js';

const NUM_RUNS = 100;
const POOL_SIZE = 8;

export interface FuzzHarness {
  /** Filled in before the file's first test. */
  readonly t: SecurityApp;
  readonly f: FuzzFixtures;
  /** Sends one request and checks the properties; throws a readable error on any violation. */
  check(target: FuzzTarget, client: TestClient, r: RawRequest): Promise<Response>;
  /** The client the target is called with for this member. */
  callAs(target: FuzzTarget, member: Member): Promise<TestClient>;
}

/**
 * The fuzz app for one test file: started before its tests, fixtures made usable again (and the snapshot baseline
 * taken) before each test, stopped after them.
 */
export function useFuzzApp(): FuzzHarness {
  let t: SecurityApp;
  let f: FuzzFixtures;
  let baseline = '';
  const stats = new Map<string, Map<number, number>>();

  beforeAll(async () => {
    t = await startSecurityApp({
      env: { FACEBOOK_APP_SECRET: 'segredo-do-app-facebook', TRUST_PROXY: 'loopback' },
      // Failed logins for one e-mail would turn into 429s after 5 runs and hide the validation behind them.
      // (Fixture logins come from 127.0.0.1 without a forwarded address and would hit the per-IP login limit.)
      // Password-reset requests for one address and wrong current passwords of one student likewise.
      limits: {
        loginFailuresPerEmail: 100_000,
        loginPerIp: 100_000,
        passwordResetPerEmail: 100_000,
        passwordChangeFailuresPerUser: 100_000,
        helpVotesPerIp: 100_000,
      },
    });
    const pool: Member[] = [];
    for (let i = 0; i < POOL_SIZE; i++) pool.push({ ...(await t.logIn({ role: 'usuario' })), deckId: 0, cardIds: [] });
    f = {
      pool,
      colaborador: (await t.logIn({ role: 'colaborador' })).client,
      admin: (await t.logIn({ role: 'admin' })).client,
      anonymous: await t.anonymous(),
      taken: await createUser(t.db.knex),
      managed: await createUser(t.db.knex),
      resetTarget: await createUser(t.db.knex),
      resetLinkToken: '',
    };
  });

  afterAll(async () => {
    if (process.env.FUZZ_STATS) {
      for (const [key, counts] of stats) console.log(key, Object.fromEntries([...counts].sort((a, b) => a[0] - b[0])));
    }
    await t?.stop();
  });

  /**
   * Every student has a deck with two cards and the assistant on, and the reset target a live link, whatever the
   * previous property did.
   */
  beforeEach(async () => {
    const knex = t.db.knex;
    // The admin routes' junk ids (fast-check favours small integers) can delete or deactivate a fixture account.
    const usable = async (id: number) => Boolean(await knex('users').where({ id, ativo: true, role: 'usuario' }).first('id'));
    for (const member of f.pool) {
      if (await usable(member.user.id)) continue;
      Object.assign(member, await t.logIn({ role: 'usuario' }), { deckId: 0, cardIds: [] });
    }
    if (!(await usable(f.resetTarget.id))) f.resetTarget = await createUser(knex);
    f.resetLinkToken = await insertResetLink(knex, f.resetTarget.id);
    for (const member of f.pool) {
      await knex('users').where({ id: member.user.id }).update({ status_ia: 'Ligada', status_atendimento: 'Aberto' });
      const cards: number[] = member.deckId
        ? await knex('flashcards').where({ deck_id: member.deckId }).orderBy('id').pluck('id')
        : [];
      if (cards.length < 2) Object.assign(member, await insertDeck(knex, member.user.id, 2));
      else member.cardIds = cards;
    }
    baseline = await snapshot(knex);
  });

  function pollutionProblem(): string | undefined {
    const probe = {} as Record<string, unknown>;
    for (const key of ['role', 'isAdmin', 'polluted', 'status_ia'])
      if (key in probe) return `Object.prototype polluted with "${key}"`;
    return undefined;
  }

  async function check(target: FuzzTarget, client: TestClient, r: RawRequest): Promise<Response> {
    const res = await sendRaw(client, r);
    const key = targetKey(target);
    const counts = stats.get(key) ?? new Map<number, number>();
    counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
    stats.set(key, counts);
    const summary = () =>
      `${r.method} ${r.url} [${r.encoding}] ${jsonText(r.body).slice(0, 300)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
    if (res.status >= 500) throw new Error(`5xx: ${summary()}`);
    const polluted = pollutionProblem();
    if (polluted) throw new Error(`${polluted}: ${summary()}`);
    if (res.status >= 400) {
      const problem = clientErrorProblem(res, target.path);
      if (problem) throw new Error(`${problem}: ${summary()}`);
      const after = await snapshot(t.db.knex);
      if (after !== baseline) throw new Error(`database changed on a ${res.status}: ${summary()}`);
    } else {
      baseline = await snapshot(t.db.knex);
    }
    return res;
  }

  async function callAs(target: FuzzTarget, member: Member): Promise<TestClient> {
    switch (target.as ?? 'student') {
      case 'student':
        return member.client;
      case 'colaborador':
        return f.colaborador;
      case 'admin':
        return f.admin;
      case 'anonymous':
        return f.anonymous;
      case 'newVisitor':
        return new TestClient(t.app);
      case 'newStudent': {
        const { client } = await t.logIn({ role: 'usuario' });
        // That login is no change of the request under test.
        baseline = await snapshot(t.db.knex);
        return client;
      }
    }
  }

  return {
    get t() {
      return t;
    },
    get f() {
      return f;
    },
    check,
    callAs,
  };
}

const FUZZ_PROPERTY_TIMEOUT_MS = 120_000;

/** One property per target (generated bad input, then the targeted huge and unicode bodies), grouped by domain. */
export function describeFuzz(fuzz: FuzzHarness, tables: Record<string, readonly FuzzTarget[]>) {
  describe('bad input everywhere', () => {
    for (const [domain, targets] of Object.entries(tables)) {
      describe(domain, () => {
        it.each(targets.map((target) => [targetKey(target), target] as const))(
          'when %s gets generated bad input, then never a 5xx, every 4xx is {error} in Portuguese and the database is untouched',
          (_key, target) => fuzzTarget(fuzz, target),
          // ~10 s each on a quiet box; 25 s seen with other suites on both cores. A property cut short by a timeout
          // keeps sending in the background and fails the next ones, so the margin is wide (a 3× slower machine).
          FUZZ_PROPERTY_TIMEOUT_MS,
        );
      });
    }
  });
}

async function fuzzTarget({ f, check, callAs }: FuzzHarness, target: FuzzTarget) {
  const params = paramCount(target);
  const input = fc.record({
    member: fc.nat({ max: POOL_SIZE - 1 }),
    params: fc.array(ID_PARAM, { minLength: params, maxLength: params }),
    body: BODY_CASE,
  });
  const files = target.multipartFile ? fc.option(FILES, { freq: 6, nil: undefined }) : fc.constant(undefined);
  await fc.assert(
    fc.asyncProperty(input, files, async (run, upload) => {
      const member = f.pool[run.member]!;
      const client = await callAs(target, member);
      await check(target, client, {
        method: target.method,
        url: targetUrl(target, member, f, run.params),
        encoding: upload ? 'multipart' : run.body.encoding,
        body: plan(target.valid(member, f), run.body),
        files: upload,
      });
    }),
    { numRuns: NUM_RUNS },
  );

  // Targeted cases (huge bodies, every unicode piece in every text field), spread over the pool so per-user
  // limits do not answer in place of the validation.
  const targeted = (member: Member) => targetedCases(target.valid(member, f), target.limitBytes);
  const count = targeted(f.pool[0]!).length;
  for (let i = 0; i < count; i++) {
    const member = f.pool[i % POOL_SIZE]!;
    const kase = targeted(member)[i]!;
    const client = await callAs(target, member);
    const res = await check(target, client, {
      method: target.method,
      url: targetUrl(target, member, f, []),
      encoding: kase.encoding,
      body: kase.body,
    });
    if (kase.label.includes('past the limit') && !target.multipartFile) expect(res.status, kase.label).toBe(413);
  }
}
