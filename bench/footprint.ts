/**
 * Memory footprint of the production server, as `npm run serve` starts it, on both databases: the embedded PGlite's
 * first boot (fresh data directory: its peak RSS and time to the first 200) and a later boot (time, idle RSS), then
 * idle RSS after a mixed load (public landing, login, authenticated reads, questions to the assistant) and Postgres
 * mode the same way. RSS and its peak come from /proc/<pid>/status (VmRSS, VmHWM) of the node process itself, not of
 * npm or the shell. BENCH_BEFORE_SERVER (a checkout of an earlier commit with its own node_modules) runs the same
 * measurements on that checkout's `npm run serve`, in the same run, so before and after share the machine's mood.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshDatabase, ROOT } from './lib/server.js';
import { BenchSession } from './lib/session.js';

export interface MemorySample {
  rssMb: number;
  peakRssMb: number;
}

export interface ModeFootprint {
  /** From spawning `npm run serve` to the first 200 from /healthz. */
  firstOkMs: number;
  /** From spawning `npm run serve` to the first 200 from the public landing page (`/` on the public host). */
  landingOkMs: number;
  /** Peak RSS from the start to the first 200 (VmHWM): on a fresh PGlite directory, initdb's share shows here. */
  bootPeakRssMb: number;
  /**
   * Largest sum of RSS of the server and its helper processes until the first 200, sampled every ~20 ms: what the
   * machine must hold during the boot (on a fresh PGlite directory the cluster is created in a short-lived child).
   */
  machinePeakRssMb: number;
  /** RSS a few seconds after the first 200, nothing asked yet. */
  idleRssMb: number;
  load?: { seconds: number; requests: number; errors: number; non2xx: number; peakRssMb: number; idleRssAfterMb: number };
}

export interface FootprintRun {
  label: string;
  pglite: { firstBoot: ModeFootprint; laterBoot: ModeFootprint };
  postgres: ModeFootprint;
}

export interface FootprintResult {
  loadSeconds: number;
  current: FootprintRun;
  before?: FootprintRun & { commit: string };
}

const mb = (kb: number) => Math.round(kb / 1024);

function readStatus(pid: number): { rssKb: number; hwmKb: number } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return { rssKb: Number(/VmRSS:\s+(\d+)/.exec(text)?.[1] ?? 0), hwmKb: Number(/VmHWM:\s+(\d+)/.exec(text)?.[1] ?? 0) };
  } catch {
    return undefined;
  }
}

/** The node processes under npm → sh, outermost first: the server, then any helper it started (the cluster's initdb). */
function nodeDescendants(pid: number): number[] {
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    try {
      for (const tid of fs.readdirSync(`/proc/${parent}/task`)) {
        const text = fs.readFileSync(`/proc/${parent}/task/${tid}/children`, 'utf8').trim();
        for (const child of text ? text.split(/\s+/).map(Number) : []) {
          const argv0 = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0')[0] ?? '';
          if (path.basename(argv0) === 'node') found.push(child);
          queue.push(child);
        }
      }
    } catch {
      /* the process ended while we looked */
    }
  }
  return found;
}

interface Started {
  npm: ChildProcess;
  pid: number;
  port: number;
  firstOkMs: number;
  landingOkMs: number;
  bootPeakRssMb: number;
  machinePeakRssMb: number;
  output: () => string;
  stop(): Promise<void>;
}

async function startServe(cwd: string, env: Record<string, string>): Promise<Started> {
  const t0 = performance.now();
  // The bench's own DATABASE_URL is the admin database: a mode without one runs the embedded PGlite.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...parentEnv } = process.env;
  void _db;
  void _redis;
  const npm = spawn('npm', ['run', 'serve'], {
    cwd,
    env: {
      ...parentEnv,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DOTENV_CONFIG_PATH: '/nonexistent/.env',
      DOTENV_CONFIG_QUIET: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  npm.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  npm.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  // A first boot on a fresh directory runs initdb: minutes on a busy 2-core machine.
  const deadline = Date.now() + 600_000;
  let pid: number | undefined;
  let port = 0;
  let firstOkMs = 0;
  let landingOkMs = 0;
  // The server's own peak is its VmHWM; a helper process's memory adds to the machine's peak while both live.
  let machinePeakKb = 0;
  for (;;) {
    const processes = nodeDescendants(npm.pid!);
    pid ??= processes[0];
    machinePeakKb = Math.max(machinePeakKb, processes.reduce((sum, p) => sum + (readStatus(p)?.rssKb ?? 0), 0));
    if (npm.exitCode !== null) throw new Error(`npm run serve terminou ao iniciar:\n${out}`);
    if (Date.now() > deadline) {
      npm.kill('SIGKILL');
      throw new Error(`o servidor não respondeu a tempo:\n${out}`);
    }
    port ||= Number(/Escutando em:\s+\S+:(\d+)/.exec(out)?.[1] ?? 0);
    if (port) {
      const ok = (pathname: string, host: string) =>
        fetch(`http://127.0.0.1:${port}${pathname}`, { headers: { host } })
          .then((r) => r.ok)
          .catch(() => false);
      if (!firstOkMs && (await ok('/healthz', `127.0.0.1:${port}`))) firstOkMs = Math.round(performance.now() - t0);
      if (!landingOkMs && (await ok('/', `localhost:${port}`))) landingOkMs = Math.round(performance.now() - t0);
      if (firstOkMs && landingOkMs) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (!pid) throw new Error('processo node do servidor não encontrado');
  const bootPeakRssMb = mb(readStatus(pid)?.hwmKb ?? 0);
  const serverPid = pid;
  return {
    npm,
    pid: serverPid,
    port,
    firstOkMs,
    landingOkMs,
    bootPeakRssMb,
    machinePeakRssMb: Math.max(mb(machinePeakKb), bootPeakRssMb),
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (npm.exitCode !== null) return resolve();
        npm.once('exit', () => resolve());
        // The server's own graceful stop; npm and its shell follow when it exits.
        process.kill(serverPid, 'SIGTERM');
      }),
  };
}

/** RSS after `seconds` of quiet: lazy work started by the boot (seeding, first timers) has settled. */
async function idleRss(pid: number, seconds: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return mb(readStatus(pid)?.rssKb ?? 0);
}

const ADMIN_PASSWORD = 'admin-bench-123';
const QUESTIONS = [
  'Quanto custa estudar medicina no Paraguai?',
  'Quais documentos preciso para a matrícula?',
  'Como funciona a revalidação do diploma no Brasil?',
  'Existe limite de idade?',
];

/**
 * The bench's mixed load, for `seconds`: an admin logs in, adds the example decks and asks the assistant a few
 * questions; then 20 connections cycle through the public landing, /healthz and the authenticated reads of the panel.
 */
async function mixedLoad(port: number, seconds: number) {
  const base = `http://127.0.0.1:${port}`;
  const session = new BenchSession(base, 'http://app.localhost:3000');
  await session.login('admin@assessoria.local', ADMIN_PASSWORD);
  await session.request('POST', '/api/decks/exemplos');
  const decks = JSON.parse((await session.request('GET', '/api/decks')).text) as { decks?: { id: number }[] } | { id: number }[];
  const list = Array.isArray(decks) ? decks : (decks.decks ?? []);
  for (const question of QUESTIONS) await session.request('POST', '/api/chatgpt', { message: question });
  const headers = { cookie: session.cookieHeader, origin: 'http://app.localhost:3000' };
  const result = await autocannon({
    url: base,
    connections: 20,
    duration: seconds,
    requests: [
      { method: 'GET', path: '/', headers: { host: `localhost:${port}` } },
      { method: 'GET', path: '/healthz' },
      { method: 'GET', path: '/api/me', headers },
      { method: 'GET', path: '/api/decks', headers },
      ...(list[0] ? [{ method: 'GET' as const, path: `/api/flashcards/${list[0].id}`, headers }] : []),
      { method: 'GET', path: '/api/chat/listar-chamados', headers },
      { method: 'GET', path: '/', headers: { host: `app.localhost:${port}` } },
    ],
  });
  return { requests: result.requests.total, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

async function measureMode(cwd: string, env: Record<string, string>, loadSeconds: number, withLoad: boolean): Promise<ModeFootprint> {
  const server = await startServe(cwd, env);
  try {
    const idleRssMb = await idleRss(server.pid, 5);
    const boot = { firstOkMs: server.firstOkMs, landingOkMs: server.landingOkMs, bootPeakRssMb: server.bootPeakRssMb, machinePeakRssMb: server.machinePeakRssMb };
    if (!withLoad) return { ...boot, idleRssMb };
    let peakKb = 0;
    const sampler = setInterval(() => (peakKb = Math.max(peakKb, readStatus(server.pid)?.rssKb ?? 0)), 250);
    const load = await mixedLoad(server.port, loadSeconds).finally(() => clearInterval(sampler));
    const idleRssAfterMb = await idleRss(server.pid, 10);
    return {
      ...boot,
      idleRssMb,
      load: { seconds: loadSeconds, ...load, peakRssMb: mb(peakKb), idleRssAfterMb },
    };
  } finally {
    await server.stop();
  }
}

async function measureCheckout(cwd: string, label: string, loadSeconds: number): Promise<FootprintRun> {
  const secret = crypto.randomBytes(32).toString('hex');
  const common = { SESSION_SECRET: secret, ADMIN_PASSWORD, STATIC_DIR: path.join(ROOT, 'client/dist'), PUBLIC_URL: 'http://localhost:3000', APP_URL: 'http://app.localhost:3000' };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-footprint-'));
  try {
    const pgliteEnv = { ...common, DATA_DIR: dataDir };
    const firstBoot = await measureMode(cwd, pgliteEnv, loadSeconds, false);
    const laterBoot = await measureMode(cwd, pgliteEnv, loadSeconds, true);
    const db = await freshDatabase('footprint');
    try {
      const postgres = await measureMode(cwd, { ...common, DATA_DIR: dataDir, DATABASE_URL: db.url }, loadSeconds, true);
      return { label, pglite: { firstBoot, laterBoot }, postgres };
    } finally {
      await db.drop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchFootprint(options: { loadSeconds?: number } = {}): Promise<FootprintResult> {
  // The figure is after 5 minutes of load; BENCH_FOOTPRINT_LOAD_SECONDS shortens it for a quick look.
  const loadSeconds = options.loadSeconds ?? Number(process.env.BENCH_FOOTPRINT_LOAD_SECONDS ?? 300);
  // `npm run serve` runs what `npm run build` made: build this checkout's server so the figures are of this code.
  execSync('npm run build -w server', { cwd: ROOT, stdio: 'ignore' });
  const current = await measureCheckout(ROOT, 'atual', loadSeconds);
  const beforeDir = process.env.BENCH_BEFORE_SERVER;
  if (!beforeDir) return { loadSeconds, current };
  const commit = execSync('git rev-parse --short HEAD', { cwd: beforeDir }).toString().trim();
  const builds = (JSON.parse(fs.readFileSync(path.join(beforeDir, 'server/package.json'), 'utf8')) as { scripts?: { build?: string } }).scripts?.build;
  if (builds) execSync('npm run build -w server', { cwd: beforeDir, stdio: 'ignore' });
  const before = await measureCheckout(path.resolve(beforeDir), `antes (${commit})`, loadSeconds);
  return { loadSeconds, current, before: { ...before, commit } };
}
