import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('decks', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('materia', 200).notNullable();
    t.string('assunto', 200).notNullable();
    t.string('autor', 200).notNullable();
    t.string('grupo', 200);
    t.string('subgrupo', 200);
    t.integer('ano').notNullable();
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('atualizado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
  await knex.raw('alter table decks add constraint decks_ano_check check (ano between 1900 and 2200)');

  await knex.schema.createTable('flashcards', (t) => {
    t.increments('id').primary();
    t.integer('deck_id').notNullable().references('id').inTable('decks').onDelete('CASCADE');
    t.text('frente').notNullable();
    t.text('verso').notNullable();
    t.integer('ordem').notNullable().defaultTo(0);
    // Local wall-clock time as the client sends it ('YYYY-MM-DD HH:mm:ss'): stored and returned unshifted.
    t.timestamp('proxima_revisao', { useTz: false });
    t.integer('revisoes').notNullable().defaultTo(0);
    t.integer('acertos').notNullable().defaultTo(0);
    t.integer('erros').notNullable().defaultTo(0);
    t.integer('nivel').notNullable().defaultTo(0);
    t.timestamp('ultima_revisao', { useTz: true });
    t.timestamp('ultimo_acerto', { useTz: true });
    t.timestamp('ultimo_erro', { useTz: true });
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('alter table flashcards add constraint flashcards_nivel_check check (nivel between 0 and 12)');
  await knex.raw('alter table flashcards add constraint flashcards_ordem_check check (ordem >= 0)');
  await knex.raw(
    'alter table flashcards add constraint flashcards_counters_check check (revisoes >= 0 and acertos >= 0 and erros >= 0)',
  );
  await knex.raw('create index flashcards_deck_ordem_idx on flashcards (deck_id, ordem, id)');
  await knex.raw('create index flashcards_deck_due_idx on flashcards (deck_id, proxima_revisao)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('flashcards');
  await knex.schema.dropTable('decks');
}
