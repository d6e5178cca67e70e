import type { Knex } from 'knex';

/**
 * A corrected shipped article reaches an installation: each article remembers the SHA-256 of the
 * shipped text it was last seeded from (`semente_hash`; null for articles staff created, and for rows seeded before
 * this column, which the boot recognises by their history). When staff changed the text and a newer shipped text
 * exists, it is kept aside (`semente_nova_*`) for /admin/conhecimento instead of overwriting their work. A seed
 * upgrade writes a history row with the action 'semente' and no author (the system).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('conhecimento_artigos', (t) => {
    t.string('semente_hash', 64);
    t.text('semente_nova_conteudo');
    t.string('semente_nova_hash', 64);
  });
  await knex.raw('alter table conhecimento_historico drop constraint conhecimento_historico_acao_check');
  await knex.raw(
    `alter table conhecimento_historico add constraint conhecimento_historico_acao_check ` +
      `check (acao in ('criado','editado','publicado','despublicado','semente'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('conhecimento_historico').where({ acao: 'semente' }).update({ acao: 'editado' });
  await knex.raw('alter table conhecimento_historico drop constraint conhecimento_historico_acao_check');
  await knex.raw(
    `alter table conhecimento_historico add constraint conhecimento_historico_acao_check ` +
      `check (acao in ('criado','editado','publicado','despublicado'))`,
  );
  await knex.schema.alterTable('conhecimento_artigos', (t) => {
    t.dropColumn('semente_nova_hash');
    t.dropColumn('semente_nova_conteudo');
    t.dropColumn('semente_hash');
  });
}
