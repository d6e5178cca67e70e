import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { WhatsappService } from '../whatsapp/index.js';

/** Meta's customer-service window: free-form messages reach a person for 24 hours after their last message. */
const WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The WhatsApp channel as the conversation uses it: every send goes through the outbound queue (an envio row and its
 * job, in the caller's transaction), under the 24-hour window and template rules.
 */
export interface OutboundChannel {
  /** Messages can leave the queue (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set). */
  configured(): boolean;
  /** Inbound messages reach this server, so it knows when the person last wrote (the window can be checked). */
  knowsWindow(): boolean;
  /** Whether free text reaches this number now; without the inbound webhook the window is unknown and assumed open. */
  /** `db`: the caller's transaction when it holds one (the embedded database has a single connection). */
  windowOpenFor(numero: string, now?: Date, db?: Knex): Promise<boolean>;
  sendText(trx: Knex, input: { userId: number | null; mensagemId?: number | null; numero: string; texto: string }): Promise<number>;
  sendTemplate(
    trx: Knex,
    input: { userId?: number | null; mensagemId?: number | null; numero: string; modelo: string; parametros?: string[] },
  ): Promise<number>;
}

export function whatsappOutbound(deps: {
  db: Knex;
  config: Pick<Config, 'WHATSAPP_APP_SECRET'>;
  whatsapp: Pick<WhatsappService, 'configured' | 'enqueueText' | 'enqueueTemplate'>;
}): OutboundChannel {
  const knowsWindow = () => Boolean(deps.config.WHATSAPP_APP_SECRET);
  return {
    configured: () => deps.whatsapp.configured(),
    knowsWindow,
    async windowOpenFor(numero, now = new Date(), db = deps.db) {
      if (!knowsWindow()) return true;
      // The number's newest inbound message, whichever row (its lead or a proven account) it was stored on.
      const row = await db('users').where({ whatsapp: numero }).max<{ em: Date | null }>('whatsapp_entrada_em as em').first();
      return Boolean(row?.em && new Date(row.em).getTime() + WINDOW_MS > now.getTime());
    },
    sendText: (trx, input) => deps.whatsapp.enqueueText(trx, input),
    sendTemplate: (trx, input) =>
      deps.whatsapp.enqueueTemplate(trx, {
        userId: input.userId ?? null,
        mensagemId: input.mensagemId ?? null,
        numero: input.numero,
        modelo: input.modelo,
        languageCode: 'pt_BR',
        parametros: input.parametros,
      }),
  };
}
