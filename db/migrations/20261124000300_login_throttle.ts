import type { Knex } from 'knex';

/**
 * Consecutive failed logins per throttle key: an account tried from unknown clients (`conta:<e-mail>`) or one
 * known device of an account (`dispositivo:<user id>:<device id>`). Kept in Postgres so every instance shares it,
 * and updated with one statement per attempt so parallel guesses cannot slip past the delay.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_throttle', (t) => {
    t.string('chave', 400).primary();
    t.integer('falhas').notNullable().defaultTo(0);
    t.timestamp('ultima_em', { useTz: true }).notNullable();
  });
  await knex.raw('create index login_throttle_ultima_em_idx on login_throttle (ultima_em)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_throttle');
}
