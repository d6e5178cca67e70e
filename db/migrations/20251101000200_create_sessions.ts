import type { Knex } from 'knex';

// Layout of the session store (server/src/lib/session-store.ts): sid, sess json, expired.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (t) => {
    t.string('sid', 255).primary();
    t.json('sess').notNullable();
    t.timestamp('expired', { useTz: true }).notNullable().index();
  });
  // Lets account deletion and role changes end every session of a user.
  await knex.raw(`create index sessions_user_idx on sessions (((sess::jsonb ->> 'userId')))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
}
