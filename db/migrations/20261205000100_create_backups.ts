import type { Knex } from 'knex';

/**
 * What backups need from the database (docs/backups.md).
 * - `contas_excluidas`: the ids of deleted accounts, written by a trigger on every deletion of a `users` row whatever
 *   the code path, so that restoring an older backup deletes those accounts again (LGPD). Only the id and the time:
 *   the person's data is gone, and nothing else is needed to delete it again.
 * - `backups_execucoes`: each backup run (scheduled, from the admin screen or the command line) and its result, read
 *   by the admin screen and the dashboard. It describes this machine's files, so backups leave it out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contas_excluidas', (t) => {
    t.integer('conta_id').primary();
    t.timestamp('excluida_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`
    create function registrar_conta_excluida() returns trigger language plpgsql as $$
    begin
      insert into contas_excluidas (conta_id) values (old.id) on conflict (conta_id) do nothing;
      return old;
    end
    $$`);
  await knex.raw(
    'create trigger users_registrar_exclusao after delete on users for each row execute function registrar_conta_excluida()',
  );

  await knex.schema.createTable('backups_execucoes', (t) => {
    t.bigIncrements('id').primary();
    t.string('origem', 20).notNullable();
    t.string('estado', 20).notNullable().defaultTo('em_andamento');
    t.timestamp('iniciado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('terminado_em', { useTz: true });
    t.string('arquivo', 200);
    t.bigInteger('bytes');
    t.text('erro');
  });
  await knex.raw(
    `alter table backups_execucoes add constraint backups_execucoes_origem_check check (origem in ('agendada','manual','linha_de_comando'))`,
  );
  await knex.raw(
    `alter table backups_execucoes add constraint backups_execucoes_estado_check check (estado in ('em_andamento','concluida','falhou'))`,
  );
  await knex.raw('create index backups_execucoes_origem_idx on backups_execucoes (origem, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('backups_execucoes');
  await knex.raw('drop trigger users_registrar_exclusao on users');
  await knex.raw('drop function registrar_conta_excluida()');
  await knex.schema.dropTable('contas_excluidas');
}
