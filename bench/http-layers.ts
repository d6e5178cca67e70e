/**
 * What each layer of the card read costs: the floor, the layered servers of bench/layers.ts and the real
 * app answer the same request in turns, one connection at a time, and each is charged the bench server's CPU per
 * request over its rounds. One connection keeps the figure a property of the path: at 50 connections the server
 * batches more work per event-loop turn the slower it is, which blurs what each layer adds.
 */
import type { Knex } from 'knex';
import { BenchSession } from './lib/session.js';
import type { BenchServer } from './lib/server.js';
import { APP_ORIGIN, inRounds, seedStudent, type RoundsResult, type Target } from './http-reads.js';
import { load } from './lib/load.js';

export interface LayerResult extends RoundsResult {
  /** Server CPU per request (µs) above the layer before it (the floor for the first). */
  addedCpuUs: number | null;
}

export interface HttpLayersResult {
  connections: number;
  /** floor, each layer of bench/layers.ts in order, then `real` (the app as served). */
  layers: Record<string, LayerResult>;
}

export async function benchLayers(
  server: BenchServer,
  knex: Knex,
  options: { rounds?: number; seconds?: number } = {},
): Promise<HttpLayersResult> {
  if (!server.layerBases) throw new Error('the bench server was started without BENCH_LAYERS');
  const student = await seedStudent(knex);
  const session = new BenchSession(server.base, APP_ORIGIN);
  await session.login(student.email, student.password);
  const headers = { Cookie: session.cookieHeader };
  const path = `/api/flashcards/${student.deckId}`;
  const pid = server.child.pid;
  const targets: Target[] = [
    { name: 'floor', url: `${server.floorBase}${path}`, pid },
    ...Object.entries(server.layerBases).map(([name, base]) => ({ name, url: `${base}${path}`, pid })),
    { name: 'real', url: `${server.base}${path}`, pid },
  ];
  // Every layer must answer the same 50 cards, or the comparison means nothing.
  for (const target of targets) {
    const res = await fetch(target.url, { headers });
    const body: unknown = await res.json();
    if (res.status !== 200 || !Array.isArray(body) || body.length !== 50) {
      throw new Error(`${target.name} answered ${res.status} with ${JSON.stringify(body).slice(0, 120)}`);
    }
    await load({ url: target.url, headers, connections: 1, durationSeconds: 2 });
  }
  const connections = 1;
  const measured = await inRounds(targets, headers, options.rounds ?? 10, options.seconds ?? 1.5, connections);
  const layers: Record<string, LayerResult> = {};
  let previous: number | null = null;
  for (const { name } of targets) {
    const result = measured[name]!;
    const cpu = result.serverCpuUsPerRequest;
    layers[name] = { ...result, addedCpuUs: cpu !== null && previous !== null && name !== 'floor' ? cpu - previous : null };
    previous = cpu;
  }
  return { connections, layers };
}
