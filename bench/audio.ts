/**
 * Offline TTS and audio downloads, on a server and database of their own (the
 * flood leaves the speech worker busy, and the logins would eat the shared server's per-IP login budget):
 * - bytes per second of speech stored for a 4 096-character text;
 * - /healthz latency while 20 users download that long audio over and over;
 * - one user's short sentence while another user floods 25 long texts.
 */
import crypto from 'node:crypto';
import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import { migrateLatest } from '@app/db';
import { readMp3 } from '../server/src/tts/mp3.js';
import { readWav } from '../server/src/tts/wav.js';
import { percentile } from './lib/load.js';
import { freshDatabase, startBenchServer, type BenchServer } from './lib/server.js';
import { BenchSession } from './lib/session.js';

const APP_ORIGIN = 'http://app.localhost:3000';
const PASSWORD = 'senha-bench-123';

export interface AudioBenchResult {
  longAudio: { chars: number; mime: string; bytes: number; seconds: number; generateMs: number };
  bytesPerSecondOfSpeech: number;
  /** The same probes with nothing else running: how loaded the machine itself is. */
  healthzAlone: { probes: number; p50Ms: number; p99Ms: number };
  healthzDuringDownloads: { clients: number; downloads: number; downloadedMB: number; failed: number; probes: number; p50Ms: number; p99Ms: number; maxMs: number };
  victimDuringFlood: { floodRequests: number; accepted: number; refused: number; failed: number; victimStatus: number; victimMs: number };
}

/** `chars` characters of plausible Portuguese, different for every tag (nothing reused from the audio table). */
function longText(tag: string, chars: number): string {
  const sentences: string[] = [];
  for (let i = 1; sentences.join(' ').length < chars; i++) {
    sentences.push(`Frase ${i} do texto ${tag}: leve o histórico escolar apostilado e a certidão de nascimento à universidade.`);
  }
  return sentences.join(' ').slice(0, chars);
}

async function createStudents(knex: Knex, count: number): Promise<{ id: number; email: string }[]> {
  // Cheap hashes: the bench measures audio, not bcrypt.
  const hash = await bcrypt.hash(PASSWORD, 4);
  const rows = Array.from({ length: count }, (_, i) => ({
    username: `Ouvinte ${i}`,
    email: `ouvinte-${i}-${crypto.randomBytes(4).toString('hex')}@bench.local`,
    password_hash: hash,
    role: 'usuario',
  }));
  return knex('users').insert(rows).returning(['id', 'email']);
}

async function loggedIn(server: BenchServer, email: string): Promise<BenchSession> {
  const session = new BenchSession(server.base, APP_ORIGIN);
  await session.login(email, PASSWORD);
  return session;
}

async function speak(server: BenchServer, session: BenchSession, text: string, timeoutMs: number) {
  if (!session.xsrf) await session.request('GET', '/api/csrf');
  const started = performance.now();
  try {
    const res = await fetch(`${server.base}/api/tts`, {
      method: 'POST',
      headers: { Cookie: session.cookieHeader, Origin: APP_ORIGIN, 'X-XSRF-TOKEN': session.xsrf, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer();
    return { status: res.status, audioId: res.headers.get('x-audio-id'), ms: performance.now() - started };
  } catch {
    return { status: 0, audioId: null, ms: performance.now() - started };
  }
}

function durationSeconds(mime: string, bytes: Buffer): number {
  return mime === 'audio/wav' ? readWav(bytes).durationSeconds : readMp3(bytes).durationSeconds;
}

async function healthzWhile(server: BenchServer, running: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (running()) {
    const started = performance.now();
    try {
      await (await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(60_000) })).arrayBuffer();
    } catch {
      // A probe that timed out counts with its full wait.
    }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencies;
}

export async function benchAudio(options: { secret: string; downloadSeconds?: number; downloadsPerClient?: number }): Promise<AudioBenchResult> {
  const db = await freshDatabase('audio');
  let server: BenchServer | undefined;
  try {
    await migrateLatest(db.knex);
    server = await startBenchServer({
      DATABASE_URL: db.url,
      SESSION_SECRET: options.secret,
      PUBLIC_URL: 'http://localhost:3000',
      APP_URL: APP_ORIGIN,
      ADMIN_PASSWORD: 'admin-bench-123',
    });
    const clients = 20;
    const users = await createStudents(db.knex, clients + 2);
    const sessions = await Promise.all(users.map((user) => loggedIn(server!, user.email)));

    // 1. A 4 096-character text, spoken and stored.
    const chars = 4096;
    const spoken = await speak(server, sessions[0]!, longText('longo', chars), 180_000);
    if (spoken.status !== 200 || !spoken.audioId) throw new Error(`POST /api/tts de ${chars} caracteres: ${spoken.status}`);
    const row = (await db.knex('audio').where({ id: spoken.audioId }).first('mime', 'bytes', 'hash', 'voice')) as { mime: string; bytes: Buffer; hash: string; voice: string };
    const seconds = durationSeconds(row.mime, row.bytes);
    const longAudio = { chars, mime: row.mime, bytes: row.bytes.length, seconds, generateMs: Math.round(spoken.ms) };

    // 2. Each downloader owns a copy of that audio and fetches it whole, again and again.
    const copies = await db.knex('audio')
      .insert(users.slice(0, clients).map((user) => ({ user_id: user.id, hash: crypto.randomBytes(32).toString('hex'), voice: row.voice, mime: row.mime, bytes: row.bytes })))
      .returning('id');
    const aloneUntil = performance.now() + 3000;
    const alone = await healthzWhile(server, () => performance.now() < aloneUntil);
    let downloading = true;
    let downloads = 0;
    let downloadedBytes = 0;
    let failed = 0;
    const probes = healthzWhile(server, () => downloading);
    const deadline = performance.now() + (options.downloadSeconds ?? 10) * 1000;
    await Promise.all(
      copies.map(async ({ id }: { id: string }, i) => {
        for (let n = 0; n < (options.downloadsPerClient ?? 10) && performance.now() < deadline; n++) {
          try {
            const res = await fetch(`${server!.base}/api/audio/${id}`, { headers: { Cookie: sessions[i]!.cookieHeader }, signal: AbortSignal.timeout(120_000) });
            const body = await res.arrayBuffer();
            if (res.status === 200 && body.byteLength === row.bytes.length) {
              downloads += 1;
              downloadedBytes += body.byteLength;
            } else failed += 1;
          } catch {
            failed += 1;
          }
        }
      }),
    );
    downloading = false;
    const latencies = await probes;

    // 3. 25 long texts from one user, then one sentence from another.
    const flooder = sessions[clients]!;
    const victim = sessions[clients + 1]!;
    const flood = Array.from({ length: 25 }, (_, i) => speak(server!, flooder, longText(`inundação ${i}`, chars), 300_000));
    // Let the flood reach the queue first.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const answer = await speak(server, victim, 'Qual é o prazo da matrícula?', 120_000);
    const floodResults = await Promise.all(flood);

    return {
      longAudio,
      bytesPerSecondOfSpeech: Math.round(row.bytes.length / seconds),
      healthzAlone: { probes: alone.length, p50Ms: Math.round(percentile(alone, 50)), p99Ms: Math.round(percentile(alone, 99)) },
      healthzDuringDownloads: {
        clients,
        downloads,
        downloadedMB: Math.round(downloadedBytes / 1024 / 1024),
        failed,
        probes: latencies.length,
        p50Ms: Math.round(percentile(latencies, 50)),
        p99Ms: Math.round(percentile(latencies, 99)),
        maxMs: Math.round(Math.max(...latencies)),
      },
      victimDuringFlood: {
        floodRequests: flood.length,
        accepted: floodResults.filter((r) => r.status === 200).length,
        refused: floodResults.filter((r) => r.status === 429 || r.status === 503).length,
        failed: floodResults.filter((r) => r.status !== 200 && r.status !== 429 && r.status !== 503).length,
        victimStatus: answer.status,
        victimMs: Math.round(answer.ms),
      },
    };
  } finally {
    await server?.stop();
    await db.drop();
  }
}
