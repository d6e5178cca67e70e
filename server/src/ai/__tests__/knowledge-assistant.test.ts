import { describe, expect, it } from 'vitest';
import type { ConversationTurn } from '../assistant-provider.js';
import { TALK_TO_ADVISOR } from '../answer-composer.js';
import { KnowledgeBase } from '../knowledge-base.js';
import {
  ABUSE_ANSWER,
  COMPLAINT_ANSWER,
  HANDOFF_ANSWER,
  HUMAN_HANDOFF_ANSWER,
  OFF_TOPIC_ANSWER,
  knowledgeAssistant,
} from '../knowledge-assistant.js';
import { normalisedWords } from '../portuguese-text.js';
import { replay } from './replay.js';

const assistant = knowledgeAssistant(new KnowledgeBase());
const ask = (question: string, history: ConversationTurn[] = []) =>
  assistant.answer({ question, history, userName: 'Maria Souza' });

/** Replays a conversation and returns the reply to its last message. */
const conversation = (...messages: string[]) => replay(ask, ...messages);

/** Each question with the article it must be answered from and facts the answer must contain (lower-cased). */
const questions: Array<[string, string, string[]]> = [
  [
    'Quais documentos são necessários para a matrícula?',
    'documentos-matricula',
    ['histórico escolar', 'certidão de nascimento', 'apostilad'],
  ],
  [
    'Como funciona o processo de legalização acadêmica?',
    'legalizacao-apostilamento',
    ['secretaria de educação', 'apostila de haia', 'cartório'],
  ],
  ['Quanto custa a mensalidade do curso de medicina?', 'custos', ['a partir de r$ 900']],
  ['Quanto tempo dura o curso de medicina no Paraguai?', 'cronograma-prazos', ['6 anos', '12 semestres', 'internato']],
  [
    'Quais universidades vocês indicam?',
    'universidades-paraguai',
    ['universidad central del paraguay', 'universidad privada del este'],
  ],
  ['Preciso de visto para estudar no Paraguai?', 'visto-residencia', ['não precisam de visto', 'mercosul']],
  [
    'Depois de formado posso trabalhar como médico no Brasil?',
    'revalidacao-brasil',
    ['revalida', 'inep', 'universidade pública'],
  ],
  ['Preciso saber falar espanhol?', 'vida-no-paraguai', ['espanhol', 'não precisa ser fluente']],
  ['Tem vestibular para entrar na faculdade?', 'cronograma-prazos', ['não há vestibular', 'enem']],
  ['onde faço a apostila de haia dos meus documentos?', 'legalizacao-apostilamento', ['cartório']],
  // How prospects type: shorthand, no accents, typos, Spanish, one word.
  ['qto ta a mensalidade?', 'custos', ['mensalidade']],
  ['quias os documetos pra matricla', 'documentos-matricula', ['histórico escolar']],
  ['presiso de vizto pra estuda ai', 'visto-residencia', ['não precisam de visto']],
  ['¿Cuánto cuesta la carrera de medicina?', 'custos', ['mensalidade']],
  ['necesito visa para estudiar en paraguay?', 'visto-residencia', ['mercosul']],
  ['fies?', 'bolsas-financiamento', ['não financiam']],
  ['supletivo?', 'documentos-matricula', ['documento oficial de conclusão do ensino médio']],
  ['cones?', 'universidades-paraguai', ['cones']],
  [
    'oi tudo bem entao eu queria saber como é que faz a radiação lá no paraguai pra poder estudar',
    'visto-residencia',
    ['residência temporária', 'migraciones'],
  ],
];

describe('offline knowledge-base assistant', () => {
  it.each(questions)('when asked "%s", then it answers from %s with its facts', async (question, article, facts) => {
    const reply = await ask(question);
    expect(reply.kind).toBe('answer');
    expect(reply.articles[0]).toBe(article);
    for (const fact of facts) expect(reply.text.toLowerCase()).toContain(fact);
  });

  it('when it answers, then it sends one short fact with its source line, and neighbouring aspects as quick replies', async () => {
    const reply = await ask('Precisa apostilar o histórico escolar?');
    expect(reply.text.length).toBeLessThanOrEqual(400);
    expect(reply.text).toMatch(/\nFonte: .+ \(verificado em \d{4}-\d{2}-\d{2}\)\.$/);
    expect(reply.text).not.toMatch(/Palavras-chave|Fontes:|https?:\/\/|<[a-z]/i);
    expect(reply.quickReplies.length).toBeGreaterThanOrEqual(2);
    expect(reply.quickReplies.at(-1)).toBe(TALK_TO_ADVISOR);
  });

  it('when asked a "quanto tempo" question about the apostille, then the facet does not pull another topic', async () => {
    expect((await ask('quanto tempo demora a apostila?')).articles[0]).toBe('legalizacao-apostilamento');
    expect((await ask('quanto tempo dura o curso?')).articles[0]).toBe('cronograma-prazos');
  });

  it('when a follow-up names no topic, then it stays on the conversation topic', async () => {
    expect((await conversation('como funciona a residencia pra estudar ai?', 'e quanto tempo vale?')).articles[0]).toBe(
      'visto-residencia',
    );
    expect((await conversation('qto é a mensalidade?', 'e em pjc?')).articles[0]).toBe('custos');
    expect((await conversation('cde é perigoso?', 'e pjc?')).articles[0]).toBe('seguranca');
  });

  it('when one message asks two things, then both are answered briefly', async () => {
    const reply = await ask('qto custa a mensalidade e quais documentos preciso levar?');
    expect(reply.articles).toEqual(expect.arrayContaining(['custos', 'documentos-matricula']));
  });

  it.each([
    'vcs garantem a aprovação no revalida?',
    'o visto sai com ctz?',
    'o curso é reconhecido pelo MEC?',
    'o valor da mensalidade fica congelado?',
  ])('when "%s" baits a promise, then the answer opens with an honest no', async (question) => {
    const reply = await ask(question);
    expect(reply.text).not.toMatch(/^\W*sim\b/i);
    expect(reply.text).toMatch(/^\*\*(Não|Ninguém|Pelo MEC, não)|^\*\*Não há garantia/);
  });

  it('when the passage still has an owner placeholder, then the placeholder is not shown and the reply hands off', async () => {
    const reply = await ask('quanto vcs cobram pela assessoria?');
    expect(reply.articles[0]).toBe('honorarios-assessoria');
    expect(reply.text).not.toMatch(/PREENCHER/);
    expect(reply).toMatchObject({ handoff: true, handoffReason: 'unknown' });
  });

  it.each([
    ['quero falar com uma pessoa', HUMAN_HANDOFF_ANSWER, 'human'],
    ['me passa pra um atendente pfv', HUMAN_HANDOFF_ANSWER, 'human'],
    ['paguei e ninguem me responde', COMPLAINT_ANSWER, 'complaint'],
    ['vcs cobraram 2x no meu cartao', COMPLAINT_ANSWER, 'complaint'],
    ['meus documentos ja chegaram ai?', undefined, 'unknown'],
    ['qual o nome do coordenador do curso de medicina da unida?', HANDOFF_ANSWER, 'unknown'],
  ] as const)('when told "%s", then it hands off with a truthful reply', async (message, text, reason) => {
    const reply = await ask(message);
    expect(reply).toMatchObject({ kind: 'handoff', handoff: true, handoffReason: reason });
    if (text) expect(reply.text).toBe(text);
    expect(reply.text).toMatch(/encaminhar a sua (pergunta|conversa|mensagem)/);
  });

  it.each(['da pra fazer o internato aqui no brasil?', 'a faculdade tem estacionamento pra carro?'])(
    'when "%s" is handed off, then the reply does not open with a "Não" that reads as the answer',
    async (message) => {
      const reply = await ask(message);
      expect(reply.handoff).toBe(true);
      expect(reply.text).not.toMatch(/^\W*n[aã]o\b/i);
    },
  );

  it.each([
    'Qual a receita de bolo de cenoura?',
    'qual a capital da frança',
    'me conta uma piada',
    'faz uma redação do enem pra mim',
    'quanto custa um iphone 15 hj?',
  ])('when asked the off-topic "%s", then it declines politely without handing off', async (question) => {
    expect(await ask(question)).toMatchObject({ kind: 'offTopic', text: OFF_TOPIC_ANSWER, handoff: false });
  });

  it('when insulted, then it answers calmly and does not hand off', async () => {
    expect(await ask('robo burro do caralho')).toMatchObject({ kind: 'abuse', text: ABUSE_ANSWER, handoff: false });
  });

  it('when greeted, then it greets back by first name and offers starting questions', async () => {
    const reply = await ask('Oi, boa tarde!');
    expect(reply.text).toMatch(/^Olá, Maria!/);
    expect(reply.quickReplies).toContain(TALK_TO_ADVISOR);
  });

  it('when thanked, then it answers politely instead of searching', async () => {
    expect((await ask('Muito obrigada!')).text).toMatch(/Por nada/);
  });

  describe('truth first', () => {
    /** Questions that bait a promise, each with what the answer must say first or at all. */
    const baits: Array<[string, RegExp]> = [
      ['Vocês garantem a aprovação no Revalida?', /ninguém pode garantir aprovação no revalida/i],
      ['vcs garantem q eu passo no revalida?', /ninguém pode garantir/i],
      ['é certeza que eu consigo a vaga?', /não garante resultado/i],
      ['meu diploma vai valer no brasil com certeza?', /revalidad/i],
      ['o preço da mensalidade fica congelado?', /sujeita a reajuste/i],
    ];
    it.each(baits)('when asked "%s", then it never opens with "Sim" and says the honest part', async (question, honest) => {
      const reply = await ask(question);
      expect(reply.text.replaceAll('**', '')).not.toMatch(/^sim\b/i);
      expect(reply.text).toMatch(honest);
    });

    it('when asked whether the course is recognised by the MEC, then it says no such recognition exists, the diploma is revalidated through the Revalida, with a dated source', async () => {
      for (const question of [
        'o curso é reconhecido pelo MEC?',
        'a faculdade de vcs é reconhecida pelo mec?',
        'o diploma de la vale no brasil?',
      ]) {
        const reply = await ask(question);
        expect(reply.articles[0]).toBe('revalidacao-brasil');
        expect(reply.text.replaceAll('**', '')).not.toMatch(/^sim\b/i);
        expect(reply.text).toMatch(/revalid/i);
        expect(reply.text).toMatch(/Revalida/);
        expect(reply.text.length).toBeLessThanOrEqual(400);
      }
      const mec = await ask('o curso é reconhecido pelo MEC?');
      expect(mec.text).toMatch(/^\*\*Pelo MEC, não\*\*: o MEC do Brasil não reconhece cursos estrangeiros/);
    });

    it('when asked how to revalidate, then the whole route fits in the answer: public university, both Revalida stages, CRM', async () => {
      const reply = await ask('como faço pra revalidar o diploma?');
      expect(reply.text).toMatch(/Resolução CNE\/CES nº 2\/2024/);
      expect(reply.text).toMatch(/universidade pública brasileira/);
      expect(reply.text).toMatch(/duas etapas do Revalida/);
      expect(reply.text).toMatch(/CRM/);
    });

    it('when a money question names a topic whose passage has no prices, then the costs passage answers it', async () => {
      const reply = await ask('qual o valor da matricula?');
      expect(reply.articles[0]).toBe('custos');
      expect(reply.text).toMatch(/matrícula/);
      // A price question about a topic with prices of its own stays there.
      expect((await ask('quanto custa o apostilamento?')).articles[0]).toBe('legalizacao-apostilamento');
      // "sai" is money only with "quanto": "a residência sai?" is not about price.
      expect((await ask('a residencia sai rapido?')).articles[0]).not.toBe('custos');
    });
  });
  it('when the message is about something of the person the base does not know ("meu gato"), then it hands off instead of answering about documents', async () => {
    const pet = await ask('consigo levar meu gato pra la? precisa de algum documento dele?');
    expect(pet.kind).toBe('handoff');
    expect(pet.handoffReason).toBe('unknown');
    // A known one is answered.
    const wife = await ask('posso levar minha esposa?');
    expect(wife.kind).toBe('answer');
    expect(wife.articles[0]).toBe('familia');
  });

  describe('understanding, third development batch', () => {
    it('when a two-question message joins short questions with "e", then each question gets its topic', async () => {
      const reply = await ask('qnto custa e qnto tempo dura o curso?');
      expect(reply.articles).toEqual(expect.arrayContaining(['custos', 'cronograma-prazos']));
    });

    it('when "é" (is) sits between a place and its quality, then it does not split the question', async () => {
      const reply = await ask('queria saber os valores e se cde é segura pra morar');
      expect(reply.articles).toEqual(expect.arrayContaining(['custos', 'seguranca']));
    });

    it('when an off-topic turn comes in the middle, then a follow-up returns to the topic before it', async () => {
      expect((await conversation('precisa de enem?', 'vc torce pra qual time?', 'e nota minima tem?')).articles[0]).toBe(
        'cronograma-prazos',
      );
    });

    it('when verbs the base never uses surround a subject word it knows well, then the subject word answers', async () => {
      expect((await ask('a mensalidade ta qto em reais hj? vai subir?')).articles[0]).toBe('custos');
      expect((await conversation('minha esposa pode ir junto?', 'ela consegue arrumar emprego la?')).articles[0]).toBe('familia');
    });

    it('when an outcome word ("aprovada", "negarem") is asked about, then the thing decided is the topic', async () => {
      expect((await ask('a residencia é aprovada na hora?')).articles[0]).toBe('visto-residencia');
    });

    it('when a real Portuguese word is typed, then spelling correction leaves it alone', async () => {
      const kb = new KnowledgeBase();
      expect(kb.correct('comprar')).toBe('comprar');
      expect(kb.correct('reprovar')).toBe('reprovar');
      expect(kb.correct('documetos')).toBe('documentos');
      expect((await conversation('como funciona esse revalida', 'e se reprovar?')).articles[0]).toBe('revalidacao-brasil');
    });

    it('when slang or Spanish names the subject, then it is understood', async () => {
      expect((await ask('da pra trampar de noite e estudar de dia?')).articles[0]).toBe('trabalhar-estudando');
      expect((await ask('¿qué papeles necesito para inscribirme en la facultad?')).articles[0]).toBe('documentos-matricula');
      expect((await ask('ja curso medicina no brasil, to no 3 periodo')).articles[0]).toBe('transferencia');
    });

    it.each([
      ['to decepcionado, marcaram de me ligar e nao ligaram', 'complaint'],
      ['vcs cobraram a taxa e sumiram, to no prejuizo', 'complaint'],
      ['quero atendimento humano', 'human'],
      ['me liga por favor, prefiro conversar por telefone', 'human'],
    ])('when "%s", then it hands off as %s', async (question, reason) => {
      expect(await ask(question)).toMatchObject({ kind: 'handoff', handoffReason: reason });
    });

    it('when an insult says the assistant answers nonsense, then it is an insult, not a complaint about the service', async () => {
      expect(await ask('vai se ferrar, nao responde nada com nada')).toMatchObject({ kind: 'abuse', handoff: false });
      expect((await ask('ninguem me responde faz uma semana')).handoffReason).toBe('complaint');
    });

    it('when an open question lands on a yes/no passage, then the passage\'s own "Não." is left out', async () => {
      const rate = await ask('qual a taxa de aprovação do revalida?');
      expect(rate.articles[0]).toBe('revalidacao-brasil');
      expect(rate.text).not.toMatch(/^\*\*Não/);
      expect(rate.text).toMatch(/33% das pessoas/);
      // A yes/no question keeps it.
      expect((await ask('a aprovação no revalida é garantida?')).text).toMatch(/^\*\*Não\.\*\*/);
    });

    it('when asked which gadget to buy, then it declines as off-topic', async () => {
      expect((await ask('qual melhor celular pra comprar ate 2 mil?')).kind).toBe('offTopic');
    });
  });

  describe('understanding, fourth development batch (2026-11-28)', () => {
    it('when work is asked about in slang or by the job, then it is the work article', async () => {
      for (const question of [
        'da pra arrumar emprego de garçom la pra ajudar nas contas?',
        'consigo fazer uns freela la?',
        'tem como ter uma renda extra la?',
      ]) {
        expect((await ask(question)).articles[0], question).toBe('trabalhar-estudando');
      }
    });

    it('when "papel" or "papelada" names the documents, then it is the documents article', async () => {
      expect((await ask('que papelada preciso pra matricula?')).articles[0]).toBe('documentos-matricula');
      expect((await ask('tem algum papel que eu ja posso ir separando?')).articles[0]).toBe('documentos-matricula');
    });

    it.each([
      ['se isso nao se resolver eu vou no procon', 'complaint'],
      ['quem vai me ressarcir o que eu gastei com traducao?', 'complaint'],
      ['o valor do boleto nao bate com o que vcs falaram', 'complaint'],
      ['o assessor visualizou e nao respondeu ate agora', 'complaint'],
      ['prefiro que alguem da equipe me explique por telefone', 'human'],
    ])('when "%s", then it hands off as %s', async (question, reason) => {
      expect(await ask(question)).toMatchObject({ kind: 'handoff', handoffReason: reason });
    });

    it.each([
      'ta chovendo ai agora?',
      'o cerro porteno joga hoje?',
      'tem receita do chipa?',
      'quais os pontos turisticos de assuncao?',
      'qual a cota de compras no paraguai?',
      'cursinho bom pra vestibular de medicina na usp?',
    ])(
      'when "%s" (small talk or a task about Paraguay, not the advisory\'s subject), then it declines as off-topic',
      async (question) => {
        expect((await ask(question)).kind).toBe('offTopic');
      },
    );

    it('when something else "não bate" (a timetable, not a price), then it is not a complaint', async () => {
      expect((await ask('o horario das aulas nao bate com meu trabalho, como faz?')).handoffReason).not.toBe('complaint');
    });

    it('when the climate is asked about as a place to live, then it is not declined as small talk', async () => {
      expect((await ask('como é o clima em cde, faz muito calor?')).kind).not.toBe('offTopic');
    });
  });
});

describe('what a question is about decides the answer, not the words its text shares with an article', () => {
  // Each of these matched an article's text through a verb ("levar", "passar", "ir") or a passing word, and got a
  // neighbouring paste (the family article for a dog, the Revalida figures for the office's address).
  it.each([
    'precisa tomar alguma vacina antes de ir? tipo febre amarela',
    'a facul tem estacionamento? posso levar meu carro com placa do brasil?',
    'e pra levar nosso cachorro, o q precisa?',
    'qual o endereço do escritorio de vcs? queria passar ai pessoalmente',
  ])('when asked "%s", then a person answers and nothing is pasted', async (question) => {
    const reply = await ask(question);
    expect(reply).toMatchObject({ kind: 'handoff', handoff: true, handoffReason: 'unknown', articles: [] });
    expect(reply.text).toBe(HANDOFF_ANSWER);
  });

  it('when the subject is named only in the text (RG or passport to enter), then the article still answers', async () => {
    const reply = await ask('so o rg serve ou preciso tirar passaporte pra ir estudar?');
    expect(reply.articles[0]).toBe('visto-residencia');
    expect(reply.text).toMatch(/RG em bom estado/);
  });

  it.each([
    'me ajuda a fazer um resumo sobre mitose pro meu trabalho da escola?',
    'blz. aproveitando, me explica meiose rapidinho q tenho prova amanha',
  ])('when asked for schoolwork ("%s"), then it is declined as off-topic, not answered from the work article', async (q) => {
    const reply = await ask(q);
    expect(reply).toMatchObject({ kind: 'offTopic', text: OFF_TOPIC_ANSWER, handoff: false });
  });

  it('when wrong guidance cost a deadline and they want it fixed, then it is a complaint', async () => {
    const reply = await ask(
      'na real vcs me passaram a lista errada semana passada e por isso perdi o prazo da matricula. quero uma solucao',
    );
    expect(reply).toMatchObject({ kind: 'handoff', handoffReason: 'complaint', text: COMPLAINT_ANSWER });
  });

  it('when asked to be passed to a consultant, then it is a request for a person', async () => {
    const reply = await ask('ok prefiro ver isso com alguem da equipe, consegue me passar pra um consultor?');
    expect(reply).toMatchObject({ kind: 'handoff', handoffReason: 'human', text: HUMAN_HANDOFF_ANSWER });
  });

  it('when a 16-year-old still at school asks whether they can enrol, then the reply never opens with a yes', async () => {
    const reply = await ask('tenho 16 anos, to no 2 ano, ja posso me inscrever?');
    expect(reply.text).not.toMatch(/^(\*\*)?(sim|pode)\b/i);
    expect(reply.text).toMatch(/conclu[ií]do o ensino médio|antes de terminar o ensino médio/i);
  });

  it('when asked how many stages the Revalida has, then the reply says two and names them', async () => {
    const reply = await ask('o revalida tem qntas etapas?');
    expect(reply.text).toMatch(/duas etapas/);
    expect(reply.text).toMatch(/habilidades clínicas/);
  });
});

describe('a question that names only the subject', () => {
  it('when asked how the Revalida works, then the overview answers (the way to revalidate), not the pass-rate figures', async () => {
    const reply = await ask('como funciona esse revalida');
    expect(reply.text).toMatch(/universidade pública brasileira/);
    expect(reply.text).not.toMatch(/109\.935/);
  });
});

describe('which ones, and where', () => {
  it('when asked which university in CDE, then the reply names universities, not the cities they are in', async () => {
    const reply = await ask('vcs trabalham com qual faculdade em cde?');
    expect(reply.text).toMatch(/\(UCP\)|\(UPE\)/);
  });

  it('when a new subject follows a question about a place ("e lá é seguro?"), then the reply is about that place', async () => {
    const reply = await conversation('vcs trabalham com qual faculdade em cde?', 'e la é seguro?');
    expect(reply.articles[0]).toBe('seguranca');
    expect(reply.text).toMatch(/Alto Paraná/);
  });
});

describe('a follow-up gets something new', () => {
  it('when "e qnd eu posso fazer?" follows the Revalida overview, then it gets the editions, not the overview again', async () => {
    const reply = await conversation('como funciona esse revalida', 'e qnd eu posso fazer?');
    expect(reply.text).toMatch(/duas edições por ano/);
    expect(reply.text).not.toMatch(/Resolução CNE\/CES/);
  });

  it('when "e em assunção é mais caro?" follows the price, then it hears that the price varies by city', async () => {
    const reply = await conversation(
      'quero estudar medicina no paraguai, como começo?',
      'e qnto custa mais ou menos?',
      'e em assuncao é mais caro?',
    );
    expect(reply.text).toMatch(/varia por universidade, cidade/);
  });

  it('when the fact just said also answers the follow-up ("e vestibular tem?" after the ENEM), then it is said again', async () => {
    const reply = await conversation('precisa de enem?', 'e vestibular tem?');
    expect(reply.text).toMatch(/não há vestibular/);
  });
});

describe('two questions joined by "e" before a new subject', () => {
  it('when asked the fee "e o fies cobre?", then each part gets its own answer, the FIES one a plain no', async () => {
    const reply = await ask('qnto ta a mensalidade de medicina e o fies cobre?');
    expect(reply.articles).toEqual(['custos', 'bolsas-financiamento']);
    expect(reply.text).toMatch(/R\$ 900/);
    expect(reply.text).toMatch(/\*\*Não\.\*\* O FIES e o ProUni não financiam cursos no exterior/);
  });

  it('when asked "o fies cobre?" alone, then it is a yes/no question answered "Não."', async () => {
    expect((await ask('o fies cobre?')).text).toMatch(/^\*\*Não\.\*\*/);
  });
});

describe('someone coming along', () => {
  it('when the spouse needs a residence "tb", then the family article answers: each person has their own', async () => {
    const reply = await ask('minha esposa precisa tirar a residencia tb ou so eu?');
    expect(reply.articles[0]).toBe('familia');
    expect(reply.text).toMatch(/cada pessoa.*precisa da própria residência/);
  });

  it('when the spouse is coming and wants to work, then the section on the spouse working answers', async () => {
    const reply = await ask('minha esposa consegue trabalhar la?');
    // A health profession is no plain yes (its own statement says so), so the general rule opens without one.
    expect(reply.text).toMatch(/^Com a residência, o Acordo de Residência do Mercosul permite/);
  });

  it('when a 17-year-old child is the student and asks to go alone, then it is about minors, not the family', async () => {
    expect((await ask('meu filho tem 17, ele pode ir sozinho?')).articles[0]).toBe('idade-menores');
  });
});

describe('asking for certainty, asking whether it is safe', () => {
  it('when asked whether the fee stays fixed, then the reply says it is subject to increases, after "Não há garantia"', async () => {
    const reply = await ask('o valor da mensalidade fica fixo ate o fim do curso?');
    expect(reply.text).toMatch(/^\*\*Não há garantia\.\*\*/);
    expect(reply.text).toMatch(/sujeita a reajuste/);
  });

  it('when asked whether PJC is safe to live alone, then the reply leads with the caution, not with tips', async () => {
    expect((await ask('é seguro morar sozinha em pjc?')).text).toMatch(/^\*\*Pedro Juan Caballero:\*\* Exige cautela/);
  });
});

describe('a place named in a two-part message', () => {
  it('when asked the prices and whether CDE is safe, then the safety part is about CDE, not "depende da cidade"', async () => {
    const reply = await ask('queria saber os valores e se cde é segura pra morar');
    expect(reply.articles).toEqual(['seguranca', 'custos']);
    expect(reply.text).toMatch(/Alto Paraná/);
    expect(reply.text).not.toMatch(/Depende da cidade/);
  });
});

describe('life and money before deciding (fifth development batch, 2026-11-28)', () => {
  it("when the section's own answer is still the owner's placeholder, then a statement that only defers to an advisor hands off", async () => {
    for (const question of ['da pra pagar a assessoria em 10x?', 'se eu desistir vcs devolvem o dinheiro da assessoria?']) {
      expect(await ask(question), question).toMatchObject({ handoff: true, handoffReason: 'unknown' });
    }
  });

  it('when a statement of such a section says something itself, then it still answers without a hand-off', async () => {
    const reply = await ask('vcs fazem a residencia pra mim?');
    expect(reply.handoff).toBe(false);
    expect(reply.text.replace(/\*\*/g, '')).toContain('pedido de residência');
  });

  it.each([
    'precisa de plano de saude la? o sus cobre?',
    'se ficar doente la tem hospital publico pra estrangeiro?',
    'e seguro saude, precisa?',
  ])(
    'when health insurance or care is asked ("%s"), then the health section answers, not the health-area job or the teaching hospital',
    async (question) => {
      const reply = await ask(question);
      expect(reply.text).toMatch(/rede pública|plano privado/);
      expect(reply.text).not.toMatch(/área da saúde|hospital-escola/i);
    },
  );

  it('when "conta" is the verb ("isso conta ponto?"), then the bank account never answers; a bank question still does', async () => {
    const counts = await ask('tirei 880 na redacao do enem, isso conta ponto la?');
    expect(counts.text).not.toMatch(/banco|cédula/i);
    expect((await ask('consigo abrir conta em banco la sendo estudante?')).text).toMatch(/depois da residência/);
  });

  it('when two questions ask about two sections of one article, then each gets its own answer (or its own hand-off)', async () => {
    const reply = await ask('precisa de visto? quanto tempo demora a residencia?');
    expect(reply.kind).toBe('answer');
    expect(reply.text).toMatch(/não precisam de visto/);
    expect(reply.text).toMatch(/60 dias úteis/);
  });

  it('when the tuition and then the rent are asked, then both are answered, tuition first ("mensalidade" is not "mensal")', async () => {
    expect((await ask('quanto custa a mensalidade? e o aluguel?')).articles).toEqual(['custos', 'vida-no-paraguai']);
  });

  it.each(['qual imobiliaria vc indica pra alugar ape?', 'e livro, jaleco, material, é a parte?'])(
    'when only a word like "indica" or "parte" matches an article ("%s"), then a person answers, not that article',
    async (question) => {
      expect(await ask(question)).toMatchObject({ kind: 'handoff', handoffReason: 'unknown' });
    },
  );

  it.each([
    'hola, mi hijo termino el colegio en brasil. que documentos necesita para la matricula?',
    'meu filho terminou o colegio, que documentos precisa pra matricula?',
  ])(
    'when a child who finished "o colégio" is the student ("%s"), then the enrolment documents answer, not schools for children',
    async (question) => {
      expect((await ask(question)).articles[0]).toBe('documentos-matricula');
    },
  );

  it('when schooling for a child who comes along is asked, then it is still the family article', async () => {
    expect((await ask('tem colegio pro meu filho la?')).articles[0]).toBe('familia');
  });

  it('when the teaching hospital is asked, then it is still the universities article', async () => {
    expect((await ask('a faculdade tem hospital escola?')).articles[0]).toBe('universidades-paraguai');
  });

  it('when a phone chip is asked, then it is not declined as gadget shopping; a new phone still is', async () => {
    expect((await ask('chip de celular, compro aqui ou la?')).kind).not.toBe('offTopic');
    expect((await ask('qual melhor celular pra comprar?')).kind).toBe('offTopic');
  });

  it('when the monthly living cost is asked without the word "aluguel", then the rent reference answers, not the work article', async () => {
    for (const question of ['sem contar a faculdade qto eu gasto por mes?', 'quais as despesas pra se manter la por mes?']) {
      const reply = await ask(question);
      expect(reply.articles[0], question).toBe('vida-no-paraguai');
      expect(reply.text, question).toContain('US$ 300 a 400');
    }
  });

  it('when the climate, a bank account or sending money is asked, then the sourced fact answers', async () => {
    expect((await ask('como é o clima em pedro juan? faz mto frio no inverno?')).text).toMatch(/subtropical|°C/);
    expect((await ask('consigo abrir conta em banco la sendo estudante?')).text).toContain('cédula');
    expect((await ask('como meus pais mandam dinheiro pra mim todo mes?')).text).toContain('Banco Central do Brasil');
  });
});

describe('paying, and the family that comes along (tenth development batch, 2026-11-29)', () => {
  it("when the advisory fee and paying by card are asked together, then the payment is the advisory's, never the tuition's", async () => {
    const reply = await ask('quanto vcs cobram pela assessoria? parcela no cartao?');
    expect(reply.articles).toEqual(['honorarios-assessoria', 'honorarios-assessoria']);
    expect(reply.text).not.toMatch(/mensalidade \*\*mês a mês\*\*/);
    expect(reply.handoff).toBe(true);
  });

  it('when "aceita pix?" follows the advisory fee, then it is about paying the advisory; alone, Pix at the border answers', async () => {
    const after = await conversation('qnto custa a assessoria de vcs?', 'aceita pix? dá pra pagar metade agora e metade depois?');
    expect(after.articles).toEqual(['honorarios-assessoria']);
    expect(after.handoff).toBe(true);
    expect((await ask('da pra usar pix la?')).text).toContain('Pix');
  });

  it('when someone brings a spouse and a child, then the reply says each needs their own residence', async () => {
    const reply = await ask('vou levar minha esposa e meu filho de 5 anos, como funciona pra eles?');
    expect(reply.text).toMatch(/cada pessoa da família.*própria residência/);
  });
});

describe('a part found in the wrong article, and a statement that shares no word with the ask', () => {
  it('when the second question is about the first one\'s subject ("chove muito? e quando faz calor?"), then no hand-off', async () => {
    const reply = await ask('¿llueve mucho allá? ¿y en qué meses hace más calor?');
    expect(reply.text).toContain('subtropical');
    expect(reply.handoff).toBe(false);
    expect(reply.text).not.toContain('US$');
  });

  it('when "how long does it last" is asked beside the permanent residence, then both are answered from the residence', async () => {
    const reply = await ask('hola, la residencia temporal cuanto tiempo dura? despues pasa a permanente?');
    expect(reply.text).toContain('vale **2 anos**');
    expect(reply.text).toContain('residência permanente');
    expect(reply.text.match(/pedir a \*\*residência permanente/g)).toHaveLength(1);
  });

  it("when the wife is asked about after the family answer, then it is her residence, not the children's", async () => {
    const reply = await conversation(
      'sou casado, posso levar minha esposa e meu filho pequeno?',
      'e pra minha esposa tem como tirar residencia tb?',
    );
    expect(reply.text).not.toMatch(/menores de 18/);
    expect(reply.text).toMatch(/residência temporária|própria residência/);
  });
});

describe('complaints and tasks outside the subject (tenth development batch)', () => {
  it.each([
    'CANCELEI O CONTRATO HA 15 DIAS E ATE AGORA NADA DO ESTORNO NO CARTAO. ISSO E CRIME 😡',
    'o consultor de vcs foi super grosso comigo no telefone ontem, quero falar com o dono da empresa',
    'a moça do atendimento me tratou mal',
  ])('when "%s", then it is a complaint for staff, not a request for a person or a policy answer', async (question) => {
    const reply = await ask(question);
    expect(reply.handoffReason).toBe('complaint');
    expect(reply.text).toBe(COMPLAINT_ANSWER);
  });

  it.each([
    'ah me ajuda a escrever uma msg convincente pro meu tio me emprestar uma grana? kkk',
    'alguem tem o gabarito da prova de anatomia do 1 semestre? me passa pfv kkkk',
  ])('when "%s", then it is declined as outside the subject', async (question) => {
    expect((await ask(question)).text).toBe(OFF_TOPIC_ANSWER);
  });

  it('when the Revalida answer key is asked, then it is still a question about the Revalida', async () => {
    expect((await ask('quando sai o gabarito do revalida?')).kind).not.toBe('offTopic');
  });
});

describe('which statement of the section', () => {
  it('when "passar pro espanhol com tradutor" is asked, then the translation statement answers, not the three steps', async () => {
    const reply = await ask('e precisa passar tudo pro espanhol com tradutor?');
    expect(reply.text).toContain('não precisam de tradução');
  });

  it('when living in Foz and crossing to Ciudad del Este daily is asked, then the bridge statement answers', async () => {
    const reply = await ask('da pra morar em foz do iguacu e ir todo dia pra facul em ciudad del este?');
    expect(reply.text).toContain('Ponte da Amizade');
  });
});

describe('an indirect two-part question', () => {
  it('when "minha mãe quer saber se é seguro e se faz calor em cde", then both parts are answered, both about CDE', async () => {
    const reply = await ask('minha mae quer saber se é seguro e se faz mto calor em cde');
    expect(reply.articles).toEqual(['seguranca', 'vida-no-paraguai']);
    expect(reply.text).toContain('Alto Paraná');
    expect(reply.text).toContain('subtropical');
  });
});

describe('a city asked about where the base has no figure of its own', () => {
  it('when "e em pjc?" follows the tuition, then the reply says it varies by city and has no figure of PJC\'s own', async () => {
    const reply = await conversation('qnto custa a mensalidade?', 'e em pjc?');
    expect(reply.text).toMatch(/^Não tenho um valor só de Pedro Juan Caballero\. /);
    expect(reply.text).toContain('varia por universidade, cidade e câmbio');
  });

  it('when a city with a section of its own is asked, then no such sentence is added', async () => {
    const reply = await conversation('é seguro morar no paraguai?', 'e em encarnacion?');
    expect(reply.text).not.toMatch(/Não tenho (um valor|dados) só de/);
  });
});

describe('universities by city', () => {
  it.each([
    ['hola! cuales universidades tienen medicina en pedro juan caballero?', '**Pedro Juan Caballero**'],
    ['tem faculdade de medicina em encarnacion?', 'Itapúa'],
    ['quais faculdades tem em cde?', '**Ciudad del Este**'],
  ])('when "%s", then that city\'s statement answers, and no other city\'s', async (question, expected) => {
    const reply = await ask(question);
    expect(reply.text).toContain(expected);
    const cities = reply.text.match(/\*\*(Pedro Juan Caballero|Ciudad del Este|Salto del Guairá|Encarnación)\*\*:/g) ?? [];
    expect(cities).toHaveLength(1);
  });

  it("when no city is named, then the general list answers, not a city's", async () => {
    expect((await ask('quais universidades vcs indicam?')).text).toContain('Universidad Central del Paraguay');
  });
});

describe('translation has its own answer', () => {
  it.each([
    'o historico escolar tem q ser traduzido pro espanhol ou pode ir em portugues msm?',
    'precisa traduzir os documentos?',
  ])('when "%s", then the reply says that in general no translation is needed', async (question) => {
    const reply = await ask(question);
    expect(reply.text).toMatch(/^\*\*Não\*\*, em regra: .*não precisam de tradução/);
  });
});

describe('whether a city is safe, whoever asks', () => {
  it.each([
    ['oi sou mae to mt preocupada 😟 ciudad del este é perigoso pra uma menina de 18 anos morar sozinha?', 'Alto Paraná'],
    ['pedro juan é seguro pra uma menina de 18 anos morar sozinha?', 'Exige cautela'],
  ])('when "%s", then the city\'s verdict leads, not the age rules or a tip', async (question, verdict) => {
    const reply = await ask(question);
    expect(reply.articles).toEqual(['seguranca']);
    // The city's name may head the verdict ("**Ciudad del Este:** Exige atenção…"); the verdict comes right after it.
    expect(reply.text.replace(/^\*\*[^*]+:\*\* /, '').startsWith('Exige')).toBe(true);
    expect(reply.text).toContain(verdict);
    expect(reply.text).not.toMatch(/[:;]\n|[:;]$/);
  });
});

describe('a thing the base has never heard of', () => {
  it("when a retired mother's INSS pension is asked, then a person answers, not the minors' residence", async () => {
    const reply = await ask('minha mae é aposentada do inss, se ela for morar la com a gente ela continua recebendo normal?');
    expect(reply.handoff).toBe(true);
    expect(reply.text).not.toMatch(/menores de 18/);
  });

  it.each([
    ['hace mucho calor en ciudad del este?', 'subtropical'],
    ['o valor da mensalidade fica congelado ate o final do curso?', 'reajuste'],
    ['tenho q mandar os docs originais ou pode ser copia simples?', ''],
  ])('when "%s" (Spanish, a certainty, an everyday word), then it is still answered', async (question, expected) => {
    const reply = await ask(question);
    expect(reply.kind).toBe('answer');
    expect(reply.text).toContain(expected);
  });
});

describe("the children's rules, only for children", () => {
  it("when a retired mother moving along asks for residence, then it is each person's own residence, not the minors'", async () => {
    const reply = await ask('minha mae é aposentada e quer ir morar comigo la, ela consegue residencia tb?');
    expect(reply.text).toMatch(/cada pessoa da família/);
    expect(reply.text).not.toMatch(/menores de 18/);
  });

  it('when a daughter was named earlier, then "e eu ou o pai temos que ir?" still gets the parents\' rule', async () => {
    const reply = await conversation('minha filha tem 17 e quer estudar la', 'e eu ou o pai temos que ir morar com ela?');
    expect(reply.text).toMatch(/comparecem|autorização legalizada/);
  });
});

describe('someone already in medicine', () => {
  it.each([
    'fiz 1 ano de medicina na bolivia, to pensando em terminar no paraguai. perco tudo?',
    'fiz 2 anos de medicina numa particular aqui em goias e tranquei. consigo continuar la de onde parei?',
  ])('when "%s", then the transfer article answers ("de onde parei" asks no place)', async (question) => {
    const reply = await ask(question);
    expect(reply.articles).toEqual(['transferencia']);
    expect(reply.handoff).toBe(false);
  });
});

describe('apostilles, before and after the course', () => {
  it('when asked where the Paraguayan diploma is apostilled, then the Ministerio de Relaciones Exteriores is named', async () => {
    const reply = await ask('qnd eu me formar la, o diploma tem q ser apostilado onde pra usar aqui no brasil?');
    expect(reply.text).toContain('Ministerio de Relaciones Exteriores');
  });

  it('when "preciso apostilar o histórico escolar?" names no child, then the children\'s school section never answers', async () => {
    const reply = await ask('preciso apostilar o historico escolar?');
    expect(reply.articles).toEqual(['legalizacao-apostilamento']);
  });

  it('when the CRM is asked before or after the Revalida, then the reply says after', async () => {
    expect((await ask('o crm eu tiro antes ou depois do revalida?')).text).toMatch(
      /depois da revalidação concluída[\s\S]*\*\*inscrição no CRM\*\*/i,
    );
  });
});

describe('food', () => {
  it('when asked whether there is rice and beans, then the food statement answers; the monthly cost of food still answers its price', async () => {
    expect((await ask('a comida la é mt diferente? tem arroz e feijao? kkkk')).text).toContain('feijão');
    expect((await ask('quanto eu gasto com comida por mes?')).text).toContain('US$ 150 a 200');
  });
});

describe('the first year is not a transfer', () => {
  it('when a prospect asks whether the first year of medicine is hard, then it is not the transfer article', async () => {
    expect((await ask('o primeiro ano de medicina é muito dificil?')).articles).not.toContain('transferencia');
    expect((await ask('ja curso medicina no brasil, to no 3 periodo')).articles).toEqual(['transferencia']);
  });
});

describe('an unheard-of thing beside words every article shares', () => {
  it('when "a universidade empresta jaleco?", then a person answers: "universidade" is no shared subject', async () => {
    const reply = await ask('a universidade empresta jaleco pros alunos 12345?');
    expect(reply.handoff).toBe(true);
    expect(reply.text).toContain('encaminhar a sua pergunta');
  });
});

describe('working as a doctor is not working while studying', () => {
  it('when "posso trabalhar de medico no paraguai?", then the reply says not as a student, never "Pode, com residência"', async () => {
    const reply = await ask('posso trabalhar de medico no paraguai mesmo?');
    expect(reply.text).toMatch(/^Não como estudante: no Paraguai, exercer a medicina exige o \*\*título\*\*/);
    expect(reply.text).not.toMatch(/^Pode, \*\*com residência/);
  });
});

describe('a two-question follow-up stays on the subject', () => {
  it('when "e quem aplica? tem q pagar taxa?" follows the Revalida, then both parts are the Revalida: INEP and its fees', async () => {
    const reply = await conversation('o revalida é feito la no paraguai mesmo?', 'e quem aplica? tem q pagar taxa?');
    expect(reply.articles.every((a) => a === 'revalidacao-brasil')).toBe(true);
    expect(reply.text).toMatch(/aplica o Revalida é o \*\*INEP/);
    expect(reply.text).toMatch(/R\$ 410/);
    expect(reply.text).not.toMatch(/Uber|aplicativo/);
  });
  it('when "e precisa do pai e da mae os dois?" is one question, then it is not split into two', async () => {
    const reply = await conversation(
      'minha filha tem 17, faz 18 so em agosto, da pra ela começar antes disso?',
      'e precisa autorização do pai e da mae os dois? somos separados',
    );
    expect(reply.handoff).toBe(false);
    expect(reply.articles).toEqual(['idade-menores']);
  });
});

describe('what the advisory charges', () => {
  it('when "ustedes cobran por ayudar con la inscripcion?", then it is the advisory\'s fee, never the Revalida\'s', async () => {
    for (const question of ['ok y ustedes cobran por ayudar con la inscripcion?', 'vcs cobram pra ajudar na inscricao?']) {
      const reply = await ask(question);
      expect(reply.articles).toEqual(['honorarios-assessoria']);
      expect(reply.text).not.toContain('INEP');
    }
  });
});

describe('the city on the other side of the border', () => {
  it('when asked which Brazilian city is beside Pedro Juan, then Ponta Porã; Encarnación borders Argentina, not Brazil', async () => {
    expect((await ask('pedro juan fica colado em qual cidade do brasil?')).text).toContain('Ponta Porã');
    const encarnacion = await ask('encarnacion fica colado no brasil ne? da pra fazer compra do lado brasileiro?');
    expect(encarnacion.text).toMatch(/Encarnación\*\*: fica na fronteira com a \*\*Argentina/);
  });
  it('when crossing by car is asked, then the free-transit rule answers, not a hand-off for a date', async () => {
    const reply = await ask('vou de carro pra pedro juan, preciso passar na migracao qnd entrar ou é so atravessar?');
    expect(reply.handoff).toBe(false);
    expect(reply.text).toContain('livre trânsito');
  });
  it("when a child crossing with an ID card is asked, then it is still the minors' rule, not the free-transit one", async () => {
    const reply = await conversation(
      'da pra atravessar a fronteira so com a identidade ou tenho q tirar passaporte?',
      'e minha filha de 16 tb passa so com a identidade?',
    );
    expect(reply.text).not.toContain('livre trânsito');
  });
});

describe('which university is best', () => {
  it('when "qual é a melhor faculdade? eu quero a melhor", then there is no official ranking, never the advisory overview', async () => {
    const reply = await ask('qual é a melhor faculdade de medicina do paraguai? eu quero a melhor');
    expect(reply.text).toMatch(/^Não há um ranking oficial/);
  });
  it('when "quanto custa a faculdade de medicina" is asked, then the price answers, not the ranking', async () => {
    expect((await ask('qunato custa a facudade de medicna')).articles).toEqual(['custos']);
  });
});

describe('the next intake and the school language', () => {
  it('when "qual é a próxima entrada?" follows the start of classes, then the intakes answer, never an off-topic refusal', async () => {
    const reply = await conversation('qnd comecam as aulas?', 'ta, e se n der pra fevereiro qual é a proxima entrada?');
    expect(reply.kind).toBe('answer');
    expect(reply.text).toContain('2º semestre');
  });
  it('when a parent asks whether school is in Spanish, then Spanish and Guarani are named', async () => {
    const reply = await conversation(
      'tenho 2 filhos pequenos',
      'e as criancas vao estudar em escola em espanhol ne? tem escola brasileira la?',
    );
    expect(reply.text).toMatch(/\*\*espanhol\*\* e \*\*guarani\*\*/);
  });
});

describe('changing subject with "isso"', () => {
  it('when "e da pra trabalhar la pra pagar isso?" follows the rent, then working answers, not the rent again', async () => {
    const reply = await conversation(
      'qnto custa mais ou menos pra viver em asuncion por mes? aluguel e comida',
      'e da pra trabalhar la pra pagar isso?',
    );
    expect(reply.articles).toEqual(['trabalhar-estudando']);
  });
});

describe('a refund demanded now and things that change by the day', () => {
  it('when "desisti… quero estorno no cartão urgente", then it is a complaint; "se eu desistir tem reembolso?" is not', async () => {
    const demand = await ask('paguei a primeira parcela e desisti na mesma semana. quero estorno no cartao urgente');
    expect(demand.handoffReason).toBe('complaint');
    expect((await ask('se eu desistir tem reembolso?')).handoffReason).not.toBe('complaint');
  });
  it('when a forecast or a timetable is asked, then a person answers; the climate in general is still answered', async () => {
    for (const question of [
      'como vai estar o tempo em ciudad del este semana q vem? vou viajar',
      'qual o horario do onibus de campo grande pra ponta pora amanha?',
      'e as aulas la na facul em pedro juan comecam q horas da manha?',
    ]) {
      const reply = await ask(question);
      expect(reply.handoff).toBe(true);
      expect(reply.text).toContain('encaminhar a sua pergunta');
    }
    expect((await ask('faz muito calor la?')).text).toContain('subtropical');
  });
});

describe('the price of "a faculdade"', () => {
  it('when "quanto custa a faculdade?" names only a word every article shares, then the price answers, not a hand-off', async () => {
    const reply = await ask('quanto custa a faculdade?');
    expect(reply.handoff).toBe(false);
    expect(reply.text).toContain('R$ 900');
  });
  it('when asked what else to budget besides the tuition, then the other costs are listed', async () => {
    const reply = await ask('alem da mensalidade q outros gastos eu tenho q colocar na conta?');
    expect(reply.text).toMatch(/matrícula e taxas; documentação \(.*\); custo de vida \(moradia, alimentação e transporte\)/);
  });
});

describe('parents moving along', () => {
  it("when retired parents want to live with the student, then each needs their own residence, never the children's school", async () => {
    const reply = await ask('meus pais sao aposentados, podem ir morar comigo la enquanto eu estudo?');
    expect(reply.articles).toEqual(['familia']);
    expect(reply.text).toContain('própria residência');
  });
});

describe('the city a safety statement is about', () => {
  it('when "e comparado com pedro juan?" gets a statement that does not name the city, then the reply names it first', async () => {
    const reply = await conversation(
      'encarnacion é segura pra uma menina de 18 anos morar sozinha?',
      'e comparado com pedro juan?',
    );
    expect(reply.text).toMatch(/^\*\*Pedro Juan Caballero:\*\* Exige cautela/);
  });
  it('when two cities are compared and only one has data, then its verdict is given and the other is said to have none', async () => {
    const reply = await ask('to em duvida entre salto del guaira e pjc, qual é mais tranquila pra morar sozinha?');
    expect(reply.text).toContain('**Pedro Juan Caballero:** Exige cautela');
    expect(reply.text).toContain('**Salto del Guairá:** não tenho dados só dessa cidade');
  });
});

describe('a guarantee asked for', () => {
  it('when "vcs garantem q eu começo em fevereiro?" gets a statement that says so only at its end, then "Não há garantia" leads', async () => {
    const reply = await ask('se eu fechar hj com vcs garantem q eu comeco as aulas em fevereiro?');
    expect(reply.text).toMatch(/^\*\*Não há garantia\.\*\*/);
  });
});

describe('ProUni beside an ENEM score', () => {
  it.each([
    'da pra usar o prouni pra fazer medicina no paraguai? minha nota do enem foi boa 🙏',
    'mano o prouni serve pra facul do paraguai? tirei 740 no enem 😅',
  ])('when "%s", then the no about ProUni leads, not the ENEM\'s admission rule', async (question) => {
    const reply = await ask(question);
    expect(reply.articles).toEqual(['bolsas-financiamento']);
    expect(reply.text).toMatch(/^\*\*Não\.\*\* O FIES e o ProUni não financiam/);
  });
});

describe('a follow-up whose other match is only how it asks', () => {
  it('when "e o aluguel fica no nome de quem?" follows a minor\'s contracts, then the minors\' contract rule answers', async () => {
    const reply = await conversation(
      'moca minha filha ta com 17 e eu nao vou poder ir junto. ela pode ir morar sozinha la e assinar o contrato da facul sozinha?',
      'e o aluguel fica no nome de quem?',
    );
    expect(reply.articles).toEqual(['idade-menores']);
    expect(reply.text).toContain('aluguel também costumam exigir a **assinatura dos pais** ou do responsável');
  });
});

describe('Portuguese in daily life, Spanish in class', () => {
  it('when asked whether people understand Portuguese, then the border cities do; classes and teachers are in Spanish', async () => {
    const daily = await ask('e no dia a dia o pessoal entende portugues?');
    expect(daily.text).toContain('cidades de fronteira');
    expect(daily.text).toMatch(/Fonte: G1, 2011/);
    const teachers = await ask('os professores falam portugues?');
    expect(teachers.text).toMatch(/^As aulas, os professores e as provas são, em regra, em \*\*espanhol\*\*/);
  });
});

describe('beliefs and comparisons the base cannot settle', () => {
  it('when "a faculdade é de graça, então só vou gastar com aluguel?", then the belief is answered: private ones are paid', async () => {
    const reply = await ask('vi num video q no paraguai a faculdade é de graça, entao so vou gastar com aluguel ne?');
    expect(reply.text).toMatch(/^\*\*Não\*\* nas universidades privadas/);
    expect((await ask('qto é a mensalidade?')).articles).toEqual(['custos']);
  });
  it('when Paraguay is compared with Argentina, then a person answers; someone studying in Bolivia still gets the transfer', async () => {
    const compared = await ask('compensa mais estudar no paraguai ou na argentina? lá é de graça né?');
    expect(compared.handoff).toBe(true);
    expect((await ask('fiz 2 anos de medicina na bolivia, consigo transferir?')).articles).toEqual(['transferencia']);
  });
  it("when a flat to rent or a landlord's number is asked, then a person answers, never the average rent", async () => {
    const reply = await ask('tem algum kitnet pra alugar perto da facul em encarnacion? me manda o contato do dono');
    expect(reply.handoff).toBe(true);
    expect(reply.text).not.toContain('US$');
  });
});

describe('two questions on one subject', () => {
  it('when "as crianças vão estudar em escola em espanhol? tem escola brasileira lá?" follows an apostille, then the school answers', async () => {
    const reply = await conversation(
      'vou levar minha esposa e meus 2 filhos (5 e 9 anos). eles tb precisam tirar residencia la?',
      'e pra minha esposa, a certidao de casamento tem q apostilar?',
      'e as criancas vao estudar em escola em espanhol ne? tem escola brasileira la?',
    );
    expect(reply.articles).toEqual(['familia']);
    expect(reply.text).toMatch(/\*\*espanhol\*\* e \*\*guarani\*\*/);
    expect(reply.text).not.toContain('Universidad');
  });
  it("when a spouse's marriage certificate is asked about, then the apostille answers, not the family residence", async () => {
    const reply = await conversation(
      'vou levar minha esposa e meus 2 filhos (5 e 9 anos). eles tb precisam tirar residencia la?',
      'e pra minha esposa, a certidao de casamento tem q apostilar?',
    );
    expect(reply.articles).toEqual(['legalizacao-apostilamento']);
  });
});

describe("the advisory's fees only where the advisory is named", () => {
  it('when "se o dólar subir eu pago mais?" follows the tuition, then it is the tuition, never the advisory\'s payment terms', async () => {
    const reply = await ask('a mensalidade é cobrada em dólar? se o dólar subir eu pago mais?');
    expect(reply.articles.every((a) => a === 'custos')).toBe(true);
  });
  it('when "qual o valor do serviço?", then it is the advisory\'s fee', async () => {
    expect((await ask('qual o valor do serviço?')).articles).toEqual(['honorarios-assessoria']);
  });
  it("when a refund is asked without naming the advisory, then it is still the advisory's refund terms", async () => {
    expect((await ask('tem reembolso se eu desistir?')).articles).toEqual(['honorarios-assessoria']);
  });
});

describe('money back from the advisory', () => {
  it('when "vcs devolvem o que eu paguei se a facul não aceitar?", then the refund terms answer, not what the advisory does', async () => {
    const reply = await ask('e se a facul n aceitar minha matricula, vcs devolvem o q eu paguei da assessoria?');
    expect(reply.articles).toEqual(['honorarios-assessoria']);
    expect(reply.handoff).toBe(true);
  });
});

describe('what the apostille costs', () => {
  it('when asked what apostilling costs, then per document, with a dated example and the rule that sets it', async () => {
    const reply = await ask('quanto custa apostilar?');
    expect(reply.text).toContain('**por documento**');
    expect(reply.text).toContain('R$ 153,62 por documento em 2024');
    expect(reply.text).toContain('Resolução CNJ nº 228/2016');
  });
});

describe('what a thing is', () => {
  it('when "oq é essa tal de radicación?", then the residence article\'s opening answers, never its waiting time', async () => {
    const reply = await ask('oq é essa tal de radicacion q todo mundo fala');
    expect(reply.text).toContain('residência temporária');
    expect(reply.text).not.toMatch(/^Não\b/);
    expect(reply.text).not.toContain('60 dias úteis');
  });
});

describe('"o visto" is the residence', () => {
  it('when "quanto tempo leva pra ficar pronto o visto?", then no visa is needed is said before the residence\'s wait', async () => {
    const reply = await ask('quanto tempo leva pra ficar pronto o visto 🙏');
    expect(reply.text).toMatch(/^Brasileiros \*\*não precisam de visto\*\*; o que se pede é a residência temporária\. /);
    expect(reply.text).toContain('60 dias úteis');
  });
  it('when "qnto custa o visto?", then never the tuition', async () => {
    expect((await ask('qnto custa o visto de estudante?')).text).not.toContain('mensalidade');
  });
});

describe('Brazilian obligations of someone who moves', () => {
  it("when the Receita Federal's exit declaration is asked, then a person answers, never the school certificate", async () => {
    const reply = await ask('vou ter q fazer declaracao de saida definitiva do pais na receita federal?');
    expect(reply.handoff).toBe(true);
    expect(reply.text).not.toContain('histórico');
  });
});

describe('how many Brazilians study there', () => {
  it('when "hay muchos brasileños estudiando allá?", then the CONES and DNM figures answer', async () => {
    const reply = await ask('y hay muchos brasileños estudiando alla? tengo miedo de quedarme solo jaja');
    expect(reply.text).toMatch(/^Muitos: segundo o CONES, mais de \*\*35 mil brasileiros\*\*/);
  });
});

describe('people by name and children who are the students', () => {
  it('when "a dra. leticia ainda trabalha aí?", then a person answers, never the work rules', async () => {
    const reply = await ask('a dra. leticia ainda trabalha ai? foi ela q ajudou minha prima');
    expect(reply.handoff).toBe(true);
    expect(reply.text).not.toContain('residência');
  });
  it('when "minha filha quer fazer medicina… documento", then never the documents of children coming along', async () => {
    const reply = await ask(
      'oi tudo bem eu vi o anúncio de vocês no instagram e queria saber como funciona porque minha filha quer fazer medicina no paraguai e a gente não sabe nada de documento de nada o que precisa fazer primeiro',
    );
    expect(reply.articles).not.toContain('familia');
  });
});

describe('a section\'s own "Não." answers only its own question', () => {
  it('when "o revalida é difícil?", then never "Não." (that answers whether it is guaranteed); "é garantido?" keeps it', async () => {
    expect((await ask('o revalida é dificil?')).text).not.toMatch(/^\*\*Não\.\*\*/);
    expect((await ask('o revalida é garantido?')).text).toMatch(/^\*\*Não\.\*\*/);
  });
});

describe('health professions and safety per city', () => {
  it('when a dentist spouse asks to work with the Brazilian diploma, then no: recognition and registration first', async () => {
    const reply = await ask(
      'minha esposa é dentista aqui no brasil, ela consegue trabalhar de dentista la no paraguai com o diploma daqui?',
    );
    expect(reply.text).not.toMatch(/^Sim\b/);
    expect(reply.text).toContain('**não** se exerce só com o diploma brasileiro');
  });
  it("when Encarnación or Asunción is asked about, then that city's own statement answers", async () => {
    expect((await ask('e encarnacion é tranquilo? minha mae ta morrendo de medo de eu ir 😅')).text).toMatch(
      /^\*\*Encarnación\*\*:/,
    );
    expect((await ask('assuncao é perigosa? tem bairro q é melhor evitar morar?')).text).toMatch(/^\*\*Assunção\*\*:/);
  });
});

describe('schoolwork, being lied to, and the school certificate', () => {
  it('when an essay of 30 lines or a Python program is asked, then it is declined as off-topic', async () => {
    expect((await ask('me ajuda a fazer uma redacao sobre desigualdade social pra entregar amanha, 30 linhas')).kind).toBe(
      'offTopic',
    );
    expect((await ask('me faz um codigo em python q calcula o imc? é pra facul')).kind).toBe('offTopic');
    expect((await ask('precisa fazer redacao do enem?')).kind).toBe('answer');
  });
  it('when "vcs mentiram pra mim", then it is a complaint', async () => {
    const reply = await ask('o consultor me falou q minha residencia saia em 15 dias e ja faz 2 meses. vcs mentiram pra mim');
    expect(reply.handoffReason).toBe('complaint');
  });
  it('when a follow-up after a two-subject answer asks how long, then the subject that states a wait answers', async () => {
    const reply = await conversation(
      'meu certificado de conclusao do medio tem q ter apostila? faço isso onde, no cartorio?',
      'e leva qnts dias pra ficar pronto',
    );
    expect(reply.articles).toEqual(['legalizacao-apostilamento']);
    expect(reply.text).not.toContain('DNM');
  });
});

describe('follow-ups on work, renewal and paying in instalments', () => {
  it('when "e da pra conciliar com o curso?" follows a work question, then the full-time course statement answers', async () => {
    const reply = await conversation(
      'pra trabalhar la de garcom precisa de algum documento?',
      'e da pra conciliar com o curso? pq medicina é puxado ne',
    );
    expect(reply.text).toContain('período integral');
  });
  it('when "e pra renovar?" follows the residence\'s validity, then the permanent residence is the way', async () => {
    const reply = await conversation('a residencia temporaria vale por qnto tempo?', 'e pra renovar?');
    expect(reply.text).toMatch(/^Para renovar, ao fim desses 2 anos, o caminho é pedir a \*\*residência permanente\*\*/);
  });
  it('when "y se puede pagar en cuotas con tarjeta?" follows the advisory\'s fee, then it is the advisory\'s payment terms', async () => {
    const reply = await conversation(
      'hola buenas, soy de foz. cuanto cobran ustedes por la asesoria completa?',
      'y se puede pagar en cuotas con tarjeta?',
    );
    expect(reply.articles).toEqual(['honorarios-assessoria']);
  });
});

describe('promises and premises', () => {
  it('when "me promete q ele vai tá seguro?", then "Não há garantia" leads the city\'s verdict', async () => {
    const reply = await ask('meu filho vai pra pedro juan em fevereiro. me promete q ele vai ta seguro la?');
    expect(reply.text).toMatch(/^\*\*Não há garantia\.\*\*/);
  });
  it('when "com vcs fica mais fácil passar? vcs têm convênio com o INEP?", then the advisory guarantees nothing', async () => {
    const reply = await ask('com vcs fica mais facil passar ne? vcs tem convenio com o inep?');
    expect(reply.text).toContain('não garante resultado');
  });
  it('when the apostille is believed to be done at the consulate, then a cartório in Brazil, without a consulate', async () => {
    const reply = await ask('o apostilamento do historico é feito no consulado do paraguai ne?');
    expect(reply.text).toMatch(
      /^A apostila de Haia é feita em um \*\*cartório habilitado\*\* no Brasil, sem passar por consulado/,
    );
  });
  it("when tomorrow's exchange rate is asked, then a person answers", async () => {
    expect((await ask('oi, qnto vai ta o guarani amanha? tenho q mandar a mesada do meu filho')).handoff).toBe(true);
  });
});

describe('recommendations and being upset', () => {
  it('when a prep course or a Spanish course is to be recommended, then a person answers; which university still answers', async () => {
    expect((await ask('qual cursinho pro revalida vcs indicam? qro ja ir me preparando')).handoff).toBe(true);
    expect((await ask('tem curso de espanhol antes de começar as aulas ou vcs indicam algum?')).handoff).toBe(true);
    expect((await ask('quais univercidades vcs trabalhao')).articles).toEqual(['universidades-paraguai']);
  });
  it('when what to do is recommended ("o que vc indica pra começar?"), then it is still answered, not handed off', async () => {
    expect((await ask('o que vc indica pra comecar?')).handoff).toBe(false);
    expect((await ask('vcs recomendam fazer curso de espanhol antes?')).text).toContain('curso de espanhol');
  });
  it('when "vcs falaram que era fácil… to mt chateado", then it is a complaint', async () => {
    const reply = await ask(
      'vcs falaram q era tudo facil e agora a faculdade ta pedindo um monte de coisa q vcs nunca falaram, to mt chateado',
    );
    expect(reply.handoffReason).toBe('complaint');
  });
});

describe('the hour of classes and general timetables', () => {
  it('when the hour classes start is asked, then a person answers; the bus timetable too, but "horário das aulas" in general is not handed off', async () => {
    expect((await ask('e as aulas la na facul em pedro juan comecam q horas da manha?')).handoff).toBe(true);
    expect((await ask('qual o horario do onibus de campo grande pra ponta pora amanha?')).handoff).toBe(true);
    expect((await ask('o que é necessário pra pedir a residência?')).text).not.toMatch(/^Não\b/);
  });
});

describe('visitors', () => {
  it('when parents only want to visit, then a tourist entry of up to 90 days with RG, CIN or passport answers', async () => {
    const reply = await ask(
      'meus pais querem me visitar umas 2x por ano, precisam de algum documento especial? podem ficar qnto tempo?',
    );
    expect(reply.articles).toEqual(['visto-residencia']);
    expect(reply.text).toMatch(/^Quem só vem visitar .*\*\*90 dias\*\*/);
  });
});

describe('practising medicine in Paraguay', () => {
  it('when a graduate asks to practise in Paraguay, then the Brazilian revalidation is never the answer and no bare "Não."', async () => {
    const reply = await ask('posso trabalhar como médico no paraguai depois de formado?');
    expect(reply.articles).toEqual(['trabalhar-estudando']);
    expect(reply.text).not.toMatch(/^\*\*Não\.\*\*/);
    expect(reply.text).toContain('registro do profissional no Ministério da Saúde');
  });
});

describe('the secondary-school diploma', () => {
  it('when "mi titulo de bachiller de brasil" is to be apostilled, then never the Paraguayan diploma\'s apostille', async () => {
    const reply = await ask('buenas tardes, tengo que apostillar mi titulo de bachiller de brasil? donde se hace?');
    expect(reply.text).not.toContain('Relaciones Exteriores');
    expect(reply.text).toContain('Secretaria de Educação');
  });
});

describe('a price asked after a subject that states none', () => {
  it('when "e quanto custa?" follows the course\'s length or the entrance exam, then the tuition answers, never a passage of the calendar', async () => {
    const afterLength = await conversation('o curso la dura quantos anos?', 'e custa quanto por mes mais ou menos?');
    expect(afterLength.articles).toEqual(['custos']);
    expect(afterLength.text).toMatch(/R\$/);
    const afterExam = await conversation('precisa fazer prova pra entrar?', 'e quanto custa?');
    expect(afterExam.articles).toEqual(['custos']);
    expect(afterExam.text).not.toContain('Convênio Cultural');
  });
});

describe('a broad first question', () => {
  it('when a first message asks what it takes, as a whole, then the overview of what is needed answers, with its source', async () => {
    for (const question of [
      'oi! o que eu preciso pra fazer medicina ai no paraguai?',
      'qual o passo a passo pra estudar medicina la?',
    ]) {
      const reply = await ask(question);
      expect(reply.articles).toEqual(['universidades-paraguai']);
      expect(reply.text).toContain('**ensino médio concluído**');
      expect(reply.text).toContain('**residência**');
      expect(reply.text).toMatch(/\nFonte: .*verificado em/);
    }
  });
  it('when a first message asks what it all costs, then the tuition with its dated figure answers', async () => {
    const reply = await ask('quanto sai tudo?');
    expect(reply.articles).toEqual(['custos']);
    expect(reply.text).toMatch(/R\$ 900/);
  });
  it('when a first message asks what life there is like, then the language, the cost of living and the climate answer together', async () => {
    const reply = await ask('e ai, como e a vida de quem vai estudar la?');
    expect(reply.articles).toEqual(['vida-no-paraguai']);
    expect(reply.text).toMatch(/espanhol.*US\$ 551.*subtropical/s);
    expect(reply.text).toMatch(/\nFonte: .*verificado em/);
  });
  it('when a first message asks how long it all takes, then the lead time of the papers answers, whoever it is for', async () => {
    for (const question of [
      'quanto tempo leva tudo?',
      'oi! quanto tempo leva o processo todo pra minha filha ir estudar?',
      'qnto tempo demora tudo isso?',
    ]) {
      const reply = await ask(question);
      expect(reply.handoff, question).toBeFalsy();
      expect(reply.text, question).toContain('**com antecedência, pelo menos 2 a 3 meses antes**');
    }
    // After the apostille, the same words ask the apostille's wait.
    const afterApostille = await conversation('como faço a apostila de haia?', 'quanto tempo leva tudo?');
    expect(afterApostille.articles).toEqual(['legalizacao-apostilamento']);
  });
  it('when a total is asked with when one means to go ("pra eu ir mês q vem"), then it is still the whole cost', async () => {
    const reply = await ask('quanto q é tudo pra eu ir mes q vem?');
    expect(reply.articles).toEqual(['custos']);
    expect(reply.text).toMatch(/R\$ 900/);
  });
  it('when the same words follow another subject, or ask a wait, then they are not the overview', async () => {
    const afterRevalida = await conversation('como é a prova do revalida?', 'quais as etapas?');
    expect(afterRevalida.articles).toEqual(['revalidacao-brasil']);
    expect((await ask('quanto tempo demora o processo todo?')).text).not.toContain('Em resumo');
  });
});

describe('a Brazilian card and number there', () => {
  it("when a digital bank's card or one's WhatsApp number is asked about, then cards abroad and the number's roaming answer, not a bank account or taxes", async () => {
    const card = await ask('meu cartao do inter funciona la no paraguai? ou levo dinheiro em especie?');
    expect(card.text).toContain('habilitado no exterior');
    const number = await ask('meu whatsapp com o numero daqui continua funcionando no paraguai?');
    expect(number.text).toContain('**número do Brasil**');
    expect(number.text).not.toMatch(/residente fiscal/);
  });
});

describe('a near tie between two articles', () => {
  it('when one article matches every word the other does and more ("crm"), then it answers, whatever the shared words weigh', async () => {
    expect((await ask('o crm aceita diploma do paraguai?')).articles).toEqual(['revalidacao-brasil']);
  });
  it('when a bill paid is asked after ("paguei o boleto, já caiu?"), then a person checks it', async () => {
    expect((await ask('paguei o boleto da assessoria hoje cedo, ja caiu?')).handoff).toBe(true);
  });
});

describe('turning 18 around the start, and a minor said as context', () => {
  it('when someone turns 18 after classes start, then what changes at 18 answers, not the calendar nor a hand-off', async () => {
    const reply = await ask('minha filha faz 18 em abril, as aulas comecam em marco. muda alguma coisa pra ela?');
    expect(reply.articles).toEqual(['idade-menores']);
    expect(reply.text).toContain('Ao completar **18 anos**');
    const problem = await ask('meu neto so faz 18 em marco e as aulas comecam em fevereiro, vai dar problema?');
    expect(problem.handoff).toBeFalsy();
    expect(problem.articles).toEqual(['idade-menores']);
    expect(problem.text).toContain('**autorização legalizada**');
    const later = await conversation('meu filho tem 17 anos', 'e qnd ele fizer 18 no meio do curso muda alguma coisa?');
    expect(later.text).toContain('Ao completar **18 anos**');
    const after = await conversation('minha filha faz 18 em abril', 'e depois q ela fizer 18 precisa refazer algum documento?');
    expect(after.text).toContain('**não precisa de autorização dos pais**');
  });
  it("when a minor's permission to travel is asked in Spanish, then the travel section answers; a price asked beside an age is the price", async () => {
    const travel = await ask(
      'Hola, soy paraguaya, vivo en Brasil. Mi hija tiene 17 años y quiere ir sola a Asuncion en febrero. Que permiso necesita para viajar?',
    );
    expect(travel.text).toContain('**dos dois pais**');
    const price = await ask('minha filha faz 18 so em agosto e quer ir em fevereiro. quanto custa a mensalidade mais ou menos?');
    expect(price.articles).toEqual(['custos']);
    expect(price.text).toMatch(/R\$ 900/);
  });
  it('when a minor asks whether they can go, then the parents at the residence follow the answer, not only the age of majority', async () => {
    const reply = await ask('tenho 16 anos, termino o ensino medio esse ano. posso ir mesmo sendo menor de idade?');
    expect(reply.text).toContain('**não é preciso esperar os 18**');
    expect(reply.text).toContain('**autorização legalizada**');
  });
});

describe('a course moved, an age asked, family asked of, live facts and the lead time', () => {
  it('when someone who started medicine asks what they lose by moving, then the convalidation answers, not a city or the calendar', async () => {
    for (const question of [
      'minha filha comecou medicina em CDE mas nao se adaptou, quer mudar pra uma faculdade em assuncao. ela perde o q ja fez?',
      'sou transferido de uma faculdade na bolivia, ja fiz 3 anos. se eu transferir pro paraguai eu perco qnto tempo?',
    ]) {
      const reply = await ask(question);
      expect(reply.articles, question).toEqual(['transferencia']);
      expect(reply.text, question).toMatch(/convalidação/);
    }
  });
  it('when the minimum age to enter is asked, then the age rules answer, not the length of the course', async () => {
    const reply = await ask('com quantos anos minimo pode entrar na faculdade la?');
    expect(reply.articles).toEqual(['idade-menores']);
    expect(reply.text).not.toContain('6 anos (12 semestres)');
  });
  it('when the family is asked whether it may come along, then each one needs a residence, never the school protocol', async () => {
    const reply = await ask('minha esposa e meu filho pequeno podem ir morar comigo la enquanto eu estudo?');
    expect(reply.articles).toEqual(['familia']);
    expect(reply.text).toContain('**precisa da própria residência**');
    const children = await conversation('meu marido vai estudar medicina la', 'e eu e as 2 criancas podemos ir junto com ele?');
    expect(children.articles).toEqual(['familia']);
    expect(children.text).toMatch(/residência/);
  });
  it("when a fare, the seats left, a school's exact day or one's own scholarship result is asked, then a person answers", async () => {
    for (const question of [
      'me ajuda a achar passagem barata pra dia 20 de fevereiro?',
      'quantas vagas ainda tem pra turma de marco?',
      'e na UPAP? qual o dia certinho da 1a aula?',
      'minha nota do enem foi 720, quanto tempo pra saber se eu ganho a bolsa?',
    ]) {
      const reply = await ask(question);
      expect(reply.handoff, question).toBe(true);
      expect(reply.text, question).not.toMatch(/R\$ ?\d/);
    }
  });
  it('when how far ahead to start is asked, as a follow-up or in Spanish, then the lead time of the papers answers', async () => {
    const followUp = await conversation('quais documentos precisa?', 'e qnto tempo antes eu tenho q comecar a juntar isso?');
    expect(followUp.text).toContain('**com antecedência, pelo menos 2 a 3 meses antes**');
    const spanish = await ask(
      'buenas, mi hijo tiene 17 y vive en sao paulo. cuanto tiempo antes tiene que empezar los tramites para entrar en marzo?',
    );
    expect(spanish.text).toContain('**com antecedência, pelo menos 2 a 3 meses antes**');
  });
});

describe('where someone lives and how they feel are context, not an unknown subject', () => {
  it('when the advisory is asked how it works beside where the family lives, then what it does answers, not a hand-off', async () => {
    const reply = await ask('como funciona a assessoria de vcs? meu esposo quer ir mas a gente mora em manaus, longe de tudo');
    expect(reply.handoff).toBeFalsy();
    expect(reply.text).toMatch(/^A assessoria acompanha você/);
  });
  it('when the food there is asked with "vai estranhar", then the food section answers', async () => {
    const reply = await conversation('meu filho vai pra cde', 'kkk ta bom. mas e a comida de la, ele vai estranhar mto?');
    expect(reply.handoff).toBeFalsy();
    expect(reply.articles).toEqual(['vida-no-paraguai']);
    expect(reply.text).toMatch(/comida/);
  });
  it('an unknown thing of the base is still a hand-off where no home town explains it', async () => {
    expect((await ask('a aposentadoria do inss continua caindo se eu morar la?')).handoff).toBe(true);
  });
});

describe('the closing need, unsafe in other words, a city to live in, the whole course priced, an age with "ainda"', () => {
  it('when a long message closes on "preciso de visto?", then the visa answers, not the bridge it mentions', async () => {
    const reply = await ask('moro em foz e queria estudar em cde atravessando a ponte todo dia, preciso de visto?');
    expect(reply.articles).toEqual(['visto-residencia']);
    expect(reply.text).toContain('**não precisam de visto**');
    // A short one follows the conversation's subject.
    const family = await conversation('posso levar minha esposa?', 'ela precisa de residencia tb?');
    expect(family.articles).toEqual(['familia']);
  });
  it('when a city is called unsafe or full of narcos, then safety answers; insecurity as a feeling is not safety', async () => {
    const reply = await ask(
      'mi hijo quiere estudiar en paraguay pero no es muy inseguro? vi en las noticias q en pedro juan hay mucho narco',
    );
    expect(reply.articles).toEqual(['seguranca']);
    const age = await ask(
      'to com 44 anos e ja ta tudo encaminhado, mas bateu inseguranca: tem limite de idade pra fazer medicina la?',
    );
    expect(age.articles).toEqual(['idade-menores']);
  });
  it('when life in a city, the whole course priced or an age "ainda" is asked, then each is answered, not handed off', async () => {
    const life = await ask('como é morar em pedro juan caballero? nunca fui pra la');
    expect(life.handoff).toBeFalsy();
    expect(life.articles).toEqual(['vida-no-paraguai']);
    for (const question of ['quanto fica o curso todo de medicina la?', 'quanto custa a faculdade inteira?']) {
      const price = await ask(question);
      expect(price.articles, question).toEqual(['custos']);
      expect(price.text, question).toMatch(/R\$ 900/);
    }
    const age = await ask('tenho 42 anos, sou enfermeira, da pra fazer medicina la ainda?');
    expect(age.articles).toEqual(['idade-menores']);
    expect(age.text).toContain('**Não há idade máxima**');
  });
});

describe('Spanish follow-ups, seats in Spanish, the list asked after a story, a graduate starting the Revalida', () => {
  it('when "y quien organiza eso?" follows the Revalida, then the INEP answers, as in Portuguese', async () => {
    const reply = await conversation('o revalida tem quantas etapas?', 'y quien organiza eso?');
    expect(reply.handoff).toBeFalsy();
    expect(reply.text).toContain('**INEP**');
  });
  it('when the seats left are asked in Spanish, then a person answers', async () => {
    expect((await ask('cuantos cupos quedan en la UPAP de pedro juan para el semestre de agosto?')).handoff).toBe(true);
  });
  it('when the papers are asked as a list after a story, then the list answers; a visa at the consulate is not the list', async () => {
    const list = await ask(
      'minha irma quer vir ano que vem tb, ela termina o 3 ano em dezembro. quais documentos ela precisa ja ir separando?',
    );
    expect(list.articles).toEqual(['documentos-matricula']);
    expect(list.text).toMatch(/Certidão de nascimento/);
    const visa = await ask('ja agendei horario no consulado do paraguai pra tirar o visto de estudante, quais papeis eu levo?');
    expect(visa.articles).not.toEqual(['documentos-matricula']);
  });
  it('when a graduate asks where to start with the diploma, then the Revalida path answers, not the accreditation', async () => {
    const reply = await ask(
      'meu filho ja se formou em medicina la em 2023 mas nao fez nada com o diploma ainda, por onde começa?',
    );
    expect(reply.articles).toEqual(['revalidacao-brasil']);
    expect(reply.text).toContain('**Revalida**');
  });
});

describe('long messages: time beside the course, a town named Velho, the border on the way to enrol', () => {
  it('when someone asks whether work fits beside a full-time course ("dá tempo com o curso"), then work answers, not the calendar', async () => {
    const reply = await ask(
      'eu sou o diego tenho 22 anos sou de joinville trabalho de garcom e ia precisar trabalhar durante a faculdade meio periodo a noite, queria saber se pode trabalhar la legalmente sendo estrangeiro e se da tempo com o curso porque ouvi falar que e integral',
    );
    expect(reply.articles).toEqual(['trabalhar-estudando']);
    expect(reply.text).toMatch(/período integral/);
  });
  it('when a nurse from Porto Velho asks who runs the Revalida and how often, then the INEP answers, not the age rules', async () => {
    const reply = await ask(
      'Olá, sou enfermeira em Porto Velho-RO, tenho 35 anos. Li muita coisa assustadora sobre o Revalida. Quem aplica essa prova e quantas vezes por ano ela acontece?',
    );
    expect(reply.articles).toEqual(['revalidacao-brasil']);
    expect(reply.text).toMatch(/duas edições por ano/);
  });
  it('when an old RG is to cross the border on the way to enrol, or "algo especial pra entrar" is asked, then the entry rule answers', async () => {
    for (const question of [
      'com rg velho da pra passar a fronteira? o meu e de 2009 ainda com foto de crianca e eu vou de onibus ate assuncao em janeiro pra fazer a matricula',
      'ok e eu preciso de algo especial pra entrar la? sou maior, 22 anos',
    ]) {
      const reply = await ask(question);
      expect(reply.articles, question).toEqual(['visto-residencia']);
      expect(reply.text, question).toContain('**RG em bom estado**');
    }
  });
});

describe('an exact price, the residence asked in other words, parents and spouses coming along', () => {
  it('when an exact price is asked for, then a person answers', async () => {
    expect(
      (await ask('qnto ta a mensalidade da universidade central del paraguay em pedro juan pra 2027? valor exato pf')).handoff,
    ).toBe(true);
  });
  it('when a long message closes on whether the residence is needed there, then the residence answers, not the calendar', async () => {
    const reply = await ask('oi, meu filho vai comecar medicina em pedro juan em marco, ele precisa tirar residencia la?');
    expect(reply.articles).toEqual(['visto-residencia']);
    expect(reply.text).toMatch(/residência/);
  });
  it('when the parents ask to live with their daughter, or a husband to work, then the family rules answer, each its own', async () => {
    const parents = await ask(
      'sou mae da Giovana, ela vai estudar em encarnacion. eu e o pai podemos tirar residencia tambem pra ficar com ela?',
    );
    expect(parents.articles).toEqual(['familia']);
    expect(parents.text).toContain('**precisa da própria residência**');
    const work = await ask('meu marido pode ir junto e trabalhar la?');
    expect(work.articles).toEqual(['familia']);
    expect(work.text).toMatch(/\*\*trabalhar e exercer qualquer atividade lícita\*\*/);
  });
  it('when a couple paying asks the cost of the Revalida, then the Revalida fee answers, not family coming along', async () => {
    const reply = await ask(
      'eu e meu marido vamos bancar, mas queremos saber se tem custo de revalidar o diploma quando ela voltar pro brasil',
    );
    expect(reply.articles).toEqual(['revalidacao-brasil']);
    expect(reply.text).toMatch(/R\$ 410/);
  });
  it('"residencia temporal" in Spanish is the temporary residence', () => {
    expect(normalisedWords('cuanto dura la residencia temporal mercosur?').join(' ')).toContain('residencia temporaria');
  });
});

describe('health care, paid work beside the course, residency in Brazil, crossing the bridge every day', () => {
  it('"como funciona o atendimento médico pra quem mora lá" is health care there, not the advisory\'s service', async () => {
    const reply = await ask('tem SUS no paraguai? como funciona o atendimento medico pra quem mora la');
    expect(reply.articles).toEqual(['vida-no-paraguai']);
    expect(reply.text).toMatch(/SUS brasileiro não funciona/);
  });
  it("a paid internship asked as work is the work rules, not the internship's place in the course", async () => {
    const reply = await ask('da pra trabalhar durante o curso la? tipo estagio remunerado no hospital');
    expect(reply.articles).toEqual(['trabalhar-estudando']);
  });
  it('medical residency in Brazil for a graduate of Paraguay is answered (after the Revalida), not handed off', async () => {
    const reply = await ask('residencia medica no brasil, posso fazer sendo formado no paraguai?');
    expect(reply.handoff).toBe(false);
    expect(reply.text).toMatch(/depois do Revalida/);
  });
  it('living in Foz and crossing the bridge every day gets the crossing, not the rent', async () => {
    const reply = await ask('da pra morar em foz e atravessar a ponte todo dia pra estudar em cde?');
    expect(reply.text).toContain('Ponte da Amizade');
    expect(reply.text).not.toMatch(/aluguel/);
  });
});

describe('a thing everyone talks about', () => {
  it('"oq é esse revalida q todo mundo fala?" asks what the Revalida is, not in which language it is given', async () => {
    const reply = await ask('oq é esse revalida q todo mundo fala?');
    expect(reply.text).toMatch(/revalidado/);
    expect(reply.text).not.toMatch(/^O Revalida é aplicado em \*\*português/);
  });
});

describe('the voltage asked as a choice', () => {
  it('"a tomada e a voltagem lá é 110 ou 220? vou levar meu secador" says 220 V first, whatever appliance is named', async () => {
    const reply = await ask('a tomada e a voltagem la é 110 ou 220? vou levar meu secador');
    expect(reply.text).toMatch(/^A rede elétrica do Paraguai é de \*\*220 V e 50 Hz\*\*/);
  });
});

describe('a message of dozens of questions', () => {
  it('is read for its first few: the searches it costs stop growing with its length (was quadratic)', async () => {
    const kb = new KnowledgeBase();
    let searches = 0;
    const search = kb.search.bind(kb);
    kb.search = ((...args: Parameters<typeof search>) => {
      searches += 1;
      return search(...args);
    }) as typeof kb.search;
    const many = knowledgeAssistant(kb);
    const costOf = async (chars: number) => {
      searches = 0;
      const question = 'a residencia demora? é caro? '.repeat(200).slice(0, chars);
      const reply = await many.answer({ question, history: [], userName: 'Ana' });
      expect(reply.text.length).toBeGreaterThan(0);
      return searches;
    };
    const short = await costOf(1000);
    expect(await costOf(4000)).toBe(short);
  });
});
