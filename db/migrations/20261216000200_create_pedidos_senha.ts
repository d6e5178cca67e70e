import type { Knex } from 'knex';

/**
 * "Esqueci minha senha" asked on a server with neither e-mail nor WhatsApp to send the link: the request waits here for
 * the team, who see it in the admin area and hand the person a link. One row per person (the latest request); it goes
 * when an admin generates or sends them a link, and with the account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pedidos_senha', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('pedido_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pedidos_senha');
}
