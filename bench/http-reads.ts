/**
 * Authenticated reads against their floor (bench/floor.ts) and the in-process baseline (a bare Express JSON route in
 * the same server process), all measured in one run, plus the session-store queries each read costs.
 *
 * On this shared 2-core machine one 8-second run per route is at the mercy of whatever else runs during those
 * seconds, so the floor, the real routes (and the optional "before" server and Redis floor) take turns in rounds of a
 * few seconds, and each figure is the median of its rounds: a burst of outside load hits every route alike.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import { createClient } from 'redis';
import { load, type LoadResult } from './lib/load.js';
import { BenchSession } from './lib/session.js';
import { benchRedisUrl, type BenchServer } from './lib/server.js';

/** A route's median round, and the server's CPU time per request (main thread + V8/libuv helpers) over its rounds. */
export type RoundsResult = LoadResult & { rounds: number; serverCpuUsPerRequest: number | null };

export interface HttpReadsResult {
  baseline: LoadResult;
  /** The card read's floor (bench/floor.ts): session row + owned cards, two prepared statements, plain node:http. */
  floor: RoundsResult;
  /** ratio: ÷ the bare Express baseline; floorRatio: ÷ the floor (the goal ≥ 0.7). */
  flashcards: RoundsResult & { ratio: number; floorRatio: number };
  decks: RoundsResult & { ratio: number };
  /** The same read served by an earlier commit's server (BENCH_BEFORE_SERVER) on the same database, in the same rounds. */
  before?: { commit: string; flashcards: RoundsResult & { floorRatio: number } };
  /** The floor with the session read from Redis instead of Postgres, when a Redis answers. */
  redisFloor?: RoundsResult & { ratioToPostgresFloor: number };
  sessionQueriesPerRead: number;
  /** Session-store statements seen during those reads, by kind (select / update / …). */
  sessionQueriesByKind: Record<string, number>;
}

export const APP_ORIGIN = 'http://app.localhost:3000';

export async function seedStudent(knex: Knex, cards = 50) {
  const email = `bench-${crypto.randomBytes(5).toString('hex')}@bench.local`;
  const password = 'senha-bench-123';
  const [user] = await knex('users')
    .insert({ username: 'Estudante Bench', email, password_hash: await bcrypt.hash(password, 12), role: 'usuario' })
    .returning('id');
  const decks: number[] = [];
  for (let d = 0; d < 5; d++) {
    const [deck] = await knex('decks')
      .insert({ user_id: user.id, materia: `Matéria ${d}`, assunto: 'Assunto', autor: 'Bench', grupo: 'Grupo', ano: 2025 })
      .returning('id');
    decks.push(deck.id);
    await knex('flashcards').insert(
      Array.from({ length: cards }, (_, i) => ({
        deck_id: deck.id,
        frente: `Pergunta ${i} sobre anatomia`,
        verso: `Resposta ${i}`,
        ordem: i,
      })),
    );
  }
  return { userId: user.id as number, email, password, deckId: decks[0]! };
}

/** CPU time (ms) of a process and all its threads, from /proc; null where there is no /proc. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface Target {
  name: string;
  url: string;
  pid: number | undefined;
}

/** Rounds of `seconds` per target, in turn; per target the round of median req/s, its CPU per request over all rounds. */
export async function inRounds(
  targets: Target[],
  headers: Record<string, string>,
  rounds: number,
  seconds: number,
  connections = 50,
) {
  const runs = new Map<string, { results: LoadResult[]; cpu: number; requests: number; cpuKnown: boolean }>();
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const before = cpuMs(target.pid);
      const result = await load({ url: target.url, headers, connections, durationSeconds: seconds });
      const after = cpuMs(target.pid);
      const run = runs.get(target.name) ?? { results: [], cpu: 0, requests: 0, cpuKnown: true };
      run.results.push(result);
      run.requests += result.total;
      if (before === null || after === null) run.cpuKnown = false;
      else run.cpu += after - before;
      runs.set(target.name, run);
    }
  }
  const out: Record<string, RoundsResult> = {};
  for (const [name, run] of runs) {
    const mid = median(run.results.map((r) => r.requestsPerSecond));
    const chosen = run.results.find((r) => r.requestsPerSecond === mid)!;
    out[name] = {
      ...chosen,
      // Errors of every round count, not only the median one's.
      errors: run.results.reduce((sum, r) => sum + r.errors, 0),
      non2xx: run.results.reduce((sum, r) => sum + r.non2xx, 0),
      p99Ms: median(run.results.map((r) => r.p99Ms)),
      rounds: run.results.length,
      serverCpuUsPerRequest: run.cpuKnown && run.requests > 0 ? Math.round((run.cpu * 1000) / run.requests) : null,
    };
  }
  return out;
}

/** Copies the bench user's stored session into Redis under the Redis floor's prefix, as JSON like the table holds. */
async function mirrorSessionToRedis(knex: Knex, userId: number): Promise<boolean> {
  const redis = createClient({ url: benchRedisUrl() });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const rows: { sid: string; sess: unknown }[] = await knex('sessions').where({ user_id: userId }).select('sid', 'sess');
    for (const row of rows) {
      await redis.set(`bench-floor-sess:${row.sid}`, typeof row.sess === 'string' ? row.sess : JSON.stringify(row.sess), {
        PX: 10 * 60 * 1000,
      });
    }
    return rows.length > 0;
  } catch {
    return false;
  } finally {
    await redis.quit().catch(() => undefined);
  }
}

export async function benchHttpReads(
  server: BenchServer,
  knex: Knex,
  options: { rounds?: number; seconds?: number; before?: { server: BenchServer; commit: string } } = {},
): Promise<HttpReadsResult> {
  const rounds = options.rounds ?? 3;
  const seconds = options.seconds ?? 4;
  const student = await seedStudent(knex);
  const session = new BenchSession(server.base, APP_ORIGIN);
  await session.login(student.email, student.password);
  const headers = { Cookie: session.cookieHeader };
  const cards = `/api/flashcards/${student.deckId}`;
  const redisFloor =
    server.redisFloorBase && (await mirrorSessionToRedis(knex, student.userId)) ? server.redisFloorBase : undefined;

  const pid = server.child.pid;
  const targets: Target[] = [
    { name: 'floor', url: `${server.floorBase}${cards}`, pid },
    ...(redisFloor ? [{ name: 'redisFloor', url: `${redisFloor}${cards}`, pid }] : []),
    { name: 'flashcards', url: `${server.base}${cards}`, pid },
    ...(options.before
      ? [{ name: 'before', url: `${options.before.server.base}${cards}`, pid: options.before.server.child.pid }]
      : []),
    { name: 'decks', url: `${server.base}/api/decks`, pid },
  ];
  // Warm-up so JIT and pools are ready for every route.
  for (const url of [`${server.base}/__bench/baseline`, ...targets.map((t) => t.url)]) {
    await load({ url, headers, connections: 10, durationSeconds: 2 });
  }

  const baseline = await load({ url: `${server.base}/__bench/baseline`, durationSeconds: seconds });
  const measured = await inRounds(targets, headers, rounds, seconds);
  const floor = measured.floor!;
  const flashcards = measured.flashcards!;
  const decks = measured.decks!;

  const counter = async () =>
    (await (await fetch(`${server.base}/__bench/queries`)).json()) as {
      sessionQueries: number;
      sessionQueriesByKind: Record<string, number>;
    };
  // Let requests still in flight from the load runs finish before counting.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = await counter();
  const reads = 200;
  for (let i = 0; i < reads; i++) {
    const res = await fetch(`${server.base}/api/decks`, { headers });
    await res.arrayBuffer();
  }
  const after = await counter();

  return {
    baseline,
    floor,
    flashcards: {
      ...flashcards,
      ratio: flashcards.requestsPerSecond / baseline.requestsPerSecond,
      floorRatio: flashcards.requestsPerSecond / floor.requestsPerSecond,
    },
    decks: { ...decks, ratio: decks.requestsPerSecond / baseline.requestsPerSecond },
    before: options.before
      ? {
          commit: options.before.commit,
          flashcards: { ...measured.before!, floorRatio: measured.before!.requestsPerSecond / floor.requestsPerSecond },
        }
      : undefined,
    redisFloor: measured.redisFloor
      ? { ...measured.redisFloor, ratioToPostgresFloor: measured.redisFloor.requestsPerSecond / floor.requestsPerSecond }
      : undefined,
    sessionQueriesPerRead: (after.sessionQueries - before.sessionQueries) / reads,
    sessionQueriesByKind: Object.fromEntries(
      Object.entries(after.sessionQueriesByKind).map(([kind, n]) => [kind, n - (before.sessionQueriesByKind[kind] ?? 0)]),
    ),
  };
}
