import type { Knex } from 'knex';

/**
 * A conversation also waits for a person when the prospect writes while staff handle it (the assistant is off):
 * reason 'mensagem' next to the assistant's hand-off reasons, so the staff list shows how long that message waits.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table users drop constraint if exists users_aguardando_assessor_motivo_check');
  await knex.raw(
    `alter table users add constraint users_aguardando_assessor_motivo_check ` +
      `check (aguardando_assessor_motivo in ('human','unknown','complaint','mensagem'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('users').where({ aguardando_assessor_motivo: 'mensagem' }).update({ aguardando_assessor_motivo: 'human' });
  await knex.raw('alter table users drop constraint if exists users_aguardando_assessor_motivo_check');
  await knex.raw(
    `alter table users add constraint users_aguardando_assessor_motivo_check ` +
      `check (aguardando_assessor_motivo in ('human','unknown','complaint'))`,
  );
}
