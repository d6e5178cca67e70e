import type { Knex } from 'knex';

/**
 * Flashcards that learn: a scheduler per deck (the review table or FSRS with a desired retention), the FSRS
 * memory state of each card, and an append-only log of study answers. A log row keeps the card's review fields as
 * they were before the answer (`estado_antes`), which is what "Desfazer" restores; undoing only stamps `desfeita_em`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('decks', (t) => {
    t.string('agendador', 10).notNullable().defaultTo('tabela');
    t.decimal('retencao_desejada', 3, 2).notNullable().defaultTo(0.9);
  });
  await knex.raw(`alter table decks add constraint decks_agendador_check check (agendador in ('tabela','fsrs'))`);
  await knex.raw('alter table decks add constraint decks_retencao_check check (retencao_desejada between 0.80 and 0.97)');

  await knex.schema.alterTable('flashcards', (t) => {
    // The ts-fsrs card (stability, difficulty, state, steps, lapses, last review, due) once FSRS has scheduled it.
    t.jsonb('fsrs');
  });

  await knex.schema.createTable('flashcard_revisoes', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // The history outlives a deleted card or deck (reviews per day, retention); undo needs the card, so it ends there.
    t.integer('deck_id').references('id').inTable('decks').onDelete('SET NULL');
    t.integer('flashcard_id').references('id').inTable('flashcards').onDelete('SET NULL');
    // The client's idempotency key of this answer: a repeated submit finds its row instead of answering twice.
    t.uuid('chave').notNullable();
    t.string('resposta', 12).notNullable();
    t.string('agendador', 10).notNullable();
    t.timestamp('respondido_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The learner's wall clock at the answer ('YYYY-MM-DD HH:mm:ss'), the day the statistics count it in.
    t.timestamp('respondido_em_local', { useTz: false }).notNullable();
    t.integer('nivel_antes').notNullable();
    t.integer('nivel_depois').notNullable();
    t.jsonb('estado_antes').notNullable();
    t.timestamp('proxima_revisao', { useTz: false }).notNullable();
    t.integer('intervalo_minutos').notNullable();
    t.integer('segundos_desde_anterior');
    t.integer('tempo_resposta_ms');
    t.timestamp('desfeita_em', { useTz: true });
    t.unique(['user_id', 'chave']);
  });
  await knex.raw(
    `alter table flashcard_revisoes add constraint flashcard_revisoes_resposta_check check (resposta in ('acerto','facil','ok','dificil','quase_errei','errei'))`,
  );
  await knex.raw('create index flashcard_revisoes_user_day_idx on flashcard_revisoes (user_id, respondido_em_local)');
  await knex.raw('create index flashcard_revisoes_card_idx on flashcard_revisoes (flashcard_id, id desc)');
  await knex.raw('create index flashcard_revisoes_deck_idx on flashcard_revisoes (deck_id, respondido_em_local)');

  // Answers per user, deck and local day, kept with each answer and undo in the same transaction: the statistics read
  // at most a few hundred day rows instead of aggregating the whole log (100 000 rows took ~100 ms). deck_id has no
  // foreign key on purpose: a deleted deck's study days still count in the totals.
  await knex.schema.createTable('flashcard_estudo_dias', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('deck_id').notNullable();
    t.date('dia').notNullable();
    t.integer('revisoes').notNullable().defaultTo(0);
    // Answers given at least 12 h after the card's previous one (recall tests), and those that were not "errei".
    t.integer('testes').notNullable().defaultTo(0);
    t.integer('lembradas').notNullable().defaultTo(0);
    t.primary(['user_id', 'deck_id', 'dia']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('flashcard_estudo_dias');
  await knex.schema.dropTable('flashcard_revisoes');
  await knex.schema.alterTable('flashcards', (t) => {
    t.dropColumn('fsrs');
  });
  await knex.raw('alter table decks drop constraint decks_retencao_check');
  await knex.raw('alter table decks drop constraint decks_agendador_check');
  await knex.schema.alterTable('decks', (t) => {
    t.dropColumn('retencao_desejada');
    t.dropColumn('agendador');
  });
}
