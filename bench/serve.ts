/**
 * The production server as `npm start` runs it (runServer), plus two bench-only routes mounted before
 * everything else: a bare Express JSON route (the in-process baseline) and a counter of session-store queries.
 */
import { loadConfig } from '../server/src/config.js';
import { runServer } from '../server/src/server.js';
import type { Knex } from 'knex';
import { createClient } from 'redis';
import { startFloorServer } from './floor.js';
import { startLayerServers } from './layers.js';
import { installWebhookProbe } from './lib/webhook-probe.js';

let sessionQueries = 0;
let allQueries = 0;
const sessionQueriesByKind: Record<string, number> = {};

const config = loadConfig();
let knex: Knex | undefined;
const server = await runServer(config, {
  onDatabase: (db) => {
    knex = db.knex;
    db.knex.on('query', (q: { sql: string }) => {
      allQueries += 1;
      if (/\bsessions\b/.test(q.sql)) {
        sessionQueries += 1;
        const kind = q.sql.trim().split(/\s+/)[0]!.toLowerCase();
        sessionQueriesByKind[kind] = (sessionQueriesByKind[kind] ?? 0) + 1;
      }
    });
  },
  beforeRoutes: (app) => {
    app.get('/__bench/baseline', (_req, res) => {
      res.json({ ok: true, items: [1, 2, 3] });
    });
    app.get('/__bench/queries', (_req, res) => {
      res.json({ sessionQueries, allQueries, sessionQueriesByKind });
    });
    // Only the webhook bench asks for it: its 5 ms timer would be noise in the other benches.
    if (process.env.BENCH_WEBHOOK_PROBE) installWebhookProbe(app, () => knex);
  },
});
// The floor of the card read (bench/floor.ts), in this process and on this pool; its port goes out before READY.
const floor = await startFloorServer(knex!, config.sessionSecret);
process.stdout.write(`BENCH_FLOOR ${floor.port}\n`);
// The same floor with the session read from Redis (BENCH_REDIS_URL), when a Redis answers there.
const redis = process.env.BENCH_REDIS_URL ? createClient({ url: process.env.BENCH_REDIS_URL }) : undefined;
redis?.on('error', () => undefined);
const redisFloor = redis
  ? await redis
      .connect()
      .then(() => startFloorServer(knex!, config.sessionSecret, { redis, prefix: 'bench-floor-sess:' }))
      .catch(() => undefined)
  : undefined;
if (redisFloor) process.stdout.write(`BENCH_FLOOR_REDIS ${redisFloor.port}\n`);
// The card read built up layer by layer (bench/layers.ts), only for the bench that measures them.
const layers = process.env.BENCH_LAYERS
  ? await startLayerServers({ config, knex: knex!, logger: server.logger, app: server.app })
  : undefined;
if (layers) process.stdout.write(`BENCH_LAYERS ${JSON.stringify(layers.ports)}\n`);
process.stdout.write(`BENCH_READY ${server.port}\n`);
const stop = async () => {
  await floor.close();
  await redisFloor?.close();
  await layers?.close();
  await redis?.quit().catch(() => undefined);
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
