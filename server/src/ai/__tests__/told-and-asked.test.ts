import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from '../knowledge-base.js';
import { knowledgeAssistant } from '../knowledge-assistant.js';
import { aspectsAsked } from '../message-aspect.js';
import { intentOf } from '../message-intent.js';
import { normalisedWords } from '../portuguese-text.js';
import { plain } from './plain-text.js';

const assistant = knowledgeAssistant(new KnowledgeBase());
const ask = (question: string) => assistant.answer({ question, history: [], userName: 'Ana' });

describe('what a message tells is not what it asks', () => {
  it('a start named in passing is no date ask where the message asks whether something can be done', () => {
    const told = aspectsAsked(
      normalisedWords('meu filho faz 18 em agosto e as aulas começam antes, ele pode assinar o contrato sozinho?'),
    );
    expect(told).not.toContain('quando');
    expect(aspectsAsked(normalisedWords('as aulas começam em março?'))).toContain('quando');
  });

  it('a minor who signs alone gets the parents’ rule, not a hand-off for want of a date', async () => {
    const reply = await ask(
      'meu filho faz 18 em agosto e as aulas começam antes, ele pode assinar o contrato do aluguel sozinho?',
    );
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/responsavel|pais/);
  });

  it('a student of 16 who asks whether they can go gets the minors’ section, not the age limit', async () => {
    const reply = await ask('meu filho tem 16 e já terminou o ensino médio, ele já pode ir estudar lá?');
    expect(plain(reply.text)).toMatch(/18 anos|depende dos pais/);
    expect(plain(reply.text)).not.toMatch(/idade maxima/);
  });

  it('"em quanto tempo fica pronto" asks for a wait, never a price', async () => {
    const reply = await ask('se eu começar agora a papelada, em quanto tempo fica tudo pronto?');
    expect(reply.articles).not.toContain('custos');
  });
});

describe('requests and suspicions', () => {
  it.each(['escreve um poema pro meu namorado?', 'faz uma mensagem de parabéns pra minha mãe'])(
    '"%s" is outside the subject',
    (message) => {
      expect(intentOf(normalisedWords(message))).toBe('offTopic');
    },
  );

  it('asking whether the advisory is a scam is a question; calling it one after paying is a complaint', async () => {
    expect(intentOf(normalisedWords('como vou saber que isso não é golpe?'))).toBe('question');
    expect(intentOf(normalisedWords('vocês são um golpe, paguei e sumiram'))).toBe('complaint');
    const reply = await ask('como vou saber que isso não é golpe?');
    expect(reply.articles).toEqual(['honorarios-assessoria']);
    expect(plain(reply.text)).toMatch(/nao garante|desconfie/);
  });

  it('Portuguese "fecha" closes a deal; Spanish "la fecha" is a date', () => {
    expect(normalisedWords('todo mundo que fecha com vcs entra?')).toContain('fecha');
    expect(normalisedWords('cual es la fecha de inicio?')).toContain('data');
  });

  it('a place to recommend near the university goes to a person; which university to choose does not', async () => {
    const gym = await ask('tem uma academia boa perto da faculdade? qual vocês recomendam?');
    expect(gym.handoffReason).toBe('unknown');
    const university = await ask('qual universidade vocês recomendam em cde?');
    expect(university.kind).toBe('answer');
  });

  it('working in Paraguay in one’s own Brazilian profession: the title is recognised first, never a bare "Pode"', async () => {
    const reply = await ask('sou fisioterapeuta, dá pra trabalhar como fisioterapeuta lá com meu diploma brasileiro?');
    expect(plain(reply.text)).toMatch(/reconhecido/);
    expect(plain(reply.text)).not.toMatch(/^pode/);
  });
});

describe('facts added to the base', () => {
  it('an identity document stolen in Paraguay gets the consulate, a lost birth certificate a person', async () => {
    const stolen = await ask('roubaram meu passaporte aqui em pjc, o que eu faço?');
    expect(plain(stolen.text)).toMatch(/consulado/);
    const record = await ask('perdi minha certidão de nascimento, o que eu faço?');
    expect(record.handoffReason).toBe('unknown');
  });

  it('the voltage there is answered with its figure', async () => {
    const reply = await ask('a energia la é 110 ou 220? meu secador é bivolt');
    expect(plain(reply.text)).toMatch(/220 v/);
  });

  it('a July break is answered from the calendar', async () => {
    const reply = await ask('tem férias no meio do ano? queria voltar pra casa em julho');
    expect(plain(reply.text)).toMatch(/julho/);
  });
});
