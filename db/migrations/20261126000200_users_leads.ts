import type { Knex } from 'knex';

/**
 * A lead is a person who wrote to the advisory's WhatsApp number without an account: a ticket with their WhatsApp
 * profile name, no e-mail and no password (so nobody can log in as them). Registering later with the same number
 * turns the row into a normal account. One lead per number (partial unique index: racing messages create one).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('lead').notNullable().defaultTo(false);
    // When the person last wrote on WhatsApp: the 24-hour customer-service window counts from here.
    t.timestamp('whatsapp_entrada_em', { useTz: true });
  });
  await knex.raw('alter table users alter column email drop not null');
  await knex.raw('alter table users alter column password_hash drop not null');
  await knex.raw(
    `alter table users add constraint users_lead_check check (
       (lead and role = 'usuario' and whatsapp is not null and email is null and password_hash is null)
       or (not lead and email is not null and password_hash is not null))`,
  );
  await knex.raw('create unique index users_lead_whatsapp_unique on users (whatsapp) where lead');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_lead_whatsapp_unique');
  await knex.raw('alter table users drop constraint if exists users_lead_check');
  await knex('users').where({ lead: true }).delete();
  await knex.raw('alter table users alter column password_hash set not null');
  await knex.raw('alter table users alter column email set not null');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('whatsapp_entrada_em');
    t.dropColumn('lead');
  });
}
