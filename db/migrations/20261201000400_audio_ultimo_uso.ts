import type { Knex } from 'knex';

/**
 * When a generated audio was last served (or reused), so the retention job can delete speech nobody has played for
 * RETENTION_AUDIO_DAYS. Existing rows start from their creation time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audio', (t) => {
    t.timestamp('ultimo_uso_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('update audio set ultimo_uso_em = criado_em');
  await knex.raw('create index audio_ultimo_uso_idx on audio (ultimo_uso_em)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index audio_ultimo_uso_idx');
  await knex.schema.alterTable('audio', (t) => t.dropColumn('ultimo_uso_em'));
}
