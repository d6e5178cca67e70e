/** Logins at a fixed rate (each a bcrypt cost-12 verification) while other users' GETs are measured. */
import type { Knex } from 'knex';
import { load, type LoadResult } from './lib/load.js';
import { BenchSession } from './lib/session.js';
import type { BenchServer } from './lib/server.js';
import { APP_ORIGIN, seedStudent } from './http-reads.js';

export interface LoginFloodResult {
  loginsPerSecond: number;
  logins: number;
  loginFailures: number;
  reads: LoadResult;
}

export async function benchLoginFlood(server: BenchServer, knex: Knex, options: { loginsPerSecond?: number; seconds?: number } = {}): Promise<LoginFloodResult> {
  const rate = options.loginsPerSecond ?? 10;
  const seconds = options.seconds ?? 8;
  const reader = await seedStudent(knex, 20);
  const readerSession = new BenchSession(server.base, APP_ORIGIN);
  await readerSession.login(reader.email, reader.password);
  // Many people logging in at once (one account hammered concurrently would trip its own per-e-mail limit).
  const flooders = [];
  for (let i = 0; i < 10; i++) flooders.push(await seedStudent(knex, 1));

  let failures = 0;
  const flood = (async () => {
    const started = performance.now();
    const pending: Promise<void>[] = [];
    for (let i = 0; i < rate * seconds; i++) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const s = new BenchSession(server.base, APP_ORIGIN);
      const who = flooders[i % flooders.length]!;
      pending.push(s.login(who.email, who.password).catch(() => void (failures += 1)));
    }
    await Promise.all(pending);
  })();
  const reads = await load({
    url: `${server.base}/api/decks`,
    headers: { Cookie: readerSession.cookieHeader },
    connections: 10,
    overallRate: 200,
    durationSeconds: seconds,
  });
  await flood;
  return { loginsPerSecond: rate, logins: rate * seconds, loginFailures: failures, reads };
}
