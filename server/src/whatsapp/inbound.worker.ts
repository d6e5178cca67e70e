import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.js';
import { ASSISTANT_QUEUE, MEDIA_QUEUE, type AssistantJob, type InboundService, type MediaJob } from './inbound.service.js';
import { startInboxDrain, type InboxDrainOptions } from './inbox-drain.js';
import { settleEachJob } from './settle-jobs.js';

/** What the inbound workers run; built once in services.ts. */
export interface InboundHandlers {
  whatsappInbound: Pick<InboundService, 'processNext' | 'onStored' | 'downloadFile' | 'webhookIdle'>;
  whatsappAssistant: (mensagemId: number) => Promise<void>;
}

export interface InboundWorkerOptions {
  /** Base of the exponential backoff, in seconds. */
  retryDelaySeconds?: number;
  /** Lanes and idle look of the webhook inbox worker. */
  inbox?: InboxDrainOptions;
}

const KEEP_MINUTES = 14 * 24 * 60;

function definition(name: string, retryLimit: number, retryDelay: number): PgBoss.Queue {
  return {
    name,
    policy: 'standard',
    retryLimit,
    retryDelay,
    retryBackoff: true,
    expireInSeconds: 300,
    retentionMinutes: KEEP_MINUTES,
  };
}

/**
 * Workers of the inbound side: the webhook inbox (woken by each stored delivery, so a message reaches staff in
 * milliseconds rather than a polling interval), and pg-boss queues for media downloads and assistant answers, whose
 * failed attempts pg-boss retries with backoff. They need only the database, so they run whether or not WhatsApp can
 * send yet.
 */
export async function startInboundWorkers(
  ctx: AppContext,
  handlers: InboundHandlers,
  options: InboundWorkerOptions = {},
): Promise<void> {
  const queue = ctx.queue;
  if (!queue) throw new Error('startInboundWorkers needs ctx.queue');
  const delay = options.retryDelaySeconds ?? 5;
  const inbox = handlers.whatsappInbound;
  // One connection (the embedded PGlite): the worker and the webhook's inserts take turns on it, the inserts first, and
  // the worker rests as long as it works, so a backlog never delays the answers or /healthz (docs/performance.md).
  const oneConnection = (ctx.db.client as { pool?: { max?: number } }).pool?.max === 1;
  const turns = oneConnection ? { lanes: 1, before: () => inbox.webhookIdle(), restFactor: 1 } : {};
  const drain = startInboxDrain(() => inbox.processNext({ retryDelaySeconds: delay }), ctx.logger, { ...turns, ...options.inbox });
  const unsubscribe = inbox.onStored(() => drain.wake());
  queue.onStop(async () => {
    unsubscribe();
    await drain.stop();
  });
  await queue.boss.createQueue(MEDIA_QUEUE, definition(MEDIA_QUEUE, 4, delay));
  await queue.boss.createQueue(ASSISTANT_QUEUE, definition(ASSISTANT_QUEUE, 2, delay));
  const work = async <T extends object>(name: string, run: (job: PgBoss.JobWithMetadata<T>) => Promise<void>) => {
    const options = {
      batchSize: 50,
      includeMetadata: true as const,
      pollingIntervalSeconds: Math.min(queue.pollingIntervalSeconds, 0.5),
    };
    const logFailure = (error: unknown, job: PgBoss.JobWithMetadata<T>) =>
      ctx.logger.warn({ err: error, queue: name, jobId: job.id }, 'WhatsApp inbound job failed');
    await queue.boss.work<T>(name, options, settleEachJob(queue.boss, name, run, logFailure));
  };
  const lastAttempt = (job: PgBoss.JobWithMetadata<object>) => job.retryCount >= job.retryLimit;
  await work<MediaJob>(MEDIA_QUEUE, (job) =>
    handlers.whatsappInbound.downloadFile(job.data.arquivoId, { lastAttempt: lastAttempt(job) }),
  );
  await work<AssistantJob>(ASSISTANT_QUEUE, (job) => handlers.whatsappAssistant(job.data.mensagemId));
}
