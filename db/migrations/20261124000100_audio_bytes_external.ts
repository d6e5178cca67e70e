import type { Knex } from 'knex';

/**
 * Audio is already compressed (MP3): Postgres' own compression gains nothing, and a compressed value must be
 * decompressed from its start to read a slice. EXTERNAL keeps new values uncompressed out of line, so
 * `substring(bytes from x for n)` fetches only the TOAST chunks of that range.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table audio alter column bytes set storage external');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table audio alter column bytes set storage extended');
}
