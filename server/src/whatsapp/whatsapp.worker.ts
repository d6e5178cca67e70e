import type PgBoss from 'pg-boss';
import type { AppContext } from '../context.js';
import { credentialsFrom, sendCloudMessage, type CloudApiCredentials, type OutgoingMessage } from './cloud-api.js';
import type { SendOutcome } from './meta-errors.js';
import { createPacer } from './rate-limiter.js';
import { whatsappRepository } from './whatsapp.repository.js';
import { WHATSAPP_QUEUE, type WhatsappJob } from './whatsapp.service.js';
import { startInboundWorkers, type InboundHandlers } from './inbound.worker.js';
import { settleEachJob } from './settle-jobs.js';

export interface WhatsappWorkerOptions {
  /** Pollers per process; each handles up to `batchSize` jobs in parallel per fetch. */
  concurrency?: number;
  /** Jobs fetched per poll (with the 2 s polling interval, 2 pollers × 20 keep up with the 20/s template pace). */
  batchSize?: number;
  /** Attempts after the first one for temporary failures. */
  retryLimit?: number;
  /** Base of the exponential backoff, in seconds (pg-boss waits ~base·2^n, with jitter). */
  retryDelaySeconds?: number;
  /** Template sends per second, per process. */
  templatesPerSecond?: number;
  /** Overrides `fetch`-based sending (tests). */
  send?: (credentials: CloudApiCredentials, message: OutgoingMessage) => Promise<SendOutcome>;
}

/** An attempt that must be retried later: pg-boss re-runs the job after its backoff. */
class RetryLater extends Error {}

const LEASE_SECONDS = 60;

export function whatsappQueueDefinition(options: WhatsappWorkerOptions = {}): PgBoss.Queue {
  return {
    name: WHATSAPP_QUEUE,
    policy: 'standard',
    retryLimit: options.retryLimit ?? 8,
    retryDelay: options.retryDelaySeconds ?? 5,
    retryBackoff: true,
    // Longer than the lease plus one HTTP timeout: an active job only expires when its worker died.
    expireInSeconds: 120,
    // Envios wait as long as WhatsApp stays unconfigured: pg-boss must not archive them meanwhile.
    // (createQueue reads retention in minutes only; retentionDays would be silently ignored.)
    retentionMinutes: 3650 * 24 * 60,
  };
}

/**
 * Creates the WhatsApp queue and, when WhatsApp is configured, its workers. Without a token nothing is
 * fetched: jobs stay queued and are sent after a restart with WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID.
 * Also re-queues envios left without a job (written while no queue ran).
 */
export async function startWhatsappWorkers(
  app: { ctx: AppContext; services: InboundHandlers },
  options: WhatsappWorkerOptions = {},
): Promise<void> {
  const { ctx } = app;
  const queue = ctx.queue;
  if (!queue) throw new Error('startWhatsappWorkers needs ctx.queue');
  await queue.boss.createQueue(WHATSAPP_QUEUE, whatsappQueueDefinition(options));
  await requeueOrphans(ctx);
  await startInboundWorkers(ctx, app.services, { retryDelaySeconds: options.retryDelaySeconds });

  if (!credentialsFrom(ctx.config)) {
    ctx.logger.warn('WHATSAPP_TOKEN or WHATSAPP_PHONE_NUMBER_ID not set: WhatsApp messages wait in the queue');
    return;
  }
  const handler = createWhatsappHandler(ctx, options);
  // pg-boss waits out the polling interval after every fetch, busy or not: fetching one job per loop would
  // cap a campaign at (workers / interval) messages per second. Each worker therefore takes a batch and
  // settles every job on its own (a failure retries only that job; the rest complete with the batch).
  const workOptions = {
    batchSize: options.batchSize ?? 20,
    includeMetadata: true as const,
    pollingIntervalSeconds: queue.pollingIntervalSeconds,
  };
  for (let i = 0; i < (options.concurrency ?? 2); i++) {
    await queue.boss.work<WhatsappJob>(WHATSAPP_QUEUE, workOptions, settleEachJob(queue.boss, WHATSAPP_QUEUE, handler));
  }
}

async function requeueOrphans(ctx: AppContext) {
  const ids = await whatsappRepository(ctx.db).orphanEnvioIds(WHATSAPP_QUEUE);
  if (ids.length === 0 || !ctx.queue) return;
  const jobs = ids.map((envioId) => ({ name: WHATSAPP_QUEUE, data: { envioId } satisfies WhatsappJob }));
  for (let i = 0; i < jobs.length; i += 500) await ctx.queue.boss.insert(jobs.slice(i, i + 500));
  ctx.logger.info({ count: ids.length }, 'WhatsApp messages without a job re-queued');
}

/** One attempt for one envio. Throws only to ask pg-boss for a retry. */
export function createWhatsappHandler(ctx: AppContext, options: WhatsappWorkerOptions = {}) {
  const send = options.send ?? sendCloudMessage;
  const pacer = createPacer(options.templatesPerSecond ?? 20);
  const repo = whatsappRepository(ctx.db);
  const sendTemplate = async (credentials: CloudApiCredentials, to: string, template: string, parameters?: readonly string[]) => {
    await pacer.wait();
    return send(credentials, { type: 'template', to, template, languageCode: 'pt_BR', parameters });
  };

  return async (job: PgBoss.JobWithMetadata<WhatsappJob>): Promise<void> => {
    // Read on every attempt, so a worker never sends with credentials that were removed.
    const credentials = credentialsFrom(ctx.config);
    if (!credentials) throw new RetryLater('WhatsApp not configured');
    const envio = await repo.claimEnvio(job.data.envioId, LEASE_SECONDS);
    if (!envio) {
      // Sent or failed already (a duplicate job): nothing to do. Still queued means another attempt holds
      // the lease: look again after the backoff, in case that attempt dies before recording its result.
      const current = await repo.envioById(job.data.envioId);
      if (current?.status === 'na_fila') throw new RetryLater('message leased by another attempt');
      return;
    }

    let outcome: SendOutcome;
    let fallbackTemplate: string | null = null;
    if (envio.tipo === 'modelo') {
      outcome = await sendTemplate(credentials, envio.numero, envio.modelo ?? '', envio.parametros ?? undefined);
    } else {
      outcome = await send(credentials, { type: 'text', to: envio.numero, body: envio.texto ?? '' });
      // With the inbound webhook set up the window is known and shown: staff choose a template themselves ("Enviar
      // modelo"), nothing silently turns into one. Without it, the configured template still goes in its place.
      const replyTemplate = ctx.config.WHATSAPP_APP_SECRET ? undefined : ctx.config.WHATSAPP_REPLY_TEMPLATE;
      if (outcome.kind === 'outside-window' && replyTemplate) {
        fallbackTemplate = replyTemplate;
        outcome = await sendTemplate(credentials, envio.numero, replyTemplate);
      }
    }

    const lastAttempt = job.retryCount >= job.retryLimit;
    switch (outcome.kind) {
      case 'sent':
        await repo.markSent(envio.id, outcome.messageId, fallbackTemplate);
        break;
      case 'retry':
        if (!lastAttempt) {
          await repo.releaseForRetry(envio.id, outcome.code, outcome.message);
          throw new RetryLater(`WhatsApp: ${outcome.message}`);
        }
        await repo.markFailed(envio.id, outcome.code, outcome.message);
        break;
      default:
        await repo.markFailed(envio.id, outcome.code, outcome.message);
    }
    ctx.logger.info({ envioId: envio.id, outcome: outcome.kind }, 'WhatsApp message processed');
    // Staff watching this user's history refresh its delivery states: replies and the templates staff sent from the
    // conversation (they carry its note's mensagem_id); marketing rows do not ping anyone.
    const inConversation = envio.tipo === 'texto' || envio.mensagem_id !== null;
    if (inConversation && envio.user_id !== null) ctx.realtime.toStaff('chamado-atualizado', { userId: envio.user_id });
  };
}
