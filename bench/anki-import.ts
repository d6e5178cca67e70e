/**
 * Anki import under measurement: a 20 000-note package in the current format (zstd collection.anki21b, schema 18,
 * built by server/test/flashcards/anki-packages.ts) posted to the real app in this process — its preview on a fresh
 * worker thread (the first file after a quiet spell), again on the warm thread, then its import into a new deck —
 * timing each request and asking /healthz one request after another meanwhile, against /healthz with nothing running.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import bcrypt from 'bcrypt';
import { migrateLatest } from '@app/db';
import { createApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { createLogger } from '../server/src/lib/logger.js';
import { currentPackage } from '../server/test/flashcards/anki-packages.js';
import { percentile } from './lib/load.js';
import { freshDatabase } from './lib/server.js';
import { BenchSession } from './lib/session.js';

export interface AnkiRequestFigures {
  status: number;
  ms: number;
  /** /healthz answered while the request ran: how many, and how long they took (ms). */
  healthPings: number;
  healthP99Ms: number;
  healthMaxMs: number;
  eventLoopDelayMaxMs: number;
}

export interface AnkiImportBenchResult {
  notes: number;
  bytes: number;
  /** The machine's 1-minute load average when the section started (2 cores shared with other work). */
  loadAverage: number;
  /** /healthz with nothing else running, the baseline of the figures below. */
  idleHealthP99Ms: number;
  previewCold: AnkiRequestFigures;
  previewWarm: AnkiRequestFigures;
  importNewDeck: AnkiRequestFigures & { imported: number };
}

async function measured(base: string, send: () => Promise<{ status: number; text: string }>) {
  const pings: number[] = [];
  let running = true;
  const pinger = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/healthz`);
      pings.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  const res = await send();
  const ms = performance.now() - started;
  delay.disable();
  running = false;
  await pinger;
  const figures: AnkiRequestFigures = {
    status: res.status,
    ms: Math.round(ms),
    healthPings: pings.length,
    healthP99Ms: Number(percentile(pings, 99).toFixed(1)),
    healthMaxMs: Number(Math.max(...pings).toFixed(1)),
    eventLoopDelayMaxMs: Number((delay.max / 1e6).toFixed(1)),
  };
  return { res, figures };
}

export async function benchAnkiImport(options: { notes?: number } = {}): Promise<AnkiImportBenchResult> {
  const notes = options.notes ?? 20_000;
  const bytes = await currentPackage(
    Array.from({ length: notes }, (_, i) => ({
      fields: [`<b>Questão ${i}</b>: qual é a função do órgão nº ${i % 97}?`, `Resposta ${i}, com acentuação (coração, pulmão) e <i>itálico</i><br>em duas linhas`],
    })),
    { deck: 'Medicina::Bench' },
  );
  const db = await freshDatabase('anki');
  await migrateLatest(db.knex);
  const origin = 'http://app.localhost:3000';
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', APP_URL: origin, STATIC_DIR: '/nonexistent' });
  const app = createApp(config, { db: db.knex, logger: createLogger('silent') });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const email = `bench-${crypto.randomBytes(4).toString('hex')}@exemplo.com`;
    await db.knex('users').insert({ username: 'Bench', email, password_hash: await bcrypt.hash('senha-bench-123', 4), role: 'usuario' });
    const session = new BenchSession(base, origin);
    await session.login(email, 'senha-bench-123');
    const idle: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const started = performance.now();
      await fetch(`${base}/healthz`);
      idle.push(performance.now() - started);
    }
    const form = (fields: Record<string, string> = {}) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      data.append('arquivo', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), 'bench.apkg');
      return data;
    };
    const preview = () => session.request('POST', '/api/flashcards/importar-anki?previa=1', form());
    const cold = await measured(base, preview);
    const warm = await measured(base, preview);
    const deck = { materia: 'Medicina', assunto: 'Bench', autor: 'Bench', grupo: 'Bench', ano: '2026' };
    const imported = await measured(base, () => session.request('POST', '/api/flashcards/importar-anki?frente=0&verso=1', form(deck)));
    for (const [name, run] of [['preview (cold)', cold], ['preview (warm)', warm], ['import', imported]] as const) {
      if (run.res.status >= 300) throw new Error(`bench ${name} failed: ${run.res.status} ${run.res.text.slice(0, 200)}`);
    }
    return {
      notes,
      bytes: bytes.length,
      loadAverage: Number(os.loadavg()[0]!.toFixed(1)),
      idleHealthP99Ms: Number(percentile(idle, 99).toFixed(1)),
      previewCold: cold.figures,
      previewWarm: warm.figures,
      importNewDeck: { ...imported.figures, imported: (JSON.parse(imported.res.text) as { importados: number }).importados },
    };
  } finally {
    await app.close();
    await new Promise<void>((resolve) => app.server.close(() => resolve()));
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchAnkiImport(), null, 2));
}
