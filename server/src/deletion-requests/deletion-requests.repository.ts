import type { Knex } from 'knex';

export type DeletionStatus = 'recebida' | 'em_andamento' | 'concluida';

export interface DeletionRequestRow {
  id: number;
  facebook_id: string;
  confirmation_code: string;
  status: DeletionStatus;
  recebido_em: Date;
  concluido_em: Date | null;
}

export function deletionRequestsRepository(knex: Knex) {
  return {
    /** Serialises requests for one Facebook user until the transaction ends (idempotency without a unique key). */
    async lockFacebookId(trx: Knex.Transaction, facebookId: string): Promise<void> {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`deletion:${facebookId}`]);
    },

    async findRecent(trx: Knex.Transaction, facebookId: string, since: Date): Promise<DeletionRequestRow | undefined> {
      return trx('deletion_requests')
        .where({ facebook_id: facebookId })
        .andWhere('recebido_em', '>=', since)
        .orderBy('recebido_em', 'desc')
        .first();
    },

    async insert(
      trx: Knex.Transaction,
      row: { facebook_id: string; confirmation_code: string; status: DeletionStatus; concluido_em: Knex.Raw | null },
    ): Promise<DeletionRequestRow> {
      const [created] = await trx('deletion_requests').insert(row).returning('*');
      return created as DeletionRequestRow;
    },

    async findByCode(code: string): Promise<DeletionRequestRow | undefined> {
      return knex('deletion_requests').where({ confirmation_code: code }).first();
    },

    async listRecent(limit: number): Promise<DeletionRequestRow[]> {
      return knex('deletion_requests').orderBy([{ column: 'recebido_em', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
    },
  };
}
export type DeletionRequestsRepository = ReturnType<typeof deletionRequestsRepository>;
