import type { Knex } from 'knex';
import type { Entrega, EnvioStatus } from '@app/contracts';
import type { StatusUpdate, TemplateEvent } from './webhook-payload.js';

/** An envio whose delivery moved forward. */
export interface DeliveryChange {
  id: number;
  user_id: number | null;
  mensagem_id: number | null;
  status: EnvioStatus;
  entrega: Entrega;
  erro_codigo: number | null;
  erro_mensagem: string | null;
}

/** Rank of each delivery state: an update applies only to a lower one (Meta's webhooks arrive in any order). */
const RANK_SQL = `case entrega when 'enviado' then 1 when 'falhou' then 2 when 'entregue' then 3 when 'lido' then 4 else 0 end`;
const RANK: Record<Entrega, number> = { enviado: 1, falhou: 2, entregue: 3, lido: 4 };

/**
 * Queries of the inbound side of WhatsApp that are not the conversation's: delivery states of sent messages and
 * template events. Inbound messages join the conversation through its own append (server/src/conversation).
 */
export function inboundRepository(db: Knex) {
  return {
    /**
     * Moves an envio's delivery forward in one statement (the rank check is the WHERE): duplicates and late, lower
     * states change nothing. A failure keeps Meta's code; a later delivery clears it (some device got the message).
     */
    async applyStatus(status: StatusUpdate): Promise<DeliveryChange | undefined> {
      const failed = status.status === 'falhou';
      const rows = (await db('whatsapp_envios')
        .where({ wa_message_id: status.wamid })
        .whereNot('status', 'na_fila')
        .whereRaw(`${RANK_SQL} < ?`, [RANK[status.status]])
        .update({
          entrega: status.status,
          entrega_em: status.at,
          status: failed ? 'falhou' : 'enviado',
          erro_codigo: failed ? (status.error?.code ?? null) : null,
          erro_mensagem: failed ? (status.error?.message ?? 'falha informada pelo WhatsApp').slice(0, 2000) : null,
          atualizado_em: db.fn.now(),
        })
        .returning(['id', 'user_id', 'mensagem_id', 'status', 'entrega', 'erro_codigo', 'erro_mensagem'])) as DeliveryChange[];
      return (
        rows[0] && {
          ...rows[0],
          id: Number(rows[0].id),
          mensagem_id: rows[0].mensagem_id === null ? null : Number(rows[0].mensagem_id),
        }
      );
    },

    async envioKnown(wamid: string): Promise<boolean> {
      return Boolean(await db('whatsapp_envios').where({ wa_message_id: wamid }).first('id'));
    },

    async recordTemplate(event: TemplateEvent): Promise<void> {
      await db('whatsapp_modelo_eventos').insert({
        nome: event.nome,
        idioma: event.idioma,
        campo: event.field,
        valor: JSON.stringify(event.value),
      });
      await db('whatsapp_modelos')
        .insert({
          nome: event.nome,
          idioma: event.idioma,
          estado: event.estado,
          qualidade: event.qualidade,
          motivo: event.motivo,
        })
        .onConflict(['nome', 'idioma'])
        .merge({
          estado: db.raw('coalesce(excluded.estado, whatsapp_modelos.estado)'),
          qualidade: db.raw('coalesce(excluded.qualidade, whatsapp_modelos.qualidade)'),
          motivo: db.raw('case when excluded.estado is not null then excluded.motivo else whatsapp_modelos.motivo end'),
          atualizado_em: db.fn.now(),
        });
    },
  };
}
