import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Arquivo } from '@app/contracts';
import type { Config } from '../config.js';
import { HttpError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import type { Queue } from '../lib/queue.js';
import type { Realtime } from '../lib/realtime.js';
import { withTransaction } from '../lib/transaction.js';
import { recordPendingFile, toArquivo, type FilesService } from '../files/index.js';
import { credentialsFrom } from './cloud-api.js';
import { inboundRepository, type DeliveryChange } from './inbound.repository.js';
import { inboxRepository, type ClaimedDelivery } from './inbox.repository.js';
import { inboxRecorder, type RecorderLimits, type RecordTrace } from './inbox-recorder.js';
import { downloadMedia } from './media-download.js';
import { failureReason, OUTSIDE_WINDOW_CODE } from './meta-errors.js';
import { itemsOf, webhookEnvelope, type InboundMessage } from './webhook-payload.js';
import { validSignature } from './webhook-signature.js';

export const MEDIA_QUEUE = 'whatsapp-midia';
export const ASSISTANT_QUEUE = 'whatsapp-ia';

export interface MediaJob {
  arquivoId: number;
}
export interface AssistantJob {
  mensagemId: number;
}

export const NOT_CONFIGURED = 'Webhook do WhatsApp não configurado neste servidor.';

/** Attempts after the first for a delivery with statuses of unknown messages (about a minute and a half at 5 s). */
const RETRIES = 5;
/** A delivery that keeps failing is still tried, at most this far apart. */
const MAX_BACKOFF_SECONDS = 3600;

/**
 * Where an inbound message goes: the conversation of the number's owner (the conversation domain implements it; this
 * module names only what it needs). Announcements run after the commit.
 */
export interface InboundConversation {
  receive(
    trx: Knex.Transaction,
    message: InboundMessage,
    after: Array<() => void>,
    attach?: (trx: Knex, stored: { id: number; userId: number }) => Promise<Arquivo | null>,
  ): Promise<{ userId: number; messageId: number; answer: boolean } | null>;
}

export interface InboundDeps {
  db: Knex;
  config: Config;
  logger: Logger;
  realtime: Pick<Realtime, 'toStaff' | 'toUserAndStaff'>;
  queue?: Queue;
  conversation: InboundConversation;
  files: Pick<FilesService, 'find' | 'store' | 'fail'>;
  /** How many deliveries may wait for the insert, and for how long, before a 503 (context.ts, Limits). */
  recorderLimits: RecorderLimits;
}

/**
 * The inbound half of WhatsApp: a webhook delivery is verified and recorded with one insert before the 200, then
 * applied by the inbox worker (inbound.worker.ts). Every effect is idempotent as well: messages by wamid (UNIQUE),
 * delivery states by rank, files by their state, so Meta's retries and duplicates change nothing twice.
 */
export function inboundService(deps: InboundDeps) {
  const { db, config, logger, realtime, queue } = deps;
  const storedListeners = new Set<() => void>();
  const recorder = inboxRecorder(db, deps.recorderLimits);

  async function storeMessage(trx: Knex.Transaction, message: InboundMessage, announcements: Array<() => void>) {
    const media = message.media;
    // Meta's media URLs expire within minutes: the download is queued with the message, not later.
    const attach = media
      ? async (tx: Knex, stored: { id: number; userId: number }) => {
          const file = await recordPendingFile(tx, {
            userId: stored.userId,
            mensagemId: stored.id,
            mediaId: media.id,
            tipo: media.tipo,
            mime: media.mime,
            nome: media.nome,
          });
          await queue?.send(tx, MEDIA_QUEUE, { arquivoId: file.id } satisfies MediaJob, { priority: 10 });
          return toArquivo(file);
        }
      : undefined;
    const received = await deps.conversation.receive(trx, message, announcements, attach);
    if (received?.answer) await queue?.send(trx, ASSISTANT_QUEUE, { mensagemId: received.messageId } satisfies AssistantJob);
  }

  function announceDelivery(change: DeliveryChange) {
    if (change.user_id === null) return;
    realtime.toStaff('whatsapp-entrega', {
      userId: change.user_id,
      envioId: change.id,
      mensagemId: change.mensagem_id,
      status: change.status,
      entrega: change.entrega,
      fora_da_janela: change.status === 'falhou' && change.erro_codigo === OUTSIDE_WINDOW_CODE,
      motivo: change.status === 'falhou' ? failureReason(change.erro_codigo, change.erro_mensagem) : null,
    });
  }

  /**
   * Applies one stored body inside the caller's transaction; what to emit waits in `announcements` for the commit.
   * Messages go in number order and statuses in wamid order, so two workers lock the same rows in the same order
   * (a batch could otherwise deadlock against another). Returns the wamids of statuses for unknown messages.
   */
  async function applyDelivery(trx: Knex.Transaction, claimed: ClaimedDelivery, announcements: Array<() => void>): Promise<string[]> {
    const { corpo } = claimed;
    let body: unknown;
    try {
      body = JSON.parse(corpo);
    } catch {
      return [];
    }
    const envelope = webhookEnvelope.safeParse(body);
    if (!envelope.success) return [];
    const items = itemsOf(envelope.data, claimed.recebidoEm);
    const repo = inboundRepository(trx);
    for (const message of [...items.messages].sort((x, y) => x.from.localeCompare(y.from))) await storeMessage(trx, message, announcements);
    const unknown: string[] = [];
    for (const status of [...items.statuses].sort((x, y) => x.wamid.localeCompare(y.wamid))) {
      const change = await repo.applyStatus(status);
      if (change) announcements.push(() => announceDelivery(change));
      else if (!(await repo.envioKnown(status.wamid))) unknown.push(status.wamid);
    }
    for (const template of items.templates) await repo.recordTemplate(template);
    if (items.ignored.length > 0) logger.info({ fields: items.ignored }, 'WhatsApp webhook fields ignored');
    return unknown;
  }

  return {
    /** Which halves are set up: GET needs the verify token, POST the app secret. */
    configuration() {
      return { verifyToken: config.WHATSAPP_VERIFY_TOKEN ?? null, appSecret: config.WHATSAPP_APP_SECRET ?? null };
    },

    /**
     * POST /webhook/whatsapp: 401 for a bad signature, 400 for a malformed body; nothing is stored then. Otherwise one
     * insert (shared with the POSTs arriving meanwhile, inbox-recorder.ts) records the raw body, a replayed one is
     * already there, and the worker is woken: Meta gets its 200 without waiting for the processing.
     */
    async receive(rawBody: Buffer, signature: string | undefined, trace?: RecordTrace): Promise<number | null> {
      const secret = config.WHATSAPP_APP_SECRET;
      if (!secret) throw new HttpError(503, NOT_CONFIGURED);
      if (!validSignature(rawBody, signature, secret)) throw new HttpError(401, 'Assinatura do webhook inválida.');
      const text = rawBody.toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new HttpError(400, 'JSON malformado.');
      }
      if (!webhookEnvelope.safeParse(body).success) throw new HttpError(400, 'Evento do WhatsApp em formato inesperado.');
      const id = await recorder.record(text, crypto.createHash('sha256').update(rawBody).digest('hex'), trace);
      if (id !== null) for (const listener of storedListeners) listener();
      return id;
    },

    /** Resolves once no webhook delivery waits for its insert. */
    webhookIdle: () => recorder.idle(),

    /** Called after each delivery is stored (the inbox worker wakes up instead of waiting for its next look). */
    onStored(listener: () => void): () => void {
      storedListeners.add(listener);
      return () => storedListeners.delete(listener);
    },

    /**
     * Claims the oldest due delivery and applies it in one transaction with its row lock: its effects and its
     * "processed" mark commit together, no other worker takes it meanwhile, and a crash leaves it pending. Statuses
     * of messages not recorded as sent yet (their send is still being saved) make it come back after a backoff; on
     * the last attempt they are logged and dropped. Returns the delivery handled, or null when none is due.
     * `retryDelaySeconds` is the base of the exponential backoff between attempts.
     */
    async processNext(options: { retryDelaySeconds?: number } = {}): Promise<{ id: number } | null> {
      const backoffSeconds = (attempts: number) => Math.min((options.retryDelaySeconds ?? 5) * 2 ** attempts, MAX_BACKOFF_SECONDS);
      const announcements: Array<() => void> = [];
      const attempt: { claimed?: ClaimedDelivery } = {};
      try {
        await withTransaction(db, async (trx) => {
          const inbox = inboxRepository(trx);
          await inbox.commitWithoutWaitingForDisk();
          const claimed = (attempt.claimed = await inbox.claimNext());
          if (!claimed) return;
          const lastAttempt = claimed.tentativas >= RETRIES;
          const unknown = await applyDelivery(trx, claimed, announcements);
          if (unknown.length > 0 && !lastAttempt) return inbox.retryLater(claimed.id, backoffSeconds(claimed.tentativas));
          if (unknown.length > 0) logger.warn({ wamids: unknown }, 'WhatsApp statuses for messages this server never sent');
          await inbox.markProcessed(claimed.id);
        });
      } catch (error) {
        const failed = attempt.claimed;
        if (!failed) throw error;
        // Rolled back, so none of it happened: it is tried again after the backoff (Meta's own retries last days).
        logger.warn({ err: error, eventoId: failed.id, tentativas: failed.tentativas }, 'WhatsApp webhook delivery failed');
        await inboxRepository(db).retryLater(failed.id, backoffSeconds(failed.tentativas));
        return { id: failed.id };
      }
      for (const announce of announcements) announce();
      return attempt.claimed ? { id: attempt.claimed.id } : null;
    },

    /** Downloads one inbound file; throws to ask for a retry (temporary failures) until the last attempt. */
    async downloadFile(arquivoId: number, options: { lastAttempt: boolean } = { lastAttempt: true }): Promise<void> {
      const files = deps.files;
      const file = await files.find(arquivoId);
      if (!file || file.estado !== 'baixando') return;
      const credentials = credentialsFrom(config);
      const outcome = credentials
        ? await downloadMedia(credentials, { id: file.media_id, tipo: file.tipo }, config.WHATSAPP_MEDIA_MAX_BYTES)
        : { kind: 'refused' as const, reason: 'WhatsApp não configurado (WHATSAPP_TOKEN) para baixar arquivos', size: undefined };
      if (outcome.kind === 'retry' && !options.lastAttempt) throw new Error(`media download: ${outcome.reason}`);
      const settled =
        outcome.kind === 'ok'
          ? await files.store(arquivoId, outcome)
          : await files.fail(
              arquivoId,
              outcome.kind === 'retry' ? 'não foi possível baixar do WhatsApp' : outcome.reason,
              outcome.kind === 'refused' ? outcome.size : undefined,
            );
      if (!settled) return;
      logger.info({ arquivoId, estado: settled.estado }, 'WhatsApp media processed');
      realtime.toUserAndStaff(settled.user_id, 'arquivo-atualizado', { userId: settled.user_id, arquivo: toArquivo(settled) });
    },
  };
}
export type InboundService = ReturnType<typeof inboundService>;
