import type { Knex } from 'knex';

/**
 * Marketing consent is opt-in (LGPD art. 8): a new account is not a marketing contact until it says yes, and a person
 * who never chose (no ledger record) is treated as not consenting until they do. Registration also records the
 * acceptance of the terms and privacy policy in the same ledger.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table users alter column marketing_opt_out set default true');
  await knex.raw(`update users set marketing_opt_out = true
    where not exists (select 1 from consentimentos c where c.user_id = users.id and c.finalidade = 'marketing_whatsapp')`);
  await knex.raw('alter table consentimentos drop constraint consentimentos_finalidade_check');
  await knex.raw(
    `alter table consentimentos add constraint consentimentos_finalidade_check check (finalidade in ('marketing_whatsapp','termos_privacidade'))`,
  );
}

/** Which accounts were defaulted cannot be told apart afterwards: `down` restores the old default, not their values. */
export async function down(knex: Knex): Promise<void> {
  await knex('consentimentos').where({ finalidade: 'termos_privacidade' }).delete();
  await knex.raw('alter table consentimentos drop constraint consentimentos_finalidade_check');
  await knex.raw(`alter table consentimentos add constraint consentimentos_finalidade_check check (finalidade in ('marketing_whatsapp'))`);
  await knex.raw('alter table users alter column marketing_opt_out set default false');
}
