import type { Knex } from 'knex';

/** The deletions of the retention job, one statement each; the periods come from retention.service.ts. */
export function retentionRepository(db: Knex) {
  const count = (result: unknown) => (typeof result === 'number' ? result : 0);
  return {
    async deleteAuditBefore(cutoff: Date): Promise<number> {
      return count(await db('auditoria').where('criado_em', '<', cutoff).delete());
    },
    /** Raw webhook bodies (numbers, names, message texts) once processed: the messages themselves live in `mensagens`. */
    async deleteProcessedWebhooksBefore(cutoff: Date): Promise<number> {
      return count(await db('whatsapp_eventos').whereNotNull('processado_em').where('processado_em', '<', cutoff).delete());
    },
    /** The Facebook user id is the only personal datum; code and status stay, so the status page keeps answering. */
    async anonymiseDeletionRequestsBefore(cutoff: Date): Promise<number> {
      return count(
        await db('deletion_requests')
          .where('recebido_em', '<', cutoff)
          .whereNot({ facebook_id: ANONYMISED })
          .update({ facebook_id: ANONYMISED }),
      );
    },
    /** Speech nobody fetched since the cutoff; the bytes live in the row, and flashcard links go with it (cascade). */
    async deleteAudioUnusedSince(cutoff: Date): Promise<number> {
      return count(await db('audio').where('ultimo_uso_em', '<', cutoff).delete());
    },
    async deleteExpiredSessions(now: Date): Promise<number> {
      return count(await db('sessions').where('expired', '<', now).delete());
    },
    /** Codes sent to confirm a WhatsApp number and never used. */
    async deleteExpiredNumberCodes(now: Date): Promise<number> {
      return count(await db('whatsapp_verificacoes').where('expira_em', '<', now).delete());
    },
    async deleteExpiredResetLinks(now: Date): Promise<number> {
      return count(await db('password_reset_tokens').where('expira_em', '<', now).delete());
    },
    /** Failed-login counters name an e-mail address; past the period they no longer slow anyone down. */
    async deleteLoginThrottleBefore(cutoff: Date): Promise<number> {
      return count(await db('login_throttle').where('ultima_em', '<', cutoff).delete());
    },
  };
}

export const ANONYMISED = 'anonimizado';
