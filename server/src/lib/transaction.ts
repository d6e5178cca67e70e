import type { Knex } from 'knex';

/**
 * The one way a service opens a transaction. Repositories are built on the `trx` it hands over
 * (`chatRepository(trx)`); given a transaction already (a caller's), `work` joins it instead of nesting a savepoint,
 * so what it writes commits or rolls back with the caller's rows.
 */
export function withTransaction<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Knex.Transaction) : db.transaction(work);
}
