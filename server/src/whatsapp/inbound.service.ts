import type { Knex } from 'knex';
import type { Arquivo } from '@app/contracts';
import type { Config } from '../config.js';
import { HttpError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import type { Queue } from '../lib/queue.js';
import type { Realtime } from '../lib/realtime.js';
import { withTransaction } from '../lib/transaction.js';
import { filesRepository, toArquivo } from '../files/index.js';
import { credentialsFrom } from './cloud-api.js';
import { inboundRepository, type DeliveryChange } from './inbound.repository.js';
import { downloadMedia } from './media-download.js';
import { failureReason, OUTSIDE_WINDOW_CODE } from './meta-errors.js';
import { itemsOf, webhookEnvelope, type InboundMessage } from './webhook-payload.js';
import { validSignature } from './webhook-signature.js';

export const EVENT_QUEUE = 'whatsapp-evento';
export const MEDIA_QUEUE = 'whatsapp-midia';
export const ASSISTANT_QUEUE = 'whatsapp-ia';

export interface EventJob {
  eventoId: number;
}
export interface MediaJob {
  arquivoId: number;
}
export interface AssistantJob {
  mensagemId: number;
}

export const NOT_CONFIGURED = 'Webhook do WhatsApp não configurado neste servidor.';

/** A status for a message this server has not recorded as sent yet (its send is still being saved): look again. */
export class UnknownMessages extends Error {}

export interface InboundDeps {
  db: Knex;
  config: Config;
  logger: Logger;
  realtime: Pick<Realtime, 'toStaff' | 'toUserAndStaff'>;
  queue?: Queue;
}

/**
 * The inbound half of WhatsApp: webhook deliveries are verified and stored before the 200 (one insert and one job in
 * a transaction), then processed by a job. Every effect is idempotent: messages by wamid (UNIQUE), delivery states by
 * rank, files by their state, so Meta's retries and duplicates change nothing twice.
 */
export function inboundService(deps: InboundDeps) {
  const { db, config, logger, realtime, queue } = deps;

  /** Emits after the commit: staff see the new message and the ticket list moves. */
  function announce(userId: number, message: { id: number; texto: string; at: Date; arquivo: Arquivo | null }) {
    realtime.toUserAndStaff(userId, 'nova-mensagem', {
      userId,
      id: message.id,
      autor: 'user',
      mensagem: message.texto,
      criado_em: message.at.toISOString(),
      autor_nome: null,
      canal: 'whatsapp',
      arquivo: message.arquivo,
    });
    realtime.toStaff('chamado-atualizado', { userId });
  }

  async function storeMessage(message: InboundMessage) {
    return withTransaction(db, async (trx) => {
      const repo = inboundRepository(trx);
      await repo.lockNumber(message.from);
      const owner = (await repo.ownerOf(message.from)) ?? (await repo.createLead(message.from, message.profileName));
      const stored = await repo.insertInbound(owner.id, message);
      if (!stored) return null;
      await repo.touchConversation(owner.id, { text: message.text, at: message.sentAt });
      let arquivo: Arquivo | null = null;
      if (message.media) {
        const file = await filesRepository(trx).insertPending({
          userId: owner.id,
          mensagemId: stored.id,
          mediaId: message.media.id,
          tipo: message.media.tipo,
          mime: message.media.mime,
          nome: message.media.nome,
        });
        arquivo = toArquivo(file);
        // Meta's media URLs expire within minutes: the download is queued with the message, not later.
        await queue?.send(trx, MEDIA_QUEUE, { arquivoId: file.id } satisfies MediaJob, { priority: 10 });
      }
      if (owner.status_ia === 'Ligada') await queue?.send(trx, ASSISTANT_QUEUE, { mensagemId: stored.id } satisfies AssistantJob);
      return { userId: owner.id, id: stored.id, at: stored.criado_em, arquivo };
    });
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

  return {
    /** Which halves are set up: GET needs the verify token, POST the app secret. */
    configuration() {
      return { verifyToken: config.WHATSAPP_VERIFY_TOKEN ?? null, appSecret: config.WHATSAPP_APP_SECRET ?? null };
    },

    /** POST /webhook/whatsapp: 401 for a bad signature, 400 for a malformed body; nothing is stored then. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<number> {
      const secret = config.WHATSAPP_APP_SECRET;
      if (!secret) throw new HttpError(503, NOT_CONFIGURED);
      if (!validSignature(rawBody, signature, secret)) throw new HttpError(401, 'Assinatura do webhook inválida.');
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new HttpError(400, 'JSON malformado.');
      }
      if (!webhookEnvelope.safeParse(body).success) throw new HttpError(400, 'Evento do WhatsApp em formato inesperado.');
      return withTransaction(db, async (trx) => {
        const id = await inboundRepository(trx).insertEvent(body);
        await queue?.send(trx, EVENT_QUEUE, { eventoId: id } satisfies EventJob);
        return id;
      });
    },

    /**
     * Applies one stored delivery. Statuses of messages not recorded as sent yet throw UnknownMessages so the job
     * runs again later (the rest is idempotent); on the last attempt they are logged and dropped.
     */
    async processEvent(eventoId: number, options: { lastAttempt: boolean } = { lastAttempt: true }): Promise<void> {
      const repo = inboundRepository(db);
      const event = await repo.event(eventoId);
      if (!event || event.processado_em) return;
      const envelope = webhookEnvelope.safeParse(event.corpo);
      if (!envelope.success) {
        await repo.markProcessed(eventoId);
        return;
      }
      const items = itemsOf(envelope.data);
      for (const message of items.messages) {
        const stored = await storeMessage(message);
        if (stored) announce(stored.userId, { id: stored.id, texto: message.text, at: stored.at, arquivo: stored.arquivo });
      }
      const unknown: string[] = [];
      for (const status of items.statuses) {
        const change = await repo.applyStatus(status);
        if (change) announceDelivery(change);
        else if (!(await repo.envioKnown(status.wamid))) unknown.push(status.wamid);
      }
      for (const template of items.templates) await repo.recordTemplate(template);
      if (items.ignored.length > 0) logger.info({ fields: items.ignored }, 'WhatsApp webhook fields ignored');
      if (unknown.length > 0 && !options.lastAttempt)
        throw new UnknownMessages(`statuses for unknown messages: ${unknown.length}`);
      if (unknown.length > 0) logger.warn({ wamids: unknown }, 'WhatsApp statuses for messages this server never sent');
      await repo.markProcessed(eventoId);
    },

    /** Downloads one inbound file; throws to ask for a retry (temporary failures) until the last attempt. */
    async downloadFile(arquivoId: number, options: { lastAttempt: boolean } = { lastAttempt: true }): Promise<void> {
      const files = filesRepository(db);
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
