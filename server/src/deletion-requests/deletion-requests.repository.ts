import type { Knex } from 'knex';

import type { DeletionStatus } from '@app/contracts';

export type { DeletionStatus };

export interface DeletionRequestRow {
  id: number;
  facebook_id: string;
  confirmation_code: string;
  status: DeletionStatus;
  recebido_em: Date;
  concluido_em: Date | null;
}

/** Queries of Facebook's data deletion requests; rules and the transaction are in deletion-requests.service.ts. */
export function deletionRequestsRepository(db: Knex) {
  return {
    /** Serialises requests for one Facebook user until the transaction ends (idempotency without a unique key). */
    async lockFacebookId(facebookId: string): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`deletion:${facebookId}`]);
    },

    async findRecent(facebookId: string, since: Date): Promise<DeletionRequestRow | undefined> {
      return db('deletion_requests')
        .where({ facebook_id: facebookId })
        .andWhere('recebido_em', '>=', since)
        .orderBy('recebido_em', 'desc')
        .first();
    },

    async insert(
      row: { facebook_id: string; confirmation_code: string; status: DeletionStatus; concluido_em: Knex.Raw | null },
    ): Promise<DeletionRequestRow> {
      const [created] = await db('deletion_requests').insert(row).returning('*');
      return created as DeletionRequestRow;
    },

    async findByCode(code: string): Promise<DeletionRequestRow | undefined> {
      return db('deletion_requests').where({ confirmation_code: code }).first();
    },

    async listRecent(limit: number): Promise<DeletionRequestRow[]> {
      return db('deletion_requests').orderBy([{ column: 'recebido_em', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
    },
  };
}
