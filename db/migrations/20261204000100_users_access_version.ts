import type { Knex } from 'knex';

/**
 * Each account's access version: bumped by whatever takes access away or changes it (deactivation, role change,
 * password change or reset). A session remembers the version it was created under and is worthless once the account
 * moved past it, so a login that was still checking its password when the change committed cannot keep the old access
 * (docs/security.md, "Access version"). Sessions stored before this column existed count as version 1.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('access_version').notNullable().defaultTo(1);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('access_version');
  });
}
