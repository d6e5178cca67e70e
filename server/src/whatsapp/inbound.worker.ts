import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.js';
import {
  ASSISTANT_QUEUE,
  EVENT_QUEUE,
  MEDIA_QUEUE,
  UnknownMessages,
  type AssistantJob,
  type EventJob,
  type InboundService,
  type MediaJob,
} from './inbound.service.js';

/** What the inbound workers run; built once in services.ts. */
export interface InboundHandlers {
  whatsappInbound: Pick<InboundService, 'processEvent' | 'downloadFile'>;
  whatsappAssistant: (mensagemId: number) => Promise<void>;
}

export interface InboundWorkerOptions {
  /** Base of the exponential backoff, in seconds. */
  retryDelaySeconds?: number;
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
 * Workers of the inbound side (stored webhook deliveries, media downloads, assistant answers). They need only the
 * database, so they run whether or not WhatsApp can send yet; a failed attempt is retried by pg-boss with backoff.
 */
export async function startInboundWorkers(
  ctx: AppContext,
  handlers: InboundHandlers,
  options: InboundWorkerOptions = {},
): Promise<void> {
  const queue = ctx.queue;
  if (!queue) throw new Error('startInboundWorkers needs ctx.queue');
  const delay = options.retryDelaySeconds ?? 5;
  // Statuses may arrive before the send that produced them is saved: five tries over about a minute and a half.
  await queue.boss.createQueue(EVENT_QUEUE, definition(EVENT_QUEUE, 5, delay));
  await queue.boss.createQueue(MEDIA_QUEUE, definition(MEDIA_QUEUE, 4, delay));
  await queue.boss.createQueue(ASSISTANT_QUEUE, definition(ASSISTANT_QUEUE, 2, delay));
  // pg-boss waits out the polling interval after each fetch: deliveries are polled every half second (pg-boss'
  // minimum), 50 at a time by two pollers, so staff see a message within about a second even at hundreds per second.
  const work = async <T extends object>(name: string, run: (job: PgBoss.JobWithMetadata<T>) => Promise<void>, pollers = 1) => {
    const options = {
      batchSize: 50,
      includeMetadata: true as const,
      pollingIntervalSeconds: Math.min(queue.pollingIntervalSeconds, 0.5),
    };
    for (let i = 0; i < pollers; i++)
      await queue.boss.work<T>(name, options, async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await run(job);
            } catch (error) {
              if (!(error instanceof UnknownMessages))
                ctx.logger.warn({ err: error, queue: name, jobId: job.id }, 'WhatsApp inbound job failed');
              await queue.boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            }
          }),
        );
      });
  };
  const lastAttempt = (job: PgBoss.JobWithMetadata<object>) => job.retryCount >= job.retryLimit;
  await work<EventJob>(
    EVENT_QUEUE,
    (job) => handlers.whatsappInbound.processEvent(job.data.eventoId, { lastAttempt: lastAttempt(job) }),
    2,
  );
  await work<MediaJob>(MEDIA_QUEUE, (job) =>
    handlers.whatsappInbound.downloadFile(job.data.arquivoId, { lastAttempt: lastAttempt(job) }),
  );
  await work<AssistantJob>(ASSISTANT_QUEUE, (job) => handlers.whatsappAssistant(job.data.mensagemId));
}
