import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '@app/db';
import { shippedKnowledge } from '../../src/knowledge/knowledge.service.js';

const root = path.resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const { DATABASE_URL: _omit, ...parentEnv } = process.env;
  void _omit;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/start.ts'], {
    cwd: root,
    env: { ...parentEnv, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitHealthy(port: number, started: Started, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy in time: ${started.output()}`);
}

function get(port: number, host: string, urlPath = '/') {
  return new Promise<number>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${urlPath} HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (d) => (data += d));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1])));
    socket.on('error', reject);
  });
}

describe('embedded start (the README\'s `npm start` without DATABASE_URL)', () => {
  it('when started on a fresh directory, then both hosts answer, a second process is refused, and a restart keeps the data', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
    const staticDir = path.join(dataDir, 'client');
    fs.mkdirSync(staticDir);
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>ok</title>');
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), STATIC_DIR: staticDir, ADMIN_EMAIL: 'dona@exemplo.com' };

    const first = startServer(env);
    // A first boot runs initdb in a child process and then opens the cluster: minutes on a 2-core machine under load.
    await waitHealthy(port, first, 240_000);
    expect(await get(port, 'localhost')).toBe(200);
    expect(await get(port, 'app.localhost', '/login')).toBe(200);
    expect(first.output()).toContain('dona@exemplo.com');
    const password = /Senha gerada:\s+(\S+)/.exec(first.output())?.[1];
    expect(password).toBeDefined();

    const secondPort = await freePort();
    const second = startServer({ ...env, PORT: String(secondPort) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/já está em uso pelo processo \d+/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The knowledge base was seeded at boot: no request above asked the assistant or listed articles.
    const embedded = await connectDatabase({ dataDir: path.join(dataDir, 'pg') });
    try {
      const slugs = (await embedded.knex('conhecimento_artigos').pluck('slug')) as string[];
      expect(slugs.sort()).toEqual(shippedKnowledge().map((a) => a.slug).sort());
    } finally {
      await embedded.close();
    }

    const again = startServer(env);
    await waitHealthy(port, again);
    expect(again.output()).not.toContain('Senha gerada');
    const csrf = await fetch(`http://127.0.0.1:${port}/api/csrf`);
    const cookies = csrf.headers.getSetCookie();
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]*)/.exec(cookies.join(';'))![1]!);
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': xsrf,
        Cookie: cookies.map((c) => c.split(';')[0]).join('; '),
      },
      body: JSON.stringify({ email: 'dona@exemplo.com', password }),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 360_000);

  it('when the configuration is wrong, then it exits listing every bad variable', async () => {
    const started = startServer({ PORT: 'abc', ADMIN_EMAIL: 'nao-e-email', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cfg-')) });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('Configuração inválida');
    expect(started.output()).toContain('PORT');
    expect(started.output()).toContain('ADMIN_EMAIL');
  }, 60_000);
});
