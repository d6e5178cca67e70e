import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.string('username', 120).notNullable();
    t.string('email', 254).notNullable();
    t.string('password_hash', 100).notNullable();
    t.string('role', 20).notNullable().defaultTo('usuario');
    t.string('whatsapp', 32);
    t.string('status_atendimento', 40).notNullable().defaultTo('Aberto');
    t.string('status_ia', 10).notNullable().defaultTo('Ligada');
    t.boolean('marketing_opt_out').notNullable().defaultTo(false);
    // Denormalised from mensagens so the ticket list is one index scan, not a join over every message.
    t.text('ultima_mensagem');
    t.string('ultima_mensagem_autor', 20);
    t.timestamp('ultima_mensagem_em', { useTz: true });
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table users add constraint users_role_check check (role in ('admin','colaborador','usuario'))`);
  await knex.raw(
    `alter table users add constraint users_status_atendimento_check check (status_atendimento in ` +
      `('Aberto','Em progresso','Pendente de documentação','Matrícula em progresso','Matriculado'))`,
  );
  await knex.raw(`alter table users add constraint users_status_ia_check check (status_ia in ('Ligada','Desligada'))`);
  await knex.raw(
    `alter table users add constraint users_ultima_mensagem_autor_check check ` +
      `(ultima_mensagem_autor is null or ultima_mensagem_autor in ('user','ia','colaborador','admin'))`,
  );
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))');
  await knex.raw('create index users_tickets_idx on users (ultima_mensagem_em desc nulls last, id desc)');
  await knex.raw('create index users_criado_em_idx on users (criado_em)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
