import type { Knex } from 'knex';

/** The dashboard's "waiting for a person" widget: AI off and the user spoke last, oldest first. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create index users_waiting_human_idx on users (ultima_mensagem_em, id) ` +
      `where status_ia = 'Desligada' and ultima_mensagem_autor = 'user'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_waiting_human_idx');
}
