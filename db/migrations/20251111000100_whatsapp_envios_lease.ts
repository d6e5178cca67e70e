import type { Knex } from 'knex';

/**
 * A short lease taken by the worker that is sending an envio: a second worker (or a duplicate job)
 * skips a leased row, so one envio yields at most one request to the WhatsApp Cloud API.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('whatsapp_envios', (t) => {
    t.timestamp('reservado_ate', { useTz: true });
  });
  await knex.raw(`create index whatsapp_envios_user_tipo_idx on whatsapp_envios (user_id, id desc) where tipo = 'texto'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists whatsapp_envios_user_tipo_idx');
  await knex.schema.alterTable('whatsapp_envios', (t) => {
    t.dropColumn('reservado_ate');
  });
}
