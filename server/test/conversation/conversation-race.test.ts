import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TurnEvent } from '@app/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { eventually } from '../whatsapp/helpers.js';

/**
 * A person and the assistant never talk over each other: a staff reply that lands while the model is composing wins,
 * and the assistant's answer is dropped (nothing stored, nothing shown), with the OpenAI provider behind a local
 * server that speaks its protocol.
 */
let t: TestApp;
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await startTestApp({ env: { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'gpt-4o-mini' } });
});
afterAll(async () => {
  await t.stop();
  await fake.close();
});

describe('a staff reply racing the assistant', () => {
  it('when staff reply while the model composes, then the answer is dropped and the stream ends with the team answering', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    let release!: () => void;
    fake.chatGate = new Promise<void>((resolve) => (release = resolve));
    const asked = fake.requests.length;
    const turn = client.post('/api/conversa/perguntar', { texto: 'Quanto custa estudar medicina no Paraguai?' });
    // The question reached the model: it is composing.
    await eventually(async () => fake.requests.slice(asked).some((r) => r.path.endsWith('/chat/completions')));
    const { client: staff } = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    expect((await staff.post(`/api/conversa/${user.id}/responder`, { texto: 'Oi! Eu mesma te respondo.' })).status).toBe(201);
    release();
    fake.chatGate = undefined;

    const res = await turn;
    const events = (res.text as string).split('\n').filter(Boolean).map((line) => JSON.parse(line) as TurnEvent);
    // The composed text was shown, never confirmed by a 'resposta' (the widget drops it), and the team answers now.
    expect(events.map((e) => e.tipo)).toEqual(['pergunta', 'estado', 'parte', 'estado', 'fim']);
    expect(events[3]).toMatchObject({ tipo: 'estado', estado: { estado: 'equipe' } });
    const authors = await t.db.knex('mensagens').where({ user_id: user.id, nota: false }).orderBy('id').pluck('autor');
    expect(authors).toEqual(['user', 'colaborador']);
  });
});
