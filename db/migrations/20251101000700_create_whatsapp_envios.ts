import type { Knex } from 'knex';

/** One row per WhatsApp message we owe someone: staff replies and marketing templates. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('campanhas_marketing', (t) => {
    t.increments('id').primary();
    t.string('modelo', 120).notNullable();
    t.integer('criado_por').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('whatsapp_envios', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('mensagem_id').references('id').inTable('mensagens').onDelete('CASCADE');
    t.integer('campanha_id').references('id').inTable('campanhas_marketing').onDelete('CASCADE');
    t.string('numero', 20).notNullable();
    t.string('tipo', 10).notNullable();
    t.text('texto');
    t.string('modelo', 120);
    t.string('status', 12).notNullable().defaultTo('na_fila');
    t.integer('tentativas').notNullable().defaultTo(0);
    t.string('wa_message_id', 200);
    t.integer('erro_codigo');
    t.text('erro_mensagem');
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('atualizado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table whatsapp_envios add constraint whatsapp_envios_tipo_check check (tipo in ('texto','modelo'))`);
  await knex.raw(
    `alter table whatsapp_envios add constraint whatsapp_envios_status_check check (status in ('na_fila','enviado','falhou'))`,
  );
  await knex.raw('create index whatsapp_envios_mensagem_idx on whatsapp_envios (mensagem_id)');
  await knex.raw('create index whatsapp_envios_campanha_idx on whatsapp_envios (campanha_id, status)');
  await knex.raw('create index whatsapp_envios_status_idx on whatsapp_envios (status)');
  await knex.raw('create index whatsapp_envios_user_idx on whatsapp_envios (user_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('whatsapp_envios');
  await knex.schema.dropTable('campanhas_marketing');
}
