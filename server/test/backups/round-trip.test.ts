/**
 * A backup made while the server answers requests restores into a fresh database with every row and file equal,
 * and the restored server answers the same calls the same way. Runs on Postgres (`api`) and PGlite (`api-pglite`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBackupHeader, restoreBackup } from '../../src/backups/index.js';
import { binary, TestClient } from '../support/client.js';
import { DEFAULT_PASSWORD } from '../support/factories.js';
import { startTestApp, useTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-db.js';
import { seedAdvisory, tableRows, tempDir, type Seeded } from './support.js';

const backupDir = tempDir('backups-round-trip-');
const t = useTestApp({ env: { BACKUP_DIR: backupDir } });
let restored: TestApp | undefined;

afterAll(async () => {
  await restored?.stop();
});

describe('backup and restore round trip', () => {
  it(
    'when a backup is taken while requests are served and restored into a fresh database, then every row, file and answer is the same',
    { timeout: 180_000 },
    async () => {
      const seeded: Seeded = await seedAdvisory(t.app, t.db.knex);
      const busy = seeded.students[0]!;
      const quiet = seeded.students[1]!;

      // Requests keep coming while the backup runs: a student writing (two tables per message, one transaction) and reads.
      let backupRunning = true;
      let servedDuringBackup = 0;
      let sent = 0;
      const load = (async () => {
        while (backupRunning) {
          const write = await busy.client.post('/api/chat/salvar', {
            userId: busy.id,
            autor: 'user',
            texto: `durante ${sent++}`,
          });
          expect(write.status).toBe(201);
          expect((await quiet.client.get('/api/decks')).status).toBe(200);
          if (backupRunning) servedDuringBackup++;
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const made = await t.services.backups.create('manual');
      backupRunning = false;
      await load;
      expect(servedDuringBackup).toBeGreaterThan(0);

      const file = path.join(backupDir, made.arquivo);
      expect(made.arquivo).toMatch(/^assessoria-\d{8}T\d{9}Z-schema\d{14}-app1\.0\.0\.backup$/);
      const header = await readBackupHeader(file);
      expect(header).toMatchObject({ formato: 1, app: '1.0.0', schema: expect.stringMatching(/^\d{14}_/) });
      expect(made.arquivo).toContain(`schema${header.schema.slice(0, 14)}`);
      expect(fs.readdirSync(backupDir)).toEqual([made.arquivo]);

      const fresh = await createTestDatabase({ migrate: false });
      const report = await restoreBackup(fresh.knex, fresh.kind, file);
      expect(report.migracoes_aplicadas).toEqual([]);
      restored = await startTestApp({ db: fresh });

      // Every table the backup holds, row for row — except the rows the load wrote after the snapshot.
      const during = (row: string) => /"mensagem":"durante \d+"/.test(row);
      const busyRow = (row: string) => row.startsWith(`{"id":${busy.id},`);
      for (const { nome } of report.tabelas) {
        const source = await tableRows(t.db.knex, nome);
        const copy = await tableRows(fresh.knex, nome);
        if (nome === 'mensagens') {
          expect(
            copy.filter((r) => !during(r)),
            nome,
          ).toEqual(source.filter((r) => !during(r)));
        } else if (nome === 'users') {
          expect(
            copy.filter((r) => !busyRow(r)),
            nome,
          ).toEqual(source.filter((r) => !busyRow(r)));
        } else {
          expect(copy, nome).toEqual(source);
        }
      }
      expect(report.tabelas.find((r) => r.nome === 'arquivos')?.linhas).toBe(3);
      expect(report.tabelas.find((r) => r.nome === 'flashcard_revisoes')?.linhas).toBe(6);
      expect(report.tabelas.find((r) => r.nome === 'etapas_historico')?.linhas).toBeGreaterThanOrEqual(3);
      expect(report.tabelas.find((r) => r.nome === 'auditoria')?.linhas).toBeGreaterThanOrEqual(8);

      // The snapshot is consistent: the busy student's last message on `users` is the last one `mensagens` kept, and the
      // messages written during the backup are a prefix of those the source has.
      const durante = async (knex: typeof fresh.knex) =>
        (
          (await knex('mensagens')
            .where({ user_id: busy.id })
            .where('mensagem', 'like', 'durante %')
            .orderBy('id')
            .select('mensagem')) as Array<{
            mensagem: string;
          }>
        ).map((m) => m.mensagem);
      const kept = await durante(fresh.knex);
      expect(kept).toEqual((await durante(t.db.knex)).slice(0, kept.length));
      const lastKept = await fresh.knex('mensagens').where({ user_id: busy.id }).orderBy('id', 'desc').first('mensagem');
      expect((await fresh.knex('users').where({ id: busy.id }).first('ultima_mensagem')).ultima_mensagem).toBe(lastKept.mensagem);

      // New rows continue after the restored ids.
      const next = await fresh.knex('mensagens').insert({ user_id: busy.id, autor: 'user', mensagem: 'depois' }).returning('id');
      const maxKept = (await fresh.knex('mensagens').where('mensagem', '!=', 'depois').max('id as m').first()) as { m: number };
      expect(Number((next[0] as { id: number }).id)).toBeGreaterThan(Number(maxKept.m));

      // The restored server answers as the source does, to the same people logging in with the same passwords.
      const login = async (app: TestApp, userId: number) => {
        const client = new TestClient(app.app);
        const { email } = await app.db.knex('users').where({ id: userId }).first('email');
        await client.login(email as string, DEFAULT_PASSWORD);
        return client;
      };
      const sourceStudent = await login(t, quiet.id);
      const copyStudent = await login(restored, quiet.id);
      const sourceStaff = await login(t, seeded.staff.id);
      const copyStaff = await login(restored, seeded.staff.id);
      const same = async (a: TestClient, b: TestClient, url: string) => {
        const [x, y] = [await a.get(url), await b.get(url)];
        expect(x.status, url).toBe(200);
        expect(y.status, url).toBe(x.status);
        expect(y.body, url).toEqual(x.body);
      };
      await same(sourceStudent, copyStudent, '/api/decks');
      await same(sourceStudent, copyStudent, `/api/flashcards/${quiet.deckId}`);
      await same(sourceStudent, copyStudent, `/api/arquivos?userId=${quiet.id}`);
      await same(sourceStaff, copyStaff, `/api/chat/historico/${quiet.id}`);
      await same(sourceStaff, copyStaff, `/api/funil/prospectos/${quiet.id}`);
      // The ticket list, but for the student whose last message the load moved after the snapshot.
      const tickets = async (client: TestClient) =>
        ((await client.get('/api/chat/listar-chamados?pagina=1')).body.chamados as Array<{ user_id: number }>).filter(
          (c) => c.user_id !== busy.id,
        );
      expect(await tickets(copyStaff)).toEqual(await tickets(sourceStaff));
      const bytes = await binary(copyStudent.agent.get(`/api/arquivos/${quiet.fileId}`));
      expect(bytes.status).toBe(200);
      expect(Buffer.compare(bytes.body as Buffer, quiet.fileBytes)).toBe(0);
    },
  );
});
