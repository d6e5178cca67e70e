import type { Knex } from 'knex';

/**
 * "Esta página ajudou?" on the public help centre: one row per 👍/👎, anonymous (no person, no address), so staff see
 * which articles help readers. Append-only, counted per article on the knowledge screen. Keyed by the article's slug
 * (stable, and articles are never deleted) rather than a foreign key: a key to an article that names its editor would
 * make these anonymous votes look like that editor's personal data to the export's completeness rule.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('duvidas_avaliacoes', (t) => {
    t.increments('id').primary();
    t.text('slug').notNullable();
    t.boolean('util').notNullable();
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['slug']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('duvidas_avaliacoes');
}
