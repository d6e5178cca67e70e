import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchDatabase {
  url: string;
  knex: Knex;
  drop(): Promise<void>;
}

/** A fresh database next to DATABASE_URL (default: the local Postgres). */
export async function freshDatabase(label: string): Promise<BenchDatabase> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${label}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const knex = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 10 } });
  return {
    url: url.toString(),
    knex,
    drop: async () => {
      await knex.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}

/** Where the bench finds a Redis (the Redis floor): BENCH_REDIS_URL, REDIS_URL, REDIS_URL_TEST or the local one. */
export const benchRedisUrl = () =>
  process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

export interface BenchServer {
  port: number;
  base: string;
  /** The card read's floor (bench/floor.ts) in the same process: http://127.0.0.1:PORT. */
  floorBase: string;
  /** The same floor reading the session from Redis (BENCH_REDIS_URL), when the server could reach one. */
  redisFloorBase?: string;
  /** The card read built up layer by layer (bench/layers.ts), when started with BENCH_LAYERS. */
  layerBases?: Record<string, string>;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts bench/serve.ts (the production server) in its own process so load generation does not share its CPU time slice. */
export async function startBenchServer(env: Record<string, string>, root = ROOT): Promise<BenchServer> {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (docs/performance.md).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/serve.ts'], {
    // `root`: another checkout's server (BENCH_BEFORE_SERVER), run from its own folder with its own bench/serve.ts.
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bench server did not start:\n${output}`)), 90_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /BENCH_READY (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}):\n${output}`)));
  });
  const floorPort = /BENCH_FLOOR (\d+)/.exec(output)?.[1];
  const redisFloorPort = /BENCH_FLOOR_REDIS (\d+)/.exec(output)?.[1];
  const layerPorts = /BENCH_LAYERS (\{.*\})/.exec(output)?.[1];
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    floorBase: `http://127.0.0.1:${floorPort}`,
    redisFloorBase: redisFloorPort ? `http://127.0.0.1:${redisFloorPort}` : undefined,
    layerBases: layerPorts
      ? Object.fromEntries(
          Object.entries(JSON.parse(layerPorts) as Record<string, number>).map(([k, p]) => [k, `http://127.0.0.1:${p}`]),
        )
      : undefined,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
