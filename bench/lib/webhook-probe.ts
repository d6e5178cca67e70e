/**
 * Inside the bench's server process: where the WhatsApp webhook's acknowledgement time goes. Subscribes to the
 * route's timing channel and the inbox worker's, watches the event loop's delay, GC pauses and the pg pool's
 * waiting acquires, and answers all of it at GET /__bench/webhook-probe (POST …/reset starts over).
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import type express from 'express';
import type { Knex } from 'knex';

interface Timing {
  arrivedAt: number;
  bodyReadAt: number;
  queuedAt?: number;
  insertStartedAt?: number;
  committedAt?: number;
  batchSize?: number;
  answeredAt: number;
}

const epoch = (t: number) => Math.round(performance.timeOrigin + t);
const pct = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const summary = (values: number[]) => ({
  p50: +pct(values, 50).toFixed(1),
  p99: +pct(values, 99).toFixed(1),
  max: +pct(values, 100).toFixed(1),
});

export function installWebhookProbe(app: express.Express, knex: () => Knex | undefined) {
  let acks: Timing[] = [];
  let applies: Array<{ startedAt: number; endedAt: number }> = [];
  let gcs: Array<{ at: number; ms: number; kind: number }> = [];
  let poolSamples: Array<{ at: number; used: number; pending: number }> = [];
  const loop = monitorEventLoopDelay({ resolution: 5 });
  // Stalls of the loop, timestamped: a 5 ms timer that fires more than 20 ms late.
  let stalls: Array<{ at: number; ms: number }> = [];
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > 25) stalls.push({ at: epoch(last), ms: +(now - last - 5).toFixed(1) });
    last = now;
    const pool = (knex()?.client as { pool?: { numUsed(): number; numPendingAcquires(): number } } | undefined)?.pool;
    if (pool && pool.numPendingAcquires() > 0) poolSamples.push({ at: epoch(now), used: pool.numUsed(), pending: pool.numPendingAcquires() });
  }, 5).unref();
  loop.enable();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcs.push({ at: epoch(entry.startTime), ms: +entry.duration.toFixed(1), kind: ((entry as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0) });
    }
  }).observe({ entryTypes: ['gc'] });
  diagnosticsChannel.subscribe('app.whatsapp.webhook-ack', (message) => acks.push(message as Timing));
  diagnosticsChannel.subscribe('app.whatsapp.inbox-apply', (message) => applies.push(message as { startedAt: number; endedAt: number }));

  app.post('/__bench/webhook-probe/reset', (_req, res) => {
    acks = [];
    applies = [];
    gcs = [];
    stalls = [];
    poolSamples = [];
    loop.reset();
    res.json({ ok: true });
  });
  app.get('/__bench/webhook-probe', (_req, res) => {
    const phase = (from: keyof Timing, to: keyof Timing) =>
      summary(acks.filter((a) => a[from] !== undefined && a[to] !== undefined).map((a) => (a[to] as number) - (a[from] as number)));
    const slowest = [...acks]
      .sort((a, b) => b.answeredAt - b.arrivedAt - (a.answeredAt - a.arrivedAt))
      .slice(0, 25)
      .map((a) => ({
        at: epoch(a.arrivedAt),
        totalMs: +(a.answeredAt - a.arrivedAt).toFixed(1),
        bodyMs: +(a.bodyReadAt - a.arrivedAt).toFixed(1),
        verifyMs: +((a.queuedAt ?? a.bodyReadAt) - a.bodyReadAt).toFixed(1),
        groupWaitMs: +((a.insertStartedAt ?? 0) - (a.queuedAt ?? 0)).toFixed(1),
        insertMs: +((a.committedAt ?? 0) - (a.insertStartedAt ?? 0)).toFixed(1),
        answerMs: +(a.answeredAt - (a.committedAt ?? a.answeredAt)).toFixed(1),
        batch: a.batchSize,
      }));
    res.json({
      acks: acks.length,
      inServerTotal: phase('arrivedAt', 'answeredAt'),
      body: phase('arrivedAt', 'bodyReadAt'),
      verify: phase('bodyReadAt', 'queuedAt'),
      groupWait: phase('queuedAt', 'insertStartedAt'),
      insert: phase('insertStartedAt', 'committedAt'),
      answer: phase('committedAt', 'answeredAt'),
      batchSize: summary(acks.map((a) => a.batchSize ?? 0)),
      slowest,
      applied: { count: applies.length, ms: summary(applies.map((a) => a.endedAt - a.startedAt)) },
      eventLoopDelay: { p50: +(loop.percentile(50) / 1e6).toFixed(1), p99: +(loop.percentile(99) / 1e6).toFixed(1), max: +(loop.max / 1e6).toFixed(1) },
      stalls: stalls.sort((a, b) => b.ms - a.ms).slice(0, 25),
      gc: { count: gcs.length, totalMs: +gcs.reduce((s, g) => s + g.ms, 0).toFixed(1), longest: gcs.sort((a, b) => b.ms - a.ms).slice(0, 10) },
      poolWaiting: { samples: poolSamples.length, maxPending: Math.max(0, ...poolSamples.map((s) => s.pending)), first: poolSamples.slice(0, 10) },
    });
  });
}
