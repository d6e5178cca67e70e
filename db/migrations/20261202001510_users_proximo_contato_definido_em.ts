import type { Knex } from 'knex';

/**
 * When staff last decided on the next follow-up (set, moved, cleared or kept it). A message the prospect writes
 * after that instant asks staff, in the reply box, to keep, clear or move the date: it never changes it silently.
 * Follow-ups set before this migration count as decided now (older messages ask nothing).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('proximo_contato_definido_em', { useTz: true });
  });
  await knex('users').whereNotNull('proximo_contato_em').update({ proximo_contato_definido_em: knex.fn.now() });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('proximo_contato_definido_em');
  });
}
