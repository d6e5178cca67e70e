import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from '../knowledge-base.js';
import { knowledgeAssistant } from '../knowledge-assistant.js';

const assistant = knowledgeAssistant(new KnowledgeBase());
const ask = (question: string) => assistant.answer({ question, history: [], userName: 'Ana' });

describe('whether the Revalida is required', () => {
  it.each([
    'o revalida é obrigatorio?',
    'o revalida é obrigatorio msm?',
    'precisa fazer o revalida?',
    'tem que fazer o revalida?',
  ])('"%s" is a yes: the diploma must be revalidated (it was "Não. Ninguém pode garantir aprovação")', async (message) => {
    const reply = await ask(message);
    expect(reply.text).toMatch(/^\*\*Sim\.\*\* Para exercer no Brasil o diploma precisa ser \*\*revalidado\*\*/);
    expect(reply.text).not.toMatch(/garantir aprovação/);
  });

  it('a need with a condition the statement does not meet ("antes de me formar") gets no "Sim"', async () => {
    const reply = await ask('tenho que fazer o revalida antes de me formar?');
    expect(reply.text).not.toMatch(/^\*\*Sim/);
  });

  it('a belief that denies the need ("não precisa de revalida, é vdd?") never gets a "Sim"', async () => {
    const reply = await ask(
      'vi no tiktok q quem tem residencia permanente no paraguai nao precisa fazer revalida pra trabalhar no brasil, é vdd?',
    );
    expect(reply.text).toMatch(/^\*\*Não\.\*\*/);
    expect(reply.text).toMatch(/precisa ser \*\*revalidado\*\*/);
  });

  it('"hacer la residencia en Brasil" after medicine is the medical residency, not a minor\'s immigration residence', async () => {
    const reply = await ask('Mi hija terminó medicina en la UNA y quiere hacer la residencia en Brasil, ¿se puede?');
    expect(reply.text).toMatch(/residência médica/);
    expect(reply.text).toMatch(/revalidado/);
  });
});

describe('a yes or no that the wording turns around', () => {
  it('"da pra entrar sem vestibular?" is a yes: the statement says there is none ("Não." answers "precisa fazer vestibular?")', async () => {
    expect((await ask('da pra entrar sem vestibular?')).text).toMatch(/^\*\*Sim\.\*\* Na maioria/);
    expect((await ask('precisa fazer vestibular?')).text).toMatch(/^\*\*Não\.\*\* Na maioria/);
  });

  it('"menor de idade pode estudar la?" gets the rules for minors, not "Não há idade máxima"', async () => {
    const reply = await ask('menor de idade pode estudar la?');
    expect(reply.text).toMatch(/não é preciso esperar os 18/);
  });
});

describe('a second question that leans on the first', () => {
  it('"quando acontece o revalida? tem todo ano?": how often is the Revalida\'s, not the school holidays\'', async () => {
    const reply = await ask('quando acontece o revalida? tem todo ano?');
    expect(reply.text).toMatch(/duas edições por ano/);
    expect(reply.text).not.toMatch(/recesso/);
  });

  it('"qnto custa o revalida? preciso guardar dinheiro pra isso tb?": "pra isso" is the Revalida, not sending money abroad', async () => {
    const reply = await ask('qnto custa o revalida? preciso guardar dinheiro pra isso tb?');
    expect(reply.text).toMatch(/taxa de inscrição/);
    expect(reply.text).not.toMatch(/Banco Central/);
  });
});

describe('how others do it', () => {
  it('"…dinheiro ou transferencia? como os estudantes fazem?" is the same subject, not work as a student', async () => {
    const reply = await ask('pra pagar o aluguel la é em dinheiro ou transferencia? como os estudantes fazem?');
    expect(reply.text).not.toMatch(/Não como estudante/);
  });
});

describe('whether it is worth it, weighed against a plan', () => {
  it('"vale a pena… se eu quero fazer residência médica no brasil depois?" gets the residency after the Revalida', async () => {
    const reply = await ask('vale a pena fazer medicina no paraguai se eu quero fazer residencia medica no brasil depois?');
    expect(reply.text).toMatch(/^Só \*\*depois do Revalida\*\*: a residência médica no Brasil/);
  });
});
