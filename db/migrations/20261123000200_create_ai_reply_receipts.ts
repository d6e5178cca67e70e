import type { Knex } from 'knex';

/**
 * One row per assistant answer handed to a session and not yet saved as an "ia" message. Saving deletes the row
 * in the message's transaction, so one answer is stored once however many saves race.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ai_reply_receipts', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // SHA-256 of the session id: the receipt belongs to the session that asked, and the table holds no live session id.
    t.string('session_hash', 64).notNullable();
    t.string('text_hash', 64).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
  await knex.raw('create index ai_reply_receipts_lookup_idx on ai_reply_receipts (user_id, session_hash, text_hash)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ai_reply_receipts');
}
