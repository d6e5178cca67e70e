import { afterEach, describe, expect, it } from 'vitest';
import { EspeakEngine, type EspeakEngineOptions } from '../espeak-engine.js';
import { SpeechQueueFullError, type SpeechAudio } from '../speech-engine.js';

const SCRIPTED_WORKER = new URL('./fixtures/scripted.worker.mjs', import.meta.url);
const SLOW_START_WORKER = new URL('./fixtures/slow-start.worker.mjs', import.meta.url);
const BROKEN_WORKER = new URL('./fixtures/broken.worker.mjs', import.meta.url);
const engines: EspeakEngine[] = [];

function engine(options: EspeakEngineOptions = {}) {
  const created = new EspeakEngine({ workerUrl: SCRIPTED_WORKER, pieceChars: 20, ...options });
  engines.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(engines.splice(0).map((e) => e.close()));
});

const text = (audio: SpeechAudio) => audio.bytes.toString('utf8');
/** Five one-sentence pieces at pieceChars 20. */
const longJob = (name: string) => Array.from({ length: 5 }, (_, k) => `Parte ${k} de ${name}.`).join(' ');

describe('offline speech engine (scripted worker)', () => {
  it('when a text is longer than a piece, then it is spoken piece by piece and the audio comes back whole, in order, as MP3', async () => {
    const audio = await engine().synthesize({ text: 'Primeira frase. Segunda frase. Terceira frase.', voice: 'nova', owner: 'a' });
    expect(audio.mime).toBe('audio/mpeg');
    expect(text(audio)).toBe('[Primeira frase.][Segunda frase.][Terceira frase.]');
  });

  it("when one owner's long jobs are queued and another owner asks for a sentence, then the sentence is spoken next and done first", async () => {
    const e = engine();
    const done: string[] = [];
    const flood = Array.from({ length: 6 }, (_, i) => e.synthesize({ text: longJob(`f${i}`), voice: 'nova', owner: 'flood' }).then(() => done.push(`f${i}`)));
    const victim = e.synthesize({ text: 'Oi.', voice: 'nova', owner: 'victim' }).then(() => done.push('victim'));
    await Promise.all([...flood, victim]);
    expect(done).toEqual(['victim', 'f0', 'f1', 'f2', 'f3', 'f4', 'f5']);
  });

  it('when another owner asks while a flood is being spoken, then they wait for the piece in progress only', async () => {
    const e = engine();
    const done: string[] = [];
    const flood = Array.from({ length: 4 }, (_, i) => e.synthesize({ text: longJob(`f${i}`), voice: 'nova', owner: 'flood' }).then(() => done.push(`f${i}`)));
    await flood[0];
    const victim = e.synthesize({ text: 'Qual é o prazo?', voice: 'nova', owner: 'victim' }).then(() => done.push('victim'));
    await Promise.all([...flood, victim]);
    expect(done).toEqual(['f0', 'victim', 'f1', 'f2', 'f3']);
  });

  it('when jobs wait in the queue longer than the timeout, then none times out (only the time in the worker counts)', async () => {
    const e = engine({ pieceTimeoutMs: 1500 });
    // Six pieces of 400 ms each: the last one waits ~2 s, longer than the timeout.
    const jobs = Array.from({ length: 6 }, (_, i) => e.synthesize({ text: `DEMORAR 400 ${i}`, voice: 'nova', owner: `o${i}` }));
    const results = await Promise.allSettled(jobs);
    expect(results.map((r) => r.status)).toEqual(Array(6).fill('fulfilled'));
  });

  it('when a piece hangs, fails or crashes the worker, then only its own job fails and every neighbour is spoken', async () => {
    const e = engine({ pieceTimeoutMs: 1500 });
    const ask = (owner: string, words: string) => e.synthesize({ text: words, voice: 'nova', owner });
    const results = await Promise.allSettled([
      ask('a', 'TRAVAR aqui.'),
      ask('b', 'Oi b.'),
      ask('a', 'Oi a.'),
      ask('c', 'FALHAR agora.'),
      ask('d', 'QUEBRAR tudo.'),
      ask('e', 'Tchau e.'),
      ask('b', 'Mais b.'),
    ]);
    const outcome = results.map((r) => (r.status === 'fulfilled' ? text(r.value) : (r.reason as Error).message));
    expect(outcome[0]).toMatch(/não respondeu a tempo/);
    expect(outcome[1]).toBe('[Oi b.]');
    expect(outcome[2]).toBe('[Oi a.]');
    expect(outcome[3]).toBe('falhou de propósito');
    expect(outcome[4]).toMatch(/terminou/);
    expect(outcome[5]).toBe('[Tchau e.]');
    expect(outcome[6]).toBe('[Mais b.]');
  });

  it('when an owner has as many jobs as allowed or the queue is full, then the request is refused at once and the queued ones finish', async () => {
    const e = engine({ maxJobsPerOwner: 2, maxJobs: 3 });
    const ask = (owner: string) => e.synthesize({ text: `Oi ${owner}.`, voice: 'nova', owner });
    const accepted = [ask('a'), ask('a'), ask('b')];
    await expect(ask('a')).rejects.toEqual(new SpeechQueueFullError('owner'));
    await expect(ask('c')).rejects.toEqual(new SpeechQueueFullError('total'));
    expect((await Promise.all(accepted)).map(text)).toEqual(['[Oi a.]', '[Oi a.]', '[Oi b.]']);
    expect(text(await ask('c'))).toBe('[Oi c.]');
  });

  it('when a fresh worker is slower to load than a piece may take, then its start-up does not count against the first piece', async () => {
    const e = engine({ workerUrl: SLOW_START_WORKER, pieceTimeoutMs: 300 });
    expect(text(await e.synthesize({ text: 'Primeira frase.', voice: 'nova', owner: 'a' }))).toBe('[Primeira frase.]');
  });

  it('when the worker stays idle past idleMs, then it ends, and the next sentence is spoken by a fresh one', async () => {
    const speaker = engine({ idleMs: 50 });
    expect(text(await speaker.synthesize({ text: 'Antes.', voice: 'nova', owner: 'a' }))).toBe('[Antes.]');
    expect(speaker.workerRunning).toBe(true);
    await expect.poll(() => speaker.workerRunning, { timeout: 5_000 }).toBe(false);
    expect(text(await speaker.synthesize({ text: 'Depois.', voice: 'nova', owner: 'a' }))).toBe('[Depois.]');
  });

  it('when the worker cannot start, then the jobs waiting for it fail one per attempt instead of hanging', async () => {
    const e = engine({ workerUrl: BROKEN_WORKER });
    const results = await Promise.allSettled([
      e.synthesize({ text: 'Oi a.', voice: 'nova', owner: 'a' }),
      e.synthesize({ text: 'Oi b.', voice: 'nova', owner: 'b' }),
    ]);
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok'))).toEqual([
      expect.stringMatching(/instalação quebrada|terminou/),
      expect.stringMatching(/instalação quebrada|terminou/),
    ]);
  });
});
