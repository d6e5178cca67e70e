import type { Knex } from 'knex';
import { AUDIT_PAGE_SIZE, type AuditPage } from '@app/contracts';
import type { Logger } from '../lib/logger.js';
import { withTransaction } from '../lib/transaction.js';
import { auditRepository, type NewAuditEntry } from './audit.repository.js';
import type { AuditQueryInput } from './audit.schemas.js';

/** How long one look at a conversation lasts in the audit trail (docs/security.md, "Audit trail"). */
export const VIEW_WINDOW_MINUTES = 5;

/**
 * The audit trail: who (actor, role, IP) did what to whose personal data, and when. Entries name the action and the
 * target only; message texts and other contents never enter it.
 */
export function auditService(deps: { db: Knex; logger: Logger }) {
  const repo = auditRepository(deps.db);
  return {
    /** Writes an entry with the given knex or transaction (inside one, it commits with the action it records). */
    async record(entry: NewAuditEntry, db: Knex = deps.db): Promise<void> {
      await auditRepository(db).insert(entry);
    },

    /** For actions recorded after the answer was sent: a failure is logged, never surfaced to the person. */
    recordLater(entry: NewAuditEntry): void {
      repo.insert(entry).catch((err: unknown) => deps.logger.error({ err, acao: entry.acao }, 'audit entry not written'));
    },

    /**
     * A staff member looking at someone's conversation: one entry per look, however many reads the screen makes (the
     * tickets panel reads the history, the WhatsApp window and the card at once, and reads again on focus). Views of
     * the same conversation by the same person within VIEW_WINDOW_MINUTES of the last recorded one are that look.
     */
    recordViewLater(entry: NewAuditEntry): void {
      withTransaction(deps.db, (trx) => auditRepository(trx).insertViewOnce(entry, VIEW_WINDOW_MINUTES)).catch((err: unknown) =>
        deps.logger.error({ err, acao: entry.acao }, 'audit entry not written'),
      );
    },

    async list(query: AuditQueryInput): Promise<AuditPage> {
      const { pagina, ...filters } = query;
      const page = await repo.page({ ...filters, offset: (pagina - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE });
      return { ...page, pagina, por_pagina: AUDIT_PAGE_SIZE };
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
