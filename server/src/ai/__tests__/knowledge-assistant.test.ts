import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from '../knowledge-base.js';
import { HANDOFF_ANSWER, knowledgeAssistant } from '../knowledge-assistant.js';

const assistant = knowledgeAssistant(new KnowledgeBase());
const ask = (question: string) => assistant.answer({ question, history: [], userName: 'Maria Souza' });

/** Each question with facts the answer must contain (lower-cased comparison). */
const questions: Array<[string, string[]]> = [
  // The two suggestion questions of the widget.
  ['Quais documentos são necessários para a matrícula?', ['histórico escolar', 'certidão de nascimento', 'apostilad', 'antecedentes criminais', 'rg']],
  ['Como funciona o processo de legalização acadêmica?', ['apostila de haia', 'cartório', 'ministerio de educación', 'tradução']],
  // Realistic questions people ask.
  ['Quanto custa a mensalidade do curso de medicina?', ['a partir de', 'r$ 1.000', 'mensalidade', 'assessor']],
  ['Quanto tempo dura o curso de medicina no Paraguai?', ['6 anos', '12 semestres', 'internato']],
  ['Quais universidades vocês indicam?', ['universidad central del paraguay', 'ciudad del este', 'cones']],
  ['Preciso de visto para estudar no Paraguai?', ['não precisam de visto', 'mercosul', 'residência temporária', 'migraciones']],
  ['Depois de formado posso trabalhar como médico no Brasil?', ['revalida', 'inep', 'crm']],
  ['Preciso saber falar espanhol?', ['espanhol', 'não precisa ser fluente']],
  ['Quando começam as aulas? Qual o prazo para me inscrever?', ['fevereiro', 'semestre', '2 a 3 meses']],
  ['Como falo com um assessor?', ['whatsapp', 'fale comigo aqui', 'horário comercial']],
  ['Tem vestibular para entrar na faculdade?', ['não há vestibular', 'enem']],
  ['onde faço a apostila de haia dos meus documentos?', ['cartório', 'apostila']],
  ['documetos pra matricula', ['histórico escolar']],
  ['Oi, meu nome é João, tenho 25 anos e moro em São Paulo, queria saber quanto custa estudar medicina lá', ['mensalidade', 'a partir de']],
  ['Tem FIES ou financiamento?', ['fies', 'não financiam']],
];

describe('offline knowledge-base assistant', () => {
  it.each(questions)('when asked "%s", then the answer carries the facts from the knowledge base', async (question, facts) => {
    const answer = (await ask(question)).toLowerCase();
    expect(answer).not.toBe(HANDOFF_ANSWER.toLowerCase());
    for (const fact of facts) expect(answer).toContain(fact);
  });

  it.each([
    'Qual a receita de bolo de cenoura?',
    'Quem ganhou a copa do mundo de 2002?',
    'Qual a capital da França?',
    'me conta uma piada',
    'qual o melhor time de futebol do brasil',
    'Como está o tempo hoje?',
    'Vocês vendem carros usados?',
  ])('when asked the off-topic "%s", then it hands the question over to an advisor', async (question) => {
    const answer = await ask(question);
    expect(answer).toBe(HANDOFF_ANSWER);
    expect(answer).toMatch(/encaminhar a sua pergunta para um de nossos assessores/);
  });

  it('when greeted, then it greets back by first name and lists what it can answer', async () => {
    const answer = await ask('Oi, boa tarde!');
    expect(answer).toMatch(/^Olá, Maria!/);
    expect(answer).toMatch(/documentos para a matrícula/);
  });

  it('when thanked, then it answers politely instead of searching', async () => {
    expect(await ask('Muito obrigada!')).toMatch(/Por nada/);
  });

  it('when the answer uses markdown, then it only uses **bold** and plain lines (no HTML)', async () => {
    const answer = await ask('Quais documentos são necessários para a matrícula?');
    expect(answer).toMatch(/\*\*[^*]+\*\*/);
    expect(answer).not.toMatch(/<[a-z]/i);
    expect(answer).not.toMatch(/Palavras-chave/);
  });
});
