/**
 * Authenticated reads against the in-process baseline (a bare Express JSON route in the same server
 * process), all measured in one run, plus the session-store queries each read costs.
 */
import crypto from 'node:crypto';
import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import { load, type LoadResult } from './lib/load.js';
import { BenchSession } from './lib/session.js';
import type { BenchServer } from './lib/server.js';

export interface HttpReadsResult {
  baseline: LoadResult;
  /** The card read's floor (bench/floor.ts): session row + owned cards, two prepared statements, plain node:http. */
  floor: LoadResult;
  /** ratio: ÷ the bare Express baseline; floorRatio: ÷ the floor (issue 18's goal ≥ 0.7). */
  flashcards: LoadResult & { ratio: number; floorRatio: number };
  decks: LoadResult & { ratio: number };
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
      Array.from({ length: cards }, (_, i) => ({ deck_id: deck.id, frente: `Pergunta ${i} sobre anatomia`, verso: `Resposta ${i}`, ordem: i })),
    );
  }
  return { userId: user.id as number, email, password, deckId: decks[0]! };
}

export async function benchHttpReads(server: BenchServer, knex: Knex, seconds = 8): Promise<HttpReadsResult> {
  const student = await seedStudent(knex);
  const session = new BenchSession(server.base, APP_ORIGIN);
  await session.login(student.email, student.password);
  const headers = { Cookie: session.cookieHeader };

  // Warm-up so JIT and pools are ready for every route.
  for (const path of ['/__bench/baseline', `/api/flashcards/${student.deckId}`, '/api/decks']) {
    await load({ url: `${server.base}${path}`, headers, connections: 10, durationSeconds: 2 });
  }
  const floorUrl = `${server.floorBase}/api/flashcards/${student.deckId}`;
  await load({ url: floorUrl, headers, connections: 10, durationSeconds: 2 });

  const baseline = await load({ url: `${server.base}/__bench/baseline`, durationSeconds: seconds });
  const floor = await load({ url: floorUrl, headers, durationSeconds: seconds });
  const flashcards = await load({ url: `${server.base}/api/flashcards/${student.deckId}`, headers, durationSeconds: seconds });
  const decks = await load({ url: `${server.base}/api/decks`, headers, durationSeconds: seconds });

  const counter = async () =>
    (await (await fetch(`${server.base}/__bench/queries`)).json()) as { sessionQueries: number; sessionQueriesByKind: Record<string, number> };
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
    sessionQueriesPerRead: (after.sessionQueries - before.sessionQueries) / reads,
    sessionQueriesByKind: Object.fromEntries(
      Object.entries(after.sessionQueriesByKind).map(([kind, n]) => [kind, n - (before.sessionQueriesByKind[kind] ?? 0)]),
    ),
  };
}
