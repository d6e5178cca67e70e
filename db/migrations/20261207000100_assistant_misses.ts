import type { Knex } from 'knex';

/**
 * A reply the person said did not answer them ("Isso respondeu?" 👎) is kept beside the content gap: the question,
 * the reply given and the message rated, once per message. Staff turn it into a fact of an article, which resolves it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assistente_encaminhamentos', (t) => {
    t.text('resposta');
    t.bigInteger('mensagem_id').references('id').inTable('mensagens').onDelete('CASCADE');
  });
  await knex.raw('alter table assistente_encaminhamentos drop constraint if exists assistente_encaminhamentos_motivo_check');
  await knex.raw(
    `alter table assistente_encaminhamentos add constraint assistente_encaminhamentos_motivo_check ` +
      `check (motivo in ('human','unknown','complaint','miss'))`,
  );
  await knex.raw(
    'create unique index assistente_encaminhamentos_miss_unique on assistente_encaminhamentos (mensagem_id) where mensagem_id is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('assistente_encaminhamentos').where({ motivo: 'miss' }).delete();
  await knex.raw('drop index if exists assistente_encaminhamentos_miss_unique');
  await knex.raw('alter table assistente_encaminhamentos drop constraint if exists assistente_encaminhamentos_motivo_check');
  await knex.raw(
    `alter table assistente_encaminhamentos add constraint assistente_encaminhamentos_motivo_check ` +
      `check (motivo in ('human','unknown','complaint'))`,
  );
  await knex.schema.alterTable('assistente_encaminhamentos', (t) => {
    t.dropColumn('mensagem_id');
    t.dropColumn('resposta');
  });
}
