import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { connectDatabase, migrateLatest, rollbackAll } from '../src/index.js';
import { migrations } from '../migrations/index.js';
import { useEngines } from './engines.js';

async function tables(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { table_name: string }[] }>(
    "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
  );
  return rows.map((r) => r.table_name);
}

const engines = useEngines();

describe.each(engines)('migrations on %s', (_engine, fresh) => {
  it('when run up, down and up again, then every table comes back and the schema is identical', async () => {
    const { knex } = await fresh();
    const applied = await migrateLatest(knex);
    expect(applied).toEqual(Object.keys(migrations).sort());
    const first = await tables(knex);
    expect(first).toEqual(
      expect.arrayContaining(['users', 'sessions', 'mensagens', 'decks', 'flashcards', 'audio', 'deletion_requests', 'whatsapp_envios']),
    );
    await rollbackAll(knex);
    expect((await tables(knex)).filter((t) => !t.startsWith('knex_'))).toEqual([]);
    await migrateLatest(knex);
    expect(await tables(knex)).toEqual(first);
  });

  it('when every migration is applied, then a start applies none; an unknown recorded one is still refused', async () => {
    const { knex } = await fresh();
    await migrateLatest(knex);
    expect(await migrateLatest(knex)).toEqual([]);

    await knex('knex_migrations').insert({ name: '29991231235959_from_a_newer_version.ts', batch: 99, migration_time: new Date() });
    await expect(migrateLatest(knex)).rejects.toThrow(/29991231235959_from_a_newer_version/);
    // A fresh PGlite migrated from nothing: tens of seconds on two busy cores.
  }, 120_000);

  it('when data breaks a rule, then the database refuses it', async () => {
    const { knex } = await fresh();
    await migrateLatest(knex);
    const [user] = await knex('users').insert({ username: 'A', email: 'Ana@Exemplo.com', password_hash: 'x' }).returning('*');
    expect(user).toMatchObject({ role: 'usuario', status_atendimento: 'Aberto', status_ia: 'Ligada' });

    await expect(knex('users').insert({ username: 'B', email: 'ana@exemplo.COM', password_hash: 'x' })).rejects.toThrow(/unique|duplicate/i);
    await expect(knex('users').insert({ username: 'C', email: 'c@x.com', password_hash: 'x', role: 'root' })).rejects.toThrow(/check/i);
    await expect(knex('users').where({ id: user.id }).update({ status_ia: 'Talvez' })).rejects.toThrow(/check/i);
    await expect(knex('mensagens').insert({ user_id: user.id, autor: 'robo', mensagem: 'oi' })).rejects.toThrow(/check/i);

    const [deck] = await knex('decks').insert({ user_id: user.id, materia: 'M', assunto: 'A', autor: 'X', ano: 2025 }).returning('id');
    await expect(knex('flashcards').insert({ deck_id: deck.id, frente: 'f', verso: 'v', nivel: 13 })).rejects.toThrow(/check/i);
    await expect(knex('flashcards').insert({ deck_id: deck.id, frente: 'f', verso: 'v', ordem: -1 })).rejects.toThrow(/check/i);
  });

  it('when a user is deleted, then everything they own goes with them', async () => {
    const { knex } = await fresh();
    await migrateLatest(knex);
    const [user] = await knex('users').insert({ username: 'A', email: 'a@x.com', password_hash: 'x' }).returning('id');
    const [deck] = await knex('decks').insert({ user_id: user.id, materia: 'M', assunto: 'A', autor: 'X', ano: 2025 }).returning('id');
    const [card] = await knex('flashcards').insert({ deck_id: deck.id, frente: 'f', verso: 'v', proxima_revisao: '2025-03-04 05:06:07' }).returning('*');
    // Local review times come back exactly as written, on both drivers.
    expect(card.proxima_revisao).toBe('2025-03-04 05:06:07');
    const [audio] = await knex('audio')
      .insert({ user_id: user.id, hash: 'h', voice: 'nova', mime: 'audio/wav', bytes: Buffer.from([1, 2]) })
      .returning('id');
    await knex('flashcard_audio').insert({ flashcard_id: card.id, tipo: 'frente', audio_id: audio.id });
    const [msg] = await knex('mensagens').insert({ user_id: user.id, autor: 'user', mensagem: 'oi' }).returning('id');
    await knex('whatsapp_envios').insert({ user_id: user.id, mensagem_id: msg.id, numero: '5511999999999', tipo: 'texto', texto: 'oi' });

    await knex('users').where({ id: user.id }).del();
    for (const table of ['decks', 'flashcards', 'audio', 'flashcard_audio', 'mensagens', 'whatsapp_envios']) {
      const [{ n }] = await knex(table).count('* as n');
      expect(n, table).toBe(0);
    }
  });
});

describe('embedded data directory', () => {
  it('when a second process opens the same directory, then it is refused with a clear message, and data survives a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
    const dataDir = path.join(dir, 'pg');
    const first = await connectDatabase({ dataDir });
    await migrateLatest(first.knex);
    await first.knex('users').insert({ username: 'A', email: 'a@x.com', password_hash: 'x' });

    // Another process holding the lock: simulate with a live pid that is not ours (our parent).
    const lockFile = `${dataDir}.lock`;
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    await first.close();
    expect(fs.existsSync(lockFile)).toBe(false);

    fs.writeFileSync(lockFile, String(process.ppid));
    await expect(connectDatabase({ dataDir })).rejects.toThrow(/já está em uso pelo processo/);

    // A lock left by a dead process (kill -9) is taken over.
    fs.writeFileSync(lockFile, '999999');
    const second = await connectDatabase({ dataDir });
    const [{ n }] = await second.knex('users').count('* as n');
    expect(n).toBe(1);
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
