import type { Knex } from 'knex';
import type { HandoffReason } from './assistant-provider.js';

/** What staff see on a flagged conversation: since when it waits for a person, and why. */
export interface WaitingFlag {
  desde: string;
  motivo: HandoffReason;
}

/** A complaint outranks a request for a person, which outranks a question the base could not answer. */
const RANK: Record<HandoffReason, number> = { unknown: 1, human: 2, complaint: 3 };

/**
 * The assistant's hand-off, stored: the user's "aguardando assessor" flag (users.aguardando_assessor_*), and one
 * event per hand-off with the question that caused it (assistente_encaminhamentos). Build it on a transaction to
 * change a message and the flag together.
 */
export function handoffsRepository(db: Knex) {
  return {
    /**
     * Flags the conversation (keeping the time of the first hand-off still unanswered, and the most serious reason)
     * and records the event. Undefined when the user does not exist.
     */
    async flag(userId: number, motivo: HandoffReason, pergunta: string): Promise<WaitingFlag | undefined> {
      const current = await db('users')
        .where({ id: userId })
        .forUpdate()
        .first<{ aguardando_assessor_em: Date | string | null; aguardando_assessor_motivo: HandoffReason | null } | undefined>(
          'aguardando_assessor_em',
          'aguardando_assessor_motivo',
        );
      if (!current) return undefined;
      const previous = current.aguardando_assessor_motivo;
      const kept = previous && RANK[previous] > RANK[motivo] ? previous : motivo;
      const [row] = await db('users')
        .where({ id: userId })
        .update({
          aguardando_assessor_em: current.aguardando_assessor_em ?? db.fn.now(),
          aguardando_assessor_motivo: kept,
        })
        .returning(['aguardando_assessor_em', 'aguardando_assessor_motivo']);
      await db('assistente_encaminhamentos').insert({ user_id: userId, motivo, pergunta });
      return { desde: new Date(row.aguardando_assessor_em).toISOString(), motivo: row.aguardando_assessor_motivo };
    },

    /** A person answered: the flag goes and the open hand-offs are resolved by them. True when a flag was cleared. */
    async clear(userId: number, staffId: number | null): Promise<boolean> {
      const cleared = await db('users')
        .where({ id: userId })
        .whereNotNull('aguardando_assessor_em')
        .update({ aguardando_assessor_em: null, aguardando_assessor_motivo: null });
      await db('assistente_encaminhamentos')
        .where({ user_id: userId })
        .whereNull('resolvido_em')
        .update({ resolvido_em: db.fn.now(), resolvido_por: staffId });
      return cleared > 0;
    },

    /** The questions the knowledge base could not answer (reason `unknown`) and no article resolves yet, newest first. */
    async unanswered(limit: number): Promise<{ pergunta: string; criado_em: Date }[]> {
      return db('assistente_encaminhamentos')
        .where({ motivo: 'unknown' })
        .whereNull('lacuna_resolvida_em')
        .orderBy('id', 'desc')
        .limit(limit)
        .select('pergunta', 'criado_em');
    },
  };
}
export type HandoffsRepository = ReturnType<typeof handoffsRepository>;
