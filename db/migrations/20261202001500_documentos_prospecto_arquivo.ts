import type { Knex } from 'knex';

/**
 * A ticked document may point at the file the prospect sent in the conversation (WhatsApp media). The key is
 * (arquivo_id, user_id) → arquivos (id, user_id): the database itself refuses a file of another prospect. Deleting
 * the file (its message went, or retention) only unlinks it: the tick and its date stay.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table arquivos add constraint arquivos_id_user_unique unique (id, user_id)');
  await knex.schema.alterTable('documentos_prospecto', (t) => {
    t.bigInteger('arquivo_id');
  });
  await knex.raw(
    `alter table documentos_prospecto add constraint documentos_prospecto_arquivo_fk
       foreign key (arquivo_id, user_id) references arquivos (id, user_id) on delete set null (arquivo_id)`,
  );
  await knex.raw('create index documentos_prospecto_arquivo_idx on documentos_prospecto (arquivo_id) where arquivo_id is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists documentos_prospecto_arquivo_idx');
  await knex.raw('alter table documentos_prospecto drop constraint if exists documentos_prospecto_arquivo_fk');
  await knex.schema.alterTable('documentos_prospecto', (t) => {
    t.dropColumn('arquivo_id');
  });
  await knex.raw('alter table arquivos drop constraint if exists arquivos_id_user_unique');
}
