/**
 * The inbound WhatsApp webhook under load: signed deliveries POSTed at a fixed rate (200 events/s by default, one in
 * ten a replay of an earlier one, as Meta's retries are), the acknowledgement latency of each POST, the number of
 * messages stored per distinct wamid once the queue drained (must be exactly one), and the time from the POST to the
 * `nova-mensagem` event at a staff member's socket (what the staff screen shows).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { io } from 'socket.io-client';
import { delivery, inboundText, sign, wamid } from '../server/test/support/fake-graph-webhooks.js';
import { percentile } from './lib/load.js';
import type { BenchServer } from './lib/server.js';
import { APP_ORIGIN } from './http-reads.js';
import { forgeSessions } from './socket-fanout.js';

export interface WhatsappWebhookResult {
  eventsPerSecond: number;
  posts: number;
  duplicates: number;
  non200: number;
  /** POSTs that got no answer at all (a reset connection): Meta would retry them, the bench counts them as failures. */
  errors: number;
  ackP50Ms: number;
  ackP99Ms: number;
  distinctMessages: number;
  storedMessages: number;
  duplicateEffects: number;
  staffSocketP50Ms: number;
  staffSocketP99Ms: number;
  staffSocketReceived: number;
  /** Load average (1 min) before and after the run: the machine is shared. */
  loadAverage: [number, number];
  /** Where the time went (bench/lib/webhook-probe.ts in the server, plus this process's own event loop). */
  diagnostics?: unknown;
}

export async function benchWhatsappWebhook(
  server: BenchServer,
  knex: Knex,
  options: { appSecret: string; sessionSecret: string; eventsPerSecond?: number; seconds?: number },
): Promise<WhatsappWebhookResult> {
  const rate = options.eventsPerSecond ?? 200;
  const seconds = options.seconds ?? 10;
  const tag = crypto.randomBytes(3).toString('hex');
  // Known people with the assistant off: the bench measures the webhook, not the AI.
  const people = await knex('users')
    .insert(
      Array.from({ length: 200 }, (_, i) => ({
        username: `Contato ${i}`,
        email: `wa-${tag}-${i}@bench.local`,
        password_hash: 'x',
        role: 'usuario',
        status_ia: 'Desligada',
        whatsapp: `5511${String(900000000 + i).padStart(9, '0')}`,
      })),
    )
    .returning(['id', 'whatsapp']);
  const [staffRow] = await knex('users').insert({ username: 'Staff bench', email: `wa-staff-${tag}@bench.local`, password_hash: 'x', role: 'colaborador' }).returning('id');
  const [staffSession] = await forgeSessions(knex, options.sessionSecret, [(staffRow as { id: number }).id], 'colaborador');

  const sentAt = new Map<string, number>();
  const socketLatencies: number[] = [];
  const socket = io(server.base, { transports: ['websocket'], extraHeaders: { Cookie: `sid=${staffSession!.cookie}`, Origin: APP_ORIGIN }, reconnection: false });
  socket.on('nova-mensagem', (event: { mensagem: string }) => {
    const t0 = sentAt.get(event.mensagem);
    if (t0 !== undefined) {
      socketLatencies.push(performance.now() - t0);
      sentAt.delete(event.mensagem);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

  const loadBefore = os.loadavg()[0]!;
  await fetch(`${server.base}/__bench/webhook-probe/reset`, { method: 'POST' }).catch(() => undefined);
  const benchLoop = monitorEventLoopDelay({ resolution: 5 });
  benchLoop.enable();
  const timeline: Array<{ sentAt: number; ms: number }> = [];
  const waits = sampleWaits(knex);
  const total = rate * seconds;
  const sent: Array<{ raw: Buffer; text: string; id: string }> = [];
  const acks: number[] = [];
  let non200 = 0;
  let errors = 0;
  let duplicates = 0;
  const posts: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    let raw: Buffer;
    if (i % 10 === 9 && sent.length > 0) {
      raw = sent[Math.floor(Math.random() * sent.length)]!.raw;
      duplicates += 1;
    } else {
      const person = people[i % people.length] as { whatsapp: string };
      const text = `Mensagem ${tag} nº ${i}`;
      const id = wamid();
      raw = Buffer.from(JSON.stringify(delivery([inboundText({ from: person.whatsapp, id, text })])));
      sent.push({ raw, text, id });
      sentAt.set(text, performance.now());
    }
    const t0 = performance.now();
    posts.push(
      fetch(`${server.base}/webhook/whatsapp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': sign(raw, options.appSecret) },
        body: new Uint8Array(raw),
      }).then(
        async (res) => {
          await res.arrayBuffer();
          acks.push(performance.now() - t0);
          timeline.push({ sentAt: t0, ms: performance.now() - t0 });
          if (res.status !== 200) non200 += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(posts);
  const waitedOn = await waits.stop();
  benchLoop.disable();
  const loadAfter = os.loadavg()[0]!;
  const probe = await fetch(`${server.base}/__bench/webhook-probe`).then((r) => (r.ok ? r.json() : undefined), () => undefined);
  const perSecond = Array.from({ length: seconds }, (_, s) => {
    const inSecond = timeline.filter((t) => t.sentAt - started >= s * 1000 && t.sentAt - started < (s + 1) * 1000).map((t) => t.ms);
    return { second: s, p50: Number(percentile(inSecond, 50).toFixed(1)), p99: Number(percentile(inSecond, 99).toFixed(1)), max: Number(Math.max(0, ...inSecond).toFixed(1)) };
  });
  const slowest = [...timeline]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 25)
    .map((t) => ({ at: Math.round(performance.timeOrigin + t.sentAt), sinceStartMs: Math.round(t.sentAt - started), ms: Number(t.ms.toFixed(1)) }));
  // The queue drains: every delivery processed.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const pending = await knex('whatsapp_eventos').whereNull('processado_em').count<{ n: string }[]>('* as n');
    if (Number(pending[0]!.n) === 0) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 500));
  socket.disconnect();

  const ids = sent.map((s) => s.id);
  let stored = 0;
  for (let i = 0; i < ids.length; i += 1000) {
    const [row] = await knex('mensagens').whereIn('wamid', ids.slice(i, i + 1000)).count<{ n: string }[]>('* as n');
    stored += Number(row!.n);
  }
  const round = (v: number) => Number(v.toFixed(1));
  return {
    eventsPerSecond: rate,
    posts: total,
    duplicates,
    non200,
    errors,
    ackP50Ms: round(percentile(acks, 50)),
    ackP99Ms: round(percentile(acks, 99)),
    distinctMessages: ids.length,
    storedMessages: stored,
    duplicateEffects: Math.max(0, stored - ids.length),
    staffSocketP50Ms: round(percentile(socketLatencies, 50)),
    staffSocketP99Ms: round(percentile(socketLatencies, 99)),
    staffSocketReceived: socketLatencies.length,
    loadAverage: [loadBefore, loadAfter],
    diagnostics: {
      startedAt: Math.round(performance.timeOrigin + started),
      perSecond,
      slowest,
      waitedOn,
      benchEventLoopDelay: { p99: Number((benchLoop.percentile(99) / 1e6).toFixed(1)), max: Number((benchLoop.max / 1e6).toFixed(1)) },
      server: probe,
    },
  };
}

/**
 * What the server's Postgres sessions are doing while the POSTs run, sampled every ~5 ms from pg_stat_activity: the
 * webhook's insert (`ack-insert`), a bare COMMIT (the inbox worker's), anything else; each with its wait event, or
 * CPU when it waits on nothing. Counts of samples, most frequent first.
 */
function sampleWaits(knex: Knex) {
  const counts: Record<string, number> = {};
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = (await knex.raw(
        `select left(query, 30) as q, coalesce(wait_event_type || ':' || wait_event, 'CPU') as w from pg_stat_activity
          where state = 'active' and datname = current_database() and pid <> pg_backend_pid()`,
      )) as { rows: Array<{ q: string; w: string }> };
      for (const row of rows) {
        const kind = row.q.startsWith('insert into "whatsapp_eventos"') ? 'ack-insert' : row.q.startsWith('COMMIT') ? 'commit' : 'other';
        counts[`${kind} ${row.w}`] = (counts[`${kind} ${row.w}`] ?? 0) + 1;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop.catch(() => undefined);
      return Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1]));
    },
  };
}
