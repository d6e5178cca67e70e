import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { migrateLatest, rollbackAll } from '../src/index.js';
import { useEngines } from './engines.js';

const engines = useEngines();

async function personWithFile(knex: Knex, tag: string) {
  const [user] = await knex('users')
    .insert({ username: tag, email: `${tag}@x.com`, password_hash: 'x' })
    .returning('id');
  const [msg] = await knex('mensagens').insert({ user_id: user.id, autor: 'user', mensagem: 'RG' }).returning('id');
  const [file] = await knex('arquivos')
    .insert({ user_id: user.id, mensagem_id: msg.id, media_id: `m-${tag}`, tipo: 'imagem', estado: 'pronto' })
    .returning('id');
  return { userId: user.id as number, fileId: Number(file.id), messageId: Number(msg.id) };
}

const columns = async (knex: Knex, table: string) =>
  (
    await knex.raw<{ rows: Array<{ column_name: string }> }>(
      'select column_name from information_schema.columns where table_schema = ? and table_name = ?',
      ['public', table],
    )
  ).rows.map((r) => r.column_name);

describe.each(engines)('checklist file link on %s', (_engine, fresh) => {
  it("when a tick points at a file, then only the prospect's own file is accepted, and deleting the file keeps the tick", async () => {
    const { knex } = await fresh();
    await migrateLatest(knex);
    const ana = await personWithFile(knex, 'ana');
    const bia = await personWithFile(knex, 'bia');
    const [doc] = await knex('documentos_modelo').orderBy('id').limit(1).select('id');

    await expect(
      knex('documentos_prospecto').insert({ user_id: ana.userId, documento_id: doc.id, arquivo_id: bia.fileId }),
    ).rejects.toThrow(/foreign key/i);
    await knex('documentos_prospecto').insert({ user_id: ana.userId, documento_id: doc.id, arquivo_id: ana.fileId });

    await knex('mensagens').where({ id: ana.messageId }).delete();
    const tick = await knex('documentos_prospecto').where({ user_id: ana.userId, documento_id: doc.id }).first();
    expect(tick).toMatchObject({ user_id: ana.userId, arquivo_id: null });
    expect(tick.entregue_em).toBeTruthy();
  });

  it('when migrated down and up again, then the link column and users.proximo_contato_definido_em go and come back', async () => {
    const { knex } = await fresh();
    await migrateLatest(knex);
    expect(await columns(knex, 'documentos_prospecto')).toContain('arquivo_id');
    expect(await columns(knex, 'users')).toContain('proximo_contato_definido_em');
    await rollbackAll(knex);
    await migrateLatest(knex);
    expect(await columns(knex, 'documentos_prospecto')).toContain('arquivo_id');
    expect(await columns(knex, 'users')).toContain('proximo_contato_definido_em');
  });
});
