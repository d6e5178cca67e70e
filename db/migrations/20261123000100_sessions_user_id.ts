import type { Knex } from 'knex';

/**
 * Sessions name their user in a real column with a cascading foreign key: deleting a user removes every one of
 * their sessions in the same statement, and a write racing with the deletion can never store a session for a
 * user who no longer exists (it would violate the key instead of resurrecting a login).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
  });
  await knex.raw(
    `update sessions s set user_id = u.id from users u where (s.sess::jsonb ->> 'userId') = u.id::text`,
  );
  // A session naming a user that is gone was already worthless; now it is also invalid.
  await knex.raw(`delete from sessions where user_id is null and (sess::jsonb ->> 'userId') is not null`);
  await knex.raw('drop index if exists sessions_user_idx');
  await knex.raw('create index sessions_user_id_idx on sessions (user_id) where user_id is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists sessions_user_id_idx');
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('user_id');
  });
  await knex.raw(`create index sessions_user_idx on sessions (((sess::jsonb ->> 'userId')))`);
}
