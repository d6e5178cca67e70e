import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/child-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every descendant of `pid` (children, grandchildren…), from /proc. */
function descendants(pid: number): number[] {
  const found: number[] = [];
  const walk = (parent: number) => {
    const taskDir = `/proc/${parent}/task`;
    if (!fs.existsSync(taskDir)) return;
    for (const tid of fs.readdirSync(taskDir)) {
      const file = `${taskDir}/${tid}/children`;
      const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
      for (const child of text ? text.split(/\s+/).map(Number) : []) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

const cmdline = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
const environ = (pid: number) =>
  Object.fromEntries(
    fs
      .readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );

describe.skipIf(process.platform !== 'linux')('production start (`npm run serve`, what `npm start` runs after the build)', () => {
  let db: TestDatabase;
  let npm: ChildProcess | undefined;
  let dataDir: string | undefined;
  let output = '';

  beforeAll(async () => {
    // The same build `npm start` runs before serving; seconds, and it leaves server/dist as the e2e suite expects it.
    execFileSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'pipe' });
    db = await createTestDatabase();
  });

  afterAll(async () => {
    if (npm?.pid)
      for (const pid of [...descendants(npm.pid), npm.pid]) if (fs.existsSync(`/proc/${pid}`)) process.kill(pid, 'SIGKILL');
    await db.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when started, then plain node runs the compiled bundle with no TypeScript loader, and /healthz answers', async () => {
    const { DATABASE_URL: _parentDb, NODE_OPTIONS: _parentOptions, ...parentEnv } = process.env;
    void _parentDb;
    void _parentOptions;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    npm = spawn('npm', ['run', 'serve'], {
      cwd: root,
      env: {
        ...parentEnv,
        ...(db.url ? { DATABASE_URL: db.url } : {}),
        DATA_DIR: dataDir,
        SESSION_SECRET: 'a'.repeat(64),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: '0',
        STATIC_DIR: '/nonexistent-client-build',
        DOTENV_CONFIG_PATH: '/nonexistent/.env',
        DOTENV_CONFIG_QUIET: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    npm.stderr!.on('data', (d: Buffer) => (output += d.toString()));

    const port = await until(
      () => {
        if (npm!.exitCode !== null) throw new Error(`o servidor terminou ao iniciar:\n${output}`);
        return Number(/Escutando em:\s+\S+:(\d+)/.exec(output)?.[1] ?? 0);
      },
      'o banner do servidor',
      90_000,
    );
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);

    // npm → sh -c "… node server/dist/start.js" → node: the process whose own program is node.
    const servers = descendants(npm.pid!).filter((pid) => path.basename(cmdline(pid)[0] ?? '') === 'node');
    expect(servers).toHaveLength(1);
    const server = servers[0]!;
    const args = cmdline(server);
    expect(args.slice(1)).toEqual(['server/dist/start.js']);
    // A loader can also arrive through NODE_OPTIONS; tsx would show up as `--import tsx` or `--loader tsx`.
    expect(environ(server).NODE_OPTIONS ?? '').not.toMatch(/tsx|ts-node|--loader|--import/);
    // Nor does the bundle register one itself or reach for a TypeScript file.
    const bundle = fs.readFileSync(path.join(root, 'server/dist/start.js'), 'utf8');
    const specifiers = [...bundle.matchAll(/(?:\bfrom|\bimport\(?)\s*["']([^"']+)["']/g)].map((m) => m[1]!);
    expect(specifiers.length).toBeGreaterThan(10);
    expect(specifiers.filter((s) => /^(tsx|ts-node|typescript)(\/|$)|\.ts$/.test(s))).toEqual([]);

    process.kill(server, 'SIGTERM');
    await new Promise<void>((resolve) => (npm!.exitCode !== null ? resolve() : npm!.once('exit', () => resolve())));
    expect(output).not.toContain('Falha ao iniciar');
  }, 120_000);
});
