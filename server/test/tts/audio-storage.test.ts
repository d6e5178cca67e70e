import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import type request from 'supertest';
import { useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import { binary, type TestClient } from '../support/client.js';
import { readMp3 } from '../../src/tts/mp3.js';
import { pcm16ToWav } from '../../src/tts/wav.js';
import { decodeMp3, longText, postTts, rmsFloat } from './helpers.js';

const t = useTestApp();

/** Bytes of bytea values the database sent back while `run` ran (what a request really loaded into Node). */
async function bytesReadFromDatabase<T>(run: () => Promise<T>): Promise<{ result: T; bytes: number }> {
  let bytes = 0;
  const count = (value: unknown): void => {
    if (Buffer.isBuffer(value)) bytes += value.length;
    else if (Array.isArray(value)) value.forEach(count);
    else if (value && typeof value === 'object') Object.values(value).forEach(count);
  };
  const listener = (response: unknown) => count(response);
  t.db.knex.on('query-response', listener);
  try {
    return { result: await run(), bytes };
  } finally {
    t.db.knex.off('query-response', listener);
  }
}

async function storedAudio(client: TestClient, text: string) {
  const res = await postTts(client, { text, voice: 'nova' });
  expect(res.status, String(res.body)).toBe(200);
  const id = res.headers['x-audio-id'] as string;
  const row = (await t.db.knex('audio').where({ id }).first('mime', 'bytes')) as { mime: string; bytes: Buffer };
  return { res, id, url: `/api/audio/${id}`, row };
}

describe('stored speech is compressed', () => {
  it('when a user asks for speech, then an MP3 (22 050 Hz mono, ≤ 32 kbit/s, ≤ 5 KB per second of speech) that decodes to non-silent audio is stored and sent', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const { res, row } = await storedAudio(client, 'Olá! Para a matrícula você vai precisar do histórico escolar apostilado.');
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(row.mime).toBe('audio/mpeg');
    expect((res.body as Buffer).equals(row.bytes)).toBe(true);
    // Frame sync: eleven set bits.
    expect(row.bytes[0]).toBe(0xff);
    expect(row.bytes[1]! & 0xe0).toBe(0xe0);
    const mp3 = readMp3(row.bytes);
    expect(mp3).toMatchObject({ sampleRate: 22_050, channels: 1 });
    expect(mp3.bitrateKbps).toBeLessThanOrEqual(32);
    expect(mp3.durationSeconds).toBeGreaterThan(2);
    expect(row.bytes.length / mp3.durationSeconds).toBeLessThanOrEqual(5 * 1024);
    const decoded = await decodeMp3(row.bytes);
    expect(decoded.errors).toBe(0);
    expect(decoded.samples.length / decoded.sampleRate).toBeGreaterThan(2);
    expect(rmsFloat(decoded.samples)).toBeGreaterThan(0.02);
  });

  it('when a 4 096-character text is spoken, then one continuous MP3 of ≤ 5 KB per second of speech is stored (not an 11 MB WAV)', { timeout: 120_000 }, async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const { row } = await storedAudio(client, longText('longo', 4096));
    const mp3 = readMp3(row.bytes);
    expect(mp3.durationSeconds).toBeGreaterThan(180);
    expect(row.bytes.length / mp3.durationSeconds).toBeLessThanOrEqual(5 * 1024);
    expect(row.bytes.length).toBeLessThan(1.5 * 1024 * 1024);
  });
});

describe('GET /api/audio/:id reads only what it sends', () => {
  it('when a Range is asked, then 206 with the right Content-Range, exactly those bytes, and the database returns only that slice', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const { url, row } = await storedAudio(client, 'Bem-vindo à assessoria para estudar medicina no Paraguai.');
    const size = row.bytes.length;

    const { result: partial, bytes } = await bytesReadFromDatabase(() => binary(client.agent.get(url).set('Range', 'bytes=100-1099')));
    expect(partial.status).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 100-1099/${size}`);
    expect(partial.headers['content-length']).toBe('1000');
    expect((partial.body as Buffer).equals(row.bytes.subarray(100, 1100))).toBe(true);
    expect(bytes).toBeLessThanOrEqual(1000);

    const { result: first, bytes: firstBytes } = await bytesReadFromDatabase(() => binary(client.agent.get(url).set('Range', 'bytes=0-0')));
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-0/${size}`);
    expect((first.body as Buffer).equals(row.bytes.subarray(0, 1))).toBe(true);
    expect(firstBytes).toBeLessThanOrEqual(1);

    const suffix = await binary(client.agent.get(url).set('Range', 'bytes=-10'));
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect((suffix.body as Buffer).equals(row.bytes.subarray(size - 10))).toBe(true);

    const beyond = await binary(client.agent.get(url).set('Range', `bytes=${size}-`));
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('when the whole audio is asked, then every byte arrives with its length, cacheable for a year, with an ETag', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const { url, row } = await storedAudio(client, longText('inteiro', 1500));
    const res = await binary(client.agent.get(url));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-length']).toBe(String(row.bytes.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect((res.body as Buffer).equals(row.bytes)).toBe(true);
  });

  it('when the browser revalidates with If-None-Match, then 304 without reading the audio; another ETag gets the bytes', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const { url, row } = await storedAudio(client, 'Os documentos precisam ser apostilados no Brasil.');
    const first = await binary(client.agent.get(url));
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();

    const { result: revalidated, bytes } = await bytesReadFromDatabase(() => binary(client.agent.get(url).set('If-None-Match', etag)));
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect((revalidated.body as Buffer).length).toBe(0);
    expect(bytes).toBe(0);

    const stale = await binary(client.agent.get(url).set('If-None-Match', '"outro"'));
    expect(stale.status).toBe(200);
    expect((stale.body as Buffer).equals(row.bytes)).toBe(true);
  });

  it('when an audio was stored as WAV before compression, then it is still served whole and by range as audio/wav', async () => {
    const { client, user } = await loggedIn(t.app, t.db.knex);
    const wav = pcm16ToWav(Int16Array.from({ length: 22_050 }, (_, i) => Math.round(8000 * Math.sin(i / 8))), 22_050);
    const [row] = await t.db.knex('audio')
      .insert({ user_id: user.id, hash: crypto.randomBytes(32).toString('hex'), voice: 'nova', mime: 'audio/wav', bytes: wav })
      .returning('id');
    const url = `/api/audio/${(row as { id: string }).id}`;

    const whole = await binary(client.agent.get(url));
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect((whole.body as Buffer).equals(wav)).toBe(true);

    const header = await binary(client.agent.get(url).set('Range', 'bytes=0-43'));
    expect(header.status).toBe(206);
    expect(header.headers['content-range']).toBe(`bytes 0-43/${wav.length}`);
    expect((header.body as Buffer).equals(wav.subarray(0, 44))).toBe(true);
  });

  it('when one user keeps downloading audio, then they get 429 with a Portuguese error while another user still gets theirs', { timeout: 120_000 }, async () => {
    const { client: greedy } = await loggedIn(t.app, t.db.knex);
    const { url } = await storedAudio(greedy, 'Áudio baixado muitas vezes seguidas.');
    const { client: calm } = await loggedIn(t.app, t.db.knex);
    const { url: calmUrl } = await storedAudio(calm, 'Áudio de outra pessoa.');

    let limited: request.Response | undefined;
    // Bounded: 1 000 requests is far above any reasonable per-minute allowance. HEAD costs no audio bytes.
    for (let batch = 0; batch < 50 && !limited; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => greedy.agent.head(url)));
      expect(answers.filter((res) => res.status !== 200 && res.status !== 429).map((res) => res.status)).toEqual([]);
      limited = answers.find((res) => res.status === 429);
    }
    expect(limited?.status).toBe(429);
    const refused = await greedy.get(url);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: expect.stringMatching(/áudio/i) });
    expect((await binary(calm.agent.get(calmUrl).set('Range', 'bytes=0-0'))).status).toBe(206);
  });
});
