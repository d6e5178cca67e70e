import type { Knex } from 'knex';

/**
 * FSRS weights fitted on the learner's own review log ("Otimizar com o meu histórico"): null keeps ts-fsrs's
 * FSRS-6 defaults. The date and the number of answers used are shown next to the button.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('decks', (t) => {
    t.jsonb('fsrs_parametros');
    t.timestamp('fsrs_otimizado_em', { useTz: true });
    t.integer('fsrs_revisoes_usadas');
  });
  await knex.raw(
    `alter table decks add constraint decks_fsrs_parametros_check check (fsrs_parametros is null or jsonb_typeof(fsrs_parametros) = 'array')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table decks drop constraint decks_fsrs_parametros_check');
  await knex.schema.alterTable('decks', (t) => {
    t.dropColumn('fsrs_revisoes_usadas');
    t.dropColumn('fsrs_otimizado_em');
    t.dropColumn('fsrs_parametros');
  });
}
