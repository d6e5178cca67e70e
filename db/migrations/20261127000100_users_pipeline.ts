import type { Knex } from 'knex';

const FIVE = `'Aberto','Em progresso','Pendente de documentação','Matrícula em progresso','Matriculado'`;

/**
 * The admissions pipeline on top of the attendance status: a sixth stage 'Perdido' (with its reason), a responsible
 * staff member, the next follow-up, when the prospect entered the current stage and a version that makes two staff
 * moving the same card at once a 409 instead of a silent overwrite. Every move is appended to etapas_historico in the
 * same transaction (the service does it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table users drop constraint users_status_atendimento_check');
  await knex.raw(`alter table users add constraint users_status_atendimento_check check (status_atendimento in (${FIVE},'Perdido'))`);
  await knex.schema.alterTable('users', (t) => {
    t.integer('responsavel_id').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('proximo_contato_em', { useTz: true });
    t.string('proximo_contato_nota', 500);
    t.timestamp('etapa_desde', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('etapa_versao').notNullable().defaultTo(0);
    t.string('motivo_perda', 60);
  });
  await knex.raw('update users set etapa_desde = criado_em');
  await knex.raw(`create index users_funil_idx on users (status_atendimento, etapa_desde, id) where role = 'usuario'`);
  await knex.raw(`create index users_follow_up_idx on users (proximo_contato_em) where role = 'usuario' and proximo_contato_em is not null`);

  await knex.schema.createTable('etapas_historico', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('de', 40);
    t.string('para', 40).notNullable();
    t.string('motivo', 60);
    t.string('nota', 500);
    t.integer('autor_id').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index etapas_historico_user_idx on etapas_historico (user_id, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('etapas_historico');
  await knex.raw('drop index if exists users_follow_up_idx');
  await knex.raw('drop index if exists users_funil_idx');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('motivo_perda');
    t.dropColumn('etapa_versao');
    t.dropColumn('etapa_desde');
    t.dropColumn('proximo_contato_nota');
    t.dropColumn('proximo_contato_em');
    t.dropColumn('responsavel_id');
  });
  await knex.raw('alter table users drop constraint users_status_atendimento_check');
  // A lost prospect goes back to the first stage: the five-value constraint cannot hold 'Perdido'.
  await knex('users').where({ status_atendimento: 'Perdido' }).update({ status_atendimento: 'Aberto' });
  await knex.raw(`alter table users add constraint users_status_atendimento_check check (status_atendimento in (${FIVE}))`);
}
