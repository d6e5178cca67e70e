import type { Knex } from 'knex';

/**
 * The advisory's own site content (name, contact numbers, office hours, advisors, legal contacts), edited in the admin
 * area. One row: a fresh install has none, and the site then shows no contact number at all. Who changed it lives in
 * the audit trail, not here (this table holds no personal data).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('conteudo_site', (t) => {
    t.integer('id').primary();
    t.jsonb('dados').notNullable();
    // The shipped demo content loaded on purpose ("Carregar exemplo"): the admin screen says so until a real save.
    t.boolean('exemplo').notNullable().defaultTo(false);
    t.timestamp('atualizado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('alter table conteudo_site add constraint conteudo_site_uma_linha check (id = 1)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('conteudo_site');
}
