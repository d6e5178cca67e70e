/** Matrix rows: backups, admins only (they hold everyone's data). */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { adminOnly, MATRIX_BACKUP_DIR, row, type MatrixRow } from './matrix.js';

export const BACKUP_ROWS: readonly MatrixRow[] = [
  row('GET /api/admin/backups', 'backup list', adminOnly(200), async () => ({
    url: '/api/admin/backups',
    verify: async (res) => {
      if (res.status === 200) expect(Array.isArray(res.body.arquivos)).toBe(true);
    },
  })),
  row('GET /api/admin/backups/situacao', 'last backup result for the dashboard', adminOnly(200)),
  row('POST /api/admin/backups', 'make a backup now', adminOnly(201), async () => {
    const before = fs.readdirSync(MATRIX_BACKUP_DIR).filter((name) => name.endsWith('.backup')).length;
    return {
      url: '/api/admin/backups',
      body: {},
      verify: async (res) => {
        const after = fs.readdirSync(MATRIX_BACKUP_DIR).filter((name) => name.endsWith('.backup')).length;
        // Refused: no file. Made: the keep rule leaves only the day's newest, so the count stays at least one.
        if (res.status !== 201) expect(after).toBe(before);
        else expect(fs.existsSync(path.join(MATRIX_BACKUP_DIR, res.body.arquivo.arquivo as string))).toBe(true);
      },
    };
  }),
  row('GET /api/admin/backups/arquivos/:arquivo', 'download a backup file', adminOnly(200), async () => {
    const name = `assessoria-${new Date().toISOString().replace(/[-:.]/g, '')}-schema20261205000100-app1.0.0.backup`;
    fs.writeFileSync(path.join(MATRIX_BACKUP_DIR, name), `conteudo ${name}`);
    return {
      url: `/api/admin/backups/arquivos/${name}`,
      verify: async (res) => {
        if (res.status === 200) expect(res.headers['content-disposition']).toContain(name);
        else expect(JSON.stringify(res.body)).not.toContain('conteudo');
      },
    };
  }),
  row('GET /api/admin/backups/arquivos/:arquivo', 'a path instead of a backup name', adminOnly(404), async () => ({
    url: `/api/admin/backups/arquivos/${encodeURIComponent('../session-secret')}`,
  })),
];
