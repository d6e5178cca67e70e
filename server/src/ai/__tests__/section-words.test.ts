import { describe, expect, it } from 'vitest';
import type { ConversationTurn } from '../assistant-provider.js';
import { KnowledgeBase } from '../knowledge-base.js';
import { knowledgeAssistant } from '../knowledge-assistant.js';
import { allFacts } from '../knowledge-facts.js';
import { intentOf } from '../message-intent.js';
import { normalisedWords, termOf } from '../portuguese-text.js';
import { plain } from './plain-text.js';
import { replay } from './replay.js';

const kb = new KnowledgeBase();
const assistant = knowledgeAssistant(kb);
const ask = (question: string, history: ConversationTurn[] = []) => assistant.answer({ question, history, userName: 'Ana' });
/** A conversation as the widget sends it: the reply to its last message. */
const talk = (...questions: string[]) => replay(ask, ...questions);

describe('the words that tell a section from its neighbours', () => {
  it('a section owns the words no other section of its article names, and never the article’s common ones', () => {
    const married = allFacts(kb.sections).find((f) => /solteira/i.test(f.title))!;
    expect(married.ownTerms.has(termOf('solteira')!)).toBe(true);
    expect(married.ownTerms.has(termOf('matrícula')!)).toBe(false);
  });

  it('a school certificate issued in a maiden name gets the marriage certificate, not the document list', async () => {
    const reply = await ask(
      'meu certificado do ensino médio saiu no nome de solteira, agora sou casada, isso atrapalha a matrícula?',
    );
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/certidao de casamento/);
  });

  it('a document "saiu no nome de…" is how it was issued, not a question about one’s case', () => {
    expect(intentOf(normalisedWords('meu histórico saiu com o nome errado, e agora?'))).not.toBe('caseStatus');
    expect(intentOf(normalisedWords('meu visto já saiu?'))).toBe('caseStatus');
  });
});

describe('moving a medical course to Paraguay', () => {
  it('"quanto tempo eu perco?" is answered by the convalidation, not by a university’s dates for its requests', async () => {
    const reply = await talk(
      'to no segundo ano de medicina numa particular em goiás, dá pra transferir?',
      'e quanto tempo eu perco?',
    );
    expect(plain(reply.text)).toMatch(/convalidacao/);
    expect(plain(reply.text)).not.toMatch(/75%/);
  });

  it('"e eu perco as matérias?" after a transfer is answered by the convalidation, not an example of its rules', async () => {
    const reply = await talk('curso medicina na bolivia, to no 3 semestre', 'e eu perco as matérias que já fiz?');
    expect(reply.articles).toEqual(['transferencia']);
    expect(plain(reply.text)).toMatch(/^depende da convalidacao/);
  });

  it('what to gather from one’s own faculty is the transcript and the syllabi', async () => {
    const reply = await ask('quero pedir transferência pro paraguai, o que eu tenho que juntar da minha faculdade?');
    expect(reply.articles).toEqual(['transferencia']);
    expect(plain(reply.text)).toMatch(/historico/);
    expect(plain(reply.text)).toMatch(/ementas/);
  });
});

describe('after the Revalida', () => {
  it('one who will pass asks when they can see patients: the revalidation apostille, then the CRM', async () => {
    const text = plain((await ask('depois que eu passar no revalida, ja posso atender?')).text);
    expect(text).toMatch(/apostila de revalidacao/);
    expect(text).toMatch(/inscricao no crm/);
  });

  it('one who passed is told what remains, not the pass rates; one who fears failing is not told about the CRM', async () => {
    expect(plain((await ask('fui aprovado na segunda etapa do revalida, o que falta pra eu atender?')).text)).toMatch(
      /apostila de revalidacao/,
    );
    expect(plain((await ask('e se eu nao passar no revalida, perco tudo?')).text)).not.toMatch(/crm/);
  });

  it('the Carolina Bori platform is answered: not the way for medicine', async () => {
    const reply = await ask('a revalidação de medicina é feita pela plataforma carolina bori?');
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/nao pela carolina bori/);
  });
});

describe('direct answers lead', () => {
  it('an age limit asked gets "Não há idade máxima" first', async () => {
    expect(plain((await ask('tenho 47 anos, existe limite de idade pra entrar?')).text)).toMatch(/^nao ha idade maxima/);
  });
});

describe('the question, not its condition', () => {
  it('whether the residence lets one work is the work article’s answer, not the residence’s documents', async () => {
    const reply = await ask('a radicação deixa eu trabalhar de garçom?');
    expect(reply.articles).toEqual(['trabalhar-estudando']);
    expect(plain(reply.text)).toMatch(/^pode, com residencia/);
  });

  it('working as a doctor in Brazil "with the residence" is still the Revalida, and the reply says no first', async () => {
    const reply = await ask('com residência dá pra trabalhar como médico no brasil?');
    expect(reply.articles).toEqual(['revalidacao-brasil']);
    expect(plain(reply.text)).toMatch(/^nao\. para exercer no brasil/);
  });

  it('whether the tuition goes up every year is answered by the adjustment, not by the monthly budget', async () => {
    const text = plain((await ask('mensalidade sobe muito de um ano pro outro?')).text);
    expect(text).toMatch(/reajuste/);
  });
});

describe('safety', () => {
  it('a question about crime gets a precaution beside the verdict', async () => {
    expect(plain((await ask('vi no jornal que tem muito assalto no paraguai, é perigoso mesmo?')).text)).toMatch(
      /nao ande sozinho a noite/,
    );
    const city = plain((await ask('minha filha vai estudar em pedro juan, é muito perigoso lá?')).text);
    expect(city).toMatch(/^pedro juan caballero: exige cautela/);
    expect(city).toMatch(/sem sair sozinhos a noite/);
  });
});

describe('a minor travelling without a parent', () => {
  it('an adult asking about a study authorisation to travel is not given the minors’ travel rule', async () => {
    const reply = await ask('preciso pegar alguma autorização de estudo no consulado antes de viajar pro paraguai?');
    expect(reply.articles).not.toContain('idade-menores');
    const minor = await talk('minha filha tem 16 e vai estudar lá', 'e precisa de autorização pra viajar sozinha?');
    expect(plain(minor.text)).toMatch(/dos dois pais/);
  });

  it('a parent who vanished is a question about the signature, not a complaint; the reply names both parents', async () => {
    expect(intentOf(normalisedWords('o pai dela sumiu, ela precisa da assinatura dele pra viajar?'))).toBe('question');
    expect(intentOf(normalisedWords('paguei e o assessor de vcs sumiu'))).toBe('complaint');
    const reply = await talk(
      'meu filho tem 17 e vai estudar em ciudad del este',
      'ele vai sozinho de ônibus, o pai dele sumiu faz anos, precisa da autorização dele?',
    );
    expect(plain(reply.text)).toMatch(/dos dois pais/);
  });
});

describe('deadlines', () => {
  it('until when the documents can be handed in is the enrolment dates’ answer, not the document list', async () => {
    const reply = await ask('até que dia dá pra entregar os documentos?');
    expect(reply.articles).toEqual(['cronograma-prazos']);
    expect(plain(reply.text)).toMatch(/fevereiro|datas/);
  });
});

describe('a wrong premise is corrected first', () => {
  it('the peso taken for the currency is corrected to the guarani; a weight is not', async () => {
    expect(plain((await ask('quanto custa a mensalidade em pesos?')).text)).toMatch(/^a moeda do paraguai e o guarani/);
    expect(plain((await ask('tem limite de peso na mala no onibus?')).text)).not.toMatch(/guarani/);
  });

  it('renewing the residence is done at the Migraciones', async () => {
    expect(plain((await ask('minha residencia temporaria vai vencer, renovo onde?')).text)).toMatch(/migraciones/);
  });
});

describe('steps on one line', () => {
  it('each step is named by its label, and the residence step says where', async () => {
    expect(plain((await ask('como funciona a legalização dos documentos?')).text)).toMatch(
      /secretaria de educacao; apostila de haia no cartorio; registro no paraguai/,
    );
    expect(plain((await ask('a residencia eu peço antes das aulas ou depois que chegar?')).text)).toMatch(/migraciones/);
  });
});

describe('a section’s own "Não" answers only its own question', () => {
  it('"precisa de residência?" answered from the visa section does not open with its "Não"', async () => {
    const reply = await talk('vou morar lá com meu marido', 'ele precisa de residência também?');
    expect(plain(reply.text)).not.toMatch(/^nao\b/);
    expect(plain((await ask('preciso de visto pra estudar lá?')).text)).toMatch(/^nao/);
    // Asked what a university offers ("suporte"), the entrance-exam section's "Não." is not the answer.
    const support = await ask('meu filho tem autismo nivel 1, a faculdade oferece algum suporte? tipo prova adaptada');
    expect(plain(support.text)).not.toMatch(/^nao\b/);
  });
});

describe('what changes', () => {
  it('turning 18 in the middle of it: the reply says what stops depending on the parents', async () => {
    const reply = await talk('meu filho tem 17 e vai estudar em encarnación', 'ele completa 18 em outubro, o que muda?');
    expect(plain(reply.text)).toMatch(/deixam de depender/);
  });
});

describe('what the advisory does', () => {
  it('"o que a assessoria faz?" in the singular is what it does, not its fee', async () => {
    const reply = await ask('e a assessoria faz o que por mim?');
    expect(reply.articles).toEqual(['falar-com-assessor']);
    expect(plain(reply.text)).not.toMatch(/valor da assessoria/);
  });
});

describe('the Revalida: where, who and after a course abroad', () => {
  it('asked whether it can be taken in Paraguay or only in Brazil, the reply says only in Brazil', async () => {
    const reply = await ask('to no 5 ano em cde. o revalida da pra fazer aqui no paraguai msm ou so no brasil?');
    expect(plain(reply.text)).toMatch(/^so no brasil, nao no paraguai/);
  });

  it('asked who organises it after a question about the diploma, the reply names the INEP', async () => {
    const reply = await talk('diploma de medicina do paraguai vale automatico no brasil pelo mercosul ne?', 'qm organiza essa prova?');
    expect(plain(reply.text)).toMatch(/^quem aplica o revalida e o inep/);
  });

  it('a student in Paraguay asking how to work as a doctor back home gets the Revalida, not a transfer', async () => {
    const reply = await ask('oi, to no 3 ano de medicina em cde. qnd eu voltar pro brasil o q eu preciso fazer pra trabalhar de medico?');
    expect(reply.articles).toEqual(['revalidacao-brasil']);
    expect(plain(reply.text)).toMatch(/revalida/);
  });
});

describe('the subject of the closing question', () => {
  it('"se eu transferir pro paraguai o fies continua?" is about the FIES, not the transfer', async () => {
    const reply = await ask('faco medicina com fies numa particular em MG, se eu transferir pro paraguai o fies continua?');
    expect(reply.articles).toEqual(['bolsas-financiamento']);
    expect(plain(reply.text)).toMatch(/nao financiam cursos no exterior/);
  });

  it('"a capital" after a city’s tuition is Asunción, still the tuition, not the Revalida’s capitals', async () => {
    const reply = await talk('oi! tô vendo cde pra fazer medicina, fica em quanto a mensalidade por lá?', 'e na capital sai mais salgado?');
    expect(reply.articles).toEqual(['custos']);
  });
});

describe('paying the university', () => {
  it('"tem q pagar o curso todo adiantado?" after the tuition is answered by the monthly payment, not handed off', async () => {
    const reply = await talk(
      'boa tarde, meu filho quer fazer medicina no paraguai, qnto fica a mensalidade mais ou menos?',
      'tem q pagar o curso todo adiantado?',
    );
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/^as universidades paraguaias costumam cobrar a mensalidade mes a mes/);
  });

  it('the sibling discount answers only where siblings are asked about, not a card or a Pix payment', async () => {
    const siblings = await ask('vcs tem desconto pra irmãos? meus dois filhos querem ir');
    expect(plain(siblings.text)).toMatch(/desconto para irmaos/);
    const card = await ask('da pra pagar a mensalidade parcelado no cartao?');
    expect(plain(card.text)).not.toMatch(/irmaos/);
  });
});

describe('what the base does not cover is handed to a person', () => {
  it('a condition and the support it needs (TDAH, autism, a wheelchair) is checked by a person with the university', async () => {
    for (const question of [
      'meu filho tem TDAH, a faculdade da algum atendimento especial nas provas tipo tempo extra?',
      'meu filho tem autismo nivel 1, a faculdade oferece algum suporte? tipo prova adaptada',
    ]) {
      const reply = await ask(question);
      expect(reply.kind, question).toBe('handoff');
    }
  });

  it('a travel or life insurance is not whether a city is safe', async () => {
    const reply = await ask('vcs tem convenio com alguma seguradora pra seguro viagem ou seguro de vida pro estudante?');
    expect(reply.articles).not.toContain('seguranca');
    expect(reply.kind).toBe('handoff');
    expect((await ask('é seguro morar em cde?')).articles).toEqual(['seguranca']);
  });
});

describe('the residence and the transfer home', () => {
  it('"y donde tramita la residencia?" is answered with the DNM', async () => {
    const reply = await talk(
      'hola, mi hija es brasileña, tiene 17 y quiere estudiar medicina en Asunción. puede vivir sola alla?',
      'y donde tramita la residencia?',
    );
    expect(plain(reply.text)).toMatch(/migraciones/);
  });

  it('asked to speed the residence up, the reply says no wait is guaranteed', async () => {
    const reply = await ask('vcs conseguem acelerar minha residência na migraciones?');
    expect(plain(reply.text)).toMatch(/^ninguem garante o prazo/);
  });

  it('a student in Paraguay asking to move to a federal university in Brazil gets the way back, not the way in', async () => {
    const reply = await ask('estudo medicina em pjc no 2 ano. consigo transferir pra uma federal no brasil?');
    expect(plain(reply.text)).toMatch(/cada universidade brasileira decide/);
  });
});

describe('whether the tuition goes up', () => {
  it('"sobe todo ano ou fica o msm valor?" is answered by the yearly adjustment, and the price by the price', async () => {
    const change = await ask('a mensalidade sobe todo ano ou fica o msm valor o curso todo?');
    expect(plain(change.text)).toMatch(/^costuma subir: .*reajuste/);
    const price = await ask('qto é a mensalidade?');
    expect(plain(price.text)).toMatch(/r\$ 900/);
    expect(plain(price.text)).not.toMatch(/costuma subir/);
  });

  it('a card payment question gets the monthly payment and the advisor who confirms the conditions', async () => {
    const reply = await ask('a facul aceita pagar a mensalidade no cartao de credito brasileiro tipo nubank? cobra iof?');
    expect(plain(reply.text)).toMatch(/peca a um assessor as condicoes vigentes/);
    expect(plain(reply.text)).not.toMatch(/fies/);
  });
});

describe('the Revalida after a failed attempt, and a transfer’s papers', () => {
  it('"e se eu reprovar?" after the Revalida says it can be taken again, not that nobody guarantees a pass', async () => {
    const reply = await talk('quem aplica o revalida? é o mec direto ou cada faculdade?', 'e se eu reprovar?');
    expect(plain(reply.text)).toMatch(/^pode tentar de novo/);
  });

  it('a medical student abroad asking what to gather gets the transcript and the syllabi, not an example', async () => {
    const reply = await ask('oi! curso medicina em santa cruz de la sierra, to no 4 semestre. quero transferir pro paraguai, oq eu preciso juntar?');
    expect(plain(reply.text)).toMatch(/^os documentos de que voce precisa, em geral: o historico .*programas/);
  });
});

describe('wrong premises and questions asked after some context', () => {
  it('"somos do mercosul, não preciso apostilar né?" is told the apostille still applies, only the translation is waived', async () => {
    const reply = await ask('como o brasil e o paraguai sao do mercosul eu nao preciso apostilar nada ne? so levar as copias');
    expect(plain(reply.text)).toMatch(/^ser do mercosul nao dispensa a legalizacao nem a apostila/);
  });

  it('a yes/no question after a sentence of context gets the section’s own "Não há idade máxima"', async () => {
    const reply = await ask('boa tarde sou dentista tenho 52 anos e quero fazer medicina. tem limite de idade pra entrar la? e pro revalida dps, tem?');
    expect(plain(reply.text)).toMatch(/^nao ha idade maxima/);
  });
});

describe('entering by the bridge', () => {
  it('"entrei pela ponte e ngm carimbou nada" is about registering the entry, not how to cross the bridge', async () => {
    const reply = await ask('entrei no paraguai pela ponte da amizade de onibus e ngm carimbou nada, tem problema?');
    expect(plain(reply.text)).toMatch(/livre transito/);
    const stamp = await ask('estudei em escola municipal, qual secretaria carimba meu historico?');
    expect(stamp.articles).toEqual(['legalizacao-apostilamento']);
  });
});

describe('where the advisory serves', () => {
  it('"vcs atendem gente do brasil todo?" is told how to reach the team, not the Revalida’s "atender"', async () => {
    const reply = await ask('kkk ta bom. e vcs atendem gente do brasil todo ou so de alguns estados?');
    expect(reply.articles).toEqual(['falar-com-assessor']);
    expect(plain(reply.text)).toMatch(/whatsapp/);
  });
});

describe('an identity document lost in Paraguay', () => {
  it('"perdi meu rg aqui em cde, como volto?" leads with the police report and the consulate, not how to enter', async () => {
    const reply = await ask('perdi meu rg aqui em cde, como faco pra voltar pro brasil? 😭');
    expect(plain(reply.text)).toMatch(/^registre a denuncia na policia e procure o consulado do brasil/);
  });
});


describe('the guarani, the language', () => {
  it('"lá todo mundo fala espanhol ou guarani?" is told the country is bilingual, and the currency stays the currency', async () => {
    const language = await ask('la todo mundo fala espanhol ou guarani?');
    expect(plain(language.text)).toMatch(/guarani e idioma oficial/);
    const money = await ask('quanto ta o guarani hoje?');
    expect(plain(money.text)).toMatch(/moeda do paraguai e o guarani/);
  });
});

describe('a minor travelling alone', () => {
  it('after the minors’ contracts, "e pra ela viajar sozinha, o pai mora longe, precisa dele?" gets the travel authorisation', async () => {
    const reply = await talk(
      'minha filha so faz 18 em setembro e as aulas comecam antes entao ela vai com 17 ela consegue assinar a matricula e o contrato do aluguel sozinha sendo menor ou como faz',
      'e pra ela viajar sozinha de onibus, o pai dela mora no nordeste e nao fala com a gente, precisa dele tb?',
    );
    expect(plain(reply.text)).toMatch(/autorizacao dos dois pais/);
  });
});

describe('after passing, in a conversation on the Revalida', () => {
  it('"e dps de passar ja posso atender?" gets the apostille and the CRM that remain', async () => {
    const reply = await talk('quem aplica o revalida? é o mec direto ou cada faculdade?', 'e se eu reprovar?', 'e dps de passar ja posso atender?');
    expect(plain(reply.text)).toMatch(/apostila de revalidacao/);
    expect(plain(reply.text)).toMatch(/crm/);
  });
});

describe('the cost of the paperwork', () => {
  it('"qnto eu gasto com a papelada? apostila, tradução" gets the apostille’s price, not a reminder to check the list', async () => {
    const reply = await ask('qnto eu gasto com a papelada antes de ir? apostila, traducao, essas coisas');
    expect(plain(reply.text)).toMatch(/r\$ 153,62 por documento/);
  });
});

describe('context around the question', () => {
  it('a word only the context names ("vi no tiktok…") does not hand the question to a person', async () => {
    const prouni = await ask('vi no tiktok q o prouni agora cobre faculdade no paraguai. como faco pra me inscrever?');
    expect(prouni.articles).toEqual(['bolsas-financiamento']);
    expect(plain(prouni.text)).toMatch(/prouni da bolsas em faculdades privadas brasileiras/);
  });

  it('an adverb ("legalmente") is not an unknown subject', async () => {
    const reply = await talk(
      'tenho 28 anos, sou motoboy e preciso trabalhar pra me sustentar. da pra trabalhar de dia e estudar medicina a noite la?',
      'mas legalmente eu posso trabalhar la sendo brasileiro?',
    );
    expect(plain(reply.text)).toMatch(/^pode, com residencia/);
  });

  it('a spouse or a fear named as context does not turn a cost or safety question into the family’s', async () => {
    const cost = await ask(
      'entao é o seguinte eu to aqui conversando com meu marido a gente mora em dourados ele é caminhoneiro e eu queria muito fazer medicina so que a gente nao tem muito dinheiro guardado sabe entao queria saber quanto que fica mais ou menos por mes tudo somando faculdade aluguel comida essas coisa em pedro juan',
    );
    expect(cost.articles).not.toContain('familia');
    const fear = await ask('meu marido ta com medo pq pedro juan aparece direto no jornal por causa de trafico e execucao. estudante brasileiro costuma ter problema la?');
    expect(fear.articles).toEqual(['seguranca']);
    expect(plain(fear.text)).toMatch(/pedro juan caballero/);
  });

  it('a health professional asking to work in their field there is told the title must be recognised', async () => {
    const reply = await ask('sou fisioterapeuta formado aqui no brasil. consigo trabalhar de fisio la no paraguai pra ajudar a pagar a facul?');
    expect(plain(reply.text)).toMatch(/titulo precisa ser reconhecido/);
  });
});

describe('the documents that get one across the border', () => {
  it('"só vou levar a cnh, dá certo?" and an RG from 2009 get the entry documents, without a "Não" meant for the visa', async () => {
    const cnh = await ask('vou de carro de campo grande ate pjc, so vou levar a cnh pq é documento com foto ne? da certo?');
    expect(plain(cnh.text)).toMatch(/a cnh nao vale/);
    const rg = await ask('meu rg é de 2009, a foto eu tinha 9 anos kkkk. serve pra entrar no paraguai e fazer os documentos la ou tenho q tirar outro?');
    expect(rg.articles).toEqual(['visto-residencia']);
    expect(plain(rg.text)).not.toMatch(/^nao\b/);
  });

  it('a child coming along "só de passeio" is a question about entering, not sightseeing', async () => {
    const reply = await talk(
      'vou de carro de campo grande ate pjc, so vou levar a cnh pq é documento com foto ne? da certo?',
      'e meu filho de 15 vai junto so de passeio, ele precisa de q documento?',
    );
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/rg em bom estado/);
  });
});

describe('what the advisory does not cover, and what it offers', () => {
  it('another course, cash across the border and a broker’s number are for a person', async () => {
    for (const question of [
      'vcs fazem assessoria pra odonto tb? minha irma quer fazer odontologia em cde',
      'qnto de dinheiro vivo eu posso levar na fronteira sem declarar? queria levar o dinheiro do semestre todo em especie',
      'vcs conhecem algum corretor de confianca em asuncao? me passa o numero dele',
    ]) {
      const reply = await ask(question);
      expect(reply.kind, question).toBe('handoff');
    }
  });

  it('"vcs dão algum apoio quando ele chegar?" is what the advisory does; a discount for two is its fee', async () => {
    const support = await ask('e vcs dao algum apoio qnd ele chegar la? tipo ajudar com moradia e tudo');
    expect(plain(support.text)).toMatch(/^a assessoria acompanha voce/);
    const discount = await ask('oi, sou mae de 3. o mais velho quer medicina agora e o do meio vai querer daqui uns 2 anos. se eu fechar a assessoria pros dois tem desconto?');
    expect(discount.articles).toEqual(['honorarios-assessoria']);
  });
});

describe('a claim heard somewhere', () => {
  it('"vi no tiktok q o prouni agora cobre faculdade no paraguai" is answered with the section’s "Não."', async () => {
    const reply = await ask('vi no tiktok q o prouni agora cobre faculdade no paraguai. como faco pra me inscrever?');
    expect(plain(reply.text)).toMatch(/^nao\. o fies e o prouni nao financiam cursos no exterior/);
  });
});

describe('a transfer’s follow-ups', () => {
  it('"quais papéis da facul eu levo?" after a transfer gets the transcript and syllabi, not the enrolment list', async () => {
    const reply = await talk('curso medicina na argentina, to no 2 ano. consigo transferir pro paraguai?', 'quais papeis da facul da bolivia eu levo?');
    expect(reply.articles).toEqual(['transferencia']);
    expect(plain(reply.text)).toMatch(/historico da faculdade/);
  });

  it('"consigo aproveitar matérias?" is answered by the convalidation, not by the papers', async () => {
    const reply = await ask('fiz 2 anos de enfermagem numa federal, consigo aproveitar materias na medicina la?');
    expect(plain(reply.text)).toMatch(/^depende da convalidacao/);
  });
});

describe('the residence’s wait and renewal as follow-ups', () => {
  it('"e fica pronta em qnts meses?" after the residence is its wait, not a money question', async () => {
    const reply = await talk('oq é essa tal de radicacion q todo mundo fala', 'e fica pronta em qnts meses mais ou menos?');
    expect(plain(reply.text)).toMatch(/^ninguem garante o prazo/);
  });

  it('"e a permanente eu peço qnd?" gets the 90 days before the temporary one expires', async () => {
    const reply = await talk('chegando em cde qnto tempo eu tenho pra pedir a residencia?', 'e a permanente eu peço qnd?');
    expect(plain(reply.text)).toMatch(/90 dias antes do vencimento/);
  });
});

describe('quick replies', () => {
  it('each quick reply offered, sent as the next message, gets another statement of the same subject', async () => {
    for (const question of ['posso trabalhar estudando?', 'quanto tempo demora a residencia?', 'qto é a mensalidade?', 'preciso de visto?']) {
      const reply = await ask(question);
      const history: ConversationTurn[] = [
        { autor: 'user', mensagem: question },
        { autor: 'ia', mensagem: reply.text },
      ];
      for (const offer of reply.quickReplies?.filter((q) => q !== 'Falar com um assessor') ?? []) {
        const next = await ask(offer, history);
        expect(next.kind, `${question} → ${offer}`).toBe('answer');
        expect(next.articles[0], `${question} → ${offer}`).toBe(reply.articles[0]);
        expect(next.text, `${question} → ${offer}`).not.toBe(reply.text);
      }
    }
  });

  it('a quick reply that would only say the answer again is not offered ("Onde é feito?" after the price)', async () => {
    const price = await ask('quanto custa a mensalidade?');
    expect(price.quickReplies).not.toContain('Onde é feito?');
    // After how long the course lasts, "Quanto tempo demora?" asks the same thing again.
    const length = await ask('quantos anos dura medicina no paraguai?');
    expect(length.quickReplies).not.toContain('Quanto tempo demora?');
  });

  it('a quick reply stays on the subject answered, not only on its article ("Quando?" after the language is no winter)', async () => {
    const language = await ask('preciso falar espanhol?');
    expect(language.quickReplies).not.toContain('Quando?');
    expect(language.quickReplies).not.toContain('Quanto custa?');
    const wait = await ask('quanto demora a residencia?');
    expect(wait.quickReplies).toContain('Quanto custa?');
  });

  it('"Quanto custa?" is not offered after the work permit, whose article has no price of its own', async () => {
    const reply = await ask('posso trabalhar estudando?');
    expect(reply.quickReplies).not.toContain('Quanto custa?');
  });
});

describe('the Revalida’s fee as a follow-up', () => {
  it('"e qnto custa a prova?" after the Revalida gets its fee, not a hand-off', async () => {
    const reply = await talk(
      'oi, to no 3 ano de medicina em cde. qnd eu voltar pro brasil o q eu preciso fazer pra trabalhar de medico?',
      'e qnto custa a prova?',
    );
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/r\$ 410/);
  });
});

describe('the bridge and Ponta Porã, and being legal to study', () => {
  it('"ponte" (the bridge) and "Ponta" (Porã) are different terms', () => {
    expect(termOf('ponte')).not.toBe(termOf('ponta'));
  });

  it('"o q eu faço pra ficar legal pra estudar?" gets the residence, whatever the entry was like', async () => {
    const reply = await ask('ja to em cde faz 2 semanas, entrei so com o rg e carimbei na migracao da ponte. agora o q eu faco pra ficar legal pra estudar?');
    expect(plain(reply.text)).toMatch(/residencia temporaria/);
  });
});

describe('two questions on one subject, and a confirmation asked for', () => {
  it('"qnto tempo demora pra apostilar e qnto custa?" prices the apostille, not the tuition', async () => {
    const reply = await ask('qnto tempo demora pra apostilar o historico e qnto custa mais ou menos?');
    expect(reply.articles.every((a) => a === 'legalizacao-apostilamento')).toBe(true);
    expect(plain(reply.text)).toMatch(/r\$ 153,62/);
    const monthly = await ask('tem bolsa ou fies? se nao tiver qto fica por mes?');
    expect(monthly.articles).toContain('custos');
  });

  it('"a residência sai antes das aulas, me confirma q sim" gets the residence’s wait, without a promise', async () => {
    const reply = await ask('se eu mandar tudo essa semana a residencia sai antes das aulas comecarem ne? me confirma q sim');
    expect(reply.articles).toEqual(['visto-residencia']);
    expect(plain(reply.text)).toMatch(/^ninguem garante o prazo/);
  });
});

describe('whether the residence is granted, and when', () => {
  it('"a residência sai com certeza?" asks whether it is granted: the reply says nobody guarantees it', async () => {
    const reply = await ask('a residencia sai com certeza ne?');
    expect(plain(reply.text)).toMatch(/^nao\./);
    expect(plain(reply.text)).toMatch(/residencia e decidida pela/);
  });
});

describe('how long the course takes, asked as a wait', () => {
  it('"quanto tempo demora o curso?" gets its 6 years, not the residence’s wait', async () => {
    for (const question of ['quanto tempo demora o curso?', 'qto tempo demora pra formar medico la', 'quanto tempo leva a faculdade de medicina']) {
      const reply = await ask(question);
      expect(plain(reply.text), question).toMatch(/6 anos/);
    }
  });

  it('"e quanto tempo demora o curso?" after the price gets the course’s length, not a hand-off', async () => {
    const reply = await talk('quanto custa a mensalidade?', 'e quanto tempo demora o curso?');
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/6 anos/);
  });

  it('"qnts anos precisa ter pra se matricular?" asks an age, not the course’s length', async () => {
    const reply = await ask('qnts anos precisa ter pra se matricular em medicina la?');
    expect(plain(reply.text)).not.toMatch(/6 anos \(12 semestres\)/);
  });
});

describe('a parent’s practical questions before the trip', () => {
  it('"…as aulas começam em março. quem assina a matrícula dela?" gets the parents’ signature, not a hand-off', async () => {
    const reply = await ask('minha filha so faz 18 em maio e as aulas comecam em marco. quem assina a matricula dela?');
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/assinatura dos pais/);
  });

  it('"se meu filho perder o documento ou for roubado lá, quem ajuda?" gets the police report and the consulate', async () => {
    const reply = await ask('se meu filho perder o documento ou for roubado la, quem ajuda ele?');
    expect(plain(reply.text)).toMatch(/consulado/);
  });

  it('"se meu filho passar no revalida já pode atender?" gets the CRM that remains, not the pass rates', async () => {
    const reply = await ask('se meu filho passar no revalida ja pode atender direto?');
    expect(plain(reply.text)).toMatch(/crm/);
  });

  it('"me promete q minha filha vai estar segura lá?" gets the safety answer without a promise, not a case hand-off', async () => {
    const reply = await ask('me promete q minha filha vai estar segura la? ela nunca saiu de casa');
    expect(reply.articles).toEqual(['seguranca']);
    expect(plain(reply.text)).toMatch(/^nao ha garantia/);
  });

  it('getting the university’s enrolment fee back after giving up is for a person, not the money transfer', async () => {
    const reply = await ask(
      'ja to indo, ultima pergunta: se eu nao me adaptar no primeiro mes posso desistir e pegar o dinheiro da matricula de volta?',
    );
    expect(reply.kind).toBe('handoff');
  });

  it('"quem eu falo pra ver oq ta faltando no meu caso?" asks for a person; "vlw demais pela ajuda" thanks', async () => {
    expect((await ask('quem eu falo pra ver oq ta faltando no meu caso?')).handoffReason).toBe('human');
    expect((await ask('blz, vlw demais pela ajuda!!')).kind).toBe('thanks');
  });
});

describe('arriving and waiting for the residence', () => {
  it('"qual o jeito mais fácil de ir de bh até ciudad del este?" gets the flight to Foz and the bridge', async () => {
    const reply = await ask('qual o jeito mais facil de ir de bh ate ciudad del este? aviao ate foz?');
    expect(plain(reply.text)).toMatch(/foz do iguacu/);
    expect(plain(reply.text)).toMatch(/ponte da amizade/);
  });

  it('"e enquanto não sai fico ilegal?" gets the tourist stay that must be kept in order, not the work permit', async () => {
    const reply = await talk('onde eu faco a residencia temporaria?', 'e enquanto nao sai fico ilegal?');
    expect(plain(reply.text)).toMatch(/nao e documento de residencia nem de viagem/);
  });

  it('"e a cédula eu tiro junto?" gets the Police’s Identificaciones, after the residence', async () => {
    const reply = await talk('onde eu faco a residencia temporaria?', 'e a cedula eu tiro junto?');
    expect(plain(reply.text)).toMatch(/identificaciones/);
  });

  it('"qnto tempo posso ficar como turista antes de tirar a residência?" gets the 90 days, not the residence’s 2 years', async () => {
    const reply = await ask('qnto tempo eu posso ficar la so como turista antes de tirar a residencia?');
    expect(plain(reply.text)).toMatch(/ate 90 dias/);
    expect(plain(reply.text)).not.toMatch(/vencimento/);
  });
});

describe('a parent going along, and what the residence asks for', () => {
  it('"sou mãe solo, posso ir morar junto com meu filho? ele tem 17" gets that each one needs a residence of their own', async () => {
    const reply = await ask('sou mae solo, posso ir morar junto com meu filho em assuncao? ele tem 17');
    expect(reply.articles).toEqual(['familia']);
    expect(plain(reply.text)).toMatch(/^pode/);
    expect(plain(reply.text)).toMatch(/propria residencia/);
  });

  it('"e eu ou o pai temos que ir morar com ela?" after a 17-year-old gets the parents at the DNM or their authorisation', async () => {
    const reply = await talk(
      'minha filha tem 17 e já terminou o médio. o contrato de aluguel lá ela mesma pode assinar?',
      'e eu ou o pai temos que ir morar com ela?',
    );
    expect(plain(reply.text)).toMatch(/autorizacao legalizada/);
  });

  it('"preciso ter emprego pra conseguir a residência?" gets no: the Mercosur residence asks only the nationality', async () => {
    const reply = await ask('preciso ter emprego la pra conseguir a residencia?');
    expect(plain(reply.text)).toMatch(/nao exige emprego/);
  });

  it('"con la residencia temporaria puedo trabajar legal?" gets the work permit, not what the residence asks for', async () => {
    const reply = await ask('hola, con la residencia temporaria yo puedo trabajar legal alla? ou so estudar?');
    expect(reply.articles).toEqual(['trabalhar-estudando']);
  });
});

describe('when to ask for the residence, and what a person checks', () => {
  it('"cuándo tiene que llegar para los trámites de migraciones?" gets the tourist’s 90 days to ask, not the classes’ start', async () => {
    const reply = await ask(
      'hola! mi hijo empieza medicina en encarnacion en marzo. cuando tiene que llegar para hacer los tramites de migraciones?',
    );
    expect(plain(reply.text)).toMatch(/logo depois de chegar/);
    const wait = await ask('quanto tempo demora a residencia?');
    expect(plain(wait.text)).toMatch(/^ninguem garante o prazo/);
  });

  it('a university’s timetable, a certificate’s recency and a missing paper’s consequence go to a person', async () => {
    for (const question of [
      'qual o horario das aulas do 1 semestre de medicina na ucp? vou precisar de carro?',
      'e a certidao de nascimento tem q ser atualizada?',
      'e se faltar algum documento perco a vaga?',
    ])
      expect((await ask(question)).kind, question).toBe('handoff');
  });

  it('"a certidão de antecedentes tem que ser recente?" gets its 90 days, not the residence’s document list', async () => {
    const reply = await ask('a certidao de antecedentes tem que ser recente?');
    expect(plain(reply.text)).toMatch(/vale 90 dias/);
  });
});

describe('a month in all, a city without figures of its own, and a paper that is apostilled too', () => {
  it('"qnto fica por mês tudo junto em pjc? facul aluguel comida" gets the month’s total, said to be no city’s own', async () => {
    const reply = await ask('qnto fica mais ou menos por mes tudo junto pra minha filha estudar em pjc? facul aluguel comida');
    expect(plain(reply.text)).toMatch(/^nao tenho um valor so de pedro juan caballero/);
    expect(plain(reply.text)).toMatch(/r\$ 900/);
    expect(plain(reply.text)).toMatch(/us\$ 551/);
  });

  it('"e em encarnación?" after the tuition says it varies by city and still gives the general figure', async () => {
    const reply = await talk('quanto custa a mensalidade?', 'e em encarnacion?');
    expect(plain(reply.text)).toMatch(/^nao tenho um valor so de encarnacion/);
    expect(plain(reply.text)).toMatch(/r\$ 900/);
  });

  it('"e a certidão de nascimento tb?" after the apostille opens with "Sim": the statement lists it as apostilled', async () => {
    const reply = await talk('tem q apostilar o historico?', 'e a certidao de nascimento tb?');
    expect(plain(reply.text)).toMatch(/^sim\./);
    const encceja = await talk('terminei o medio pelo encceja, esse certificado serve pra matricula la?', 'e ele precisa apostilar tb?');
    expect(plain(encceja.text)).toMatch(/^sim\./);
  });

  it('"o apostilamento é feito no consulado, né?" gets no "Sim": it asks where, and the answer is a notary in Brazil', async () => {
    const reply = await ask('o apostilamento do historico é feito no consulado do paraguai ne?');
    expect(plain(reply.text)).not.toMatch(/^sim/);
    expect(plain(reply.text)).toMatch(/cartorio habilitado/);
  });

  it('"qnd temos q começar a mexer nos documentos?" gets how far ahead, not the classes’ start', async () => {
    const reply = await ask('a gente quer q ele entre em fevereiro/marco de 2027, qnd temos q comecar a mexer nos documentos?');
    expect(plain(reply.text)).toMatch(/com antecedencia, pelo menos 2 a 3 meses antes/);
    const classes = await ask('quando comecam as aulas?');
    expect(plain(classes.text)).toMatch(/inicio do ano letivo/);
  });
});

describe('someone still deciding', () => {
  it('"particular aqui 12 mil ou paraguai, vale a pena?" gets the price there and the Revalida needed back home', async () => {
    const reply = await ask(
      'to entre fazer medicina numa particular aqui em goiania q ta uns 12 mil por mes ou ir pro paraguai, vale a pena msm? oq vcs acham sinceramente',
    );
    expect(reply.articles).toEqual(['custos', 'revalidacao-brasil']);
    expect(plain(reply.text)).toMatch(/r\$ 900/);
    expect(plain(reply.text)).toMatch(/revalida/);
    expect(reply.handoff).toBe(false);
  });

  it('"a faculdade é reconhecida de verdade lá?" gets the ANEAES per career and campus, not the Revalida', async () => {
    const reply = await ask('como eu sei se a faculdade é reconhecida de verdade la no paraguai? nao quero cair em furada');
    expect(plain(reply.text)).toMatch(/^a acreditacao da aneaes vale por carreira e por campus/);
  });

  it('"o curso de lá é mais fraco?" gets the quality signal; "lá reprova mt?" gets how demanding the course is', async () => {
    const weaker = await ask('o curso de la é mt mais fraco q o do brasil? tenho medo de sair mal preparado');
    expect(plain(weaker.text)).toMatch(/acreditada pela aneaes/);
    const hard = await ask('to com medo do curso ser mt dificil, sempre fui meio fraca em quimica e biologia. la reprova mt?');
    expect(plain(hard.text)).toMatch(/^medicina e exigente em qualquer pais/);
    expect(hard.articles).not.toContain('seguranca');
  });

  it('"quero ser cardiologista… a residência faço onde?" is the medical residency: the Revalida and the CRM first', async () => {
    const reply = await ask('quero ser cardiologista. faco a graduacao la e a residencia faco onde?');
    expect(plain(reply.text)).toMatch(/residencia medica no brasil exige diploma revalidado/);
    expect(plain(reply.text)).not.toMatch(/migraciones/);
    const next = await talk('quero ser cardiologista. faco a graduacao la e a residencia faco onde?', 'e pra residencia no brasil precisa ja ter passado no revalida?');
    expect(plain(next.text)).toMatch(/crm/);
  });
});

describe('choosing a city, a promise not kept, and a fear beside the question', () => {
  it('"qual cidade vcs recomendam pra quem vai sozinha?" gets where the campuses are, not the family’s residence', async () => {
    const reply = await ask(
      'qual cidade vcs recomendam pra quem vai com 19 anos sozinha pela primeira vez? tenho medo de ficar mt longe da familia, sou de campo grande',
    );
    expect(plain(reply.text)).toMatch(/pedro juan caballero/);
    expect(reply.articles).toEqual(['universidades-paraguai']);
  });

  it('"vcs ficaram de me mandar… e até agora nada" is a complaint', async () => {
    const reply = await ask(
      'vcs ficaram de me mandar semana passada um comparativo das facul de cde e pjc e ate agora nada. tenho q decidir ate sexta, assim fica dificil confiar em vcs',
    );
    expect(reply.handoffReason).toBe('complaint');
  });

  it('"tem mt brasileiro em cde? tenho medo de não me adaptar com o espanhol" answers both the numbers and the language', async () => {
    const reply = await ask('em cde tem mt brasileiro estudando medicina? tenho medo de nao me adaptar com o espanhol');
    expect(plain(reply.text)).toMatch(/35 mil brasileiros/);
    expect(plain(reply.text)).toMatch(/espanhol/);
  });

  it('"como sei q a facul q vcs indicam é regular?" gets the ANEAES', async () => {
    const reply = await ask('minha prima fez medicina numa facul q foi fechada. como eu sei q a facul q vcs indicam é regular?');
    expect(plain(reply.text)).toMatch(/aneaes/);
  });
});

describe('after the degree, and what the base does not hold', () => {
  it('"depois de revalidar posso fazer concurso igual quem formou aqui?" gets the revalidated diploma’s equal validity', async () => {
    const reply = await ask('depois de revalidar eu posso fazer concurso publico de medico igual quem formou aqui?');
    expect(plain(reply.text)).toMatch(/^ja revalidado, o diploma estrangeiro e declarado equivalente/);
    expect(plain(reply.text)).not.toMatch(/^nao/);
    // Before the Revalida, the diploma is not valid in Brazil as it is.
    const before = await ask('o diploma do paraguai é aceito no brasil?');
    expect(plain(before.text)).toMatch(/precisa ser revalidado/);
  });

  it('"qnto tempo depois de formar consigo trabalhar no brasil?" gets the Revalida, not the course’s 6 years', async () => {
    const reply = await ask('qnto tempo depois de formar eu consigo comecar a trabalhar no brasil? tipo na pratica');
    expect(plain(reply.text)).toMatch(/revalida/);
    expect(plain(reply.text)).not.toMatch(/6 anos \(12 semestres\)/);
  });

  it('"e se reprovar pode fazer de novo qntas vezes?" after the Revalida gets the next editions', async () => {
    const reply = await talk('qnts % dos formados no paraguai passam no revalida?', 'e se reprovar pode fazer de novo qntas vezes?');
    expect(plain(reply.text)).toMatch(/^pode tentar de novo/);
  });

  it('a doctor’s pay, each school’s pass rate, training abroad and a Brazilian doctor working there go to a person', async () => {
    for (const question of [
      'qnto ganha um medico no paraguai? compensa ficar la depois de formado?',
      'qual faculdade de la tem a maior taxa de aprovacao no revalida? quero os numeros por faculdade',
      'e quem forma la consegue fazer especializacao nos eua ou na europa?',
      'hola, soy medica formada en brasil hace 3 años, puedo trabajar como medica en paraguay?',
    ])
      expect((await ask(question)).kind, question).toBe('handoff');
  });

  it('a weather forecast is off-topic; a prep course weighed against going to Paraguay is not', async () => {
    expect((await ask('vc sabe se vai chover amanha em londrina? kkk')).kind).toBe('offTopic');
    const reply = await ask('meu filho ta entre fazer cursinho mais um ano pra tentar federal ou ir agora pro paraguai, o que vcs acham?');
    expect(reply.kind).toBe('answer');
  });

  it('"depois de revalidar posso fazer concurso?" gets the equal validity, never a "Não"', async () => {
    const reply = await ask('depois de revalidar eu posso fazer concurso publico de medico?');
    expect(plain(reply.text)).toMatch(/^ja revalidado/);
  });

  it('"sou fisioterapeuta, consigo entrar direto no 2º ano?" gets the convalidation, subject by subject', async () => {
    const reply = await ask('sou fisioterapeuta formada, 34 anos. consigo entrar direto no 2 ano por ja ter graduacao na saude?');
    expect(plain(reply.text)).toMatch(/^depende da convalidacao/);
  });
});

describe('the papers of someone who finished school, and of someone who has not yet', () => {
  it('"meu filho terminou o ensino médio, quais documentos precisa?" gets the list, not the papers of someone still at school', async () => {
    for (const question of [
      'meu filho terminou o ensino medio. quais documentos precisa pra matricula?',
      'hola, mi hijo termino el colegio en brasil. que documentos necesita para la matricula?',
    ]) {
      const reply = await ask(question);
      expect(plain(reply.text), question).toMatch(/certidao de nascimento/);
    }
  });

  it('"ainda não terminei o médio, posso ir adiantando os documentos?" gets the papers of someone still at school', async () => {
    const reply = await ask('ainda nao terminei o ensino medio, posso ir adiantando os documentos?');
    expect(plain(reply.text)).toMatch(/definitivos/);
  });
});

describe('another country, and rules that change', () => {
  it('"mas na argentina a pública é de graça?" and "e bolívia?" go to a person: the base holds no other country’s rules', async () => {
    const argentina = await talk(
      'to pesquisando paraguai e argentina pra medicina, qual a diferenca entre os dois?',
      'mas na argentina a publica é de graca ne? pq nao ir pra la entao',
    );
    expect(argentina.kind).toBe('handoff');
    expect((await talk('qual a diferenca entre paraguai e argentina pra medicina?', 'e bolivia?')).kind).toBe('handoff');
    // Papers from a course taken there are still the transfer's.
    expect((await ask('faço medicina na bolivia, quais papeis da facul da bolivia eu levo?')).kind).toBe('answer');
  });

  it('"e se mudar as regras no meio do meu curso?" gets the rule already set for 2028', async () => {
    const reply = await ask('e se mudar as regras no meio do meu curso?');
    expect(plain(reply.text)).toMatch(/as regras mudam/);
    expect(plain(reply.text)).toMatch(/2028/);
  });
});

describe('a week’s inbox', () => {
  it('the tuition asked for a city or by a parent gets the price, never a hand-off or a school for children', async () => {
    for (const question of [
      'qnto fica por mes a facul de medicina em assuncao?',
      'meu filho quer estudar medicina em encarnacion, quanto custa por mes a faculdade?',
      'hola, soy de Posadas. mi hijo quiere estudiar medicina en Encarnación, cuánto sale por mes más o menos la facultad?',
    ]) {
      const reply = await ask(question);
      expect(reply.articles, question).toEqual(['custos']);
      expect(plain(reply.text), question).toMatch(/r\$ 900/);
    }
  });

  it('"quais documentos levar pra matrícula, minha filha terminou o 3º ano" gets the list, not the children’s school', async () => {
    const reply = await ask(
      'oi boa noite entao eu queria saber quais documento eu tenho que levar pra fazer a matricula la minha filha terminou o terceiro ano agora em dezembro e a gente quer ir em fevereiro',
    );
    expect(reply.articles).toEqual(['documentos-matricula']);
    expect(plain(reply.text)).toMatch(/certidao de nascimento/);
  });

  it('"a mensalidade já inclui moradia e alimentação, né?" gets that it does not', async () => {
    const reply = await ask('a mensalidade ja inclui moradia e alimentacao ne?');
    expect(plain(reply.text)).toMatch(/^a mensalidade nao inclui/);
  });

  it('"sou mãe solo, posso levar minha filha de 10 anos?" gets that she may, each with a residence of her own', async () => {
    const reply = await ask('sou mae solo, posso levar minha filha de 10 anos comigo enquanto estudo la?');
    expect(plain(reply.text)).toMatch(/^pode/);
  });

  it('"precisa sacar cédula paraguaya para estudiar?" gets the ID after the residence', async () => {
    const reply = await ask(
      'Buenas noches, mi hijo es brasileño y vive en Pedro Juan con nosotros. Necesita sacar cédula paraguaya para estudiar medicina acá?',
    );
    expect(plain(reply.text)).toMatch(/cedula de identidade paraguaia vem depois da residencia/);
  });

  it('"transferir pra uma federal aqui dps de 1 ano tranquilo?" is moving back to Brazil, not safety', async () => {
    const reply = await ask('se eu comecar no paraguai da pra transferir pra uma federal aqui dps de 1 ano tranquilo ne?');
    expect(reply.articles).toEqual(['transferencia']);
    expect(plain(reply.text)).toMatch(/nao ha garantia/);
  });

  it('"e dps de aprovado já posso atender?" after the Revalida gets the CRM that remains', async () => {
    const reply = await talk('como funciona o revalida?', 'e dps de aprovado ja posso atender?');
    expect(plain(reply.text)).toMatch(/crm/);
    expect(plain(reply.text)).not.toMatch(/^nao\./);
  });

  it('flights, driving with a Brazilian licence and another nationality go to a person; a fear of a scam is answered', async () => {
    for (const question of [
      'tem voo direto de recife pra assuncao? qual companhia sai mais barato?',
      'minha cnh brasileira vale pra dirigir la ou tenho q tirar a carteira paraguaia?',
      'Mi hijo nació en Brasil, puede inscribirse como paraguayo en el consulado y estudiar acá como nacional?',
    ])
      expect((await ask(question)).kind, question).toBe('handoff');
    expect((await ask('tem cnpj? to com medo de golpe pq minha vizinha caiu num')).kind).toBe('answer');
  });
});

describe('money, work, the residence and the internship, asked in everyday words', () => {
  it('"vi num vídeo q em 2026 o fies libera pra medicina no paraguai, é vdd?" gets the FIES’s no, not the 2028 rule', async () => {
    const reply = await ask('vi num video q agr em 2026 o fies libera pra quem vai fazer medicina no paraguai, é vdd isso??');
    expect(reply.articles).toEqual(['bolsas-financiamento']);
    expect(plain(reply.text)).toMatch(/^nao\./);
  });

  it('"com visto de estudante não posso trabalhar, né?" gets the work permitted with the residence', async () => {
    const reply = await ask('entao com visto de estudante eu n posso trabalhar nada ne? é proibido');
    expect(reply.articles).toEqual(['trabalhar-estudando']);
    const where = await talk('entao com visto de estudante eu n posso trabalhar nada ne? é proibido', 'e essa residencia eu tiro onde?');
    expect(plain(where.text)).toMatch(/migraciones/);
  });

  it('"consigo levar as matérias q já fiz?" from a course there gets the convalidation; "oq preciso juntar?" the papers', async () => {
    const subjects = await ask('to no 2 semestre de medicina em cde e queria mudar pra uma facul em asuncion, consigo levar as materias q ja fiz?');
    expect(plain(subjects.text)).toMatch(/convalida/);
    const papers = await ask('curso medicina em santa cruz de la sierra, to no 4 semestre. quero transferir pro paraguai, oq eu preciso juntar?');
    expect(plain(papers.text)).toMatch(/historico/);
  });

  it('the practice in hospitals is the course’s internship; doing it in Brazil goes to a person', async () => {
    const reply = await ask('as facul de la tem hospital escola proprio ou a pratica é em hospital publico?');
    expect(plain(reply.text)).toMatch(/internato/);
    expect((await ask('da pra fazer o internato do ultimo ano num hospital aqui no brasil?')).kind).toBe('handoff');
  });

  it('"a comida é diferente da nossa? acha coisa brasileira?" is answered: "nossa" ends its sentence, it owns nothing', async () => {
    const reply = await ask('a comida la é mt diferente da nossa? acha coisa brasileira no mercado?');
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/comida brasileira/);
  });

  it('"precisa de receita de médico de lá?" is a prescription, not a recipe', async () => {
    const reply = await ask('eu tomo sertralina, acho esse remedio la na farmacia? precisa de receita de medico de la?');
    expect(reply.kind).not.toBe('offTopic');
  });
});

describe('a long conversation', () => {
  it('a goodbye that ends in thanks, or "tmj, era isso", is thanks; "e isso demora?" is still a question', async () => {
    expect((await ask('ok vou ver c meu marido e te falo. brigada')).kind).toBe('thanks');
    expect((await ask('tmj, era isso')).kind).toBe('thanks');
    expect((await ask('e isso demora?')).kind).not.toBe('thanks');
  });

  it('"tem mt brasileiro estudando lá?" gets how many; "pq tanta gente tá indo?" gets why, with its source', async () => {
    expect(plain((await ask('tem mt brasileiro estudando la?')).text)).toMatch(/35 mil brasileiros/);
    const why = await ask('pq tanta gente ta indo pro paraguai fazer medicina?');
    expect(plain(why.text)).toMatch(/mensalidades bem mais baixas/);
    expect(why.text).toMatch(/Fonte: G1, 15\/01\/2025/);
  });

  it('a daughter of 17: crossing without the parents needs their authorisation; her residence is the under-18 rule', async () => {
    const turns = [
      'oi, sou pai da julia, ela tem 17 e quer comecar medicina no paraguai em fevereiro. como eu faco?',
      'e pra ela atravessar a fronteira sem a gente, precisa de q?',
    ];
    expect(plain((await talk(...turns)).text)).toMatch(/autorizacao dos dois pais/);
    expect(plain((await talk(...turns, 'e a residencia dela, como fica sendo de menor?')).text)).toMatch(/autorizacao legalizada/);
  });

  it('"e demora qntos anos pra ela se formar?" gets the course’s 6 years', async () => {
    const reply = await talk('minha filha quer fazer medicina no paraguai', 'e demora qntos anos pra ela se formar?');
    expect(plain(reply.text)).toMatch(/6 anos/);
  });

  it('living in Ponta Porã still needs the residence; where students live is housing; the diploma goes back apostilled', async () => {
    const across = await ask('oi, moro en ponta pora. si voy estudiar en pedro juan tengo que hacer la residencia igual? es do lado');
    expect(plain(across.text)).toMatch(/precisa da residencia paraguaia/);
    const housing = await ask('minha filha vai pra cde ano q vem. onde os estudantes costumam morar?');
    expect(housing.articles).toEqual(['vida-no-paraguai']);
    const diploma = await ask('qnd eu me formar, oq tenho q fazer c o diploma de la pra trazer pro brasil?');
    expect(plain(diploma.text)).toMatch(/apostila de haia do paraguai/);
  });
});

describe('the consulate after the apostille', () => {
  it('"e dps de apostilado ainda tenho q levar no consulado?" gets that the apostille replaces it', async () => {
    const reply = await talk(
      'meu certificado de conclusao do medio é digital, com qr code. da pra apostilar assim msm?',
      'e dps de apostilado ainda tenho q levar no consulado do paraguai pra legalizar?',
    );
    expect(plain(reply.text)).toMatch(/substitui a legalizacao consular/);
  });
});

describe('what the advisory does, asked twice in one message', () => {
  it('"oq a assessoria de vcs faz? acompanha só até a matrícula?" gets the services, without the fee’s hand-off', async () => {
    const reply = await ask('oq exatamente a assessoria de vcs faz? acompanha so ate a matricula ou ate eu estar instalado la?');
    expect(reply.articles).toEqual(['falar-com-assessor']);
    expect(reply.handoff).toBe(false);
    // Its price asked beside it is still the fee's.
    const fee = await ask('quanto vcs cobram pela assessoria? parcela no cartao?');
    expect(fee.articles[0]).toBe('honorarios-assessoria');
  });
});

describe('Spanish-speaking parents', () => {
  it('"años", "español" and "brasileño" keep their words; a lone "ñ" is still "não"', () => {
    expect(normalisedWords('años español brasileño ñ sei')).toEqual(['anos', 'espanhol', 'brasileiro', 'nao', 'sei']);
  });

  it('"mi hijo estudia medicina en Bolivia, tercer año, se puede pasar?" is a transfer, and its papers follow', async () => {
    const first = 'Hola, mi hijo es brasileño y estudia medicina en Santa Cruz, Bolivia, tercer año. Se puede pasar a una universidad de Paraguay?';
    expect((await ask(first)).articles).toEqual(['transferencia']);
    const papers = await talk(first, 'Que papeles tiene que pedir en la facultad de alla?');
    expect(plain(papers.text)).toMatch(/historico/);
  });

  it('"cuánto se gasta por mes para vivir en pjc, sin contar la facultad?" gets rent and food, not the family’s residence', async () => {
    const reply = await ask(
      'Hola, soy de Corrientes y mi hija es brasileña. Cuanto se gasta por mes para vivir en Pedro Juan Caballero, sin contar la facultad?',
    );
    expect(reply.articles).toEqual(['vida-no-paraguai']);
  });

  it('"Muchas gracias, después hablo con mi marido y les escribo" is thanks', async () => {
    expect((await ask('Muchas gracias, despues hablo con mi marido y les escribo.')).kind).toBe('thanks');
  });
});

describe('a first message with its context', () => {
  it('"…se eu começar a juntar os papéis agora dá tempo de entrar em março ou já era?" gets how far ahead to start', async () => {
    const reply = await ask(
      'oi to vendo isso so agora no fim de novembro, sou de teresina, tenho 20 anos, se eu começar a juntar os papeis agora em dezembro da tempo de entrar em marco ou ja era?',
    );
    expect(plain(reply.text)).toMatch(/2 a 3 meses antes/);
    // An age beside "ainda dá tempo" asks whether it is too late in life.
    expect((await ask('tenho 42 anos, ainda da tempo de fazer medicina?')).articles).toEqual(['idade-menores']);
  });

  it('"…minha filha tem 17, tá terminando o terceiro ano… quais documentos ela vai precisar?" gets the papers, not the minors’ rules', async () => {
    const reply = await ask(
      'boa noite tudo bem meu nome é sandra sou de goiania minha filha tem 17 anos ta terminando o terceiro ano agora em dezembro e ela quer mt fazer medicina ai no paraguai eu queria saber quais documentos ela vai precisar pra fazer a matricula',
    );
    expect(reply.articles).toEqual(['documentos-matricula']);
  });

  it('safety "na capital, dá pra andar de ônibus à noite?" is not a geography quiz; tuition in one’s tax return goes to a person', async () => {
    const safety = await ask(
      'boa noite sou policial militar aqui em campo grande e conheco a fama do paraguai, meu filho quer estudar em asuncion, sendo bem sincero como ta a seguranca na capital? da pra andar de onibus a noite?',
    );
    expect(safety.articles[0]).toBe('seguranca');
    const tax = await ask(
      'ola sou funcionario publico em brasilia, minha duvida é: as mensalidades q eu pagar da faculdade da minha filha no paraguai da pra deduzir no imposto de renda aqui no brasil como despesa de educacao?',
    );
    expect(tax.kind).toBe('handoff');
    expect((await ask('qual a capital da franca?')).kind).toBe('offTopic');
  });
});

describe('a first message with its context, continued', () => {
  it('"meu sonho é medicina… consigo aproveitar matérias de enfermagem?" gets the convalidation, not a hand-off', async () => {
    const reply = await ask(
      'boa tarde tenho 20 anos e to no segundo periodo de enfermagem na ufpe mas meu sonho é medicina, se eu for pro paraguai consigo aproveitar alguma materia q ja fiz tipo anatomia?',
    );
    expect(plain(reply.text)).toMatch(/^depende da convalidacao/);
  });

  it('"qual é a melhor faculdade de lá pra ela?" gets that no official ranking exists, whoever asks', async () => {
    const reply = await ask(
      'bom dia sou dentista em maringa e minha filha de 18 quer medicina no paraguai eu pesquisei um monte e to perdida qual é a melhor faculdade de medicina de la pra ela?',
    );
    expect(plain(reply.text)).toMatch(/nao ha um ranking oficial/);
  });

  it('"vcs garantem por escrito que ele começa em março?" gets the honest no, not a hand-off for the date', async () => {
    const reply = await ask(
      'oi sou pai do lucas de 18 de belem to disposto a fechar hoje mesmo com vcs mas so se vcs me garantirem por escrito q ele começa em marco com vaga certa e a residencia saindo antes das aulas, vcs garantem?',
    );
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/nao garante/);
  });
});

describe('a long message whose context names other things', () => {
  it('a nephew who "perdeu tudo" and a degree from Bolivia are context: "se reprovar… pode fazer de novo?" gets the retake', async () => {
    const reply = await ask(
      'boa tarde sou a carla moro em sao luis meu sobrinho formou em medicina na bolivia e nao passou no revalida agora ta desesperado achando q perdeu tudo e minha filha q quer ir pro paraguai ficou com medo, se reprovar uma vez perde o diploma ou pode fazer de novo?',
    );
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/pode tentar de novo|edicoes seguintes/);
  });

  it('"uma amiga minha disse…" is whose friend, not a thing the base does not know: the age rule answers', async () => {
    const reply = await ask(
      'oi sou de porto alegre minha filha tem 17 anos ja terminou o medio e ta louca pra ir mas uma amiga minha disse q no paraguai so pode se matricular com 18 completos entao ela teria q esperar ate ano q vem, é isso mesmo?',
    );
    expect(reply.articles).toEqual(['idade-menores']);
  });

  it('a comparison with another country is still read as one when the country and the "ou" are close', async () => {
    expect((await ask('é melhor fazer medicina na argentina ou no paraguai?')).kind).toBe('handoff');
    expect((await ask('perdi minha certidao de nascimento, e agora?')).kind).toBe('handoff');
  });
});

describe('years said as context, and a question inside a long message', () => {
  it('an adult age beside another question is context: "tenho 50 anos e pressão alta, o calor é forte?" gets the climate', async () => {
    const reply = await ask('tenho 50 anos e pressao alta, o calor la é muito forte? fico preocupada');
    expect(reply.articles).toEqual(['vida-no-paraguai']);
    expect((await ask('tenho 40 anos, consigo fazer medicina?')).articles).toEqual(['idade-menores']);
  });

  it('"o curso lá é 4 anos né?" asks the course length', async () => {
    const reply = await ask('o curso la é 4 anos ne? pq vi q é mais rapido');
    expect(plain(reply.text)).toMatch(/6 anos/);
  });

  it('a mother who says her son is 19 and asks about a república gets where students live', async () => {
    const reply = await ask(
      'bom dia entao eu sou mae do Lucas ele tem 19 anos e quer fazer medicina no paraguai e eu to preocupada porque ele nunca morou sozinho e queria saber se la tem alguma coisa tipo republica ou casa de estudante ou se ele tem que alugar sozinho',
    );
    expect(plain(reply.text)).toMatch(/republica/);
  });

  it('"quantas provas são?" after a long question about the diploma gets the two stages, not the long question’s words', async () => {
    const reply = await talk(
      'to com 40 anos entao nao quero perder tempo: o diploma de medico do paraguai vale direto no brasil por causa do mercosul ne?',
      'quantas provas sao?',
    );
    expect(plain(reply.text)).toMatch(/duas etapas/);
  });

  it('"seguro de vida pro estudante" is an insurance policy, not life there: a person answers', async () => {
    const reply = await ask('vcs tem convenio com alguma seguradora pra seguro viagem ou seguro de vida pro estudante?');
    expect(reply.kind).toBe('handoff');
  });
});

describe('a price or a place asked the way people ask it', () => {
  it('"qnto custa o visto?" corrects the premise and gives the residence’s fees, not a hand-off', async () => {
    const reply = await ask('qnto custa o visto pro paraguai?');
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/nao precisam de visto.*taxas/);
  });

  it('"e a residência qnto sai?" asks a price', async () => {
    const reply = await talk('preciso de visto pra estudar no paraguai?', 'e a residencia qnto sai?');
    expect(plain(reply.text)).toMatch(/taxas/);
  });

  it('"o revalida é feito onde? lá ou aqui?" names Brazil and Paraguay: only in Brazil', async () => {
    const reply = await ask('o revalida é feito onde? la ou aqui?');
    expect(plain(reply.text)).toMatch(/so \*\*no brasil|so no brasil/);
    expect(plain((await ask('chip de celular, compro aqui ou la? qual operadora pega melhor')).text)).toMatch(/operadora|tigo/i);
  });
});

describe('short follow-ups that move on', () => {
  it('"e dps?" after the temporary residence’s validity gets what comes next: the permanent one', async () => {
    const reply = await talk(
      'qnto tempo demora pra sair a residencia temporaria la?',
      'e ela vale por qnto tempo?',
      'e dps?',
    );
    expect(plain(reply.text)).toMatch(/^para renovar.*permanente/);
  });

  it('"e pra morar?" after the tuition’s price asks the price of living there, not the tuition again', async () => {
    const reply = await talk('oi quero fazer medicina no paraguai, qnto custa a mensalidade mais ou menos?', 'e pra morar?');
    expect(reply.articles).toEqual(['vida-no-paraguai']);
    expect(plain(reply.text)).toMatch(/aluguel/);
    expect((await talk('qnto custa a mensalidade?', 'e em pjc?')).articles).toEqual(['custos']);
  });
});

describe('a second question that names no subject, and requests outside the advisory', () => {
  it('"precisa apostilar o histórico? e onde faz isso" answers both: yes, and at a cartório', async () => {
    const reply = await ask('precisa apostilar o historico do ensino medio? e onde faz isso');
    expect(plain(reply.text)).toMatch(/^sim\./);
    expect(plain(reply.text)).toMatch(/cartorio/);
    expect(plain((await ask('precisa de antecedentes criminais? e onde tiro?')).text)).toMatch(/policia federal/);
  });

  it('help with chemistry homework or a diet is refused, whatever precedes it', async () => {
    expect((await ask('ja q ta ai me ajuda numa de quimica: oq é ligacao covalente?')).kind).toBe('offTopic');
    expect((await ask('aproveitando, vc me ajuda a montar uma dieta pra perder 10kg? minha medica pediu')).kind).toBe('offTopic');
    expect((await ask('tem quimica no primeiro ano do curso?')).kind).not.toBe('offTopic');
  });
});

describe('family, taxes and the diploma’s way back', () => {
  it('"ele pode tirar a residência como meu dependente?" gets that each one needs their own', async () => {
    const reply = await talk(
      'meu marido é eletricista, se ele for junto comigo ele pode trabalhar la? precisa de algum documento?',
      'ele pode tirar a residencia como meu dependente ou tem q ser separado?',
    );
    expect(plain(reply.text)).toMatch(/propria residencia/);
  });

  it('a family’s monthly spending in all gets the month’s total, not the family’s residence fees', async () => {
    const reply = await ask('somos eu marido e 2 filhos, qnto gasta uma familia de 4 por mes la tudo incluso com a minha faculdade?');
    expect(reply.articles).toEqual(['custos']);
    expect(plain(reply.text)).toMatch(/us\$ 551/);
  });

  it('declaring income tax goes to a person; "e asunción é melhor nesse sentido?" keeps the safety question', async () => {
    expect((await talk('consigo manter meu emprego remoto morando la?', 'e imposto? tenho q declarar renda la ou aqui? como fica o IR?')).kind).toBe('handoff');
    const safety = await talk(
      'tenho 45 anos separada vou sozinha, é seguro pra mulher morar sozinha em pedro juan caballero? ouvi coisas ruins',
      'e asuncion é melhor nesse sentido?',
    );
    expect(plain(safety.text)).toMatch(/^assuncao/);
  });

  it('"quando eu me formar, o diploma precisa de algum processo antes do revalida?" gets the apostille in Paraguay', async () => {
    const reply = await ask('quando eu me formar la, o diploma precisa de algum processo antes de dar entrada no revalida?');
    expect(plain(reply.text)).toMatch(/apostila de haia do paraguai/);
  });
});

describe('the papers that get one across', () => {
  it('"vou ter q tirar passaporte pros meus filhos né? sai caro" gets that the RG is enough', async () => {
    const reply = await ask('vou ter q tirar passaporte pra mim e pros meus 3 filhos ne? sai caro');
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/rg em bom estado/);
  });

  it('"oq levo de doc pra atravessar?" asks for the entry documents, not the enrolment list', async () => {
    const reply = await ask('vou pra asuncion em marco, oq levo de doc pra atravessar?');
    expect(reply.articles).toEqual(['visto-residencia']);
    expect(plain(reply.text)).toMatch(/rg em bom estado/);
  });
});

describe('a course shortened by a degree already held', () => {
  it('"com graduação na área da saúde o curso cai pra 3 anos né?" gets the convalidation, not the work rules', async () => {
    const reply = await ask('sou farmaceutica formada, vi q com graduacao na area da saude o curso de medicina la cai pra 3 anos ne?');
    expect(reply.articles).toEqual(['transferencia']);
    const spanish = await talk(
      'hola, trabajo en una empresa en asuncion, se puede estudiar medicina de noche?',
      'y si despues me cambio a otra universidad pierdo las materias?',
    );
    expect(spanish.articles).toEqual(['transferencia']);
  });
});

describe('what is not a question for the advisory, said the way people say it', () => {
  it('politics after a thank-you, and a sick note to skip work, are refused; a double charge in Spanish is a complaint', async () => {
    expect((await ask('vlw! mudando de assunto kkk em quem vc votou pra presidente?')).kind).toBe('offTopic');
    expect((await ask('ah e vc consegue me arrumar um atestado medico pra eu faltar no trabalho amanha? kkk')).kind).toBe('offTopic');
    expect((await ask('me cobraron dos veces la cuota de la asesoria en la tarjeta!! quiero que me devuelvan ya')).kind).toBe(
      'handoff',
    );
    expect((await ask('e se eu mudar de ideia depois de pagar, tem reembolso?')).handoffReason).not.toBe('complaint');
  });

  it('"tá bom obrigada, vou conversar com o pai dele" is a goodbye', async () => {
    expect((await ask('ta bom obrigada, vou conversar com o pai dele 🙏')).kind).toBe('thanks');
  });
});

describe('a claim heard somewhere, and a request to confirm a rule', () => {
  it('"é verdade q dura só 4 anos?" and "apostilado no consulado?" lead with the no their statement gives', async () => {
    expect(plain((await ask('é verdade q medicina no paraguai dura so 4 anos?')).text)).toMatch(/^nao\. .*6 anos/);
    expect(plain((await ask('é verdade q o historico escolar tem q ser apostilado no consulado do paraguai?')).text)).toMatch(
      /^nao\. .*cartorio/,
    );
    expect(plain((await ask('é verdade que o curso dura 6 anos?')).text)).not.toMatch(/^nao/);
  });

  it('"me confirma: o internato é obrigatório?" asks a rule, not a guarantee', async () => {
    expect(plain((await ask('me confirma: o internato do ultimo ano é obrigatorio pra se formar?')).text)).not.toMatch(/garantia/);
    expect(plain((await ask('a residencia sai antes das aulas, me confirma q sim?')).text)).toMatch(/garant/);
  });

  it('the steps of the legalisation are said in their order; a thank-you that asks for a recipe is refused', async () => {
    expect(plain((await ask('qual a ordem certinha: apostila primeiro ou passa na secretaria de educacao primeiro?')).text)).toMatch(
      /nesta ordem/,
    );
    expect((await ask('valeu. aproveita e me passa uma receita de bolo de cenoura kkk')).kind).toBe('offTopic');
  });
});

describe('who does a step, and what a step costs', () => {
  it('"e quem faz, eu ou vcs?" gets what the advisory does beside the student, not who applies the Revalida', async () => {
    const reply = await talk('A matrícula na universidade é feita pessoalmente lá no Paraguai ou dá pra fazer daqui?', 'e quem faz, eu ou vcs?');
    expect(reply.articles).toEqual(['falar-com-assessor']);
    expect(plain((await ask('vcs vao cmg na migraciones ou eu vou sozinho?')).text)).toMatch(/acompanha/);
  });

  it('"qnto custa apostilar? tenho histórico, certidão…" gets the apostille’s price, not the tuition', async () => {
    const reply = await ask('qnto custa apostilar? tenho historico, certificado, certidao de nascimento e antecedentes');
    expect(plain(reply.text)).toMatch(/por documento/);
  });
});

describe('an adult is told what no longer depends on the parents; a minor never is', () => {
  it('"já fiz 18, preciso de autorização dos meus pais?" gets that it is not needed', async () => {
    expect(plain((await ask('ja fiz 18, preciso de alguma autorizacao dos meus pais pra ir estudar la sozinho?')).text)).toMatch(
      /nao precisa de autorizacao dos pais/,
    );
  });

  it('at 17 the parents’ part is the answer, and "faz 18 em setembro, muda algo?" gets what changes', async () => {
    const minor = plain((await ask('tenho 17, preciso de autorizacao dos meus pais pra ir estudar la?')).text);
    expect(minor).not.toMatch(/nao precisa de autorizacao/);
    const niece = plain(
      (
        await ask(
          'bom dia eu queria saber sobre a faculdade pra minha sobrinha ela mora comigo e eu sou responsável por ela mas não tenho a guarda no papel ela tem 17 anos e quer ir ano que vem como faz a autorização e quem assina',
        )
      ).text,
    );
    expect(niece).not.toMatch(/nao precisa de autorizacao/);
    expect(plain((await talk('minha filha tem 17, precisa de autorizacao?', 'ela faz 18 em setembro, ai muda alguma coisa?')).text)).toMatch(
      /nao precisa de autorizacao/,
    );
  });
});

describe('where the residence is requested', () => {
  it('"só em assunção ou tem em outras cidades?" gets the regional offices, in Portuguese and in Spanish', async () => {
    expect(plain((await ask('a residencia eu tiro so em assuncao ou tem em outras cidades?')).text)).toMatch(/oficinas regionais/);
    const spanish = await ask(
      'la residencia temporal se hace en la Dirección de Migraciones de Asunción solamente o hay oficina en Ciudad del Este?',
    );
    expect(plain(spanish.text)).toMatch(/ciudad del este/);
  });
});

describe('classes at night', () => {
  it('"tem faculdade com aula à noite? trabalho de dia" gets that the course is full-time', async () => {
    expect(plain((await ask('tem faculdade de medicina com aula a noite? trabalho de dia')).text)).toMatch(/periodo integral/);
  });
});

describe('a single mother', () => {
  it('"sou mãe solo… consigo levar minha filha de 4 anos?" is about bringing family, not a minor living alone', async () => {
    const reply = await ask('sou mae solo e tenho uma filha de 4 anos, consigo levar ela comigo pra morar la?');
    expect(reply.articles).toEqual(['familia']);
  });
});

describe('a fee named beside the office that charges it', () => {
  it('"tem taxa pra pagar na migraciones?" is the residence’s fee, never the Revalida’s', async () => {
    const reply = await ask('qnto custa a residencia temporaria? tem taxa pra pagar na migraciones?');
    expect(reply.articles).not.toContain('revalidacao-brasil');
    expect(plain(reply.text)).not.toMatch(/inep/);
  });
});

describe('the same people, asked about again', () => {
  it('"e eles tb precisam tirar residência?" after the children coming along keeps the family’s rule', async () => {
    const reply = await talk(
      'sou mae solo e quero ir com meus 2 filhos pequenos. o pai deles nao vai. preciso de autorizacao dele pra levar as criancas?',
      'e eles tb precisam tirar residencia? sao de 4 e 8 anos',
    );
    expect(reply.articles).toEqual(['familia']);
  });
});

describe('living on the Brazilian side', () => {
  it('"dá pra morar em ponta porã e estudar em pjc?" gets that many do, and that the residence is still needed', async () => {
    const reply = await talk('vou fazer medicina em pjc', 'e da pra morar em ponta pora e estudar em pjc?');
    expect(plain(reply.text)).toMatch(/lado brasileiro.*residencia paraguaia continua necessaria/);
  });
});

describe('public or private universities', () => {
  it('"as faculdades são públicas ou privadas?" gets both: most study at private ones, the national ones have few places', async () => {
    const reply = plain((await ask('oi, las faculdades que los brasileiros van son publicas o privadas?')).text);
    expect(reply).toMatch(/privadas/);
    expect(reply).toMatch(/nacionais/);
  });
});

describe('being legal to live and study, after the entry papers', () => {
  it('"e chegando lá o que eu faço pra ficar legalizado?" gets the residence to ask for, not the entry papers again', async () => {
    const reply = plain(
      (
        await talk(
          'oi, posso entrar no paraguai so com a cnh? meu rg é mto antigo',
          'e chegando la oq eu faco pra ficar legalizado morando e estudando?',
        )
      ).text,
    );
    expect(reply).toMatch(/residencia temporaria/);
    expect(reply).not.toMatch(/\bcnh\b/);
  });
});

describe('a school record lost, or kept by the state since the school closed', () => {
  it('"perdi meu histórico" gets the second copy from the school, not a hand-off', async () => {
    const reply = await ask('perdi meu historico, como tiro outro?');
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/segunda via.*propria escola/);
  });

  it('"a escola fechou, como pego o histórico?" gets the state’s Secretaria de Educação', async () => {
    const reply = await ask('me formei no ensino medio em 1996, a escola fechou. como eu pego o historico pra apostilar?');
    expect(plain(reply.text)).toMatch(/nao existe mais.*secretaria de educacao do estado/);
  });

  it('a lost birth certificate still goes to a person', async () => {
    const reply = await ask('perdi minha certidao de nascimento, e agora?');
    expect(reply.handoff).toBe(true);
  });
});

describe('a young child who comes along, and the child’s school', () => {
  it('"minha filha de 8 anos… se eu for fazer medicina, posso levar ela comigo?" is the family’s, not papers of a divorce', async () => {
    const reply = await ask(
      'sou divorciada e tenho a guarda da minha filha de 8 anos. se eu for fazer medicina em cde posso levar ela comigo?',
    );
    expect(reply.articles).toEqual(['familia']);
  });

  it('"e escola pra ela lá é paga? brasileiro estuda em escola pública?" gets that public schools are free', async () => {
    const reply = await talk(
      'sou divorciada e tenho a guarda da minha filha de 8 anos. se eu for fazer medicina em cde posso levar ela comigo? o pai precisa autorizar?',
      'e escola pra ela la é paga? brasileiro estuda em escola publica?',
    );
    expect(reply.articles).toEqual(['familia']);
    expect(plain(reply.text)).toMatch(/gratuita nas escolas publicas/);
  });
});

describe('the practical path, one step at a time', () => {
  it('"decidi…, qual o primeiro passo?" gets the steps in order, starting with a conversation with an advisor', async () => {
    const reply = plain(
      (await ask('oi, boa noite. decidi msm q vou fazer medicina no paraguai, ja conversei c minha familia. qual o primeiro passo?'))
        .text,
    );
    expect(reply).toMatch(/conversa com um assessor.*apostila.*matricula/);
  });

  it('"já fiz a matrícula!! e dps?" gets the residence to ask for, not the rules for minors', async () => {
    const reply = await ask('pronto, ja fiz a matricula!! e dps?');
    expect(reply.articles).toEqual(['visto-residencia']);
    expect(plain(reply.text)).toMatch(/residencia temporaria/);
  });

  it('"quais documentos eu tenho q providenciar aqui no brasil antes de ir?" gets the list, not a hand-off', async () => {
    const reply = await ask('quais documentos eu tenho q providenciar aqui no brasil antes de ir?');
    expect(reply.kind).toBe('answer');
    expect(plain(reply.text)).toMatch(/historico.*antecedentes/);
  });

  it('"precisa ir pessoalmente?" about the apostille gets that someone else may ask for it', async () => {
    const reply = await talk('quais documentos eu preciso apostilar?', 'precisa ir pessoalmente no cartorio pra apostilar?');
    expect(plain(reply.text)).toMatch(/outra pessoa/);
  });
});

describe('a person asked for, and the advisory’s discount', () => {
  it.each(['n quero resposta automatica. quero q o responsavel me ligue hj', 'queria q alguem da equipe ligasse pra ela, pode ser?'])(
    '"%s" is a request for a person',
    async (question) => {
      const reply = await ask(question);
      expect(reply.handoffReason).toBe('human');
    },
  );

  it('"vcs fazem desconto se eu fechar junto c minha irmã?" is the advisory’s fee, which a person quotes', async () => {
    const reply = await ask('vcs fazem desconto se eu fechar junto c minha irma? somos 2 querendo ir');
    expect(reply.articles).toEqual(['honorarios-assessoria']);
    expect(reply.handoff).toBe(true);
  });
});

describe('a Spanish verb with its pronoun joined', () => {
  it('"tengo que traducirlos al español?" asks the translation, not the language of the classes', async () => {
    const reply = await ask(
      'el certificado y el historico del colegio tengo que traducirlos al español o los aceptan en portugues?',
    );
    expect(reply.articles[0]).toBe('legalizacao-apostilamento');
    expect(plain(reply.text)).toMatch(/traducao/);
  });
});

describe('the Revalida’s language, and a yes/no question without its question mark', () => {
  it('"a prova do revalida é em português né? estudei em espanhol" gets that it is in Portuguese', async () => {
    const reply = plain((await ask('a prova do revalida é em portugues ne? pq estudei tudo em espanhol')).text);
    expect(reply).toMatch(/revalida e aplicado em portugues/);
  });

  it('"o revalida é só uma prova online?" still gets its two stages, not the language', async () => {
    const reply = plain((await ask('vi q o revalida agora é so uma prova online. é vdd?')).text);
    expect(reply).toMatch(/etapas/);
  });

  it('"é seguro pra ele morar sozinho lá e quanto fica por mês…" without a question mark gets both answers', async () => {
    const reply = await ask(
      'boa noite aqui e a mae do lucas ele quer fazer medicina no paraguai e eu queria saber assim e seguro pra ele morar sozinho la e quanto fica por mes mais ou menos tudo junto a faculdade e o aluguel',
    );
    expect(reply.articles).toEqual(['seguranca', 'custos']);
  });
});

describe('the internship', () => {
  it('"e o internato tá dentro desses anos?" after the course’s length gets that it is part of the course, not the 6 years again', async () => {
    const reply = plain((await talk('quanto tempo dura o curso?', 'e o internato ta dentro desses anos?')).text);
    expect(reply).toMatch(/internato faz parte do curso/);
    expect(reply).not.toMatch(/12 semestres/);
  });

  it('"o internato é obrigatório pra se formar?" gets that it is', async () => {
    const reply = plain((await ask('me confirma: o internato do ultimo ano é obrigatorio pra se formar?')).text);
    expect(reply).toMatch(/obrigatorio para se formar/);
  });
});

describe('claims about the papers, checked', () => {
  it('"é verdade que a cédula sai junto com a residência, na Migraciones?" gets "Não." and the police', async () => {
    const reply = plain((await ask('É verdade que a cédula sai junto com a residência, na própria Migraciones?')).text);
    expect(reply).toMatch(/^nao\. .*identificaciones/);
  });

  it('"é verdade que preciso ir numa delegacia da PF pro antecedente?" gets "Não." and the internet', async () => {
    const reply = plain(
      (await ask('É verdade que preciso ir pessoalmente numa delegacia da Polícia Federal pra pegar o antecedente criminal?')).text,
    );
    expect(reply).toMatch(/^nao\. .*internet/);
  });
});

describe('fears and claims before signing up', () => {
  it('"medo de reprovar no revalida… o q acontece se eu não passar?" gets the retake, not work as a student', async () => {
    const reply = await ask(
      'tenho mto medo de estudar 6 anos la e reprovar no revalida e ficar sem poder trabalhar. o q acontece se eu nao passar?',
    );
    expect(plain(reply.text)).toMatch(/tentar de novo/);
  });

  it('"enquanto eu não passo no revalida, posso trabalhar de médico?" is not the retake', async () => {
    const reply = await talk(
      'me formei em medicina em pjc em 2024 e ja tenho o diploma apostilado. qual o caminho agora pra trabalhar aqui no brasil?',
      'e enquanto eu nao passo no revalida, posso trabalhar de medico? tipo pelo mais medicos?',
    );
    expect(plain(reply.text)).not.toMatch(/tentar de novo/);
  });

  it('"o apostilamento vence em 6 meses, é vdd?" gets "Não." — the apostille itself does not expire', async () => {
    const reply = plain((await ask('me disseram q o apostilamento dos docs vence em 6 meses, é vdd?')).text);
    expect(reply).toMatch(/^nao\. a apostila em si nao vence/);
  });

  it('paying "à vista" is no visa', async () => {
    const reply = await ask('e desconto se eu pagar a vista?');
    expect(reply.articles).not.toContain('visto-residencia');
  });
});

describe('the whole cost, and the advisory’s fee beside it', () => {
  it('"o custo TOTAL… mensalidade, moradia, comida" gets the month’s figures to add up', async () => {
    const reply = plain(
      (await ask('quero saber o custo TOTAL dos 6 anos, tudo: mensalidade, matricula, moradia, comida, documentos. da pra me dar uma estimativa?'))
        .text,
    );
    expect(reply).toMatch(/r\$ 900.*us\$ 551/);
  });

  it('"e esse valor já inclui a assessoria de vcs?" gets that the advisory’s fee is apart', async () => {
    const reply = await talk(
      'quero saber o custo TOTAL dos 6 anos, tudo: mensalidade, moradia, comida. da pra me dar uma estimativa?',
      'e esse valor ja inclui a assessoria de vcs?',
    );
    expect(reply.articles).toEqual(['honorarios-assessoria']);
    expect(plain(reply.text)).toMatch(/so do servico dela/);
  });
});

describe('someone who has not finished school and wants to start', () => {
  it('"vcs conseguem um certificado pra mim? não terminei mas queria já entrar" gets that enrolment needs the real certificate', async () => {
    const reply = plain(
      (await ask('vcs conseguem um certificado de ensino medio pra mim? eu nao terminei mas queria ja entrar')).text,
    );
    expect(reply).toMatch(/so se completam com o certificado e o historico definitivos/);
  });
});

describe('a transfer, answered with what to bring', () => {
  it('"consigo transferir e aproveitar as matérias?" names the transcript and the syllabi in its first answer', async () => {
    const reply = plain(
      (await ask('faco medicina numa particular em sp, to no 3 periodo. consigo transferir pro paraguai e aproveitar as materias?'))
        .text,
    );
    expect(reply).toMatch(/nao ha garantia.*historico.*ementas/);
  });
});

describe('which city, asked of the Revalida', () => {
  it('"e em qual cidade é? tem no paraná?" after the Revalida gets where the exam is taken, not the universities', async () => {
    const reply = await talk('da pra fazer a prova do revalida la no paraguai msm?', 'e em qual cidade é? tem no parana?');
    expect(reply.articles).toEqual(['revalidacao-brasil']);
    expect(plain(reply.text)).toMatch(/capitais/);
  });

  it('"e o CRM é de qual estado?" is not the exam’s city', async () => {
    const reply = await talk('Depois de passar no Revalida, o que vem? Já posso pegar o CRM?', 'e o CRM é de qual estado?');
    expect(plain(reply.text)).not.toMatch(/capitais/);
  });
});

describe('signing up for the Revalida', () => {
  it('"já posso me inscrever no revalida?" gets when registration opens, with no "Sim" borrowed from the fee', async () => {
    const reply = plain((await ask('ja posso me inscrever no revalida?')).text);
    expect(reply).toMatch(/inscricoes abrem com o edital/);
    expect(reply).not.toMatch(/^sim/);
  });

  it('"e dps de apostilado já posso me inscrever no revalida?" after the diploma’s apostille gets the registration', async () => {
    const reply = await talk(
      'to no ultimo ano em cde. depois de formar o diploma precisa ser registrado em algum lugar la antes de apostilar?',
      'e dps de apostilado ja posso me inscrever no revalida?',
    );
    expect(reply.articles).toEqual(['revalidacao-brasil']);
  });
});

describe('money for the first month, and both criminal records', () => {
  it('"quanto eu levo de dinheiro pro primeiro mês? aluguel, caução, tudo" gets the month’s figures, not how to send money', async () => {
    const reply = plain((await ask('quanto eu levo de dinheiro pro primeiro mes la mais ou menos? aluguel caucao moveis tudo')).text);
    expect(reply).toMatch(/us\$ 551/);
  });

  it('the residence’s papers name the criminal record of each country', async () => {
    const reply = plain((await ask('quais documentos a migraciones pede pra residencia?')).text);
    expect(reply).toMatch(/antecedentes criminais do brasil.*antecedentes do paraguai/);
  });
});

describe('a permanent resident who wants to study', () => {
  it('"ya tengo cédula de residente permanente, tengo que hacer la residencia de nuevo?" gets that no other is needed', async () => {
    const reply = plain(
      (
        await ask(
          'Yo ya tengo cedula paraguaya de residente permanente. Igual tengo que hacer la residencia de nuevo para estudiar?',
        )
      ).text,
    );
    expect(reply).toMatch(/residencia permanente.*nao precisa pedir outra/);
  });
});

describe('the secondary-school certificate in Spanish', () => {
  it('"tengo que apostillar mi título de bachiller? ¿dónde se hace?" gets the apostille at a notary', async () => {
    const reply = await ask('buenas tardes, tengo que apostillar mi titulo de bachiller de brasil? donde se hace?');
    expect(reply.articles[0]).toBe('legalizacao-apostilamento');
    expect(plain(reply.text)).toMatch(/cartorio/);
  });
});

describe('a minor who has finished school', () => {
  it('"uma amiga disse que só pode se matricular com 18, ela teria q esperar?" gets that there is no need to wait', async () => {
    const reply = plain(
      (
        await ask(
          'ola sou de porto alegre minha filha tem 17 anos ja terminou o medio e ta louca pra ir mas uma amiga minha disse q no paraguai so pode se matricular com 18 completos entao ela teria q esperar ate ano q vem, é isso mesmo?',
        )
      ).text,
    );
    expect(reply).toMatch(/nao e preciso esperar os 18/);
  });
});

describe('a scholarship from the university itself', () => {
  it('"a faculdade tem bolsa própria?" is told it depends on each university, never a "Não" about it being paid', async () => {
    const reply = plain((await ask('a faculdade tem bolsa própria?')).text);
    expect(reply).toMatch(/dependem de cada instituicao/);
    expect(reply).not.toMatch(/^nao\b/);
  });
});

describe('the currency of the tuition and a late payment', () => {
  it('"a mensalidade é em dólar ou guarani?" is told it is set in guaranis, not the exchange rate of the day', async () => {
    expect(plain((await ask('a mensalidade é em dólar ou guarani?')).text)).toMatch(/mensalidade e fixada em guaranis/);
  });

  it('"e se eu atrasar a mensalidade?" is told a late payment costs more, with a dated example', async () => {
    const reply = plain((await ask('e se eu atrasar a mensalidade?')).text);
    expect(reply).toMatch(/atrasada sai mais cara/);
    expect(reply).toMatch(/2019/);
  });
});

describe('a Brazilian health plan and card abroad', () => {
  it('"el plan de salud de Brasil le cubre allá?" after telling when classes start gets that it does not, not a date', async () => {
    const reply = plain(
      (
        await ask(
          'Hola, soy madre de un estudiante brasileño que empieza en marzo en Asunción. Qué seguro médico necesita? el plan de salud de Brasil le cubre allá?',
        )
      ).text,
    );
    expect(reply).toMatch(/nao cobre/);
    expect(reply).not.toMatch(/220 v|inverno/);
  });

  it('"consegue sacar em guarani com o cartão daqui?" is about money, not the Guarani language', async () => {
    const reply = plain((await ask('e ele consegue sacar em guarani la com o cartao daqui?')).text);
    expect(reply).toMatch(/saques em guaranis/);
    expect(reply).not.toMatch(/idioma/);
  });
});

describe('claims heard from someone else', () => {
  it('"ouvi q minha esposa e meus filhos tb conseguem residência, confere?" is a qualified yes, never "Não. Pode…"', async () => {
    const reply = plain(
      (await ask('ouvi q se eu for estudar la minha esposa e meus 2 filhos tb conseguem residencia, confere?')).text,
    );
    expect(reply).toMatch(/^pode, mas cada pessoa/);
  });

  it('"ouvi q depois dos 35 as facul não aceitam mais" gets that there is no maximum age', async () => {
    const reply = plain((await ask('tenho 38 e ouvi q depois dos 35 as facul de la nao aceitam mais, é verdade?')).text);
    expect(reply).toMatch(/nao ha idade maxima/);
  });

  it('"o revalida tem parte prática com paciente ator?" gets its two stages, not the rules for working', async () => {
    const reply = plain((await ask('ouvi dizer q o revalida tem uma parte pratica com paciente ator, é vdd?')).text);
    expect(reply).toMatch(/habilidades clinicas/);
  });
});

describe('what a message tells before it asks', () => {
  it('a mother who tells she never sent a child away and asks how the advisory works gets that, with no hand-off', async () => {
    const reply = await ask(
      'boa tarde. sou mae do Gabriel, 18 anos. ele tentou medicina na federal 2 vezes e nao passou, agora ta decidido a ir pro paraguai e eu to apoiando, mas confesso q to insegura pq nunca mandei filho pra longe. como funciona o trabalho de vcs? vcs acompanham ele desde os papeis aqui ate chegar la?',
    );
    expect(plain(reply.text)).toMatch(/a assessoria acompanha voce/);
    expect(reply.handoff).toBe(false);
  });

  it('"minha residência temporária vence em janeiro, renova ou pede outra?" gets the permanent one, 90 days before', async () => {
    const reply = plain(
      (
        await ask('to no 2 ano em cde e minha residencia temporaria vence em janeiro. o q eu faco? renova a mesma ou pede outra?')
      ).text,
    );
    expect(reply).toMatch(/residencia permanente nos 90 dias antes do vencimento/);
  });
});

describe('first contacts after an ad, and messages about the person’s own case', () => {
  it('"oi vi o anuncio de vcs no insta" is a hello that asks what they want to know, not a hand-off', async () => {
    const reply = await ask('oi vi o anuncio de vcs no insta');
    expect(reply.kind).toBe('greeting');
    expect(reply.text).toMatch(/\?$/);
  });

  it('"como funciona?" and "oi vi no tiktok. como funsiona?" get what the advisory does, not how to reach a person', async () => {
    for (const question of ['como funciona?', 'oi vi no tiktok. como funsiona?']) {
      expect(plain((await ask(question)).text)).toMatch(/^a assessoria acompanha voce nas etapas/);
    }
  });

  it('a caption for TikTok and series to watch are off-topic', () => {
    expect(intentOf(normalisedWords('faz uma legenda bem engracada pro meu tiktok sobre segunda feira kkk'))).toBe('offTopic');
    expect(intentOf(normalisedWords('me recomenda umas series de medico pra eu assistir? tipo greys anatomy'))).toBe('offTopic');
  });

  it('papers sent to the team and one’s own status go to a person; a misleading ad is a complaint', () => {
    expect(intentOf(normalisedWords('ja mandei meus documentos semana passada por email, vcs receberam? ta tudo certo?'))).toBe(
      'caseStatus',
    );
    expect(intentOf(normalisedWords('qual o status da minha residencia? entreguei os papeis semana passada'))).toBe('caseStatus');
    expect(intentOf(normalisedWords('o anuncio fala 800 reais e o consultor me passou 3 mil, isso é propaganda enganosa'))).toBe(
      'complaint',
    );
  });
});

describe('money on the way, a doctor to recommend and parents visiting', () => {
  it('"vou pagar a matrícula por transferência do brasil… tem iof nisso?" is a remittance with its IOF, not a course transfer', async () => {
    const reply = plain(
      (
        await ask(
          'vou pagar a matricula por transferencia do brasil. a facul me passou uma conta em dolar no paraguai. tem iof nisso?',
        )
      ).text,
    );
    expect(reply).toMatch(/iof de 3,5%/);
    expect(reply).not.toMatch(/convalidacao/);
  });

  it('"onde ele troca real por guarani?" gets the exchange houses, not the tuition', async () => {
    expect(plain((await ask('onde ele troca real por guarani? no brasil ou la?')).text)).toMatch(/casas de cambio/);
  });

  it('a psychiatrist to recommend goes to a person; bringing one’s own medicine is no off-topic', async () => {
    expect((await ask('vc tem indicacao de algum psiquiatra brasileiro em cde q atende particular?')).handoff).toBe(true);
    expect(
      intentOf(normalisedWords('tomo remedio controlado, posso levar na mala? e la consigo comprar com receita do brasil?')),
    ).not.toBe('offTopic');
  });

  it('parents visiting their daughter get the tourist entry and its 90 days, not the minors’ residence', async () => {
    const reply = plain(
      (
        await ask(
          'eu e meu marido queremos visitar nossa filha em assuncao no feriado. precisamos de algum documento especial? qnto tempo podemos ficar?',
        )
      ).text,
    );
    expect(reply).toMatch(/turista.*90 dias/);
  });

  it('"com mil reais por mes da pra viver tranquilo em cde?" is about the money, not safety; "é real?" asks if it is true', async () => {
    const reply = plain(
      (await ask('meu primo falou q com mil reais por mes da pra viver tranquilo em cde fora a facul, é suficiente?')).text,
    );
    expect(reply).not.toMatch(/homicidio|cautela/);
    expect(normalisedWords('o cara falou q em 2 semanas ja da pra estar matriculado, é real?').join(' ')).toMatch(/eh verdade$/);
  });

  it('a residence issued with a misspelt name and "alguém da equipe consegue…?" go to a person', () => {
    expect(intentOf(normalisedWords('minha residencia saiu com o nome errado, trocaram uma letra do sobrenome. e agora??'))).toBe(
      'caseStatus',
    );
    expect(intentOf(normalisedWords('alguem da equipe consegue reorganizar a recepcao e o agendamento na migraciones?'))).toBe(
      'human',
    );
  });
});

describe('a first price, the first step and how long the apostille takes', () => {
  it('"qnto ta" as a first message gets the tuition’s dated figure, not a hand-off', async () => {
    const reply = await ask('qnto ta');
    expect(reply.handoff).toBe(false);
    expect(plain(reply.text)).toMatch(/r\$ 900/);
  });

  it('"o q eu tenho q fazer primeiro?" after when to start gets the papers, not the course’s length', async () => {
    const reply = plain(
      (
        await talk(
          'meu amigo disse q pra comecar em marco de 2027 eu ja to atrasado. ainda da tempo de organizar tudo?',
          'o q eu tenho q fazer primeiro?',
        )
      ).text,
    );
    expect(reply).toMatch(/certidao de nascimento/);
    expect(reply).not.toMatch(/6 anos/);
  });

  it('"apostilar demora uns 3 meses, é isso?" is told the apostille itself takes hours or days', async () => {
    const reply = plain((await ask('meu primo disse q apostilar os documentos demora uns 3 meses, é isso?')).text);
    expect(reply).toMatch(/na hora ou em ate 5 dias/);
  });
});

describe('letting the stay run out', () => {
  it('"e se eu deixar vencer? da multa?" after the residence gets the DNM’s fine, dated and sourced', async () => {
    const reply = plain(
      (await talk('minha residencia temporaria vence em janeiro, o que faço?', 'e se eu deixar vencer? da multa?')).text,
    );
    expect(reply).toMatch(/multa.*seis jornais/);
  });
});

describe('what a message says in passing', () => {
  it('"se eu desistir, recebo o dinheiro de volta?" asks about refunds; it is no complaint', () => {
    expect(
      intentOf(normalisedWords('se eu pagar a assessoria e dps desistir antes de viajar, eu recebo o dinheiro de volta?')),
    ).not.toBe('complaint');
    expect(intentOf(normalisedWords('quero meu dinheiro de volta, vcs sumiram'))).toBe('complaint');
  });

  it('"e se eu tiver 17 qnd começar as aulas?" is about age, not the calendar', async () => {
    expect((await ask('e se eu tiver 17 qnd comecar as aulas? da problema?')).articles[0]).toBe('idade-menores');
  });

  it('a document "de 15 anos atrás" and a photo "de quando eu era criança" are no minor', async () => {
    const rg = await ask('meu rg foi tirado tem uns 15 anos, a foto eu era crianca. serve pra atravessar a fronteira e fazer a residencia?');
    expect(rg.articles[0]).not.toBe('idade-menores');
    const dentist = await ask('sou dentista formado ha 15 anos, se eu entrar la em medicina eu elimino anatomia, bioquimica essas?');
    expect(plain(dentist.text)).toMatch(/convalidacao/);
  });

  it('"a mensalidade eles cobram em q moeda?" gets guaranis; "queria ver isso com alguém" goes to a person', async () => {
    expect(plain((await ask('a mensalidade eles cobram em q moeda? real, dolar ou guarani?')).text)).toMatch(/fixada em guaranis/);
    expect(intentOf(normalisedWords('tem algum desconto pra mim por ser da familia? queria ver isso com alguem'))).toBe('human');
  });

  it('a stolen document gets the police report and the consulate, never how to send money', async () => {
    expect(plain((await ask('roubaram meu passaporte em cde, o que eu faço?')).text)).toMatch(/consulado/);
    expect(plain((await ask('e se eu for assaltado la e levarem meu rg? como eu volto pro brasil')).text)).not.toMatch(/dinheiro/);
  });
});

describe('a recipe, a conviction, a baby born there and an adult’s age', () => {
  it('a chipa recipe is off-topic, not phone chips', () => {
    expect(intentOf(normalisedWords('vc sabe fazer chipa? me passa a receita q minha vo quer fazer kkk'))).toBe('offTopic');
  });

  it('one’s own conviction and a baby’s nationality go to a person, never a city’s crime figures', async () => {
    const conviction = await ask('fui condenado por um crime de transito em 2019, ja cumpri tudo. isso impede de eu conseguir a residencia la?');
    expect(conviction.handoff).toBe(true);
    const baby = await ask('se o bebe nascer la ele vai ser paraguaio ou brasileiro?');
    expect(baby.handoff).toBe(true);
  });

  it('"e com 32 não tô velho pra começar?" gets that there is no maximum age', async () => {
    const reply = plain((await talk('quero fazer medicina', 'e com 32 nao to velho pra comecar nao?')).text);
    expect(reply).toMatch(/nao ha idade maxima/);
  });

  it('"posso ir e voltar pro brasil tranquilo?" is not read as a safety question', async () => {
    const reply = plain(
      (await ask('oi, ja estudo em cde e tenho a residencia temporaria. posso ir e voltar pro brasil nas ferias tranquilo ou tem alguma restricao?')).text,
    );
    expect(reply).not.toMatch(/homicidio|cautela/);
  });
});

describe('working legally as a Brazilian student', () => {
  it('"estudante brasileiro pode trabalhar legalmente lá ou é proibido?" gets that the residence allows it', async () => {
    const reply = plain((await ask('estudante brasileiro pode trabalhar legalmente la ou é proibido?')).text);
    expect(reply).toMatch(/^pode, com residencia/);
  });
});

describe('the class timetable, the UNA and renting a room', () => {
  it('"quantas horas por dia de aula?" and "tem aula sábado?" go to a person, never the enrolment’s lead time', async () => {
    for (const question of ['quantas horas por dia de aula?', 'tem aula sabado?']) {
      const reply = await ask(question);
      expect(reply.handoff).toBe(true);
      expect(plain(reply.text)).not.toMatch(/2 a 3 meses/);
    }
  });

  it('"a UNA aceita brasileiro?" is the national university, not shops taking Pix', async () => {
    const reply = plain((await ask('a UNA aceita brasileiro?')).text);
    expect(reply).toMatch(/universidades nacionais/);
    expect(reply).not.toMatch(/pix/);
  });

  it('"e pra alugar um quarto perto da facul?" after the tuition gets the rent', async () => {
    const reply = plain(
      (await talk('qnto ta a mensalidade de medicina em cde mais ou menos em reais', 'e pra alugar um quarto perto da facul?')).text,
    );
    expect(reply).toMatch(/aluguel/);
  });
});

describe('where the Revalida is taken', () => {
  it('"onde faço o revalida?" gets the exam’s cities in Brazil, not the revalidation that follows it', async () => {
    const reply = plain((await ask('onde faço o revalida?')).text);
    expect(reply).toMatch(/^so no brasil, nao no paraguai/);
  });
});

describe('the guaraní at the university', () => {
  it('"na facul precisa saber guarani?" is the language, not the currency', async () => {
    const reply = plain((await ask('na facul precisa saber guarani?')).text);
    expect(reply).not.toMatch(/cotacao|moeda/);
  });
});
