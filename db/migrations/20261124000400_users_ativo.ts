import type { Knex } from 'knex';

/** Admins deactivate an account instead of deleting it: the person cannot log in, their data stays. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('ativo').notNullable().defaultTo(true);
    t.timestamp('desativado_em', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('desativado_em');
    t.dropColumn('ativo');
  });
}
