import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audio', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // sha256 of voice + text: the same speech is generated once per owner.
    t.string('hash', 64).notNullable();
    t.string('voice', 40).notNullable();
    t.string('mime', 40).notNullable();
    t.binary('bytes').notNullable();
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'hash']);
  });

  await knex.schema.createTable('flashcard_audio', (t) => {
    t.integer('flashcard_id').notNullable().references('id').inTable('flashcards').onDelete('CASCADE');
    t.string('tipo', 10).notNullable();
    t.uuid('audio_id').notNullable().references('id').inTable('audio').onDelete('CASCADE');
    t.primary(['flashcard_id', 'tipo']);
  });
  await knex.raw(`alter table flashcard_audio add constraint flashcard_audio_tipo_check check (tipo in ('frente','verso'))`);
  await knex.raw('create index flashcard_audio_audio_idx on flashcard_audio (audio_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('flashcard_audio');
  await knex.schema.dropTable('audio');
}
