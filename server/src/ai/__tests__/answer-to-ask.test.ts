import { describe, expect, it } from 'vitest';
import type { ConversationTurn } from '../assistant-provider.js';
import { KnowledgeBase, sectionsOf, shippedArticles } from '../knowledge-base.js';
import { NO_FACT_ANSWER, knowledgeAssistant } from '../knowledge-assistant.js';
import { aspectsAsked, asksWhatItIs, asksYesNo, disambiguated } from '../message-aspect.js';
import { normalisedWords } from '../portuguese-text.js';
import { plain } from './plain-text.js';

const assistant = knowledgeAssistant(new KnowledgeBase());

/** Replays the messages as one conversation and returns the reply to the last one. */
async function conversation(...messages: string[]) {
  const history: ConversationTurn[] = [];
  let reply = await assistant.answer({ question: messages[0]!, history: [], userName: 'Ana' });
  for (const message of messages.slice(1)) {
    history.push({ autor: 'user', mensagem: messages[history.length / 2]! }, { autor: 'ia', mensagem: reply.text });
    reply = await assistant.answer({ question: message, history: [...history], userName: 'Ana' });
  }
  return reply;
}

describe('what a message asks', () => {
  it.each([
    ['quanto tempo demora a residência?', 'prazo'],
    ['quantos anos dura o curso?', 'duracao'],
    ['qto custa o apostilamento?', 'custo'],
    ['qnd começam as aulas?', 'quando'],
    ['onde faço a apostila?', 'onde'],
    ['quais documentos preciso levar?', 'requisito'],
  ])('"%s" asks for %s', (question, aspect) => {
    expect(aspectsAsked(normalisedWords(question))).toContain(aspect);
  });

  it('a wait is not a duration: "quanto tempo demora" never reads as "quanto tempo dura"', () => {
    expect(aspectsAsked(normalisedWords('quanto tempo demora pra sair a radicação?'))).not.toContain('duracao');
  });

  it('"quando" before a verb inside a sentence is "when I…", not "when?"; at the start it still asks when', () => {
    expect(aspectsAsked(normalisedWords('preciso passar na migracao qnd entrar ou é so atravessar?'))).not.toContain('quando');
    expect(aspectsAsked(normalisedWords('qnd começam as aulas?'))).toContain('quando');
    expect(aspectsAsked(normalisedWords('e quando chegar o edital?'))).toContain('quando');
  });

  it('"qnd vencer a residência, tenho que voltar?" asks whether, not when: its question comes after the "quando"', () => {
    expect(
      aspectsAsked(normalisedWords('qnd vencer minha residencia temporaria eu tenho q voltar pro brasil pra renovar?')),
    ).not.toContain('quando');
  });

  it('"quando sai a residência?" asks how long it takes, as "quanto tempo demora" does', () => {
    expect(aspectsAsked(normalisedWords('quando sai a residencia?'))).toContain('prazo');
  });

  it('"o que é necessário pra residência?" is an open question that asks for requirements, not what a thing is', () => {
    const words = normalisedWords('o que é necessário pra pedir a residência?');
    expect(asksYesNo(words)).toBe(false);
    expect(asksWhatItIs(words)).toBe(false);
    expect(aspectsAsked(words)).toContain('requisito');
  });

  it('"o que é o revalida?" asks what it is, not yes or no', () => {
    expect(asksWhatItIs(normalisedWords('oq é essa tal de radicacion q todo mundo fala'))).toBe(true);
    expect(asksYesNo(normalisedWords('o que é o revalida?'))).toBe(false);
    expect(asksYesNo(normalisedWords('o revalida é difícil?'))).toBe(true);
  });

  it('an opener ("mano", "oi") before a yes/no question leaves it a yes/no question', () => {
    expect(asksYesNo(normalisedWords('mano o prouni serve pra facul do paraguai?'))).toBe(true);
  });

  it('a yes/no question is one that opens with a verb of possibility; a "quantos" question is not', () => {
    expect(asksYesNo(normalisedWords('precisa traduzir os documentos?'))).toBe(true);
    expect(asksYesNo(normalisedWords('e qtos % passam?'))).toBe(false);
  });
});

describe('homonyms are read by the words around them', () => {
  it('the guaraní beside money is the currency, beside speaking the language', () => {
    expect(disambiguated(normalisedWords('quanto vale o guarani em reais?')).words).toContain('cambio');
    expect(disambiguated(normalisedWords('precisa falar guarani?')).words).toContain('idioma');
  });

  it('medical residency is specialist training after the Revalida, not the immigration residence', async () => {
    const reply = await conversation('depois de formado posso fazer residência médica no brasil?');
    expect(plain(reply.text)).toMatch(/revalida/);
    expect(plain(reply.text)).not.toMatch(/migraciones|residencia temporaria/);
  });

  it('a Spanish thank-you is thanks, not scholarships', async () => {
    const reply = await conversation('gracias');
    expect(reply.kind).toBe('thanks');
  });
});

describe('the reply answers the ask, short', () => {
  it('asked how long the course lasts, it says 6 years in one short reply', async () => {
    const reply = await conversation('qnts anos dura o curso?');
    expect(plain(reply.text)).toMatch(/6 anos/);
    expect(reply.text.length).toBeLessThanOrEqual(400);
  });

  it('asked whether documents need translating, it does not say "Sim" (the Mercosur rule says no)', async () => {
    const reply = await conversation('precisa traduzir os documentos?');
    expect(plain(reply.text)).toMatch(/nao precisam de traducao/);
    expect(plain(reply.text)).not.toMatch(/^sim/);
  });

  it('asked whether the apostille has a validity, it says it does not expire, not how fast it is done', async () => {
    for (const question of ['apostilamento tem validade?', 'qual a validade da apostila?']) {
      const reply = await conversation(question);
      expect(plain(reply.text), question).toMatch(/nao vence/);
      expect(plain(reply.text), question).not.toMatch(/na hora ou em ate 5 dias/);
    }
  });

  it('offers neighbouring aspects of the subject as quick replies', async () => {
    const reply = await conversation('qnto tempo demora a residencia?');
    expect(reply.quickReplies.length).toBeGreaterThanOrEqual(2);
    expect(reply.quickReplies).not.toContain('Quanto tempo demora?');
    expect(reply.quickReplies.at(-1)).toBe('Falar com um assessor');
  });
});

describe('a short follow-up inherits the subject and asks a new aspect', () => {
  it('"e onde faz isso?" after the apostille answers where: the registry office', async () => {
    const reply = await conversation('tem q apostilar os documentos?', 'e onde faz isso?');
    expect(plain(reply.text)).toMatch(/cartorio/);
  });

  it('"e pjc?" after a safety question about CDE answers PJC, not CDE again', async () => {
    const reply = await conversation('cde é perigoso?', 'e pjc?');
    expect(plain(reply.text)).toMatch(/amambay|homicid/);
  });
});

describe('the confidence gate', () => {
  it('asked how long the residence takes to be issued, it gives the wait, not how long the residence is valid', async () => {
    const reply = await conversation('a radicação demora qto tempo pra sair?');
    expect(plain(reply.text)).toMatch(/60 dias uteis|3 meses/);
    expect(plain(reply.text)).not.toMatch(/vale \*?\*?2 anos/);
  });

  it('asked the fee of something the base prices nowhere (a transfer), it hands off instead of giving the tuition', async () => {
    const reply = await conversation('qto custa a transferencia?');
    expect(reply.handoff).toBe(true);
    expect(reply.handoffReason).toBe('unknown');
    expect(reply.text).toBe(NO_FACT_ANSWER);
    expect(plain(reply.text)).not.toMatch(/900|mensalidade/);
  });

  it('"e quanto tempo leva?" after a visa question gives the residence wait rather than when classes start', async () => {
    const reply = await conversation('qnd começam as aulas?', 'e o visto, tenho q tirar antes?', 'e quanto tempo leva?');
    expect(plain(reply.text)).toMatch(/60 dias uteis|3 meses/);
    expect(plain(reply.text)).not.toMatch(/fevereiro/);
  });

  it('"e qto custa?" after a visa question gives the DNM fees, not the tuition', async () => {
    const reply = await conversation('e o visto, tenho q tirar antes?', 'e qto custa?');
    expect(plain(reply.text)).toMatch(/taxas .*dnm/);
    expect(plain(reply.text)).not.toMatch(/900/);
  });
});

describe('places and comparisons', () => {
  it('a city named in the ask picks the section about that city, not the country overview', async () => {
    expect(plain((await conversation('cde é perigoso?')).text)).toMatch(/alto parana/);
  });

  it('two cities with a section each are answered side by side', async () => {
    const text = plain((await conversation('é mais seguro morar em pjc ou em encarnacion?')).text);
    expect(text).toMatch(/amambay|maior risco/);
    expect(text).toMatch(/menos violencia|encarnacion/);
  });

  it('a place named in a fact\'s text does not pick that fact ("aluguel em cde" is the rent, not the buses)', async () => {
    const text = plain((await conversation('qnto ta o aluguel de um ap em cde?')).text);
    expect(text).toMatch(/300 a 400/);
    expect(text).not.toMatch(/onibus/);
  });
});

describe('two questions in one message', () => {
  it('answers both: the price and the documents', async () => {
    const reply = await conversation('qto custa a mensalidade e quais documentos preciso levar?');
    const text = plain(reply.text);
    expect(text).toMatch(/900/);
    expect(text).toMatch(/certidao de nascimento/);
  });

  it('answers the part it knows and hands the other to a person', async () => {
    const reply = await conversation('como apostila os documentos e qto custa a passagem de onibus ate pjc?');
    expect(reply.handoff).toBe(true);
    expect(plain(reply.text)).toMatch(/cartorio|apostila/);
    expect(plain(reply.text)).toMatch(/assessor/);
  });
});

describe('an ask whose own subject no fact names', () => {
  it('when the only near fact is about something else on the campus, then a person answers instead of that fact', async () => {
    const articles = [
      ...shippedArticles(),
      {
        slug: 'piscina',
        markdown:
          '# Piscina\n\n## A faculdade tem piscina\nPalavras-chave: piscina, natação, campus\nNão: as universidades não informam piscina semiolímpica no campus.',
      },
    ];
    const withPool = knowledgeAssistant(new KnowledgeBase(sectionsOf(articles)));
    const tennis = await withPool.answer({ question: 'a faculdade tem quadra de tenis?', history: [], userName: 'Ana' });
    expect(plain(tennis.text)).not.toContain('piscina');
    expect(tennis.handoff).toBe(true);
    const pool = await withPool.answer({ question: 'a faculdade tem piscina?', history: [], userName: 'Ana' });
    expect(plain(pool.text)).toContain('piscina');
  });
});

describe("one person's case, the advisory itself, and the conversation's place", () => {
  it.each([
    'terminei o ensino médio em 2005 e perdi a certidão de nascimento. o que eu faço?',
    'fiz o ensino médio todo nos EUA, serve pra matricular aí?',
  ])('a case the base does not cover ("%s") goes to a person, not to the Brazilian documents list', async (question) => {
    const reply = await conversation(question);
    expect(reply.text).toBe(NO_FACT_ANSWER);
    expect(reply.handoffReason).toBe('unknown');
  });

  it.each(['vcs fazem a residencia pra mim?', 'ustedes ayudan con la documentación y el carnet de radicación?'])(
    '"%s" asks what the advisory does, not what the residence requires',
    async (question) => {
      const reply = await conversation(question);
      expect(reply.articles).toEqual(['falar-com-assessor']);
      expect(plain(reply.text)).toMatch(/pedido de residencia/);
    },
  );

  it('a place named two messages earlier still decides the section of a later safety question', async () => {
    const reply = await conversation(
      'qual faculdade vcs indicam em cde?',
      'e o aluguel, qnto fica?',
      'e sobre segurança, lá é tranquilo pra morar?',
    );
    expect(plain(reply.text)).toMatch(/alto parana/);
  });

  it('two parts answered by the same statement say it once', async () => {
    const reply = await conversation('preciso de visto? e passaporte, preciso?');
    const once = plain(reply.text).match(/nao precisam de visto/g) ?? [];
    expect(once).toHaveLength(1);
  });

  it('food is answered with the food figure, and a rent question keeps the rent', async () => {
    expect(plain((await conversation('quanto se gasta de supermercado por mes ai?')).text)).toMatch(/150 a 200/);
    expect(plain((await conversation('qnto ta o aluguel de um ap em cde?')).text)).toMatch(/300 a 400/);
  });

  it('Spanish and slang reach the same facts ("llueve", "rodar")', async () => {
    expect(plain((await conversation('¿llueve mucho allá?')).text)).toMatch(/chuva|subtropical/);
    expect(plain((await conversation('como funciona o revalida?', 'e se eu rodar nele?')).text)).toMatch(/garantir|inscrever/);
  });
});

describe('a first message with no subject of its own', () => {
  it('"Quero estudar medicina no Paraguai" gets what the advisory does, step by step, not scholarships or the visa', async () => {
    const reply = await conversation('Quero estudar medicina no Paraguai');
    expect(reply.articles).toEqual(['falar-com-assessor']);
    expect(plain(reply.text)).toMatch(/escolha da universidade/);
    expect(plain(reply.text)).not.toMatch(/bolsa|visto/);
  });
  it('"oi, como funciona pra estudar ai?" gets what it takes (school finished, enrolment, residence), not scholarships', async () => {
    const reply = await conversation('oi, como funciona pra estudar ai?');
    expect(reply.articles).toEqual(['universidades-paraguai']);
    expect(plain(reply.text)).toMatch(/ensino medio concluido.*matricula.*residencia/);
    expect(plain(reply.text)).not.toMatch(/bolsa/);
  });
});

describe('articles staff removed', () => {
  it('when the costs, family, minors and advisory articles are gone, then the questions that lead to them still get a reply', async () => {
    const gone = new Set(['custos', 'familia', 'idade-menores', 'falar-com-assessor']);
    const kb = new KnowledgeBase(sectionsOf(shippedArticles().filter((a) => !gone.has(a.slug))));
    const bare = knowledgeAssistant(kb);
    const history: ConversationTurn[] = [
      { autor: 'user', mensagem: 'precisa de visto?' },
      { autor: 'ia', mensagem: 'Não: brasileiros não precisam de visto.' },
    ];
    for (const question of [
      'e qto fica por mes?',
      'vou levar minha esposa junto, como faz?',
      'minha filha tem 17, ela pode ir?',
      'vcs fazem a residencia pra mim?',
      'Quero estudar medicina no Paraguai',
    ]) {
      const reply = await bare.answer({ question, history, userName: 'Ana' });
      expect(reply.text.length, question).toBeGreaterThan(0);
    }
  });
});

describe('follow-ups that carry the question before', () => {
  it('"com a residência temporária pode?" after "posso trabalhar?" is about working, not the residence documents', async () => {
    const reply = await conversation('posso trabalhar enquanto estudo?', 'com a residencia temporaria pode?');
    expect(reply.articles).toEqual(['trabalhar-estudando']);
    expect(plain(reply.text)).toMatch(/pode, com residencia/);
  });

  it('"meus pais precisam ir junto?" after a minor\'s question says the parents go or authorise', async () => {
    const reply = await conversation('tenho 17 anos, posso estudar ai?', 'meus pais precisam ir junto?');
    expect(plain(reply.text)).toMatch(/pai e mae|autorizacao legalizada/);
  });

  it('"se não tiver, qto fica por mês?" after a scholarship question answers the price too', async () => {
    const reply = await conversation('tem bolsa ou fies? se nao tiver qto fica por mes?');
    expect(plain(reply.text)).toMatch(/fies/);
    expect(plain(reply.text)).toMatch(/900/);
  });
});

describe('how people close, ask for a call, or move to something the base does not know', () => {
  it('"show, ajudou mto, valeu 🙏" is thanks; "valeu, e quanto custa?" is not', async () => {
    expect((await conversation('show, ajudou mto, valeu 🙏')).kind).toBe('thanks');
    expect((await conversation('valeu, e quanto custa?')).kind).not.toBe('thanks');
  });

  it('asking to book a video call with a consultant is a request for a person', async () => {
    const reply = await conversation('quero marcar uma chamada de video com um consultor');
    expect(reply.handoffReason).toBe('human');
  });

  it("bringing one's own medicine goes to a person; asking which medicine to take is declined", async () => {
    expect((await conversation('eu tomo remedio controlado, posso levar minhas caixas de remedio?')).handoff).toBe(true);
    expect((await conversation('me indica um remedio pra ansiedade q eu compro sem receita?')).kind).toBe('offTopic');
  });

  it('"pagar facul e aluguel com salário de lá" asks whether work pays for it, not a price', async () => {
    const reply = await conversation(
      'posso trabalhar la?',
      'e da pra se sustentar so trabalhando la? tipo pagar facul e aluguel com salario de la',
    );
    expect(reply.articles).toEqual(['trabalhar-estudando']);
    expect(plain(reply.text)).toMatch(/garantia de emprego|periodo integral/);
  });

  it('"meus pais não têm como bancar" is about paying, never a bank account', async () => {
    const reply = await conversation('entao nao tem nenhuma ajuda pra pagar? meus pais nao tem como bancar tudo');
    expect(plain(reply.text)).not.toMatch(/banco|cedula/);
  });
});

describe('a second blind-written batch: complaints, family, premises', () => {
  it.each([
    'pq ngm de vcs me avisou q ia fechar?? paguei pra isso, q sacanagem',
    'to esperando o contrato desde segunda e nada, vcs so respondem rapido qnd é pra cobrar ne 😡',
  ])('"%s" is a complaint', async (question) => {
    expect((await conversation(question)).handoffReason).toBe('complaint');
  });

  it('"nosso bebê" is family coming along, not an unknown thing of theirs', async () => {
    const reply = await conversation('vou levar minha esposa e nosso bebe de 1 aninho 👶 eles precisam tirar residencia tb?');
    expect(reply.articles).toEqual(['familia']);
  });

  it("a student of another country's course asking what is lost gets the transfer answer", async () => {
    const reply = await conversation('faco medicina na bolivia, to no 4 semestre. se eu for pro paraguai perco mta materia?');
    expect(reply.articles).toEqual(['transferencia']);
  });
});

describe('a number is not the phone number', () => {
  it('"…piscina olímpica número 12?" hands off instead of answering with the phone chip', async () => {
    const reply = await conversation('a faculdade tem piscina olimpica numero 12?');
    expect(reply.handoff).toBe(true);
    expect(plain(reply.text)).not.toMatch(/roaming|chip/);
  });
});

describe('words about asking', () => {
  it('"pergunta 19 sobre custos" asks about costs: "pergunta" and a number are not an unknown subject', async () => {
    const reply = await conversation('Pergunta 19 sobre custos');
    expect(reply.articles).toEqual(['custos']);
    expect(reply.handoff).toBe(false);
  });
});

describe('two questions of one article, each with a question mark', () => {
  it('the spouse’s residence and the children’s school are both answered', async () => {
    const reply = await assistant.answer({
      question:
        'Vou levar minha esposa e os dois filhos junto. Eles conseguem a residência também? E as crianças vão pra qual escola?',
      history: [],
      userName: 'Ana',
    });
    expect(reply.text).toMatch(/própria residência/);
    expect(reply.text).toMatch(/histórico escolar/);
    expect(reply.handoff).toBe(false);
  });

  it('one ask said twice ("ainda consegue entrar? tem idade máxima?") stays one answer, with no hand-off for a half', async () => {
    const reply = await assistant.answer({
      question: 'meu marido tem 47 anos, ele ainda consegue entrar? tem idade maxima?',
      history: [],
      userName: 'Ana',
    });
    expect(reply.text).toMatch(/idade máxima/);
    expect(reply.handoff).toBe(false);
  });
});

describe("a second question that only asks the price of the first one's subject", () => {
  const ask = (question: string) => assistant.answer({ question, history: [], userName: 'Ana' });

  it('"a residência demora? é caro?" gets the wait and the residence\'s fees, not the tuition nor a hand-off', async () => {
    const reply = await ask('a residencia demora? é caro?');
    expect(reply.text).toMatch(/60 dias úteis/);
    expect(reply.text).toMatch(/taxas são fixadas pela DNM/);
    expect(reply.text).not.toMatch(/mensalidade/);
    expect(reply.handoff).toBe(false);
  });

  it('"vida em cde? é caro?" gets what living there costs, never the phone chip that "sai caro"', async () => {
    const reply = await ask('vida em CDE? é caro?');
    expect(reply.text).toMatch(/US\$ 300 a 400/);
    expect(reply.text).not.toMatch(/roaming/);
  });

  it('where students live and what it costs are both said, the price in full beside the place', async () => {
    const reply = await ask('onde os alunos costumam morar, ape, republica ou pensionato? e qnto sai mais ou menos?');
    expect(reply.text).toMatch(/república/);
    expect(reply.text).toMatch(/US\$ 300 a 400/);
  });
});

describe('a month asked with everything in it', () => {
  it.each(['quanto gasto por mes com tudo em cde?', 'vou gastar quanto no mes com tudo? aluguel, comida, facul'])(
    '"%s" gets the tuition and the cost of living together, not the rent alone',
    async (question) => {
      const reply = await assistant.answer({ question, history: [], userName: 'Ana' });
      expect(reply.articles).toEqual(['custos']);
      expect(reply.text).toMatch(/R\$ 900/);
      expect(reply.text).toMatch(/US\$ 551/);
    },
  );
});

describe('two questions in one message, each answered as asked', () => {
  const ask = (question: string) => assistant.answer({ question, history: [], userName: 'Ana' });

  it('a city named in one question does not give it to the article of cities: cost and safety each get their part', async () => {
    const reply = await ask('qnto custa morar em pjc? e la eh seguro pra uma menina sozinha?');
    expect(reply.handoff).toBe(false);
    expect(reply.articles).toEqual(['seguranca', 'custos']);
    expect(reply.text).toMatch(/PCC/);
    expect(reply.text).toMatch(/R\$ 900/);
  });

  it('"quantos semestres tem o curso e em q língua são as aulas?" answers both the length and the language', async () => {
    const reply = await ask('quantos semestres tem o curso e em q lingua sao as aulas?');
    expect(reply.text).toMatch(/12 semestres/);
    expect(reply.text).toMatch(/espanhol/);
  });
});

describe('money sent or taken for a month, and what the tuition includes', () => {
  const ask = (question: string) => assistant.answer({ question, history: [], userName: 'Ana' });

  it.each([
    'minha filha vai fazer medicina em encarnacao, qnto preciso mandar pra ela todo mes, mais ou menos?',
    'oq eu preciso levar de dinheiro pro primeiro mes? chegando la do zero',
  ])('"%s" gets what a month costs in all, not how to send money', async (question) => {
    const reply = await ask(question);
    expect(reply.text).toMatch(/US\$ 551/);
    expect(reply.text).not.toMatch(/Banco Central do Brasil/);
  });

  it('"como mandar dinheiro pra ela todo mês?" still asks how to send it', async () => {
    expect((await ask('como mandar dinheiro pra ela todo mes?')).text).toMatch(/Banco Central do Brasil/);
  });

  it('"a mensalidade cobre o material?" gets what it does not include, not the price', async () => {
    const reply = await ask('a mensalidade cobre o material?');
    expect(reply.text).toMatch(/não inclui/);
  });
});

describe('the statement whose subject is the thing asked', () => {
  it.each([
    'ja to separando a papelada. os antecedentes criminais eu tiro onde?',
    'pediram antecedente criminal da minha filha pra residencia, isso se tira onde?',
    'o antecedente criminal eu consigo onde?',
  ])('"%s" gets where the criminal record is issued, not the list it is part of', async (question) => {
    const reply = await assistant.answer({ question, history: [], userName: 'Ana' });
    expect(reply.text).toMatch(/Polícia Federal/);
    expect(reply.text).not.toMatch(/certidão de nascimento/);
  });
});

describe('asked whether a thing is required, a "Não." that a statement of need follows is not said', () => {
  it('"é obrigatório revalidar?" is not answered "Não. … precisa ser revalidado"', async () => {
    for (const question of [
      'minha filha vai se formar la. pra atuar no brasil e obrigatorio revalidar o diploma?',
      'tem que revalidar o diploma pra ser medico no brasil?',
    ]) {
      const reply = await assistant.answer({ question, history: [], userName: 'Ana' });
      expect(reply.text, question).toMatch(/precisa ser \*\*revalidado\*\*/);
      expect(reply.text, question).not.toMatch(/^\W*N[aã]o\b/);
    }
    const direct = await assistant.answer({
      question: 'posso trabalhar de medico no brasil direto depois de formado?',
      history: [],
      userName: 'Ana',
    });
    expect(direct.text).toMatch(/^\*\*Não\.\*\*/);
  });
});
