import type { Knex } from 'knex';

/** Quick replies staff insert by typing '/' and the shortcut in the reply box; variables are filled per prospect. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('respostas_rapidas', (t) => {
    t.increments('id').primary();
    t.string('atalho', 30).notNullable().unique();
    t.text('texto').notNullable();
    t.integer('autor_id').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('respostas_rapidas');
}
