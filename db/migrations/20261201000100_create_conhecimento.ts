import type { Knex } from 'knex';

/**
 * The assistant's knowledge base belongs to the staff: one row per article (the markdown the
 * assistant answers from, seeded from the shipped files at first use), an append-only history of every edit with the
 * text it replaced, and the content gap's resolution on the unanswered questions (point 5).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('conhecimento_artigos', (t) => {
    t.increments('id').primary();
    t.string('slug', 80).notNullable().unique();
    t.string('titulo', 200).notNullable();
    t.text('conteudo').notNullable();
    t.boolean('publicado').notNullable().defaultTo(true);
    t.integer('versao').notNullable().defaultTo(1);
    t.timestamp('atualizado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('atualizado_por').references('id').inTable('users').onDelete('SET NULL');
  });
  await knex.schema.createTable('conhecimento_historico', (t) => {
    t.bigIncrements('id').primary();
    t.integer('artigo_id').notNullable().references('id').inTable('conhecimento_artigos').onDelete('CASCADE');
    /** The version this edit replaced, with its text and state. */
    t.integer('versao').notNullable();
    t.string('titulo', 200).notNullable();
    t.text('conteudo').notNullable();
    t.boolean('publicado').notNullable();
    t.string('acao', 20).notNullable();
    t.integer('editado_por').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('editado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `alter table conhecimento_historico add constraint conhecimento_historico_acao_check ` +
      `check (acao in ('criado','editado','publicado','despublicado'))`,
  );
  await knex.raw('create index conhecimento_historico_artigo_idx on conhecimento_historico (artigo_id, id desc)');
  await knex.schema.alterTable('assistente_encaminhamentos', (t) => {
    t.timestamp('lacuna_resolvida_em', { useTz: true });
    t.integer('lacuna_artigo_id').references('id').inTable('conhecimento_artigos').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assistente_encaminhamentos', (t) => {
    t.dropColumn('lacuna_artigo_id');
    t.dropColumn('lacuna_resolvida_em');
  });
  await knex.schema.dropTable('conhecimento_historico');
  await knex.schema.dropTable('conhecimento_artigos');
}
