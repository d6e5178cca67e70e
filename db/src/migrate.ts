import type { Knex } from 'knex';
import { migrations } from '../migrations/index.js';

/** Migrations are listed in code (not read from disk) so tsx, vitest and bundlers all load them alike. */
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Migração desconhecida: ${name}`);
    return migration;
  },
};

const config = { migrationSource, tableName: 'knex_migrations' } satisfies Knex.MigratorConfig;

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(config)) as [number, string[]];
  return applied;
}

export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback(config, true);
}
