import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `probe` until it returns something truthy; throws with `label` after `timeoutMs`. */
export async function until<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  label: string,
  timeoutMs = 15_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`tempo esgotado esperando: ${label}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildServer {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  output(): string;
  exited: Promise<Exit>;
  /** SIGKILL: no handler runs, nothing is flushed, open transactions die with their connections. */
  kill9(): Promise<Exit>;
  /** SIGTERM: the graceful shutdown of start.ts. */
  term(): Promise<Exit>;
}

const running = new Set<ChildProcess>();
/** Kills every child still alive (afterAll safety net: a failed assertion must not leave servers behind). */
export function killAllChildren() {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  running.clear();
}

/**
 * Starts `server/src/start.ts` — exactly what `npm start` runs — as a child process with `env` on top of a
 * production-like base, and resolves once `/healthz` answers. With PORT=0 (the default here) the child binds a
 * free port itself and its banner says which: no window in which another process could take a port chosen for it.
 */
export async function spawnServer(env: Record<string, string>, options: { timeoutMs?: number } = {}): Promise<ChildServer> {
  // Without either, the child would open the developer's own ./data/pg.
  if (!env.DATABASE_URL && !env.DATA_DIR) throw new Error('spawnServer precisa de DATABASE_URL ou DATA_DIR');
  // The parent's DATABASE_URL is the test admin database: never let a child inherit it by accident.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...parentEnv } = process.env;
  void _db;
  void _redis;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/start.ts'], {
    cwd: root,
    env: {
      ...parentEnv,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      STATIC_DIR: '/nonexistent-client-build',
      // A developer's .env (REDIS_URL, OPENAI_API_KEY…) must not leak into the test's server.
      DOTENV_CONFIG_PATH: '/nonexistent/.env',
      DOTENV_CONFIG_QUIET: 'true',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  const fail = (why: string) => {
    child.kill('SIGKILL');
    return new Error(`${why}:\n${out}`);
  };
  let port = 0;
  while (!port) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`o servidor terminou ao iniciar:\n${out}`);
    if (Date.now() > deadline) throw fail('o servidor não começou a escutar a tempo');
    port = Number(/Escutando em:\s+\S+:(\d+)/.exec(out)?.[1] ?? 0);
    if (!port) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const url = `http://127.0.0.1:${port}`;
  const server: ChildServer = {
    child,
    port,
    url,
    output: () => out,
    exited,
    kill9: () => {
      child.kill('SIGKILL');
      return exited;
    },
    term: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };

  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`o servidor terminou ao iniciar:\n${out}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return server;
    } catch {
      /* not answering yet */
    }
    if (Date.now() > deadline) throw fail('o servidor não ficou saudável a tempo');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
