import type OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import type { AdvisoryContact } from '../advisory-contact.js';
import { phoneForReading } from '../advisory-contact.js';
import type { ConversationTurn } from '../assistant-provider.js';
import { KnowledgeBase, shippedArticles } from '../knowledge-base.js';
import { knowledgeAssistant } from '../knowledge-assistant.js';
import { openAiAssistant } from '../openai-assistant.js';
import { systemPrompt } from '../system-prompt.js';

const kb = new KnowledgeBase();
const HOURS = 'segunda a sexta, das 9h às 18h (horário de Brasília)';
const NOTHING: AdvisoryContact = { horario_atendimento: null, whatsapp: null, assessores: [] };
const HOURS_ONLY: AdvisoryContact = { ...NOTHING, horario_atendimento: HOURS };
const ANA = {
  tratamento: 'Dra.' as const,
  nome: 'Ana Lima',
  telefone: '5511912345678',
  nota: 'Médica pela Universidad Nacional de Asunción',
  foto: null,
};
const EVERYTHING: AdvisoryContact = { horario_atendimento: HOURS, whatsapp: '5511987654321', assessores: [ANA] };

const askWith = (contact: AdvisoryContact, question: string, history: ConversationTurn[] = []) =>
  knowledgeAssistant(kb, async () => contact).answer({ question, history, userName: 'Maria Souza' });

/** What no install may claim unless its owner set it: a schedule, a number, an advisor's card or training. */
const INVENTED = /horário comercial|\d{1,2} ?h\b|Fale comigo aqui|Falar no WhatsApp|\+\d|Universidad Central|médic[oa]s? formad/i;

describe('contact answers on a fresh install (nothing set in /admin/site)', () => {
  it.each([
    'qual o horário de atendimento de vocês?',
    'vocês atendem sábado?',
    'até que horas vocês atendem?',
    'vcs funcionam no feriado?',
  ])('when asked "%s", then it says a person answers in this chat and invents no schedule', async (question) => {
    const reply = await askWith(NOTHING, question);
    expect(reply).toMatchObject({ kind: 'answer', articles: ['falar-com-assessor'], handoff: false });
    expect(reply.text).toBe(
      'Eu não tenho o horário de atendimento da equipe para informar. Para falar com uma pessoa da equipe, peça aqui para ' +
        '**falar com um assessor**: a resposta chega nesta conversa assim que possível.',
    );
  });

  it.each([
    'como falo com vocês?',
    'como entro em contato?',
    'tem telefone?',
    'qual o whatsapp de vocês?',
    'qual o whats de vcs pra eu mandar os documentos?',
  ])('when asked "%s", then it offers this chat and no number, button or card', async (question) => {
    const reply = await askWith(NOTHING, question);
    expect(reply.articles).toEqual(['falar-com-assessor']);
    expect(reply.text).toMatch(/peça aqui para \*\*falar com um assessor\*\*/);
    expect(reply.text).not.toMatch(INVENTED);
    expect(reply.text).not.toMatch(/horário/);
  });

  it('when asked whether the advisors are doctors, then a person answers (no training is claimed)', async () => {
    const reply = await askWith(NOTHING, 'os assessores são médicos?');
    expect(reply).toMatchObject({ kind: 'handoff', handoff: true, handoffReason: 'unknown' });
    expect(reply.text).not.toMatch(INVENTED);
  });

  it('when someone asks for a person, then the hand-off promises no office hours', async () => {
    const reply = await askWith(NOTHING, 'quero falar com uma pessoa');
    expect(reply.text).toBe(
      'Claro! Vou **encaminhar a sua conversa para um de nossos assessores**. Ele responderá por aqui (e no seu WhatsApp) assim que possível.',
    );
  });

  it('when the advisory is asked about itself, then the shipped articles claim no schedule, no card and no training', async () => {
    const contactArticle = shippedArticles().find((article) => article.slug === 'falar-com-assessor')!;
    expect(contactArticle.markdown).not.toMatch(INVENTED);
    expect(contactArticle.markdown).not.toMatch(/duas médicas|médico interno/);
    const about = await askWith(NOTHING, 'o que a assessoria faz?');
    expect(about.text).not.toMatch(INVENTED);
  });
});

describe('contact answers with the office hours set', () => {
  it.each([
    'qual o horário de atendimento de vocês?',
    'vocês atendem sábado?',
    'até que horas vocês atendem?',
    'cual es el horario de atencion?',
  ])('when asked "%s", then it states the hours the owner set', async (question) => {
    const reply = await askWith(HOURS_ONLY, question);
    expect(reply.text).toMatch(/^Nosso horário de atendimento: segunda a sexta, das 9h às 18h \(horário de Brasília\)\. /);
    expect(reply.text).not.toMatch(/horário comercial/);
  });

  it('when asked how to reach the team, then it gives this chat and the hours, and no number or card', async () => {
    const reply = await askWith(HOURS_ONLY, 'como falo com vocês?');
    expect(reply.text).toBe(
      'Você fala com a nossa equipe **por aqui mesmo**: peça aqui para **falar com um assessor** e uma pessoa da equipe ' +
        'responde nesta conversa. Nosso horário de atendimento: segunda a sexta, das 9h às 18h (horário de Brasília).',
    );
  });

  it('when someone asks for a person, then the hand-off quotes the hours', async () => {
    const reply = await askWith(HOURS_ONLY, 'quero falar com uma pessoa');
    expect(reply).toMatchObject({ kind: 'handoff', handoffReason: 'human' });
    expect(reply.text).toMatch(
      /assim que possível\. Nosso horário de atendimento: segunda a sexta, das 9h às 18h \(horário de Brasília\)\.$/,
    );
  });

  it('when the owner wrote the hours with a final full stop, then the reply has one full stop', async () => {
    const reply = await askWith({ ...NOTHING, horario_atendimento: 'das 8h às 12h.' }, 'qual o horário de atendimento?');
    expect(reply.text).toMatch(/^Nosso horário de atendimento: das 8h às 12h\. Para/);
  });

  it('when a short follow-up names another day, then it still answers with the hours', async () => {
    const first = await askWith(HOURS_ONLY, 'vocês atendem sábado?');
    const reply = await askWith(HOURS_ONLY, 'e domingo?', [
      { autor: 'user', mensagem: 'vocês atendem sábado?' },
      { autor: 'ia', mensagem: first.text },
    ]);
    expect(reply.text).toMatch(/^Nosso horário de atendimento: segunda a sexta/);
  });

  it("when another office's schedule is asked, then the office hours are not the answer", async () => {
    for (const question of [
      'qual o horário das aulas?',
      'qual o horario de funcionamento da migraciones?',
      'a faculdade abre sabado?',
    ])
      expect((await askWith(HOURS_ONLY, question)).text).not.toMatch(/Nosso horário de atendimento/);
  });

  it('when one message asks the hours and the price, then both are answered', async () => {
    const reply = await askWith(HOURS_ONLY, 'quanto custa a mensalidade e qual o horário de vocês?');
    expect(reply.articles).toEqual(['falar-com-assessor', 'custos']);
    expect(reply.text).toMatch(/^Nosso horário de atendimento: segunda a sexta/);
    expect(reply.text).toMatch(/R\$ 900/);
  });
});

describe('contact answers with the WhatsApp and advisors set', () => {
  it.each(['qual o whatsapp de vocês?', 'tem telefone?', 'vcs tem whats?'])(
    'when asked "%s", then it leads with the number',
    async (question) => {
      const reply = await askWith(EVERYTHING, question);
      expect(reply.text).toMatch(
        /^O WhatsApp da assessoria é \*\*\+55 11 98765-4321\*\* \(no site, botão \*\*"Falar no WhatsApp"\*\*\)\./,
      );
      expect(reply.text).toMatch(/Nosso horário de atendimento: segunda a sexta/);
    },
  );

  it('when asked how to reach the team, then it lists this chat, the number, the cards and the hours', async () => {
    const reply = await askWith(EVERYTHING, 'como falo com vocês?');
    expect(reply.text).toBe(
      [
        'Você pode falar com a nossa equipe:',
        '- **Por aqui mesmo**: peça aqui para **falar com um assessor** e uma pessoa da equipe responde nesta conversa;',
        '- **WhatsApp da assessoria**: +55 11 98765-4321 (botão **"Falar no WhatsApp"** do site);',
        '- **Direto com um assessor**: no site, na seção **"Fale com um de nossos assessores"**, toque em **"Fale comigo aqui"** no cartão do assessor.',
        'Nosso horário de atendimento: segunda a sexta, das 9h às 18h (horário de Brasília).',
      ].join('\n'),
    );
  });

  it('when the advisors have no phone, then no card button is mentioned', async () => {
    const withoutPhones: AdvisoryContact = { ...EVERYTHING, whatsapp: null, assessores: [{ ...ANA, telefone: null }] };
    const reply = await askWith(withoutPhones, 'como falo com vocês?');
    expect(reply.text).not.toMatch(/Fale comigo aqui|WhatsApp da assessoria/);
    const number = await askWith(withoutPhones, 'tem telefone?');
    expect(number.text).toMatch(/^Não tenho um número da assessoria para informar/);
  });

  it('when only the advisors have a phone, then the number question points at their cards', async () => {
    const reply = await askWith({ ...NOTHING, assessores: [ANA] }, 'qual o whatsapp de vocês?');
    expect(reply.text).toMatch(/^Você fala com um assessor pelo WhatsApp: no site, .*"Fale comigo aqui"/);
    expect(reply.text).not.toMatch(/Falar no WhatsApp|horário/);
  });

  it('when asked who the advisors are, then their names and the notes the owner wrote answer', async () => {
    const reply = await askWith(EVERYTHING, 'os assessores são médicos?');
    expect(reply.text).toMatch(/^Nossos assessores:\n- \*\*Dra\. Ana Lima\*\*: Médica pela Universidad Nacional de Asunción\n/);
  });
});

describe('where the contact data comes from', () => {
  it('when the owner changes the hours between two questions, then the next answer has the new hours', async () => {
    let hours = 'das 8h às 12h';
    const assistant = knowledgeAssistant(kb, async () => ({ ...NOTHING, horario_atendimento: hours }));
    const ask = () => assistant.answer({ question: 'qual o horário de atendimento?', history: [], userName: '' });
    expect((await ask()).text).toMatch(/^Nosso horário de atendimento: das 8h às 12h\./);
    hours = 'das 14h às 18h';
    expect((await ask()).text).toMatch(/^Nosso horário de atendimento: das 14h às 18h\./);
  });

  it('when the site content cannot be read, then the answer still goes out and claims nothing', async () => {
    const assistant = knowledgeAssistant(kb, () => Promise.reject(new Error('banco fora do ar')));
    const reply = await assistant.answer({ question: 'vocês atendem sábado?', history: [], userName: '' });
    expect(reply.text).toMatch(/^Eu não tenho o horário de atendimento da equipe para informar\./);
  });

  it.each([
    ['5511987654321', '+55 11 98765-4321'],
    ['551134567890', '+55 11 3456-7890'],
    ['595981123456', '+595981123456'],
  ])('when the number is %s, then it reads %s', (digits, read) => {
    expect(phoneForReading(digits)).toBe(read);
  });
});

describe('the OpenAI system prompt', () => {
  it('when the owner set hours, number and advisors, then the prompt carries them and no invented team', () => {
    const prompt = systemPrompt('Maria', [], [], EVERYTHING);
    expect(prompt).toMatch(/- Nosso horário de atendimento: segunda a sexta, das 9h às 18h \(horário de Brasília\)\./);
    expect(prompt).toMatch(/- WhatsApp da assessoria: \+55 11 98765-4321 \(botão "Falar no WhatsApp" do site\)\./);
    expect(prompt).toMatch(/ {2}- Dra\. Ana Lima: Médica pela Universidad Nacional de Asunción/);
    expect(prompt).not.toMatch(/médicos formados|horário comercial/);
  });

  it('when nothing is set, then the prompt tells the model not to name hours, a number or advisors', () => {
    const prompt = systemPrompt('Maria', [], [], NOTHING);
    expect(prompt).toMatch(/Horário de atendimento: não informado\. Não cite horário nem dias/);
    expect(prompt).toMatch(/WhatsApp da assessoria: não informado\. Não cite número/);
    expect(prompt).toMatch(/Assessores: nenhum publicado no site\. Não cite nomes, formação nem cartões/);
    expect(prompt).not.toMatch(/médicos formados|horário comercial/);
  });

  it('when the model answers, then it was given the hours the owner set at that moment', async () => {
    const sent: Array<{ messages: Array<{ role: string; content: string }> }> = [];
    const client = {
      chat: {
        completions: {
          create: async (body: (typeof sent)[number]) => {
            sent.push(body);
            return { choices: [{ message: { content: 'Resposta do modelo.' } }] };
          },
        },
      },
    } as unknown as OpenAI;
    const assistant = openAiAssistant(client, 'gpt-test', kb, async () => HOURS_ONLY);
    const reply = await assistant.answer({ question: 'como falo com vocês?', history: [], userName: 'Maria' });
    expect(reply.text).toBe('Resposta do modelo.');
    const system = sent[0]!.messages[0]!.content;
    expect(system).toMatch(/Nosso horário de atendimento: segunda a sexta, das 9h às 18h/);
    // The offline triage's contact answer is the fact the model is told to lead with.
    expect(system).toMatch(/Fatos que respondem exatamente[\s\S]*- Você fala com a nossa equipe \*\*por aqui mesmo\*\*/);
  });
});
