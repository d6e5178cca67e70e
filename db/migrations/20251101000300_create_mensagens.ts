import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mensagens', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('autor', 20).notNullable();
    // The staff member who wrote it (null for user and ia messages, or when that account is gone).
    t.integer('autor_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('mensagem').notNullable();
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table mensagens add constraint mensagens_autor_check check (autor in ('user','ia','colaborador','admin'))`);
  await knex.raw('create index mensagens_user_criado_idx on mensagens (user_id, criado_em, id)');
  await knex.raw('create index mensagens_criado_em_idx on mensagens (criado_em)');
  await knex.raw('create index mensagens_autor_id_idx on mensagens (autor_id) where autor_id is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mensagens');
}
