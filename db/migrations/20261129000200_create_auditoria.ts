import type { Knex } from 'knex';

/**
 * Audit trail of logins and staff actions on personal data (Marco Civil art. 15: access logs kept ≥ 6 months, then
 * purged by the retention job). It names the action and its target, never the content (no message text). When an
 * account is deleted its entries stay for the legal period but stop pointing at the person (SET NULL).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('auditoria', (t) => {
    t.bigIncrements('id').primary();
    t.integer('ator_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('ator_papel', 20);
    t.string('acao', 40).notNullable();
    t.integer('alvo_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('ip', 64);
    t.jsonb('detalhes');
    t.timestamp('criado_em', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index auditoria_criado_em_idx on auditoria (criado_em desc, id desc)');
  await knex.raw('create index auditoria_alvo_idx on auditoria (alvo_id, id desc) where alvo_id is not null');
  await knex.raw('create index auditoria_ator_idx on auditoria (ator_id, id desc) where ator_id is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auditoria');
}
