/**
 * What a prospect on a phone feels when they send a question in the widget: when the answer's text starts to show
 * and when its voice starts, through a phone-like link (150 ms round trip, 1,6 Mbit/s; bench/lib/slow-link.ts).
 *
 * Baseline, measured in the same run on the same server: the widget's old flow, five requests one after the other
 * (save the question → read status-ia → /api/chatgpt → save the answer → /api/tts, the whole audio), all still served
 * for documented clients. Now: one streamed request (/api/conversa/perguntar) carrying the question, the answer and
 * its speech sentence by sentence. Every run uses a new student, so no spoken audio is reused from a cache.
 */
import crypto from 'node:crypto';
import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import { percentile } from './lib/load.js';
import type { BenchServer } from './lib/server.js';
import { BenchSession } from './lib/session.js';
import { startSlowLink } from './lib/slow-link.js';

const APP_ORIGIN = 'http://app.localhost:3000';
const PASSWORD = 'senha-bench-123';
const QUESTIONS = [
  'Quais documentos são necessários para a matrícula?',
  'quanto custa a mensalidade em média?',
  'Como funciona o processo de legalização acadêmica?',
  'preciso fazer o enem pra entrar?',
];

export interface TurnFigures {
  runs: number;
  answerVisibleMedianMs: number;
  audioStartMedianMs: number;
  requestsPerQuestion: number;
  answerVisibleMs: number[];
  audioStartMs: number[];
}

export interface WidgetTurnResult {
  link: { rttMs: number; bitsPerSecond: number };
  before: TurnFigures;
  after: TurnFigures;
  /** after ÷ before, medians (lower is better). */
  answerVisibleRatio: number;
  audioStartRatio: number;
}

async function newStudent(knex: Knex, base: string, hash: string): Promise<{ session: BenchSession; id: number }> {
  const email = `turno-${crypto.randomBytes(5).toString('hex')}@bench.local`;
  const [row] = await knex('users').insert({ username: 'Prospecto Bench', email, password_hash: hash, role: 'usuario' }).returning(['id']);
  const session = new BenchSession(base, APP_ORIGIN);
  await session.login(email, PASSWORD);
  await session.request('GET', '/api/csrf');
  return { session, id: (row as { id: number }).id };
}

function post(session: BenchSession, path: string, body: unknown) {
  return fetch(`${session.base}${path}`, {
    method: 'POST',
    headers: { Cookie: session.cookieHeader, Origin: APP_ORIGIN, 'X-XSRF-TOKEN': session.xsrf, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The widget before: five requests in a row; the voice starts once the whole audio has arrived. */
async function oldTurn(session: BenchSession, userId: number, question: string) {
  const t0 = performance.now();
  await (await post(session, '/api/chat/salvar', { userId, autor: 'user', texto: question })).text();
  await session.request('GET', `/api/chat/status-ia/${userId}`);
  const asked = await post(session, '/api/chatgpt', { message: question, context: '' });
  const { response } = (await asked.json()) as { response: string };
  const answerVisible = performance.now() - t0;
  await (await post(session, '/api/chat/salvar', { userId, autor: 'ia', texto: response })).text();
  const audio = await post(session, '/api/tts', { text: response });
  if (!audio.ok) throw new Error(`/api/tts ${audio.status}`);
  await audio.arrayBuffer();
  return { answerVisible, audioStart: performance.now() - t0 };
}

/** The widget now: one streamed request; the answer shows with its first part, the voice with its first sentence. */
async function newTurn(session: BenchSession, question: string) {
  const t0 = performance.now();
  const res = await post(session, '/api/conversa/perguntar', { texto: question, chave: crypto.randomUUID(), audio: true });
  if (!res.ok || !res.body) throw new Error(`/api/conversa/perguntar ${res.status}`);
  let answerVisible = NaN;
  let audioStart = NaN;
  let buffered = '';
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    buffered += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      const tipo = (/"tipo":"(\w+)"/.exec(line) ?? [])[1];
      if ((tipo === 'parte' || tipo === 'resposta') && Number.isNaN(answerVisible)) answerVisible = performance.now() - t0;
      if (tipo === 'audio' && Number.isNaN(audioStart)) audioStart = performance.now() - t0;
    }
  }
  if (Number.isNaN(answerVisible) || Number.isNaN(audioStart)) throw new Error('the turn stream had no answer or no audio');
  return { answerVisible, audioStart };
}

function figures(samples: Array<{ answerVisible: number; audioStart: number }>, requestsPerQuestion: number): TurnFigures {
  const visible = samples.map((s) => Math.round(s.answerVisible));
  const audio = samples.map((s) => Math.round(s.audioStart));
  return {
    runs: samples.length,
    answerVisibleMedianMs: percentile(visible, 50),
    audioStartMedianMs: percentile(audio, 50),
    requestsPerQuestion,
    answerVisibleMs: visible,
    audioStartMs: audio,
  };
}

export async function benchWidgetTurn(server: BenchServer, knex: Knex, runs = 8): Promise<WidgetTurnResult> {
  const link = { rttMs: 150, bitsPerSecond: 1_600_000 };
  const slow = await startSlowLink(server.port, link);
  const hash = await bcrypt.hash(PASSWORD, 4);
  const before: Array<{ answerVisible: number; audioStart: number }> = [];
  const after: Array<{ answerVisible: number; audioStart: number }> = [];
  try {
    // Warm-up of both paths (JIT, pools, the speech worker), not counted.
    const warm = await newStudent(knex, slow.base, hash);
    await oldTurn(warm.session, warm.id, 'Olá!');
    await newTurn((await newStudent(knex, slow.base, hash)).session, 'Olá!');
    // Alternate old and new so a busy moment of the shared machine hits both alike.
    for (let i = 0; i < runs; i++) {
      const question = QUESTIONS[i % QUESTIONS.length]!;
      const a = await newStudent(knex, slow.base, hash);
      before.push(await oldTurn(a.session, a.id, question));
      const b = await newStudent(knex, slow.base, hash);
      after.push(await newTurn(b.session, question));
    }
  } finally {
    await slow.close();
  }
  const old = figures(before, 5);
  const now = figures(after, 1);
  return {
    link,
    before: old,
    after: now,
    answerVisibleRatio: Number((now.answerVisibleMedianMs / old.answerVisibleMedianMs).toFixed(2)),
    audioStartRatio: Number((now.audioStartMedianMs / old.audioStartMedianMs).toFixed(2)),
  };
}
