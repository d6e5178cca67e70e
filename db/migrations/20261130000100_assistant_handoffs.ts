import type { Knex } from 'knex';

/**
 * The assistant's hand-off made real: a conversation the assistant passes to a person is flagged on the
 * user ("aguardando assessor", since when and why) until staff reply, and every hand-off is kept as an event with the
 * question that caused it (an unanswered question is a content gap staff can act on).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('aguardando_assessor_em', { useTz: true });
    t.string('aguardando_assessor_motivo', 12);
  });
  await knex.raw(
    `alter table users add constraint users_aguardando_assessor_motivo_check ` +
      `check (aguardando_assessor_motivo in ('human','unknown','complaint'))`,
  );
  await knex.schema.createTable('assistente_encaminhamentos', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('motivo', 12).notNullable();
    t.text('pergunta').notNullable();
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('resolvido_em', { useTz: true });
    t.integer('resolvido_por').references('id').inTable('users').onDelete('SET NULL');
  });
  await knex.raw(
    `alter table assistente_encaminhamentos add constraint assistente_encaminhamentos_motivo_check ` +
      `check (motivo in ('human','unknown','complaint'))`,
  );
  await knex.raw('create index assistente_encaminhamentos_user_idx on assistente_encaminhamentos (user_id, id desc)');
  await knex.raw(
    'create index users_aguardando_assessor_idx on users (aguardando_assessor_em, id) where aguardando_assessor_em is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_aguardando_assessor_idx');
  await knex.schema.dropTable('assistente_encaminhamentos');
  await knex.raw('alter table users drop constraint if exists users_aguardando_assessor_motivo_check');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('aguardando_assessor_motivo');
    t.dropColumn('aguardando_assessor_em');
  });
}
