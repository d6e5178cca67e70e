import type { Knex } from 'knex';

/**
 * The help-centre articles an assistant answer was drawn from ("Ler mais" under the answer in the widget), kept with the
 * message so a reloaded conversation still shows the links. Null for every other message.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mensagens', (t) => {
    t.jsonb('fontes').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mensagens', (t) => {
    t.dropColumn('fontes');
  });
}
