/**
 * The inbound WhatsApp webhook on the embedded default (PGlite, no DATABASE_URL): a burst of signed deliveries (100
 * events/s for 5 s by default, one in ten a replay of an earlier one) against the production server with its own data
 * directory. A 503 is retried after its Retry-After, as Meta retries. Measured: how long each POST waited for its
 * answer, connection errors, `/healthz` sampled every 100 ms during the burst, then — once the staff socket saw every
 * message, and the server stopped — the messages stored per distinct wamid, read from the data directory itself:
 * nothing lost, nothing doubled.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { connectDatabase, migrateLatest } from '@app/db';
import { delivery, inboundText, sign, wamid } from '../server/test/support/fake-graph-webhooks.js';
import { percentile } from './lib/load.js';
import { startBenchServer } from './lib/server.js';
import { APP_ORIGIN } from './http-reads.js';
import { forgeSessions } from './socket-fanout.js';

export interface EmbeddedWebhookResult {
  database: 'pglite';
  eventsPerSecond: number;
  seconds: number;
  posts: number;
  duplicates: number;
  /** First answers by status (200 stored, 503 queue full: retried after Retry-After). */
  firstAnswers: Record<string, number>;
  retries: number;
  /** Deliveries still not acknowledged with a 200 after every retry (would be Meta's problem for days): must be 0. */
  neverAcknowledged: number;
  /** POSTs that got no answer at all (reset or refused connection). */
  connectionErrors: number;
  answerP50Ms: number;
  answerP99Ms: number;
  answerMaxMs: number;
  healthzP50Ms: number;
  healthzP99Ms: number;
  healthzMaxMs: number;
  healthzSamples: number;
  distinctMessages: number;
  storedMessages: number;
  lost: number;
  doubled: number;
  /** From the end of the burst until the staff socket had seen every message. */
  drainMs: number;
  /** Inside the server: from the route being entered to the answer being handed to the socket (bench/lib/webhook-probe.ts). */
  inServer?: { p50: number; p99: number; max: number };
  /** The server process's event loop during the run (a PGlite query runs on it). */
  serverEventLoop?: { p50: number; p99: number; max: number };
  /** Load average (1 min) before and after: the machine is shared, and a loaded one starves both processes. */
  loadAverage: [number, number];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchWhatsappWebhookEmbedded(options: {
  sessionSecret: string;
  eventsPerSecond?: number;
  seconds?: number;
}): Promise<EmbeddedWebhookResult> {
  const rate = options.eventsPerSecond ?? 100;
  const seconds = options.seconds ?? 5;
  const appSecret = crypto.randomBytes(16).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wa-embedded-'));
  const pgDir = path.join(dataDir, 'pg');
  try {
    // The people and the staff session go in before the server owns the directory (one process per PGlite directory).
    const seed = await connectDatabase({ dataDir: pgDir });
    await migrateLatest(seed.knex);
    const people = (await seed.knex('users')
      .insert(
        Array.from({ length: 200 }, (_, i) => ({
          username: `Contato ${i}`,
          email: `wa-${i}@bench.local`,
          password_hash: 'x',
          role: 'usuario',
          status_ia: 'Desligada',
          whatsapp: `5511${String(900000000 + i).padStart(9, '0')}`,
        })),
      )
      .returning(['id', 'whatsapp'])) as Array<{ id: number; whatsapp: string }>;
    const [staff] = (await seed.knex('users').insert({ username: 'Staff bench', email: 'wa-staff@bench.local', password_hash: 'x', role: 'colaborador' }).returning('id')) as Array<{ id: number }>;
    const [staffSession] = await forgeSessions(seed.knex, options.sessionSecret, [staff!.id], 'colaborador');
    await seed.close();

    const server = await startBenchServer({
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SESSION_SECRET: options.sessionSecret,
      PUBLIC_URL: 'http://localhost:3000',
      APP_URL: 'http://app.localhost:3000',
      ADMIN_PASSWORD: 'admin-bench-123',
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: 'bench-verify',
      BENCH_WEBHOOK_PROBE: '1',
    });
    let result: Omit<EmbeddedWebhookResult, 'storedMessages' | 'lost' | 'doubled'>;
    const sent: Array<{ raw: Buffer; text: string; id: string }> = [];
    try {
      const seen = new Set<string>();
      const socket = io(server.base, { transports: ['websocket'], extraHeaders: { Cookie: `sid=${staffSession!.cookie}`, Origin: APP_ORIGIN }, reconnection: false });
      socket.on('nova-mensagem', (event: { mensagem: string }) => seen.add(event.mensagem));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });

      const loadBefore = os.loadavg()[0]!;
      await fetch(`${server.base}/__bench/webhook-probe/reset`, { method: 'POST' }).catch(() => undefined);
      const answers: number[] = [];
      const firstAnswers: Record<string, number> = {};
      let retries = 0;
      let neverAcknowledged = 0;
      let connectionErrors = 0;
      let duplicates = 0;

      /** One delivery, retried after each 503's Retry-After (at most 10 tries), as Meta does. */
      const deliver = async (raw: Buffer) => {
        for (let attempt = 0; attempt < 10; attempt++) {
          const t0 = performance.now();
          try {
            const res = await fetch(`${server.base}/webhook/whatsapp`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': sign(raw, appSecret) },
              body: new Uint8Array(raw),
            });
            await res.arrayBuffer();
            answers.push(performance.now() - t0);
            if (attempt === 0) firstAnswers[res.status] = (firstAnswers[res.status] ?? 0) + 1;
            if (res.status === 200) return;
            if (res.status !== 503) break;
            retries += 1;
            await pause(Math.min(30, Number(res.headers.get('retry-after') ?? '1')) * 1000);
          } catch {
            connectionErrors += 1;
            return;
          }
        }
        neverAcknowledged += 1;
      };

      const healthz: number[] = [];
      let bursting = true;
      const sampler = (async () => {
        while (bursting) {
          const t0 = performance.now();
          await fetch(`${server.base}/healthz`).then((r) => r.arrayBuffer(), () => undefined);
          healthz.push(performance.now() - t0);
          await pause(100);
        }
      })();

      const posts: Promise<void>[] = [];
      const started = performance.now();
      const total = rate * seconds;
      for (let i = 0; i < total; i++) {
        const wait = started + (i * 1000) / rate - performance.now();
        if (wait > 0) await pause(wait);
        let raw: Buffer;
        if (i % 10 === 9 && sent.length > 0) {
          raw = sent[Math.floor(Math.random() * sent.length)]!.raw;
          duplicates += 1;
        } else {
          const person = people[i % people.length]!;
          const text = `Mensagem embutida nº ${i}`;
          const id = wamid();
          raw = Buffer.from(JSON.stringify(delivery([inboundText({ from: person.whatsapp, id, text })])));
          sent.push({ raw, text, id });
        }
        posts.push(deliver(raw));
      }
      await Promise.all(posts);
      bursting = false;
      await sampler;
      const burstEnded = performance.now();
      const deadline = Date.now() + 300_000;
      while (seen.size < sent.length && Date.now() < deadline) await pause(200);
      const drainMs = performance.now() - burstEnded;
      socket.disconnect();
      const probe = (await fetch(`${server.base}/__bench/webhook-probe`).then((r) => (r.ok ? r.json() : undefined), () => undefined)) as
        | { inServerTotal: EmbeddedWebhookResult['inServer']; eventLoopDelay: EmbeddedWebhookResult['serverEventLoop'] }
        | undefined;
      const round = (v: number) => Number(v.toFixed(1));
      result = {
        database: 'pglite',
        eventsPerSecond: rate,
        seconds,
        posts: total,
        duplicates,
        firstAnswers,
        retries,
        neverAcknowledged,
        connectionErrors,
        answerP50Ms: round(percentile(answers, 50)),
        answerP99Ms: round(percentile(answers, 99)),
        answerMaxMs: round(Math.max(0, ...answers)),
        healthzP50Ms: round(percentile(healthz, 50)),
        healthzP99Ms: round(percentile(healthz, 99)),
        healthzMaxMs: round(Math.max(0, ...healthz)),
        healthzSamples: healthz.length,
        distinctMessages: sent.length,
        drainMs: Math.round(drainMs),
        inServer: probe?.inServerTotal,
        serverEventLoop: probe?.eventLoopDelay,
        loadAverage: [loadBefore, os.loadavg()[0]!],
      };
    } finally {
      await server.stop();
    }

    // The server is gone: its directory is ours to read.
    const check = await connectDatabase({ dataDir: pgDir });
    try {
      const ids = sent.map((s) => s.id);
      const rows = (await check.knex('mensagens').whereIn('wamid', ids).select('wamid')) as Array<{ wamid: string }>;
      const distinctStored = new Set(rows.map((r) => r.wamid)).size;
      return { ...result, storedMessages: rows.length, lost: ids.length - distinctStored, doubled: rows.length - distinctStored };
    } finally {
      await check.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
