/**
 * LGPD: an account deleted after a backup stays deleted when that backup is restored. Deletions are logged by a
 * trigger (only the account id and the time); restore replays the log of the database it replaces and of newer
 * backups beside the one restored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreBackup, RestoreRefusedError } from '../../src/backups/index.js';
import { loggedIn, createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { useTestApp } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-db.js';
import { publicTableCount, tempDir } from './support.js';

const backupDir = tempDir('backups-deletion-');
const t = useTestApp({ env: { BACKUP_DIR: backupDir } });

const exists = async (knex: typeof t.db.knex, id: number) => Boolean(await knex('users').where({ id }).first('id'));

describe('deleted accounts and restore', () => {
  it(
    'when accounts are deleted after a backup, then restoring it deletes them again, from a newer backup or the replaced database',
    { timeout: 180_000 },
    async () => {
      const admin = await loggedIn(t.app, t.db.knex, { role: 'admin' });
      const selfDeleting = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
      const removedByAdmin = await createUser(t.db.knex);
      const deletedLater = await createUser(t.db.knex);
      const staying = await createUser(t.db.knex);
      await t.db.knex('mensagens').insert({ user_id: selfDeleting.user.id, autor: 'user', mensagem: 'dado pessoal' });

      const first = await t.services.backups.create('manual', new Date(Date.now() - 26 * 60 * 60_000));
      expect((await selfDeleting.client.delete('/api/usuario/excluir', { senha: DEFAULT_PASSWORD })).status).toBeOneOf([200, 204]);
      expect((await admin.client.delete(`/api/admin/usuarios/${removedByAdmin.id}`)).status).toBeOneOf([200, 204]);

      // The log holds the ids and times, nothing else about the people.
      const log = await t.db.knex('contas_excluidas').orderBy('conta_id').select();
      expect(log.map((r: { conta_id: number }) => r.conta_id)).toEqual(
        [selfDeleting.user.id, removedByAdmin.id].sort((a, b) => a - b),
      );
      expect(Object.keys(log[0]!).sort()).toEqual(['conta_id', 'excluida_em']);

      // (The first backup is dated the day before, so the keep rule leaves both.)
      // A newer backup in the same folder carries the log: restoring the older one into a fresh database applies it.
      await t.services.backups.create('manual', new Date(Date.now() - 2 * 60_000));
      expect(fs.readdirSync(backupDir).filter((n) => n.endsWith('.backup'))).toHaveLength(2);
      const fresh = await createTestDatabase({ migrate: false });
      try {
        const report = await restoreBackup(fresh.knex, fresh.kind, path.join(backupDir, first.arquivo));
        expect(report.contas_excluidas_novamente).toBe(2);
        expect(await exists(fresh.knex, selfDeleting.user.id)).toBe(false);
        expect(await exists(fresh.knex, removedByAdmin.id)).toBe(false);
        expect(await fresh.knex('mensagens').where({ mensagem: 'dado pessoal' }).first()).toBeUndefined();
        expect(await exists(fresh.knex, staying.id)).toBe(true);
        // The replayed deletions are logged in the restored database too, for the next restore.
        expect((await fresh.knex('contas_excluidas').pluck('conta_id')).map(Number).sort()).toEqual(
          [selfDeleting.user.id, removedByAdmin.id].sort((a, b) => a - b),
        );
      } finally {
        await fresh.drop();
      }

      // Deleted after every backup: only the database being replaced knows. Restoring over it (--force) keeps that.
      expect((await admin.client.delete(`/api/admin/usuarios/${deletedLater.id}`)).status).toBeOneOf([200, 204]);
      const tables = await publicTableCount(t.db.knex);
      await expect(restoreBackup(t.db.knex, t.db.kind, path.join(backupDir, first.arquivo))).rejects.toThrow(RestoreRefusedError);
      await expect(restoreBackup(t.db.knex, t.db.kind, path.join(backupDir, first.arquivo))).rejects.toThrow(
        /não está vazio .*--force.*Nada foi restaurado/,
      );
      expect(await publicTableCount(t.db.knex)).toBe(tables);
      expect(await exists(t.db.knex, staying.id)).toBe(true);

      const report = await restoreBackup(t.db.knex, t.db.kind, path.join(backupDir, first.arquivo), { force: true });
      expect(report.contas_excluidas_novamente).toBe(3);
      for (const id of [selfDeleting.user.id, removedByAdmin.id, deletedLater.id])
        expect(await exists(t.db.knex, id)).toBe(false);
      expect(await exists(t.db.knex, staying.id)).toBe(true);
      expect(await exists(t.db.knex, admin.user.id)).toBe(true);
    },
  );
});
