/**
 * The admin screen's API: make a backup now, list and download the files, the schedule's last result for the
 * dashboard; creating and downloading are audited; files outside the keep rule are deleted from disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupsService } from '../../src/backups/index.js';
import { createLogger } from '../../src/lib/logger.js';
import { binary } from '../support/client.js';
import { loggedIn } from '../support/factories.js';
import { useTestApp } from '../support/test-app.js';
import { tempDir } from './support.js';

const backupDir = tempDir('backups-routes-');
const t = useTestApp({ env: { BACKUP_DIR: backupDir, BACKUP_HOUR: '4' } });

describe('backups admin API', () => {
  it(
    'when an admin makes a backup now, then the file is listed with its size and date, downloads whole, and both acts are audited',
    { timeout: 120_000 },
    async () => {
      const admin = await loggedIn(t.app, t.db.knex, { role: 'admin' });
      const created = await admin.client.post('/api/admin/backups', {});
      expect(created.status).toBe(201);
      const file = created.body.arquivo as { arquivo: string; bytes: number; criado_em: string };
      const onDisk = fs.readFileSync(path.join(backupDir, file.arquivo));
      expect(file.bytes).toBe(onDisk.length);
      expect(onDisk.subarray(0, 20).toString()).toBe('ASSESSORIA-BACKUP 1 ');

      const list = await admin.client.get('/api/admin/backups');
      expect(list.status).toBe(200);
      expect(list.body.arquivos).toEqual([
        {
          arquivo: file.arquivo,
          bytes: onDisk.length,
          criado_em: file.criado_em,
          schema: expect.stringMatching(/^\d{14}$/),
          app: '1.0.0',
        },
      ]);
      expect(list.body.agenda).toEqual({ hora: 4, manter_diarios: 7, manter_semanais: 4, diretorio: backupDir });
      expect(list.body.em_andamento).toBe(false);

      const download = await binary(admin.client.agent.get(`/api/admin/backups/arquivos/${file.arquivo}`));
      expect(download.status).toBe(200);
      expect(download.headers['content-disposition']).toBe(`attachment; filename=${file.arquivo}`);
      expect(Buffer.compare(download.body as Buffer, onDisk)).toBe(0);

      await expect
        .poll(
          async () =>
            await t.db
              .knex('auditoria')
              .where({ ator_id: admin.user.id })
              .whereIn('acao', ['criar_backup', 'baixar_backup'])
              .orderBy('id')
              .select('acao', 'detalhes'),
        )
        .toEqual([
          { acao: 'criar_backup', detalhes: { arquivo: file.arquivo } },
          { acao: 'baixar_backup', detalhes: { arquivo: file.arquivo } },
        ]);
      const run = await t.db.knex('backups_execucoes').orderBy('id', 'desc').first();
      expect(run).toMatchObject({ origem: 'manual', estado: 'concluida', arquivo: file.arquivo, erro: null });
    },
  );

  it('when two backups are asked for at once, then one is made and the other answered 409', { timeout: 120_000 }, async () => {
    const admin = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const answers = await Promise.all([admin.client.post('/api/admin/backups', {}), admin.client.post('/api/admin/backups', {})]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      error: 'Já há uma cópia de segurança em andamento. Aguarde ela terminar.',
    });
  });

  it('when a body carries fields or a name is not a backup file, then 400 and 404', async () => {
    const admin = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    expect((await admin.client.post('/api/admin/backups', { diretorio: '/etc' })).body).toEqual({
      error: 'Este pedido não leva dados.',
    });
    for (const name of [
      '..%2Fsession-secret',
      'assessoria-x.backup',
      '.assessoria-20261128T100213375Z-schema20261205000100-app1.0.0.backup.partial',
    ]) {
      const res = await admin.client.get(`/api/admin/backups/arquivos/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.body).toEqual({ error: 'Cópia de segurança não encontrada.' });
    }
  });

  it(
    'when the scheduled backup fails, then the status says so with the reason, and a later success clears it',
    { timeout: 120_000 },
    async () => {
      const admin = await loggedIn(t.app, t.db.knex, { role: 'admin' });
      const blocker = path.join(tempDir('backups-blocked-'), 'um-arquivo');
      fs.writeFileSync(blocker, 'não é uma pasta');
      const broken = backupsService({
        db: t.db.knex,
        logger: createLogger('silent'),
        config: { dir: path.join(blocker, 'backups'), hour: 4, keep: { diarios: 7, semanais: 4 } },
      });
      await expect(broken.create('agendada')).rejects.toThrow();

      const status = await admin.client.get('/api/admin/backups/situacao');
      expect(status.status).toBe(200);
      expect(status.body.saude).toBe('falhou');
      expect(status.body.ultima_agendada).toMatchObject({
        origem: 'agendada',
        estado: 'falhou',
        erro: expect.stringMatching(/ENOTDIR|EEXIST|not a directory/),
      });

      await t.services.backups.create('agendada');
      expect((await admin.client.get('/api/admin/backups/situacao')).body.saude).toBe('ok');
    },
  );

  it('when backups fall outside the keep rule, then they are deleted from disk and the rest stay', async () => {
    const dir = tempDir('backups-prune-');
    const service = backupsService({
      db: t.db.knex,
      logger: createLogger('silent'),
      config: { dir, hour: 4, keep: { diarios: 2, semanais: 1 } },
    });
    const name = (iso: string) => `assessoria-${iso.replace(/[-:.]/g, '')}-schema20261205000100-app1.0.0.backup`;
    // Now: Wednesday 2026-12-02 15:00 UTC (12:00 in São Paulo).
    const files = [
      '2026-12-02T10:00:00.000Z',
      '2026-12-02T14:00:00.000Z',
      '2026-12-01T14:00:00.000Z',
      '2026-11-30T14:00:00.000Z',
      '2026-11-20T14:00:00.000Z',
    ].map(name);
    for (const f of [...files, 'notas.txt']) fs.writeFileSync(path.join(dir, f), 'x');
    fs.writeFileSync(path.join(dir, `.${files[0]}.partial`), 'x');
    const old = new Date('2026-12-01T00:00:00Z');
    fs.utimesSync(path.join(dir, `.${files[0]}.partial`), old, old);

    const deleted = await service.prune(new Date('2026-12-02T15:00:00Z'));
    expect(deleted.sort()).toEqual([files[0], files[3], files[4]].sort());
    // Today's newest (also this week's newest) and yesterday's stay; the old partial file goes; other files are not ours.
    expect(fs.readdirSync(dir).sort()).toEqual([files[1], files[2], 'notas.txt'].sort());
  });
});
