import type { Knex } from 'knex';

/**
 * Messages know where they came from (the site or WhatsApp). An inbound WhatsApp message keeps Meta's id (`wamid`,
 * unique: a retried or duplicated webhook inserts nothing the second time). Notes are staff-only lines in the history
 * ("IA desligada…"). An assistant answer on WhatsApp names the message it answers, once (unique).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mensagens', (t) => {
    t.string('canal', 10).notNullable().defaultTo('site');
    t.string('wamid', 200);
    t.boolean('nota').notNullable().defaultTo(false);
    t.bigInteger('resposta_de').references('id').inTable('mensagens').onDelete('SET NULL');
  });
  await knex.raw(`alter table mensagens add constraint mensagens_canal_check check (canal in ('site','whatsapp'))`);
  await knex.raw('create unique index mensagens_wamid_unique on mensagens (wamid) where wamid is not null');
  await knex.raw('create unique index mensagens_resposta_de_unique on mensagens (resposta_de) where resposta_de is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists mensagens_resposta_de_unique');
  await knex.raw('drop index if exists mensagens_wamid_unique');
  await knex.raw('alter table mensagens drop constraint if exists mensagens_canal_check');
  await knex.schema.alterTable('mensagens', (t) => {
    t.dropColumn('resposta_de');
    t.dropColumn('nota');
    t.dropColumn('wamid');
    t.dropColumn('canal');
  });
}
