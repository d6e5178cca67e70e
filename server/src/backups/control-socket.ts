import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Logger } from '../lib/logger.js';
import { HttpError } from '../lib/errors.js';
import type { BackupsService } from './backups.service.js';

/**
 * On the embedded database only the server's process may open the data directory, so `npm run backup` asks the
 * running server to make the copy through a Unix socket in DATA_DIR. The socket is readable and writable by this
 * user only (mode 0600): whoever can use it can already read the database files. It answers one request,
 * POST /backup, and nothing on the network can reach it.
 */
export const controlSocketPath = (dataDir: string) => path.resolve(dataDir, 'backup.sock');
/** sun_path holds 108 bytes on Linux (104 on macOS). */
const MAX_SOCKET_PATH = 100;

export async function startControlSocket(
  dataDir: string,
  service: BackupsService,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  const socketPath = controlSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    logger.warn({ socketPath }, 'DATA_DIR path too long for the backup socket: npm run backup needs the server stopped');
    return { close: async () => undefined };
  }
  // Our data-directory lock is held, so a socket file left here belongs to a process that is gone.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: object) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.url !== '/backup') return answer(404, { error: 'Não encontrado.' });
    service.create('linha_de_comando').then(
      (arquivo) => answer(201, { arquivo }),
      (error: unknown) => {
        if (error instanceof HttpError) return answer(error.status, { error: error.message });
        answer(500, { error: error instanceof Error ? error.message : String(error) });
      },
    );
  });
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** The command line's side: asks the running server for a backup and returns its answer. */
export function requestBackupFromServer(dataDir: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: controlSocketPath(dataDir), method: 'POST', path: '/backup' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> });
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}
