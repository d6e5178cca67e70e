import type { Knex } from 'knex';

/**
 * Files people send (WhatsApp media: photos, PDFs, voice notes, videos), kept in Postgres next to the rest of the
 * conversation: every app instance sees them, backups take them, account deletion removes them (cascade). The bytes
 * are already compressed, so storage EXTERNAL keeps them uncompressed out of line and a slice reads only its chunks.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('arquivos', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('mensagem_id').notNullable().unique().references('id').inTable('mensagens').onDelete('CASCADE');
    t.string('media_id', 200).notNullable();
    t.string('tipo', 12).notNullable();
    t.string('mime', 120);
    t.string('nome', 255);
    t.integer('tamanho');
    t.string('sha256', 64);
    t.binary('conteudo');
    t.string('estado', 10).notNullable().defaultTo('baixando');
    t.text('motivo');
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table arquivos add constraint arquivos_tipo_check check (tipo in ('imagem','documento','audio','video'))`);
  await knex.raw(`alter table arquivos add constraint arquivos_estado_check check (estado in ('baixando','pronto','falhou'))`);
  await knex.raw('alter table arquivos alter column conteudo set storage external');
  await knex.raw('create index arquivos_user_idx on arquivos (user_id, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('arquivos');
}
