import { describe, expect, it } from 'vitest';
import { MERGE_COVERAGE } from '../../src/conversation/index.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();

/**
 * A proven number brings its WhatsApp lead's rows to the account. Every column that points at a person must say what
 * the merge does with it: a new table that belongs to someone cannot ship without it (or a lead's rows would be deleted
 * with the lead instead of moving).
 */
describe('what a merge does with each column that points at a person', () => {
  it('when the schema is read, then every foreign key to users is in the merge coverage, and every entry is a real key', async () => {
    const { rows } = (await t.db.knex.raw(`
      select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.confrelid = 'users'::regclass`)) as {
      rows: Array<{ table: string; column: string }>;
    };
    const inSchema = new Set(rows.map((r) => `${r.table}.${r.column}`));
    const declared = new Set(Object.entries(MERGE_COVERAGE).flatMap(([table, columns]) => Object.keys(columns).map((c) => `${table}.${c}`)));
    expect([...inSchema].filter((key) => !declared.has(key)), 'columns a merge would not know about').toEqual([]);
    expect([...declared].filter((key) => !inSchema.has(key)), 'declared columns with no foreign key').toEqual([]);
    expect(inSchema).toContain('mensagens.user_id');
  });
});
