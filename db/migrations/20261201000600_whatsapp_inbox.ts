import type { Knex } from 'knex';

/**
 * whatsapp_eventos becomes the webhook's inbox: the body is kept as the raw text Meta signed (jsonb refuses a
 * `\u0000` escape, which made such a delivery fail before its 200), a digest of it makes a replayed delivery a no-op
 * at the door (ON CONFLICT DO NOTHING), and each row carries its own retry state for the worker that drains it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table whatsapp_eventos alter column corpo type text using corpo::text');
  await knex.schema.alterTable('whatsapp_eventos', (t) => {
    // sha256 of the raw body, hex; null on rows stored before this migration.
    t.string('digest', 64).unique();
    t.integer('tentativas').notNullable().defaultTo(0);
    // Not before this instant (backoff after a failed attempt); null: due now.
    t.timestamp('tentar_em', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('whatsapp_eventos', (t) => {
    t.dropColumn('tentar_em');
    t.dropColumn('tentativas');
    t.dropColumn('digest');
  });
  await knex.raw('alter table whatsapp_eventos alter column corpo type jsonb using corpo::jsonb');
}
