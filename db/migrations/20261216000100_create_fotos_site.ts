import type { Knex } from 'knex';

/**
 * Photos of the public site (advisors, students), uploaded in /admin/site and already resized to WebP. Kept in the
 * database, not on disk, so the embedded database and Postgres alike hold them and a backup carries them. A photo is
 * never changed: a new upload is a new row, which is what lets the site serve it as immutable.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('fotos_site', (t) => {
    t.increments('id').primary();
    t.binary('conteudo').notNullable();
    t.text('mime').notNullable();
    t.integer('largura').notNullable();
    t.integer('altura').notNullable();
    t.text('sha256').notNullable();
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('fotos_site');
}
