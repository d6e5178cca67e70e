import type { Knex } from 'knex';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEngines } from './engines.js';

// Repositories read `.update()`/`.del()` results as affected-row counts and raw results like pg's Result:
// both drivers must give the same answers, or an operation succeeds on one and "fails" on the other.

const engines = useEngines();

describe.each(engines)('query results on %s', (_engine, fresh) => {
  let knex: Knex;
  beforeAll(async () => {
    ({ knex } = await fresh());
    await knex.schema.createTable('itens', (t) => {
      t.increments('id');
      t.text('nome').notNullable();
      t.integer('n').notNullable().defaultTo(0);
    });
  });

  async function seed(...nomes: string[]): Promise<number[]> {
    await knex('itens').del();
    const rows: Array<{ id: number }> = await knex('itens')
      .insert(nomes.map((nome) => ({ nome })))
      .returning('id');
    return rows.map((r) => r.id);
  }

  it('when rows are deleted with .del() or .delete(), then the answer is the number of rows deleted', async () => {
    const [a, b] = await seed('a', 'b', 'c');
    expect(await knex('itens').where({ id: a }).del()).toBe(1);
    expect(await knex('itens').where({ id: a }).delete()).toBe(0);
    expect(await knex('itens').whereIn('id', [a!, b!]).delete()).toBe(1);
    expect(await knex('itens').del()).toBe(1);
  });

  it('when rows are updated, incremented or decremented, then the answer is the number of rows matched', async () => {
    const [a] = await seed('a', 'b', 'c');
    expect(await knex('itens').where({ id: a }).update({ nome: 'x' })).toBe(1);
    expect(await knex('itens').where({ id: -1 }).update({ nome: 'x' })).toBe(0);
    expect(await knex('itens').increment('n', 2)).toBe(3);
    expect(await knex('itens').where({ id: a }).decrement('n', 1)).toBe(1);
  });

  it('when the statements run inside a transaction, then the counts are the same', async () => {
    const [a, b] = await seed('a', 'b');
    await knex.transaction(async (trx) => {
      expect(await trx('itens').where({ id: a }).update({ nome: 'y' })).toBe(1);
      expect(await trx('itens').where({ id: b }).del()).toBe(1);
      expect(await trx('itens').where({ id: b }).del()).toBe(0);
    });
    expect(await knex('itens').pluck('nome')).toEqual(['y']);
  });

  it('when a raw statement runs, then its result names the command and counts rows as pg does', async () => {
    await seed('a', 'b', 'c');
    const select = await knex.raw('select id from itens');
    expect(select).toMatchObject({ command: 'SELECT', rowCount: 3 });
    expect(select.rows).toHaveLength(3);
    expect(await knex.raw('update itens set n = n + 1 where nome <> ?', ['a'])).toMatchObject({ command: 'UPDATE', rowCount: 2 });
    expect(await knex.raw('delete from itens where nome = ?', ['a'])).toMatchObject({ command: 'DELETE', rowCount: 1 });
    expect(await knex.raw('insert into itens (nome) values (?), (?)', ['d', 'e'])).toMatchObject({ command: 'INSERT', rowCount: 2 });
  });

  it('when a raw script of several statements runs without bindings, then it runs whole and answers one result per statement', async () => {
    await seed('a', 'b');
    const results = await knex.raw("update itens set n = 7 where nome = 'a'; delete from itens where nome = 'b'; select nome, n from itens");
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({ command: 'UPDATE', rowCount: 1 });
    expect(results[1]).toMatchObject({ command: 'DELETE', rowCount: 1 });
    expect(results[2]).toMatchObject({ command: 'SELECT', rowCount: 1, rows: [{ nome: 'a', n: 7 }] });
    await expect(knex.raw('select ?::int as x; select 2', [1])).rejects.toThrow(/multiple commands/);
  });

  it('when rows are read with first, pluck or returning, then the shapes are unchanged', async () => {
    const [a] = await seed('a', 'b');
    expect(await knex('itens').where({ id: a }).first('nome')).toEqual({ nome: 'a' });
    expect(await knex('itens').orderBy('id').pluck('nome')).toEqual(['a', 'b']);
    expect(await knex('itens').where({ id: a }).update({ nome: 'z' }).returning('nome')).toEqual([{ nome: 'z' }]);
    expect(await knex('itens').where({ id: a }).del().returning('nome')).toEqual([{ nome: 'z' }]);
    expect(await knex('itens').where({ id: -1 }).first('nome')).toBeUndefined();
  });
});
