import type { Knex } from 'knex';

/**
 * Values for a template's body variables ({{1}}, {{2}}…), as a JSON array of strings. They may be secret (a
 * password-reset link), so the worker clears them once the envio is sent or has failed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('whatsapp_envios', (t) => {
    t.jsonb('parametros').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('whatsapp_envios', (t) => {
    t.dropColumn('parametros');
  });
}
