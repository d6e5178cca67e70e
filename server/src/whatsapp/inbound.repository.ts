import type { Knex } from 'knex';
import type { Entrega, EnvioStatus, StatusIa } from '@app/contracts';
import type { InboundMessage, StatusUpdate, TemplateEvent } from './webhook-payload.js';

/** The conversation an inbound number belongs to. */
export interface Owner {
  id: number;
  status_ia: StatusIa;
  lead: boolean;
}

export interface StoredInbound {
  id: number;
  criado_em: Date;
}

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

/** Longest name a lead gets from a WhatsApp profile (users.username). */
const NAME_MAX = 120;

/** Queries of the inbound side of WhatsApp; the rules are in inbound.service.ts. */
/** An inbound WhatsApp message and what decides whether the assistant should answer it. */
export interface AnswerableMessage {
  user_id: number;
  mensagem: string;
  whatsapp: string | null;
  whatsapp_entrada_em: Date | null;
  /** The person wrote again after it (only the newest of a burst is answered). */
  newer: boolean;
  answered: boolean;
}

export function inboundRepository(db: Knex) {
  return {
    /** Serialises everything about one number until the transaction ends (lead creation, sign-up merging). */
    async lockNumber(numero: string): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`whatsapp:${numero}`]);
    },

    /** An account owns a number before a lead does; among accounts, the oldest. */
    async ownerOf(numero: string): Promise<Owner | undefined> {
      return db('users')
        .where({ whatsapp: numero, role: 'usuario' })
        .orderBy([{ column: 'lead' }, { column: 'id' }])
        .first('id', 'status_ia', 'lead');
    },

    async createLead(numero: string, profileName: string | null): Promise<Owner> {
      const username = (profileName?.replaceAll('\u0000', '').replace(/[<>]/g, '').trim() || `WhatsApp +${numero}`).slice(
        0,
        NAME_MAX,
      );
      await db('users')
        .insert({ username, whatsapp: numero, role: 'usuario', lead: true, email: null, password_hash: null })
        .onConflict(db.raw('(whatsapp) where lead'))
        .ignore();
      return (await db('users').where({ whatsapp: numero, lead: true }).first('id', 'status_ia', 'lead')) as Owner;
    },

    /** Inserts the message once per wamid: a duplicate delivery returns undefined (UNIQUE, not check-then-insert). */
    async insertInbound(userId: number, message: InboundMessage): Promise<StoredInbound | undefined> {
      const rows = (await db('mensagens')
        .insert({
          user_id: userId,
          autor: 'user',
          mensagem: message.text,
          canal: 'whatsapp',
          wamid: message.wamid,
          criado_em: message.sentAt,
        })
        .onConflict(db.raw('(wamid) where wamid is not null'))
        .ignore()
        .returning(['id', 'criado_em'])) as Array<{ id: number | string; criado_em: Date }>;
      const row = rows[0];
      return row && { id: Number(row.id), criado_em: new Date(row.criado_em) };
    },

    /** The 24-hour window and the ticket's last message follow the newest message, whatever order they arrive in. */
    async touchConversation(userId: number, message: { text: string; at: Date }): Promise<void> {
      // One statement: the last message moves only when this one is not older than it.
      const newer = db.raw('(ultima_mensagem_em is null or ultima_mensagem_em <= ?::timestamptz)', [message.at]);
      await db('users')
        .where({ id: userId })
        .update({
          whatsapp_entrada_em: db.raw('greatest(whatsapp_entrada_em, ?::timestamptz)', [message.at]),
          ultima_mensagem: db.raw('case when ? then ? else ultima_mensagem end', [newer, message.text]),
          ultima_mensagem_autor: db.raw(`case when ? then 'user' else ultima_mensagem_autor end`, [newer]),
          ultima_mensagem_em: db.raw('case when ? then ?::timestamptz else ultima_mensagem_em end', [newer, message.at]),
        });
    },

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

    /** An inbound message the assistant may answer, with what decides whether it should. */
    async answerable(mensagemId: number): Promise<AnswerableMessage | undefined> {
      const { rows } = (await db.raw(
        `select m.user_id, m.mensagem, u.whatsapp, u.whatsapp_entrada_em,
                exists (select 1 from mensagens n where n.user_id = m.user_id and n.autor = 'user' and n.id <> m.id
                          and (n.criado_em, n.id) > (m.criado_em, m.id)) as newer,
                exists (select 1 from mensagens r where r.resposta_de = m.id) as answered
           from mensagens m join users u on u.id = m.user_id
          where m.id = ? and m.autor = 'user' and m.canal = 'whatsapp'`,
        [mensagemId],
      )) as { rows: AnswerableMessage[] };
      return rows[0];
    },

    /** The conversation's switches, locked until the transaction ends (a staff reply waits, or is waited for). */
    async lockConversation(userId: number): Promise<{ status_ia: string; whatsapp: string | null } | undefined> {
      return db('users').where({ id: userId }).forUpdate().first('status_ia', 'whatsapp');
    },

    /** The assistant's answer to one inbound message, once (UNIQUE on resposta_de). */
    async insertAnswer(userId: number, texto: string, respostaDe: number): Promise<{ id: number; criado_em: Date } | undefined> {
      const rows = (await db('mensagens')
        .insert({ user_id: userId, autor: 'ia', mensagem: texto, canal: 'whatsapp', resposta_de: respostaDe })
        .onConflict(db.raw('(resposta_de) where resposta_de is not null'))
        .ignore()
        .returning(['id', 'criado_em'])) as Array<{ id: number | string; criado_em: Date }>;
      return rows[0] && { id: Number(rows[0].id), criado_em: new Date(rows[0].criado_em) };
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
