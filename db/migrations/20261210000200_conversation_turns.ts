import type { Knex } from 'knex';

/**
 * The assistant's turn runs on the server: its answer is stored by the server itself (linked to the question by
 * `resposta_de`), so the receipts that let a client save an answer it was given are gone. A question sent twice
 * (a retry after a lost connection) carries the same client key and is stored once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ai_reply_receipts');
  await knex.schema.alterTable('mensagens', (t) => {
    t.string('chave_cliente', 64);
  });
  await knex.raw('create unique index mensagens_chave_cliente_unique on mensagens (user_id, chave_cliente) where chave_cliente is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists mensagens_chave_cliente_unique');
  await knex.schema.alterTable('mensagens', (t) => {
    t.dropColumn('chave_cliente');
  });
  await knex.schema.createTable('ai_reply_receipts', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('session_hash', 64).notNullable();
    t.string('text_hash', 64).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
  await knex.raw('create index ai_reply_receipts_lookup_idx on ai_reply_receipts (user_id, session_hash, text_hash)');
}
