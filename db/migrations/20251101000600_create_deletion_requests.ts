import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('deletion_requests', (t) => {
    t.increments('id').primary();
    t.string('facebook_id', 100).notNullable();
    t.string('confirmation_code', 40).notNullable().unique();
    t.string('status', 20).notNullable().defaultTo('recebida');
    t.timestamp('recebido_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('concluido_em', { useTz: true });
  });
  await knex.raw(
    `alter table deletion_requests add constraint deletion_requests_status_check check (status in ('recebida','em_andamento','concluida'))`,
  );
  await knex.raw('create index deletion_requests_facebook_idx on deletion_requests (facebook_id, recebido_em desc)');
  await knex.raw('create index deletion_requests_recebido_idx on deletion_requests (recebido_em desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('deletion_requests');
}
