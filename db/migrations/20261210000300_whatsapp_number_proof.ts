import type { Knex } from 'knex';

/**
 * A WhatsApp number is trusted for an account only once proven: a one-time code sent to that number, or a staff
 * member's audited merge. Until then an account that names a lead's number shares nothing with the lead. One proven
 * account per number (partial unique index). Accounts whose history already holds messages received from their
 * number on WhatsApp were merged with a lead under the earlier rule and keep that conversation: they are recorded as
 * proven by history (docs/security.md says why).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('whatsapp_verificado_em', { useTz: true });
  });
  await knex.raw(
    `update users u set whatsapp_verificado_em = first.em
       from (select distinct on (u2.whatsapp) u2.id, m.em
               from users u2
               join (select user_id, min(criado_em) as em from mensagens
                      where canal = 'whatsapp' and autor = 'user' group by user_id) m on m.user_id = u2.id
              where not u2.lead and u2.whatsapp is not null
              order by u2.whatsapp, u2.id) first
      where u.id = first.id`,
  );
  await knex.raw(
    'create unique index users_whatsapp_verificado_unique on users (whatsapp) where whatsapp_verificado_em is not null',
  );
  await knex.schema.createTable('whatsapp_verificacoes', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('numero', 20).notNullable();
    // SHA-256 of the code with the session secret: the table never holds a usable code.
    t.string('codigo_hash', 64).notNullable();
    t.integer('tentativas').notNullable().defaultTo(0);
    t.timestamp('expira_em', { useTz: true }).notNullable();
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('whatsapp_verificacoes');
  await knex.raw('drop index if exists users_whatsapp_verificado_unique');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('whatsapp_verificado_em');
  });
}
