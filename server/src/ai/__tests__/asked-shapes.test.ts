import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from '../knowledge-base.js';
import { knowledgeAssistant } from '../knowledge-assistant.js';
import { plain } from './plain-text.js';

const assistant = knowledgeAssistant(new KnowledgeBase());
const ask = async (question: string) => plain((await assistant.answer({ question, history: [], userName: 'Ana' })).text);

describe('the path from the start', () => {
  it('"quais os passos… o que faço primeiro?" gets the steps in order, in Portuguese or Spanish', async () => {
    for (const question of [
      'quais os passos pra ir estudar medicina la? o que faço primeiro?',
      'buenas noches, q pasos tengo q seguir para ir a estudiar medicina alla? primero q hago?',
    ]) {
      const reply = await ask(question);
      expect(reply).toMatch(/apostila/);
      expect(reply).toMatch(/inscricao e matricula/);
    }
  });

  it('the steps of one named stage keep their own answer', async () => {
    expect(await ask('qual o passo a passo pra revalidar o diploma no brasil?')).toMatch(/revalida/);
  });
});

describe('age weighed as worth it', () => {
  it('"tenho 38 anos… ainda compensa começar? vou formar com 44" gets that there is no maximum age', async () => {
    const reply = await ask('tenho 38 anos, 2 filhos, sera q ainda compensa comecar medicina agora? vou formar com 44');
    expect(reply).toMatch(/nao ha idade maxima/);
  });
});

describe('the first year of the course', () => {
  it('"como é o primeiro ano?" is the course, not the Revalida’s stages', async () => {
    const reply = await ask('como é o primeiro ano?');
    expect(reply).toMatch(/disciplinas basicas|nivelamento/);
    expect(reply).not.toMatch(/revalida/);
  });
});

describe('why pay the advisory', () => {
  it('"então pra q vou pagar vcs?" gets what the advisory does, not a hand-off about its price', async () => {
    for (const question of ['entao pra q vou pagar vcs?', 'vale a pena pagar assessoria?']) {
      const reply = await ask(question);
      expect(reply).toMatch(/^a assessoria acompanha voce/);
    }
  });
});

describe('a claim that something spares one the Revalida', () => {
  it('"quem tem residência permanente não precisa fazer revalida, é vdd?" is answered by the Revalida', async () => {
    const reply = await ask(
      'vi no tiktok q quem tem residencia permanente no paraguai nao precisa fazer revalida pra trabalhar no brasil, é vdd?',
    );
    expect(reply).toMatch(/^nao\./);
    expect(reply).toMatch(/revalida/);
  });
});

describe('"quando" opening a clause before the question', () => {
  it('"qnd eu me formar la quem legaliza o diploma?" asks who, and gets the Paraguayan apostille', async () => {
    const reply = await ask('qnd eu me formar la quem legaliza o diploma antes de eu trazer pro brasil?');
    expect(reply).toMatch(/apostila de haia do paraguai/);
  });
});

describe('an illness now', () => {
  it('"minha filha tá com febre de 39 em cde, onde ela vai?" gets the ambulance number and the emergency room', async () => {
    const reply = await ask('socorro minha filha ta com febre de 39 em cde e ta sozinha la, onde ela vai??');
    expect(reply).toMatch(/\b141\b/);
    expect(reply).toMatch(/pronto-socorro/);
  });

  it('a health plan asked ahead of time still gets the health-care answer', async () => {
    expect(await ask('se eu ficar doente la tem hospital publico?')).toMatch(/rede publica/);
  });
});

describe('living costs with the tuition left out', () => {
  it('"…em encarnación, sin contar la cuota?" gets a dated monthly figure, not the list of what the tuition leaves out', async () => {
    const reply = await ask('hola, cuanto gasta por mes mas o menos un estudiante en encarnacion, sin contar la cuota?');
    expect(reply).toMatch(/us\$ 300 a 400/);
  });
});

describe('why go at all', () => {
  it('"vale a pena estudar medicina no paraguai?" and "então pq eu iria pra lá?" get what draws people and the Revalida', async () => {
    for (const question of [
      'vale a pena estudar medicina no paraguai?',
      'entao pq eu iria pra la?',
      'qual a vantagem de estudar la?',
    ]) {
      const reply = await ask(question);
      expect(reply).toMatch(/mensalidades bem mais baixas/);
      expect(reply).toMatch(/revalida/);
    }
  });

  it('"por que todo mundo tá indo…?" asks why they go, not how many: it gets the reasons; "tem mt brasileiro lá?" the count', async () => {
    for (const question of [
      'por que todo mundo ta indo fazer medicina no paraguai',
      'por que tem muita gente indo estudar la?',
      'pq muitos brasileiros escolhem o paraguai?',
    ])
      expect(await ask(question)).toMatch(/mensalidades bem mais baixas/);
    expect(await ask('tem mt brasileiro estudando la?')).toMatch(/35 mil brasileiros/);
    // A safety question that quotes what people say stays a safety question.
    expect(await ask('o paraguai e seguro? pq tanta gente fala q e perigoso')).not.toMatch(/mensalidades bem mais baixas/);
  });

  it('"compensa morar em ponta porã e atravessar?" and "vale a pena levar real?" keep their own answers', async () => {
    expect(await ask('e do lado brasileiro, ponta pora, compensa morar la e atravessar todo dia?')).not.toMatch(
      /mensalidades bem mais baixas/,
    );
    expect(await ask('vale a pena levar real e trocar la?')).not.toMatch(/mensalidades bem mais baixas/);
  });
});

describe('a gym is not the academic legalisation', () => {
  it('"tem academia perto da facul?" goes to a person; the legalisation of the diploma keeps its answer', async () => {
    const gym = await assistant.answer({ question: 'tem academia boa perto da facul em cde?', history: [], userName: 'Ana' });
    expect(gym.kind).toBe('handoff');
    expect(await ask('como funciona a legalizacao academica do diploma?')).toMatch(/apostil|legaliz/);
  });
});
