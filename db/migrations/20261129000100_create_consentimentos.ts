import type { Knex } from 'knex';

/**
 * Append-only history of consent (LGPD art. 8): each row is one choice a person made, with the exact text version they
 * saw and where they made it. The current state (users.marketing_opt_out) is written in the same transaction as the
 * row, so it always equals the latest record. Account deletion removes the history with the account (cascade).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('consentimentos', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('finalidade', 40).notNullable();
    t.boolean('valor').notNullable();
    t.string('canal', 20).notNullable();
    t.string('versao_texto', 60).notNullable();
    t.text('texto').notNullable();
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table consentimentos add constraint consentimentos_finalidade_check check (finalidade in ('marketing_whatsapp'))`);
  await knex.raw(`alter table consentimentos add constraint consentimentos_canal_check check (canal in ('configuracoes','cadastro'))`);
  await knex.raw('create index consentimentos_user_idx on consentimentos (user_id, finalidade, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('consentimentos');
}
