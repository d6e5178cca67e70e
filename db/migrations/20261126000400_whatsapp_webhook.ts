import type { Knex } from 'knex';

/**
 * Inbound webhook deliveries as Meta sent them (stored before the 200, processed by a job), delivery progress of
 * each envio from status webhooks, and the health of message templates.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('whatsapp_eventos', (t) => {
    t.bigIncrements('id').primary();
    t.jsonb('corpo').notNullable();
    t.timestamp('recebido_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('processado_em', { useTz: true });
  });
  await knex.raw('create index whatsapp_eventos_pendentes_idx on whatsapp_eventos (id) where processado_em is null');

  await knex.schema.alterTable('whatsapp_envios', (t) => {
    // What Meta reported after accepting: enviado → entregue → lido, or falhou. Only moves forward.
    t.string('entrega', 10);
    t.timestamp('entrega_em', { useTz: true });
  });
  await knex.raw(
    `alter table whatsapp_envios add constraint whatsapp_envios_entrega_check check (entrega is null or entrega in ('enviado','falhou','entregue','lido'))`,
  );
  await knex.raw('create index whatsapp_envios_wa_message_idx on whatsapp_envios (wa_message_id) where wa_message_id is not null');

  await knex.schema.createTable('whatsapp_modelos', (t) => {
    t.string('nome', 512).notNullable();
    t.string('idioma', 20).notNullable();
    t.string('estado', 30);
    t.string('qualidade', 20);
    t.text('motivo');
    t.timestamp('atualizado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['nome', 'idioma']);
  });
  // Append-only: what Meta said about a template and when (the current state above is the latest of these).
  await knex.schema.createTable('whatsapp_modelo_eventos', (t) => {
    t.bigIncrements('id').primary();
    t.string('nome', 512).notNullable();
    t.string('idioma', 20).notNullable();
    t.string('campo', 60).notNullable();
    t.jsonb('valor').notNullable();
    t.timestamp('recebido_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index whatsapp_modelo_eventos_nome_idx on whatsapp_modelo_eventos (nome, idioma, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('whatsapp_modelo_eventos');
  await knex.schema.dropTable('whatsapp_modelos');
  await knex.raw('drop index if exists whatsapp_envios_wa_message_idx');
  await knex.raw('alter table whatsapp_envios drop constraint if exists whatsapp_envios_entrega_check');
  await knex.schema.alterTable('whatsapp_envios', (t) => {
    t.dropColumn('entrega_em');
    t.dropColumn('entrega');
  });
  await knex.schema.dropTable('whatsapp_eventos');
}
