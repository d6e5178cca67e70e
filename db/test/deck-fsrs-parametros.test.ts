import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { migrateLatest, migrationSource } from '../src/index.js';
import { migrations } from '../migrations/index.js';
import { useEngines } from './engines.js';

const NAME = '20261202000100_deck_fsrs_parametros';
const config = { migrationSource, tableName: 'knex_migrations' };

async function deckColumns(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { column_name: string }[] }>(
    "select column_name from information_schema.columns where table_schema = 'public' and table_name = 'decks' and column_name like 'fsrs%' order by 1",
  );
  return rows.map((r) => r.column_name);
}

const engines = useEngines();

describe.each(engines)('the FSRS weights of a deck on %s', (_engine, fresh) => {
  it('when migrated, then a deck keeps an array of weights with date and count; down removes them and up adds them back', async () => {
    const { knex } = await fresh();
    await migrateLatest(knex);
    expect(Object.keys(migrations)).toContain(NAME);
    expect(await deckColumns(knex)).toEqual(['fsrs_otimizado_em', 'fsrs_parametros', 'fsrs_revisoes_usadas']);
    const [user] = await knex('users').insert({ username: 'A', email: 'a@x.com', password_hash: 'x' }).returning('id');
    const [deck] = await knex('decks')
      .insert({
        user_id: user.id,
        materia: 'M',
        assunto: 'A',
        autor: 'X',
        ano: 2026,
        fsrs_parametros: JSON.stringify([0.2, 1.2]),
        fsrs_revisoes_usadas: 1200,
      })
      .returning('*');
    expect(deck.fsrs_parametros).toEqual([0.2, 1.2]);
    await expect(
      knex('decks')
        .where({ id: deck.id })
        .update({ fsrs_parametros: JSON.stringify({ w: 1 }) }),
    ).rejects.toThrow(/check/i);

    await knex.migrate.down({ ...config, name: NAME });
    expect(await deckColumns(knex)).toEqual([]);
    expect(await knex('decks').where({ id: deck.id }).first('materia')).toEqual({ materia: 'M' });
    await migrateLatest(knex);
    expect(await deckColumns(knex)).toEqual(['fsrs_otimizado_em', 'fsrs_parametros', 'fsrs_revisoes_usadas']);
  });
});
