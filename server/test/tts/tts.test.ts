import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { binary, TestClient } from '../support/client.js';
import { createUser, loggedIn } from '../support/factories.js';
import { readMp3 } from '../../src/tts/mp3.js';
import { decodeMp3, postTts, rmsFloat } from './helpers.js';

const t = useTestApp();

const SENTENCE = 'Olá! Para a matrícula você vai precisar do histórico escolar apostilado.';

describe('offline TTS (eSpeak NG)', () => {
  it('when a user asks for speech, then a valid pt-BR MP3 longer than half a second and not silent comes back', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const res = await postTts(client, { text: SENTENCE, voice: 'nova', instructions: 'Fale de forma simpática e clara.' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['x-audio-url']).toBe(`/api/audio/${res.headers['x-audio-id']}`);
    const mp3 = readMp3(res.body as Buffer);
    expect(mp3.sampleRate).toBe(22_050);
    expect(mp3.channels).toBe(1);
    expect(mp3.durationSeconds).toBeGreaterThan(0.5);
    expect(rmsFloat((await decodeMp3(res.body as Buffer)).samples)).toBeGreaterThan(0.02);
  });

  it('when the same (user, voice, text) is spoken again, then the stored audio is reused; another voice or user gets its own', async () => {
    const user = await createUser(t.db.knex);
    const other = await createUser(t.db.knex);
    const tts = t.services.tts;
    const first = await tts.speak({ userId: user.id, text: SENTENCE });
    const again = await tts.speak({ userId: user.id, text: `  ${SENTENCE}  ` });
    const [twinA, twinB] = await Promise.all([
      tts.speak({ userId: user.id, text: 'Frase nova dita duas vezes ao mesmo tempo.' }),
      tts.speak({ userId: user.id, text: 'Frase nova dita duas vezes ao mesmo tempo.' }),
    ]);
    const otherVoice = await tts.speak({ userId: user.id, text: SENTENCE, voice: 'onyx' });
    const otherUser = await tts.speak({ userId: other.id, text: SENTENCE });
    expect(first.mime).toBe('audio/mpeg');
    expect(again.audioId).toBe(first.audioId);
    expect(twinB.audioId).toBe(twinA.audioId);
    expect(otherVoice.audioId).not.toBe(first.audioId);
    expect(otherUser.audioId).not.toBe(first.audioId);
    expect(Number((await t.db.knex('audio').where({ user_id: user.id }).count('* as n').first())?.n)).toBe(3);
  });

  it('when speech is generated, then the event loop keeps running (synthesis happens in a worker thread)', async () => {
    const user = await createUser(t.db.knex);
    const tts = t.services.tts;
    const longText = Array.from({ length: 30 }, (_, i) => `Frase número ${i + 1} sobre documentos, apostilamento e matrícula.`).join(' ');
    let last = Date.now();
    let worstGap = 0;
    const timer = setInterval(() => {
      const now = Date.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 5);
    const started = Date.now();
    await tts.speak({ userId: user.id, text: longText });
    const elapsed = Date.now() - started;
    clearInterval(timer);
    // On the main thread the loop would stall for the whole synthesis; in the worker it keeps ticking.
    // (Relative, not absolute: a loaded CI machine stretches both numbers.)
    expect(elapsed).toBeGreaterThan(0);
    expect(worstGap).toBeLessThan(Math.max(50, elapsed / 2));
  });

  it('when the owner fetches the audio, then the bytes come with private immutable caching and Range works', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const created = await postTts(client, { text: 'Bem-vindo à assessoria.', voice: 'nova' });
    const url = created.headers['x-audio-url'] as string;
    const res = await binary(client.agent.get(url));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((res.body as Buffer).equals(created.body as Buffer)).toBe(true);

    const partial = await binary(client.agent.get(url).set('Range', 'bytes=0-43'));
    expect(partial.status).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-43/${(created.body as Buffer).length}`);
    expect((partial.body as Buffer).equals((created.body as Buffer).subarray(0, 44))).toBe(true);
  });

  it('when another user or a bad id asks for the audio, then 404; nobody logged in, then 401', async () => {
    const { client: owner } = await loggedIn(t.app, t.db.knex);
    const created = await postTts(owner, { text: 'Áudio particular.', voice: 'nova' });
    const url = created.headers['x-audio-url'] as string;
    const { client: stranger } = await loggedIn(t.app, t.db.knex);
    const other = await stranger.get(url);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Áudio não encontrado.' });
    expect((await stranger.get('/api/audio/nao-e-um-uuid')).status).toBe(404);
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    expect((await admin.get(url)).status).toBe(404);
    expect((await new TestClient(t.app).get(url)).status).toBe(401);
  });

  it.each([
    ['an empty text', { text: '  ', voice: 'nova' }, /Texto é obrigatório/],
    ['a text over 4096 characters', { text: 'a'.repeat(4097), voice: 'nova' }, /máximo de 4096/],
    ['an unknown voice', { text: 'oi', voice: 'robocop' }, /Voz inválida/],
    ['only markdown', { text: '** **', voice: 'nova' }, /Texto vazio/],
  ])('when the request has %s, then a clean 400', async (_label, body, message) => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const res = await client.post('/api/tts', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });
});
