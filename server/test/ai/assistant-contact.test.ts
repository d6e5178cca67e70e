/**
 * The assistant's contact answers quote what the owner set in /admin/site: the office hours, the advisory's WhatsApp
 * and the advisors' cards, each only once set, and an owner's save shows in the very next answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TurnEvent } from '@app/contracts';
import { loggedIn } from '../support/factories.js';
import type { TestClient } from '../support/client.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestApp, useTestApp, type TestApp } from '../support/test-app.js';

const t = useTestApp();

const CONTENT = {
  nome_assessoria: 'Assessoria Caminho da Medicina',
  whatsapp: null,
  mensagem_whatsapp: 'Olá! Quero estudar medicina no Paraguai.',
  horario_atendimento: null,
  cnpj: null,
  email_contato: null,
  contato_privacidade: null,
  assessores: [],
};
const ANA = { tratamento: 'Dra.', nome: 'Ana Lima', telefone: '5511912345678', nota: 'Médica pela UNA (2018-2024)' };

/** The widget's question and the stored answer its stream confirms. */
async function widgetAnswer(client: TestClient, texto: string): Promise<string> {
  const res = await client.post('/api/conversa/perguntar', { texto });
  expect(res.status).toBe(200);
  const events = (res.text as string)
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as TurnEvent);
  const answer = events.find((e) => e.tipo === 'resposta') as Extract<TurnEvent, { tipo: 'resposta' }> | undefined;
  expect(answer).toBeDefined();
  return answer!.mensagem.mensagem;
}

describe('contact answers from the site content', () => {
  it('when an admin saves the office hours, then the next widget answer about the hours quotes them, and the next edit too', async () => {
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const { client: student } = await loggedIn(t.app, t.db.knex);
    expect((await admin.put('/api/admin/site', CONTENT)).status).toBe(200);

    const before = await widgetAnswer(student, 'qual o horário de atendimento de vocês?');
    expect(before).not.toMatch(/Nosso horário de atendimento|horário comercial/);
    expect(before).toMatch(/não tenho o horário de atendimento/);

    const saved = await admin.put('/api/admin/site', { ...CONTENT, horario_atendimento: 'segunda a sexta, das 9h às 18h' });
    expect(saved.status).toBe(200);
    expect(await widgetAnswer(student, 'qual o horário de atendimento de vocês?')).toMatch(
      /^Nosso horário de atendimento: segunda a sexta, das 9h às 18h\./,
    );

    expect(
      (await admin.put('/api/admin/site', { ...CONTENT, horario_atendimento: 'segunda a sábado, das 8h às 20h' })).status,
    ).toBe(200);
    expect(await widgetAnswer(student, 'vocês atendem sábado?')).toMatch(
      /^Nosso horário de atendimento: segunda a sábado, das 8h às 20h\./,
    );
  });

  it('when the advisory set its WhatsApp and an advisor, then "como falo com vocês?" names the number and the card, and not before', async () => {
    const { client: admin } = await loggedIn(t.app, t.db.knex, { role: 'admin' });
    const { client: student } = await loggedIn(t.app, t.db.knex);
    expect((await admin.put('/api/admin/site', CONTENT)).status).toBe(200);
    const before = await widgetAnswer(student, 'como falo com vocês?');
    expect(before).not.toMatch(/WhatsApp da assessoria|Fale comigo aqui|\+55/);

    const saved = await admin.put('/api/admin/site', { ...CONTENT, whatsapp: '+55 (11) 98765-4321', assessores: [ANA] });
    expect(saved.status).toBe(200);
    const after = await widgetAnswer(student, 'como falo com vocês?');
    expect(after).toMatch(/\*\*WhatsApp da assessoria\*\*: \+55 11 98765-4321 \(botão \*\*"Falar no WhatsApp"\*\* do site\)/);
    expect(after).toMatch(/toque em \*\*"Fale comigo aqui"\*\* no cartão do assessor/);
    expect(await widgetAnswer(student, 'os assessores são médicos?')).toMatch(
      /\*\*Dra\. Ana Lima\*\*: Médica pela UNA \(2018-2024\)/,
    );
  });
});

describe('contact answers worded by OpenAI', () => {
  let withModel: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    withModel = await startTestApp({
      env: { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'gpt-4o-mini' },
    });
  });
  afterAll(async () => {
    await withModel.stop();
    await fake.close();
  });

  it('when an admin saves the office hours, then the model is given them with the next question, and no invented team', async () => {
    const { client: admin } = await loggedIn(withModel.app, withModel.db.knex, { role: 'admin' });
    const { client: student } = await loggedIn(withModel.app, withModel.db.knex);
    expect(
      (await admin.put('/api/admin/site', { ...CONTENT, horario_atendimento: 'segunda a sexta, das 9h às 18h' })).status,
    ).toBe(200);

    expect(await widgetAnswer(student, 'como falo com vocês?')).toBe(fake.reply);
    const chat = fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)!;
    const system = (chat.body.messages as Array<{ role: string; content: string }>)[0]!.content;
    expect(system).toMatch(/- Nosso horário de atendimento: segunda a sexta, das 9h às 18h\./);
    expect(system).toMatch(/WhatsApp da assessoria: não informado/);
    expect(system).not.toMatch(/médicos formados|horário comercial/);
  });
});
