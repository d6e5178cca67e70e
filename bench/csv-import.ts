/**
 * CSV import under measurement: a 20 000-row file (semicolon, quotes, accents, CRLF) posted to the real app
 * in this process, timing the request and sampling the event-loop delay (and a health ping) while it runs.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import bcrypt from 'bcrypt';
import { migrateLatest } from '@app/db';
import { createApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { createLogger } from '../server/src/lib/logger.js';
import { percentile } from './lib/load.js';
import { freshDatabase } from './lib/server.js';
import { BenchSession } from './lib/session.js';

export interface CsvImportBenchResult {
  rows: number;
  bytes: number;
  status: number;
  importMs: number;
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  /** p99 of GET /healthz answered while the import ran: what other users felt. */
  healthPingP99Ms: number;
  healthPings: number;
}

/** A realistic cards file: header, quoted fields with doubled quotes and the delimiter inside, accents, CRLF. */
export function buildCardsCsv(rows: number): Buffer {
  const lines = ['Frente;Verso'];
  for (let i = 1; i <= rows; i += 1) {
    lines.push(`"Questão ${i}: qual é a função do órgão ""nº ${i % 97}""; explique";Resposta ${i}, com vírgula e acentuação (coração, pulmão)`);
  }
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

export async function benchCsvImport(options: { rows?: number } = {}): Promise<CsvImportBenchResult> {
  const rows = options.rows ?? 20_000;
  const db = await freshDatabase('csv');
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
    const deckRes = await session.request('POST', '/api/decks', { materia: 'Biologia', assunto: 'Bench', autor: 'Bench', grupo: 'Bench', ano: 2025 });
    const deck = JSON.parse(deckRes.text) as { id: number };

    const csv = buildCardsCsv(rows);
    const form = new FormData();
    form.append('arquivo', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'bench.csv');

    const pings: number[] = [];
    let importing = true;
    const pinger = (async () => {
      while (importing) {
        const started = performance.now();
        await fetch(`${base}/healthz`);
        pings.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    const res = await session.request('POST', `/api/flashcards/importar/${deck.id}`, form);
    const importMs = performance.now() - started;
    delay.disable();
    importing = false;
    await pinger;
    if (res.status !== 201) throw new Error(`bench import failed: ${res.status} ${res.text}`);
    return {
      rows,
      bytes: csv.length,
      status: res.status,
      importMs: Math.round(importMs),
      eventLoopDelayP99Ms: Number((delay.percentile(99) / 1e6).toFixed(1)),
      eventLoopDelayMaxMs: Number((delay.max / 1e6).toFixed(1)),
      healthPingP99Ms: Number(percentile(pings, 99).toFixed(1)),
      healthPings: pings.length,
    };
  } finally {
    await app.close();
    await new Promise<void>((resolve) => app.server.close(() => resolve()));
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchCsvImport(), null, 2));
}
