/**
 * A backup that is damaged (truncated, altered, not a backup) is refused by restore with a clear message and nothing
 * is written; a backup process killed with SIGKILL leaves no file under a finished name.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupFileError, createBackupFile, restoreBackup } from '../../src/backups/index.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { until } from '../support/child-server.js';
import { publicTableCount, tempDir } from './support.js';

const dir = tempDir('backups-damaged-');
const FINISHED = /^assessoria-.*\.backup$/;
let source: TestDatabase;
let good: string;
let bytes: Buffer;

beforeAll(async () => {
  source = await createTestDatabase();
  await source
    .knex('users')
    .insert({ username: 'Ana', email: 'ana-danificado@exemplo.com', password_hash: 'x', role: 'usuario' });
  good = (await createBackupFile(source.knex, source.kind, dir)).caminho;
  bytes = fs.readFileSync(good);
});

afterAll(async () => {
  await source?.drop();
});

const damaged = (name: string, content: Buffer | string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
};

describe('restore of a damaged backup', () => {
  const headerEnd = () => bytes.indexOf(0x0a) + 1;
  const cases: Array<[string, () => Buffer | string, RegExp]> = [
    ['cut in the middle', () => bytes.subarray(0, Math.floor(bytes.length * 0.6)), /danificados ou incompletos|incompleto/],
    ['cut a few bytes before the end', () => bytes.subarray(0, bytes.length - 5), /danificados ou incompletos|incompleto/],
    ['cut inside the header line', () => bytes.subarray(0, 20), /cabeçalho/],
    [
      'one byte of the compressed data changed',
      () => {
        const copy = Buffer.from(bytes);
        const at = headerEnd() + Math.floor((copy.length - headerEnd()) / 2);
        copy[at] = copy[at]! ^ 0xff;
        return copy;
      },
      /danificados|não confere|corrompido|inválido/,
    ],
    ['junk after the end', () => Buffer.concat([bytes, Buffer.from('mais coisas')]), /danificados|depois do fim/],
    ['not a backup at all', () => 'id;nome\n1;Ana\n', /não é uma cópia de segurança/],
    ['an empty file', () => '', /cabeçalho/],
  ];

  for (const [what, content, message] of cases) {
    it(
      `when the file is ${what}, then restore refuses it with a clear message and writes nothing`,
      { timeout: 60_000 },
      async () => {
        const file = damaged(`caso-${what.replace(/\W+/g, '-')}.backup`, content());
        const target = await createTestDatabase({ migrate: false });
        try {
          const error = await restoreBackup(target.knex, target.kind, file).catch((e: unknown) => e);
          expect(error).toBeInstanceOf(BackupFileError);
          expect((error as Error).message).toMatch(/^Arquivo de cópia de segurança inválido: .+\. Nada foi restaurado\.$/);
          expect((error as Error).message).toMatch(message);
          expect(await publicTableCount(target.knex)).toBe(0);
        } finally {
          await target.drop();
        }
      },
    );
  }

  it(
    'when the command line restores a truncated file, then it exits 1 with the message and creates no database',
    { timeout: 120_000 },
    async () => {
      const file = damaged('cortado.backup', bytes.subarray(0, Math.floor(bytes.length / 2)));
      const dataDir = tempDir('restore-cli-');
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', file], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toMatch(/Arquivo de cópia de segurança inválido: .*Nada foi restaurado\./);
      expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
    },
  );
});

describe('a backup killed midway', () => {
  it(
    'when the process is killed with SIGKILL while writing, then no file has a finished name',
    { timeout: 360_000 },
    async () => {
      const out = tempDir('backups-killed-');
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures/backup-child.ts')], {
        env: { ...process.env, BACKUP_CHILD_DIR: out },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      let gone = false;
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<void>((resolve) =>
        child.on('exit', () => {
          gone = true;
          resolve();
        }),
      );
      try {
        // Killed once the partial file has data in it: the write is under way.
        await until(
          () => {
            if (gone) throw new Error(`the child ended before it was killed: ${stdout} ${stderr}`);
            return fs.readdirSync(out).some((name) => name.endsWith('.partial') && fs.statSync(path.join(out, name)).size > 0);
          },
          'a partial backup file with data',
          300_000,
          5,
        );
      } finally {
        child.kill('SIGKILL');
        await exited;
      }
      expect(stdout).not.toContain('terminou');
      const names = fs.readdirSync(out);
      expect(names.filter((name) => FINISHED.test(name))).toEqual([]);
      expect(names.some((name) => name.endsWith('.partial'))).toBe(true);
    },
  );
});
