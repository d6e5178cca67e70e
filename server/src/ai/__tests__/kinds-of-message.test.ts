import { describe, expect, it } from 'vitest';
import { contactAskOf } from '../contact-answer.js';
import { KnowledgeBase } from '../knowledge-base.js';
import { knowledgeAssistant } from '../knowledge-assistant.js';
import { intentOf } from '../message-intent.js';
import { normalisedWords } from '../portuguese-text.js';

const assistant = knowledgeAssistant(new KnowledgeBase());
const ask = (question: string) => assistant.answer({ question, history: [], userName: 'Ana' });
const intent = (message: string) => intentOf(normalisedWords(message));

describe('what a message is before it is a question', () => {
  it('a loss to avoid is a question; blaming the team for a refused file is a complaint', () => {
    expect(intent('onde troca real por guarani em cde sem levar prejuizo?')).toBe('question');
    expect(intent('tive prejuizo com vcs, paguei e nada')).toBe('complaint');
    expect(
      intent(
        'o atendente de vcs disse q eu nao precisava apostilar o rg e agora a universidade recusou minha pasta. vou ter q voltar pro brasil por culpa de vcs',
      ),
    ).toBe('complaint');
  });

  it('what the team did with one’s own papers, or a request one filed, is one’s own case', () => {
    expect(intent('vcs ja mandaram meu historico apostilado pra universidade? eles tao me cobrando aqui')).toBe('caseStatus');
    expect(intent('dei entrada na residencia dia 12/10 pelo despachante de vcs, ja ficou pronta?')).toBe('caseStatus');
    expect(intent('a residencia ja fica pronta antes das aulas?')).toBe('question');
  });

  it('a gadget’s best buy, a course of something else online and a shop’s hours are off-topic', () => {
    expect(intent('qual o melhor celular custo beneficio ate 2 mil?')).toBe('offTopic');
    expect(intent('q bom dia nada, me indica um curso de ingles online barato?')).toBe('offTopic');
    expect(intent('vc sabe se o shopping china de pjc abre domingo?')).toBe('offTopic');
    expect(intent('qual chip de celular eu compro quando chegar la?')).toBe('question');
  });

  it('a mistake the team made, a demand that it pay for it, or feeling left alone after the sale is a complaint', () => {
    expect(intent('vcs mandaram a certidao errada pra facul e agora atrasou tudo')).toBe('complaint');
    expect(intent('quero q vcs paguem a taxa nova, o erro foi de vcs')).toBe('complaint');
    expect(intent('to me sentindo abandonado, me sinto largado aqui depois q paguei')).toBe('complaint');
    expect(intent('nao foi isso q vcs venderam pra minha familia')).toBe('complaint');
    // Asking whether something went wrong, or what happens if the team errs, is a question.
    expect(intent('e se vcs errarem algum documento, quem paga?')).toBe('question');
  });

  it('a process started with the team, an act asked of it now, or someone else’s phone number go to a person', () => {
    expect(intent('contratei vcs em marco pra residencia e ainda nao tive noticia, como ta?')).toBe('caseStatus');
    expect(intent('fiz a matricula com a assessoria ano passado, da pra pedir a transferencia agora?')).toBe('caseStatus');
    expect(intent('vc consegue pagar a matricula pra mim se eu te mandar o pix?')).toBe('caseStatus');
    expect(intent('tem o contato de algum dentista brasileiro em cde?')).toBe('caseStatus');
    // Whether the team helps with something, or a hypothetical contract, is a question.
    expect(intent('vcs ajudam a achar moradia?')).toBe('question');
    expect(intent('se eu fechar com vcs, o que esta incluso?')).toBe('question');
  });

  it('politics, a made-up sick note, a study plan, a song to translate and which antibiotic to take are off-topic', () => {
    expect(intent('em quem eu voto pra senador?')).toBe('offTopic');
    expect(intent('me gera um atestado pra eu faltar sexta')).toBe('offTopic');
    expect(intent('faz um cronograma de estudos pra eu passar em anatomia')).toBe('offTopic');
    expect(intent('traduz a letra dessa musica pro portugues pra mim')).toBe('offTopic');
    expect(intent('qual antibiotico eu tomo pra infeccao de garganta?')).toBe('offTopic');
    // A document the course asks for, or a translation of one's papers, is the advisory's subject.
    expect(intent('precisa de atestado medico pra matricula?')).toBe('question');
    expect(intent('precisa traduzir o historico pro espanhol?')).toBe('question');
  });

  it('anyone’s contact but the team’s goes to a person; an emergency number is the base’s', () => {
    expect(intent('me passa o whats de algum aluno brasileiro de la?')).toBe('caseStatus');
    expect(intent('tem o contato de alguma pensao pra meninas em cde?')).toBe('caseStatus');
    expect(intent('qual o numero de uma ambulancia em cde?')).toBe('question');
  });

  it('thanks followed by a request is the request; a team member who did not turn up is a complaint', () => {
    expect(intent('obrigada! me passa uma receita de sopa paraguaia?')).toBe('offTopic');
    expect(intent('valeu, ajudou demais')).toBe('thanks');
    expect(intent('a assessora ficou de ir comigo no cartorio e nao apareceu, perdi o dia')).toBe('complaint');
  });

  it('a meeting to book, one’s own enrolment, a job done on one’s behalf or checked with the school go to a person', () => {
    expect(intent('agenda uma reuniao com vcs pra quinta de tarde')).toBe('human');
    expect(intent('minha matricula foi efetivada ja?')).toBe('caseStatus');
    expect(intent('vcs podem traduzir meus documentos por mim?')).toBe('caseStatus');
    expect(intent('consegue confirmar com a faculdade se minha vaga ta garantida?')).toBe('caseStatus');
    expect(intent('vc conhece alguma familia que aluga quarto? me passa o telefone')).toBe('caseStatus');
    // Telling that one was accepted is not asking after one's case.
    expect(intent('meu filho ja foi aceito na faculdade, quanto tempo demora a residencia?')).toBe('question');
  });

  it('a sentence to translate into English, sums, a trip’s itinerary, a quarrel with a boss and the football are off-topic', () => {
    expect(intent('traduz pro ingles pra mim: bom dia, tudo bem?')).toBe('offTopic');
    expect(intent('quanto e 15 de 300? preciso pra agora')).toBe('offTopic');
    expect(intent('resolve essa: 3x + 2 = x - 4')).toBe('offTopic');
    expect(intent('faz um roteiro de 5 dias no rio pra mim')).toBe('offTopic');
    expect(intent('minha patroa nao me pagou o salario, posso ir na justica?')).toBe('offTopic');
    expect(intent('quem ganhou o brasileirao?')).toBe('offTopic');
    // A document translated into Spanish is the advisory's subject.
    expect(intent('precisa de traducao pro espanhol do meu historico?')).toBe('question');
  });

  it('a complaint without a complaint’s words, in Portuguese or Spanish, is a complaint', () => {
    for (const message of [
      'sinceramente, pra q eu to pagando vcs se sou eu q faco tudo?',
      'esperava muito mais de vcs, de verdade',
      'me arrependi... to arrependido de ter contratado a assessoria',
      'me dejaron esperando solo en la terminal dos horas',
      'marcaram a chamada e ninguem entrou, nem um pedido de desculpa',
      'isso nao foi o que vcs prometeram pra gente',
      'se nao resolverem vou contar tudo no reclame aqui e no instagram',
      'ninguem me da uma resposta, minha filha ta se sentindo abandonada',
      'que atencion pesima, sinceramente',
    ])
      expect(intent(message), message).toBe('complaint');
    // Asking what is included, or how the team charges, is a question.
    expect(intent('vcs cobram a assessoria de uma vez ou parcelado?')).toBe('question');
  });

  it('a contract signed, papers sent and asked after go to a person; savings, faith, an ex-partner and a rewrite are off-topic', () => {
    expect(intent('assinei o contrato ontem, quando vcs comecam?')).toBe('caseStatus');
    expect(intent('enviei a certidao e o rg por email, chegou?')).toBe('caseStatus');
    expect(intent('vale mais deixar o dinheiro na poupanca ou no cdb?')).toBe('offTopic');
    expect(intent('vc acredita em deus?')).toBe('offTopic');
    expect(intent('meu ex marido nao paga a pensao, o que eu faco?')).toBe('offTopic');
    expect(intent('corrige essa mensagem pra mim: oi professora, nao vou na aula')).toBe('offTopic');
    // A boarding house ("pensão") to live in, and the cost as an investment, are the advisory's subject.
    expect(intent('tem pensao pra estudante perto da facul?')).toBe('question');
    expect(intent('qual o investimento total do curso?')).toBe('question');
  });

  it('a named business asked about goes to a person', () => {
    expect(intent('vcs conhecem a clinica do dr paulo em pjc? e boa?')).toBe('caseStatus');
    expect(intent('a agencia do banco do brasil em foz abre sabado?')).toBe('caseStatus');
    expect(intent('tem banco brasileiro em cde?')).toBe('question');
  });

  it('asked again and again, or a price to the face, is a complaint; a check asked of the team goes to a person', () => {
    expect(intent('e a quarta vez que pergunto e ninguem me responde')).toBe('complaint');
    expect(intent('vcs cobram conforme a cara do cliente ne')).toBe('complaint');
    expect(intent('dei entrada no apostilamento mes passado, vc consegue ver como ta?')).toBe('caseStatus');
    expect(intent('podem ligar na faculdade e perguntar da minha vaga?')).toBe('caseStatus');
    expect(intent('vcs podem conseguir uma vaga pra mim na ucp?')).toBe('caseStatus');
    expect(intent('tenho uma divida antiga no nome, meu caso e bem especifico')).toBe('caseStatus');
  });

  it('medicine to take, sums, places to visit, a school subject, a divorce, a match and a pension review are off-topic', () => {
    for (const message of [
      'posso tomar dipirona com antibiotico?',
      'faz a conta pra mim: 1200 em 10x',
      'me indica uns lugares legais pra visitar no rio?',
      'me explica a fotossintese rapidinho',
      'como fica a heranca da casa do meu avo?',
      'o flamengo vai ganhar o jogo hoje?',
      'minha mae tem direito a revisao da vida toda?',
    ])
      expect(intent(message), message).toBe('offTopic');
    // A vaccine one must take to enter, care to take at the border, or places to live, are the advisory's subject.
    expect(intent('preciso tomar cuidado com alguma coisa na fronteira?')).toBe('question');
    expect(intent('preciso tomar vacina de febre amarela pra entrar?')).toBe('question');
    expect(intent('quais os lugares bons pra morar em cde?')).toBe('question');
  });

  it('what the team said that turned out otherwise, money lost, a weak support or a contract to cancel now is a complaint', () => {
    for (const message of [
      'vcs me falaram q em 15 dias tava pronto e ja faz 2 meses',
      'ustedes me dijeron que era facil y ya van tres meses',
      'o consultor de vcs falou q era seguro e meu filho foi assaltado',
      'pagamos a traducao com vcs e nao serviu, perdemos dinheiro e tempo',
      'cobrar multa sem terem feito nada e um abuso',
      'o atendimento de vcs e muito fraco',
      'quero cancelar o contrato, nao vou mais',
      'so respondem com mensagem automatica',
      'vou dar uma estrela pra vcs no google',
      'paguei em agosto e nao me mandaram nem um recibo',
      'e a terceira vez que eu explico tudo de novo',
    ])
      expect(intent(message), message).toBe('complaint');
    // How cancelling works, asked ahead, or a video call, is a question.
    expect(intent('vamos fazer uma video chamada com vcs amanha?')).not.toBe('complaint');
    expect(intent('se eu quiser cancelar o contrato depois, como funciona?')).toBe('question');
  });

  it('a person asked for in Spanish or by a call-back, and one’s own payment, contract or papers go to a person', () => {
    expect(intent('me pasan con un asesor por favor?')).toBe('human');
    expect(intent('entao me liga amanha cedo')).toBe('human');
    for (const message of [
      'fiz a transferencia ontem, consegue ver se caiu?',
      'preciso da segunda via do contrato',
      'quero mudar a forma de pagamento pro pix',
      'manda o contrato pro meu email',
      'assinei com vcs em maio, como ta meu processo?',
      'vcs podem marcar o cartorio pra mim?',
      'me pueden reservar un cuarto cerca de la facultad?',
      'o dono da casa nao responde, vcs podem falar com ele por mim?',
      'tem contato de pensionato la?',
      'qual banco vcs acham melhor pra abrir conta?',
    ])
      expect(intent(message), message).toBe('caseStatus');
    expect(intent('tem banco brasileiro la?')).toBe('question');
    // A phone chip to live there is the base's subject.
    expect(intent('qual operadora de chip pega melhor la?')).toBe('question');
  });

  it('celebrity gossip, a company to open to pay less tax, a neighbour to sue and a homework translation are off-topic', () => {
    for (const message of [
      'viu a fofoca do bbb?',
      'compensa abrir um mei pra pagar menos imposto?',
      'meu vizinho invadiu meu terreno, posso processar?',
      'meu ex nao paga a pensao, o que faco?',
      'traduce al ingles esta frase para mi tarea',
    ])
      expect(intent(message), message).toBe('offTopic');
    // A city named after a president is a place to live; an invoice of the team is the team's.
    expect(intent('e mais tranquilo morar em presidente franco?')).toBe('question');
    expect(intent('vcs emitem nota fiscal pro imposto de renda?')).not.toBe('offTopic');
  });

  it('papers the team lost, "agora resolvam", a video threatened or "vcs só enrolam" is a complaint', () => {
    for (const message of [
      'vcs perderam a certidao original do meu filho?',
      'vcs sempre falam q ta andando e nada',
      'foi vcs q indicaram o ap, agora resolvam',
      'a traducao saiu errada, erro de vcs',
      'vou fazer um video no tiktok contando tudo',
      'quero metade de volta do que paguei',
      'vcs so enrolam a gente',
      'estoy muy molesta con el servicio, es una falta de respeto',
    ])
      expect(intent(message), message).toBe('complaint');
  });

  it('a call asked for in Spanish, a referral, receipts, a payment gone through or a status go to a person', () => {
    expect(intent('necesito que alguien me llame hoy')).toBe('human');
    for (const message of [
      'vcs conseguem me indicar uma pensao boa?',
      'me manda os recibos do que ja paguei',
      'fiz o pix ontem, ja caiu?',
      'consegue ver isso pra mim?',
      'em q pe ta meu processo?',
      'vcs podem dar entrada pra mim?',
      'conocen algun gimnasio cerca de la facultad?',
      'vc conhece a escola americana de assuncao?',
    ])
      expect(intent(message), message).toBe('caseStatus');
  });

  it('an essay to write, a boyfriend’s ultimatum, a game, a prayer and a picture to make are off-topic', () => {
    for (const message of [
      'me ajuda a escrever uma redacao sobre o sus?',
      'meu namorado disse q termina comigo se eu for',
      'bora jogar adivinha?',
      'vc pode rezar por mim?',
      'gera uma imagem minha de medica',
    ])
      expect(intent(message), message).toBe('offTopic');
  });

  it('everything cancelled, what the team never said, a zero, days without an answer or paid to be ignored is a complaint', () => {
    for (const message of [
      'se nao resolverem quero cancelar tudo',
      'vcs nunca avisaram desse documento',
      'nota zero pro atendimento',
      'cinco dias sem resposta, otimo',
      'ninguem me explicou nada disso',
      'paguei pra ficar esquecido?',
    ])
      expect(intent(message), message).toBe('complaint');
  });

  it('stopped at the border, a loan, a job done in person, a check or a message to a family member goes to a person', () => {
    for (const message of [
      'o fiscal nao me deixou passar na fronteira, e agora?',
      'vcs emprestam o dinheiro da matricula?',
      'vcs podem ir na secretaria por mim?',
      'consegue ver se minha filha ta indo na aula?',
      'vcs tem o telefone dela?',
      'precisa de nota fiscal pra empresa',
      've com a faculdade se tem vaga',
      'ok, manda o pix',
      'pode falar com a mae dele? ela que decide',
      'meu marido fez o pix agora',
    ])
      expect(intent(message), message).toBe('caseStatus');
  });

  it('a joke, a prayer, one’s homework written, a breakup, or thanks followed by the weather are off-topic', () => {
    for (const message of [
      'cuentame un chiste',
      'faz uma oracao por mim',
      'escreve meu trabalho de biologia',
      'vc traduz meu historico aqui mesmo?',
      'separo ou nao com meu marido?',
      'vlw. vai chover amanha em sp?',
    ])
      expect(intent(message), message).toBe('offTopic');
    expect(intent('valeu, ajudou muito')).toBe('thanks');
  });

  it('a shop’s opening day is not the advisory’s hours', () => {
    expect(contactAskOf(normalisedWords('o shopping abre domingo?'))).toBeUndefined();
    expect(contactAskOf(normalisedWords('vcs atendem domingo?'))).toBe('hours');
  });
});

describe('medicine in another country', () => {
  it('with nothing of Paraguay in the message, a person answers rather than a Paraguayan ranking', async () => {
    const reply = await ask('qual a melhor faculdade de medicina de portugal pra brasileiro?');
    expect(reply.kind).toBe('handoff');
  });

  it('papers from a school abroad, or a transfer to Paraguay, are still answered', async () => {
    expect((await ask('faco medicina na bolivia, to no 4 semestre. da pra transferir pro paraguai?')).kind).toBe('answer');
    expect((await ask('quais papeis da facul da bolivia eu levo pra transferencia?')).kind).toBe('answer');
  });
});

describe('a charge challenged', () => {
  it('"a facul tá cobrando uma taxa nova… é legítimo isso?" is one’s own case; the fees in general are a question', () => {
    expect(
      intent('meu filho ta la no 2 semestre e disse q a facul ta cobrando uma taxa nova de 500 mil guarani. é legitimo isso?'),
    ).toBe('caseStatus');
    expect(intent('a facul cobrou a matricula de novo, isso é normal?')).toBe('caseStatus');
    expect(intent('a faculdade cobra taxa de matricula todo semestre?')).toBe('question');
  });
});

describe('cash across the border', () => {
  it('how much cash one may carry across goes to a person; cash or card to spend there is answered', async () => {
    const carry = await ask('qnto posso levar em dinheiro vivo na fronteira sem dar problema? vou levar o dinheiro do semestre');
    expect(carry.kind).toBe('handoff');
    const spend = await ask('e dinheiro vivo, levo cedula de real e troco la ou é melhor usar cartao?');
    expect(spend.kind).toBe('answer');
  });
});

describe('a salesman', () => {
  it('"vc só tá tentando me vender" is a question of trust; a father selling his car is not', async () => {
    const trust = await ask('fala serio, vc so ta tentando me vender');
    expect(trust.text).toMatch(/não garante resultado/);
    expect((await ask('meu pai quer vender o carro pra pagar a matricula')).articles).not.toContain('honorarios-assessoria');
  });
});

describe('a word that is every object’s property', () => {
  it('"mi papá es constructor, puede trabajar allá?" is answered, not an error', async () => {
    const reply = await ask('mi papá es constructor, él puede trabajar allá?');
    expect(reply.kind).toBe('answer');
    for (const word of Object.getOwnPropertyNames(Object.prototype))
      await expect(ask(`o que é ${word.toLowerCase()}?`), word).resolves.toBeDefined();
  });
});

describe('kinds of message, in parents’, Spanish and voice-typed conversations', () => {
  it('what the team said against what happened since, papers handed over and nothing since, a disgrace: complaints', () => {
    expect(intent('a assessora falou q o aceite vinha em janeiro e ate agora nao veio nada, ja paguei o aluguel la')).toBe(
      'complaint',
    );
    expect(intent('mandei tudo pra vcs em setembro e ate agora nem sinal da matricula dele')).toBe('complaint');
    expect(intent('que vergonha, ninguem me explica nada do processo')).toBe('complaint');
    expect(intent('es una verguenza, pague hace un mes y nadie me dice nada')).toBe('complaint');
    expect(intent('so recebo mensagens automaticas, vcs existem mesmo?')).toBe('complaint');
    // Shame about asking, and what the advisors said without a broken promise, stay questions.
    expect(intent('tenho vergonha de perguntar, mas precisa saber espanhol?')).toBe('question');
    expect(intent('o assessor falou que precisa apostilar o historico, onde faz?')).toBe('question');
  });

  it('a bill, a paper of the team’s, a request the team filed and a stage of one’s process go to a person', () => {
    expect(intent('me passa a linha digitavel do boleto? o banco nao leu')).toBe('caseStatus');
    expect(intent('preciso do codigo do boleto de dezembro')).toBe('caseStatus');
    expect(intent('quando vence a proxima parcela?')).toBe('caseStatus');
    expect(intent('a escola pediu uma declaracao de vcs dizendo q ele vai estudar la')).toBe('caseStatus');
    expect(intent('vcs protocolaram a residencia dele semana passada, demora?')).toBe('caseStatus');
    expect(intent('mi hija ya esta matriculada con ustedes, en que fase esta su tramite?')).toBe('caseStatus');
    expect(intent('a minha radicacao ta parada faz um mes, e normal?')).toBe('caseStatus');
    expect(intent('hice la transferencia ayer, pueden confirmar si les llego?')).toBe('caseStatus');
    expect(intent('ja envie los papeles por whatsapp, me confirman si esta todo bien?')).toBe('caseStatus');
    expect(intent('vc consegue me dizer se a minha carta de aceite ja ta pronta?')).toBe('caseStatus');
    expect(intent('vcs conseguem cuidar dos documentos pra mim?')).toBe('caseStatus');
    // How long the residence takes, asked in general, is answered.
    expect(intent('quanto tempo demora pra sair a residencia?')).toBe('question');
    expect(intent('vcs dao entrada na residencia ou eu mesmo faco?')).toBe('question');
  });

  it('a call asked for in Spanish goes to a person', () => {
    expect(intent('me podrian llamar el lunes de tarde?')).toBe('human');
    expect(intent('llamenme por favor, es urgente')).toBe('human');
  });

  it('schoolwork for a child, a lottery, a betting site, a patient’s treatment and a Spanish recipe are off-topic', () => {
    expect(intent('escreve o trabalho da minha filha sobre a dengue pra escola?')).toBe('offTopic');
    expect(intent('faz o trabalho do meu filho de historia?')).toBe('offTopic');
    expect(intent('me ayudas con la tarea de fisica?')).toBe('offTopic');
    expect(intent('qual o resultado da loteria de ontem?')).toBe('offTopic');
    expect(intent('conhece alguma casa de aposta confiavel?')).toBe('offTopic');
    expect(intent('tenho uma paciente com fibromialgia, que tratamento vc indica?')).toBe('offTopic');
    expect(intent('pasame la receta de la chipa guazu')).toBe('offTopic');
    // A prescription from a doctor there is a question, not a recipe.
    expect(intent('la receta de un medico de alla vale en brasil?')).toBe('question');
  });

  it('one’s own criminal record, told in Spanish, goes to a person', async () => {
    const reply = await ask('mi antecedente salio con una causa de hace años, me complica la residencia?');
    expect(reply).toMatchObject({ kind: 'handoff', handoffReason: 'unknown' });
  });
});

describe('a trip, a gadget at the border and children in Spanish are questions', () => {
  it('the bus ride to another city "pra passear" is asked, and its hours answer how long it takes', async () => {
    expect(intent('de onibus de foz pra assuncao leva quanto tempo? ela quer passear')).toBe('question');
    expect((await ask('de onibus de foz pra assuncao leva quanto tempo? ela quer passear')).text).toMatch(/5 horas/);
    expect((await ask('quantas horas de onibus ate assuncao?')).text).toMatch(/5 horas/);
  });

  it('declaring a new notebook at the border is a question for a person, not shopping', async () => {
    expect(intent('tenho q declarar na receita federal o notebook que comprei la?')).toBe('question');
    expect(intent('qual notebook bom e barato pra comprar?')).toBe('offTopic');
  });

  it('"los niños" are children: their school is answered', async () => {
    const reply = await ask('los niños pueden estudiar en una escuela alla?');
    expect(reply.articles).toContain('familia');
    expect(reply.text).toMatch(/ensino fundamental/);
  });
});

describe('a word every title of an article shares is no sign of a section’s question', () => {
  it('"vcs são confiáveis? dizem que assessoria é golpe" is not answered with the guarantee’s "Não."', async () => {
    const reply = await ask('vcs sao confiaveis mesmo? meu pai diz que assessoria de paraguai e tudo golpe');
    expect(reply.text).not.toMatch(/^\W*n[aã]o\b/i);
    expect((await ask('a assessoria garante a matricula?')).text).toMatch(/^\*\*Não( há garantia)?\.\*\*/);
  });
});

describe('complaints in irony, and what the team did or owes, in turns that follow a question', () => {
  it('irony, a wait for what the team was to solve, money spent because of its word: complaints', () => {
    expect(intent('que eficiencia hein, tres semanas pra responder um email')).toBe('complaint');
    expect(intent('to esperando desde agosto o carne que vcs iam tirar em 15 dias')).toBe('complaint');
    expect(intent('paguei 600 de traducao porque vcs disseram que precisava, e nao precisava')).toBe('complaint');
    expect(intent('a consultora nem sabia responder isso, to pagando pra que entao')).toBe('complaint');
    expect(intent('el anuncio de ustedes decia beca garantizada, era mentira?')).toBe('complaint');
    expect(intent('aquele video de vcs falando de bolsa era o que entao?')).toBe('complaint');
    expect(intent('marcaram comigo as 10 e fiquei esperando sozinho no meet, pelo menos avisem')).toBe('complaint');
    expect(intent('minha prima contratou vcs em maio e ate agora nao recebeu nada do que pediu')).toBe('complaint');
    expect(intent('ja expliquei meu caso 4 vezes pra vcs, assim nao da')).toBe('complaint');
    expect(intent('o boleto veio diferente do combinado na reuniao')).toBe('complaint');
    expect(intent('llevo meses y sigo sin nada, ya perdi un empleo por eso')).toBe('complaint');
    // A plan that is simply good news, and a wait with no word of the team's, stay questions.
    expect(intent('otimo, e quanto custa a matricula?')).toBe('question');
    expect(intent('to esperando sair o resultado do enem, enquanto isso posso juntar os documentos?')).toBe('question');
  });

  it('what is missing in one’s own process, the advisory’s own figures and an introduction go to a person', () => {
    expect(intent('o que falta no meu processo agora?')).toBe('caseStatus');
    expect(intent('quantos alunos de vcs ja se formaram?')).toBe('caseStatus');
    expect(intent('quantos alunos brasileiros tem no paraguai?')).toBe('question');
    expect(intent('e de vcs, quantas pessoas ja foram aprovadas?')).toBe('caseStatus');
    expect(intent('vcs conseguem me colocar em contato com algum estudante de la?')).toBe('caseStatus');
    expect(intent('podrian llamarme a la noche?')).toBe('human');
    expect(intent('prefiro falar com uma pessoa, pode ser?')).toBe('human');
  });

  it('a seat free now is live information; lotteries, dropshipping and a song to translate are off-topic', async () => {
    expect((await ask('a ucp ainda tem vaga pro semestre que vem?')).kind).toBe('handoff');
    expect(intent('me da os numeros da sorte pra mega da virada')).toBe('offTopic');
    expect(intent('como ganho dinheiro com dropshipping?')).toBe('offTopic');
    expect(intent('traduci la letra de esta cancion para mi')).toBe('offTopic');
  });
});

describe('indirect speech: irony, hints and a pet', () => {
  it('irony and quiet grievances are complaints', () => {
    expect(intent('adorei esperar tres semanas por uma resposta, parabens')).toBe('complaint');
    expect(intent('amo ficar horas na fila esperando pra nada')).toBe('complaint');
    expect(intent('vcs nem avisaram que a taxa tinha subido')).toBe('complaint');
    expect(intent('ja ouvi isso umas 4 vezes, nem adianta dizer que vai ver')).toBe('complaint');
    expect(intent('faz duas semanas que ninguem atualiza meu cadastro')).toBe('complaint');
    expect(intent('essa cobranca nao tava no contrato, quero uma explicacao')).toBe('complaint');
    expect(intent('vcs me garantiram que a moradia era perto da faculdade e nao e')).toBe('complaint');
    expect(intent('vou deixar uma avaliacao no google contando tudo')).toBe('complaint');
    expect(intent('vcs sao muito enrolados, sinceramente')).toBe('complaint');
    // Asking for a guarantee before signing is a question the guarantee's statement answers.
    expect(intent('vcs garantem a vaga se eu fechar hoje?')).toBe('question');
    expect(intent('o contrato de vcs tem multa se eu desistir?')).toBe('question');
  });

  it('a hint that a person should call or write, a time for the call and "alguém aí?" go to a person', () => {
    expect(intent('seria bom se alguem me ligasse pra explicar melhor')).toBe('human');
    expect(intent('seria legal uma assessora falar com meu pai')).toBe('human');
    expect(intent('si alguien puede escribirme por whatsapp, mejor')).toBe('human');
    expect(intent('de preferencia depois do almoco')).toBe('human');
    expect(intent('alguem ai')).toBe('human');
    expect(intent('to esperando')).toBe('human');
    expect(intent('seria bom estudar espanhol antes?')).toBe('question');
    expect(intent('de preferencia antes das aulas comecarem?')).toBe('question');
    expect(intent('amei ficar sabendo que nao tem vestibular! e quanto custa?')).toBe('question');
    expect(intent('preciso resolver essa pendencia do historico, como faco?')).toBe('question');
  });

  it('a pet to bring and a day of rest to keep go to a person; doses, homework and love letters are off-topic', async () => {
    expect((await ask('posso levar meu cachorro pro paraguai? precisa de algum documento?')).kind).toBe('handoff');
    expect((await ask('sou adventista, tem aula no sabado la?')).kind).toBe('handoff');
    expect(intent('que dose de dipirona eu dou pra crianca?')).toBe('offTopic');
    expect(intent('me ajuda nessa de matematica rapidinho')).toBe('offTopic');
    expect(intent('me ayudas a escribir una carta para mi novia?')).toBe('offTopic');
  });
});

describe('clients in the middle of their process', () => {
  it('praise in irony, "não me venha com…", chasing again and again, a mess, a formal dissatisfaction: complaints', () => {
    expect(intent('parabens pela rapidez, um mes pra me mandar um boleto')).toBe('complaint');
    expect(intent('amei esperar uma hora no telefone')).toBe('complaint');
    expect(intent('nem vem com resposta automatica de novo')).toBe('complaint');
    expect(intent('sempre a mesma coisa com vcs')).toBe('complaint');
    expect(intent('liguei tres vezes pro escritorio essa semana e nada')).toBe('complaint');
    expect(intent('ta uma bagunca isso, cada um fala uma coisa diferente')).toBe('complaint');
    expect(intent('registro aqui minha insatisfacao com o atendimento')).toBe('complaint');
    expect(intent('ja perguntei isso umas 3 vezes')).toBe('complaint');
    expect(intent('quem vai pagar a nova traducao? o erro nao foi meu')).toBe('complaint');
    // Who pays a fee, asked before anything went wrong, stays a question.
    expect(intent('quem paga a taxa da migraciones, eu ou a faculdade?')).toBe('question');
  });

  it('what the team said would arrive, a paper it issues, a pick-up, a delivered record and a contact asked for', () => {
    expect(intent('ainda nao recebi a carta que vcs falaram que vinha semana passada')).toBe('caseStatus');
    expect(intent('vcs conseguem emitir um comprovante de que contratei a assessoria?')).toBe('caseStatus');
    expect(intent('a escola pode emitir a segunda via do historico?')).toBe('question');
    expect(intent('vcs conseguem alguem pra receber meu filho no aeroporto?')).toBe('caseStatus');
    expect(intent('meus documentos ja foram entregues na faculdade?')).toBe('caseStatus');
    expect(intent('peco que alguem entre em contato comigo amanha')).toBe('human');
    expect(intent('me passa uma receita boa de sopa paraguaia')).toBe('offTopic');
  });
});

describe('courtesy before a request, sadness and disbelief, and a scam asked about', () => {
  it('thanks before asking for a person is the request; sadness at a date changed and "você não é da empresa?" are complaints', () => {
    expect(intent('Obrigada. Prefiro resolver isso por telefone com o responsavel, pode ser?')).toBe('human');
    expect(intent('tem como uma pessoa me ligar amanha cedo?')).toBe('human');
    expect(intent('pede pra alguem ligar pra minha mae, ela que decide')).toBe('human');
    expect(intent('to muito triste, tinha contado pra familia toda e agora disseram que so ano que vem')).toBe('complaint');
    expect(intent('como assim vc nao sabe? vc nao e da empresa?')).toBe('complaint');
    expect(intent('muy mal el servicio de ustedes')).toBe('complaint');
    expect(intent('isso nao ta certo, nao vou pagar mais nada')).toBe('complaint');
    expect(intent('ninguem sabe me responder nada aqui')).toBe('complaint');
    expect(intent('pensando seriamente em desistir de vcs')).toBe('complaint');
  });

  it('asking whether it is a scam is a question; calling it one is a complaint', () => {
    expect(intent('é golpe ou é serio isso? mto barato')).toBe('question');
    expect(intent('minha tia falou que isso é golpe, é verdade?')).toBe('question');
    expect(intent('isso é golpe, quero meu dinheiro de volta')).toBe('complaint');
  });

  it('a second copy of a bill, one’s CPF with a question, the team’s events: a person answers; a star sign and a sum are off-topic', () => {
    expect(intent('me manda a 2 via do boleto?')).toBe('caseStatus');
    expect(intent('minha vaga ta confirmada? cpf 987.654.321-00')).toBe('caseStatus');
    expect(intent('vcs vao fazer alguma palestra em goiania?')).toBe('caseStatus');
    expect(intent('sou de sagitario, combino com cirurgia?')).toBe('offTopic');
    expect(intent('um carro parte do repouso com aceleracao de 2 m/s2, qual a velocidade depois de 5s?')).toBe('offTopic');
    expect(intent('como faco uma planilha no excel?')).toBe('offTopic');
  });

  it('a humble family and a claim to check name no subject: the scholarship and the ProUni are answered', async () => {
    expect((await ask('tem bolsa pra quem e de familia humilde?')).kind).toBe('answer');
    expect((await ask('minha prima disse que o prouni vale pra faculdade de fora, confere?')).text).toMatch(/ProUni/);
  });

  it('fraud called by name, blame on the team and anger at it are complaints; a belief reported or anger at the heat are not', () => {
    expect(intent('vcs sao uns golpistas, meu primo pagou e ninguem fez nada')).toBe('complaint');
    expect(intent('a culpa foi de vcs q mandaram o documento errado')).toBe('complaint');
    expect(intent('fiquei muito revoltada com o atendimento de vcs')).toBe('complaint');
    expect(intent('vcs me falaram q a matricula era em janeiro, agora a universidade diz q ja fechou')).toBe('complaint');
    expect(intent('e quem vai pagar a diferenca da passagem agora?')).toBe('complaint');
    expect(intent('enviei a certidao pra consultora mes passado e ninguem confirmou')).toBe('complaint');
    expect(intent('meu pai acha q vcs sao golpistas, como provo q e serio?')).toBe('question');
    expect(intent('to irritada com esse calor, as salas tem ar condicionado?')).toBe('question');
    expect(intent('vcs disseram que o curso dura 6 anos, agora meu amigo fala 7, qual e?')).toBe('question');
  });

  it('someone’s paper, a task the team took on, a filed request, a staff member’s number: a person answers', () => {
    expect(intent('o visto do meu filho ja saiu?')).toBe('caseStatus');
    expect(intent('a residencia dela ja ficou pronta?')).toBe('caseStatus');
    expect(intent('a assessora ficou de mandar meu contrato, cade?')).toBe('caseStatus');
    expect(intent('protocolei a residencia pela assessoria em setembro, tem novidade?')).toBe('caseStatus');
    expect(intent('me passa o celular particular do joao da equipe?')).toBe('caseStatus');
    expect(intent('a residencia sai em quanto tempo?')).toBe('question');
  });

  it('a call asked for with "conseguem", or promised by someone of the team, is a request for a person', () => {
    expect(intent('vcs conseguem me ligar amanha de manha?')).toBe('human');
    expect(intent('a carla ficou de me retornar ontem, ela vai ligar hoje?')).toBe('human');
  });

  it('a loan shark, a verb to conjugate and goods past customs are off-topic; combining work and study is not', () => {
    expect(intent('conhece algum agiota em cde?')).toBe('offTopic');
    expect(intent('como conjugar o verbo ser em espanhol?')).toBe('offTopic');
    expect(intent('da pra trazer eletronico sem a receita ver?')).toBe('offTopic');
    expect(intent('da pra conjugar trabalho e faculdade?')).toBe('question');
  });

  it('pausing the course there goes to a person; leaving a course in Brazil is still the transfer', async () => {
    expect((await ask('se eu tiver um problema de saude no meio do ano posso trancar?')).handoff).toBe(true);
    expect((await ask('tranquei medicina no brasil, posso continuar no paraguai?')).articles).toEqual(['transferencia']);
  });

  it("a class already closed, today's exact price and a specialisation there go to a person; the advisory's way of working is answered", async () => {
    expect((await ask('as inscricoes de agosto da ucp ja encerraram?')).handoff).toBe(true);
    expect((await ask('qual o preco atualizado de hoje da mensalidade em cde?')).handoff).toBe(true);
    expect((await ask('sou medico e queria fazer residencia medica no paraguai, como faco?')).handoff).toBe(true);
    const service = await ask('como funciona o trabalho de vcs?');
    expect(service.articles).toEqual(['falar-com-assessor']);
    expect(service.handoff).toBe(false);
  });

  it("marrying there, a Paraguayan driving licence, one's own court case and a problem to solve for them go to a person; entering with a CNH is answered", async () => {
    expect((await ask('se eu casar no paraguai com um paraguaio, como fica no brasil?')).handoff).toBe(true);
    expect((await ask('preciso tirar a carteira de motorista paraguaia pra dirigir la?')).handoff).toBe(true);
    expect((await ask('tive um processo por agressao anos atras, atrapalha a residencia?')).handoff).toBe(true);
    expect(intent('a universidade nao me deu o historico, vcs podem resolver isso?')).toBe('caseStatus');
    expect(intent('ustedes me pueden buscar una pension cerca de la facultad?')).toBe('caseStatus');
    expect((await ask('a cnh vale pra entrar no paraguai?')).text).toMatch(/CNH não vale/);
  });

  it("one's own process asked after is one's own case, not the overview of what it takes", async () => {
    expect(intent('como ta meu processo?')).toBe('caseStatus');
    expect(intent('e o meu pedido?')).toBe('caseStatus');
    expect((await ask('como anda o meu processo?')).handoff).toBe(true);
    expect(intent('como e o processo todo pra estudar medicina ai?')).toBe('question');
  });
});

describe('homework, a workout, cooking; a request that has not come; a call being arranged', () => {
  it('homework in any form, an answer key, a workout and cooking are off-topic; a chemistry question of an exam there is not', () => {
    expect(intent('me ajuda a resolver essa conta q meu filho nao sabe: 2x + 5 = 17')).toBe('offTopic');
    expect(intent('pode resolver essa questao de quimica pra mim? qual o ph de uma solucao 0,01 mol/L de HCl')).toBe('offTopic');
    expect(intent('ok. me passa o gabarito do enem 2025 entao kkk')).toBe('offTopic');
    expect(intent('me ajuda a montar um treino de academia pra hipertrofia')).toBe('offTopic');
    expect(intent('quanto tempo leva pra cozinhar feijao na panela de pressao?')).toBe('offTopic');
    expect(intent('tem uma questao de quimica no revalida?')).toBe('question');
    expect(intent('onde vejo o gabarito do revalida?')).toBe('question');
    expect(intent('quanto tempo leva pra resolver a conta no banco?')).toBe('question');
    expect(intent('passa pro seu chefe pfv. quero resolver a questao do meu contrato hj ainda')).not.toBe('offTopic');
  });
  it("whether someone's request went through, or one's own that has not come, is one's own case; the same words told are not", () => {
    expect(
      intent('sou mae da Julia, ela fechou com vcs em setembro. queria saber se a matricula dela ja foi confirmada na faculdade'),
    ).toBe('caseStatus');
    expect(intent('ja saiu minha residencia? dei entrada mes passado')).toBe('caseStatus');
    expect(intent('meu pedido de residencia ta demorando, ja faz 4 meses, da pra vc ver o que ta acontecendo?')).toBe(
      'caseStatus',
    );
    expect(intent('y ustedes pueden ver si mi titulo de bachiller ya fue aceptado en la universidad?')).toBe('caseStatus');
    expect(intent('consegue me dar um desconto se eu fechar hoje?')).toBe('caseStatus');
    expect(intent('meu filho ja foi aceito na faculdade em cde e agora falta a residencia, qnto tempo demora?')).toBe('question');
    expect(intent('tem desconto pra irmaos?')).toBe('question');
  });
  it('a call being arranged goes to a person; a scam asserted and money demanded back are complaints, a refund policy is not', () => {
    expect(intent('pode ser amanha as 10h? meu numero e 67 99999-0000')).toBe('human');
    expect(intent('beleza, entao me coloca na lista pra marco, qnd vcs me ligam?')).toBe('human');
    expect(intent('vcs nao vao devolver meu dinheiro ne? ja vi q e golpe')).toBe('complaint');
    expect(intent('se eu desistir vcs devolvem meu dinheiro?')).toBe('question');
  });
});

describe('grievances in Spanish and in anger, a number to call, a deposit paid, a recipe, the World Cup', () => {
  it('fraud in Spanish, the way clients are treated, regret, the team called a joke or forgetting a process are complaints', () => {
    expect(
      intent('ustedes son unos estafadores!!! pague la asesoria y mi hijo todavia no tiene cupo, quiero mi plata devuelta'),
    ).toBe('complaint');
    expect(
      intent(
        'desde el viernes estoy esperando q alguien me conteste, asi tratan a los clientes? ya me estoy arrepintiendo de haber contratado',
      ),
    ).toBe('complaint');
    expect(
      intent('VCS SAO UMA PIADA. minha residencia venceu pq vcs esqueceram de dar entrada e agora tenho multa pra pagar'),
    ).toBe('complaint');
  });
  it('nobody at the school or a gripe before a question is not a complaint about the team', () => {
    expect(
      intent(
        'entrei no paraguai so com o rg e to estudando faz 3 meses sem residencia, ninguem falou nada na facul, da algum problema isso',
      ),
    ).toBe('question');
    expect(intent('ninguem me explicou direito essa parte do visto eu preciso de visto pra estudar la ou e so ir com o rg')).toBe(
      'question',
    );
    expect(intent('ninguem de vcs me avisou do prazo')).toBe('complaint');
  });
  it('a number to call or the finance desk go to a person; a deposit paid, a process the team handles and one’s case are one’s own', () => {
    expect(intent('a quien le hablo entonces? pasame un numero')).toBe('human');
    expect(intent('blz, e pra falar com o financeiro sobre um boleto atrasado meu?')).toBe('human');
    expect(intent('paguei o sinal semana passada, ja tem data pra minha viagem?')).toBe('caseStatus');
    expect(intent('meu processo de residencia q vcs tao cuidando, qual o numero do expediente?')).toBe('caseStatus');
    expect(intent('minha filha reprovou em anatomia, alguem de vcs pode ver o caso dela com a universidade?')).toBe('caseStatus');
  });
  it('a recipe in Spanish or asked after the dish, the World Cup and pharmacology are off-topic; a prescription is not', () => {
    expect(intent('cual es la mejor receta de chipa? mi suegra la hace re rica')).toBe('offTopic');
    expect(intent('queria fazer uma chipa paraguaia pra minha mae. me passa uma receita?')).toBe('offTopic');
    expect(intent('quien va a ganar el mundial 2026? jaja')).toBe('offTopic');
    expect(intent('me ajuda numa questao de farmaco? qual o mecanismo de acao da losartana')).toBe('offTopic');
    expect(intent('a receita medica de la vale no brasil?')).toBe('question');
  });
});

describe("the team's hours asked on their own", () => {
  it('"e qual o horário?" alone asks the hours; the class\'s timetable does not', () => {
    expect(contactAskOf(normalisedWords('e qual o horario?'))).toBe('hours');
    expect(contactAskOf(normalisedWords('qual o horario de atendimento?'))).toBe('hours');
    expect(contactAskOf(normalisedWords('qual o horario da aula?'))).toBeUndefined();
  });
});

describe('the Polícia Federal, a town called Feira, a forged record, a demand for whoever is responsible', () => {
  it('"na pf" is the Polícia Federal, and asking the team to book or hurry something there goes to a person', () => {
    expect(normalisedWords('tem horario na pf essa semana?').join(' ')).toContain('policia federal');
    expect(normalisedWords('me ajuda pf').join(' ')).toBe('me ajuda por favor');
    expect(intent('tem como vc ver se tem horario na pf de bh essa semana?')).toBe('caseStatus');
    expect(intent('vcs conseguem adiantar um passaporte pra mim na pf?')).toBe('caseStatus');
    expect(intent('vcs conseguem acelerar minha residencia na migraciones?')).not.toBe('caseStatus');
  });
  it('one’s papers approved or not are one’s own case; a forged record is refused; whoever is responsible, demanded, is a complaint', () => {
    expect(intent('meus documentos ja foram aprovados? mandei semana passada pro email de vcs')).toBe('caseStatus');
    expect(intent('consegue arrumar um historico com notas melhores? as minhas sao baixas, pago o q for')).toBe('offTopic');
    expect(intent('o historico precisa ter as notas?')).toBe('question');
    expect(intent('quero o nome do responsavel por isso')).toBe('complaint');
  });
  it('a notary in Feira de Santana open on Saturday is a question; a market fair open on Sunday is off-topic', () => {
    expect(intent('qual cartorio aqui em feira de santana faz apostila? e aberto sabado?')).toBe('question');
    expect(intent('a feira abre domingo?')).toBe('offTopic');
  });
});

describe('first messages after an ad, bot tests, more off-topic and grievances', () => {
  it('"info", "quero saber mais" and whether a bot answers are a hello; information about something is a question', async () => {
    for (const message of ['info', 'quero saber mais', 'vc é um robo?', 'to falando com um robo?'])
      expect(intent(message), message).toBe('greeting');
    expect(intent('informações sobre custos')).toBe('question');
    expect(intent('quero falar com um humano')).toBe('human');
    expect((await ask('👋')).kind).toBe('greeting');
    expect((await ask('?')).text).toMatch(/assistente virtual/);
    // Later in a conversation, "??" is someone waiting, not a hello.
    const waiting = await assistant.answer({
      question: '??',
      history: [{ autor: 'user', mensagem: 'meu filho pode levar o irmao de 14 anos pra morar com ele?' }],
      userName: 'Ana',
    });
    expect(waiting.kind).not.toBe('greeting');
  });
  it('a spreadsheet, when to buy dollars, tomorrow’s history test, someone’s paper to write and a sum to test the bot are off-topic', () => {
    for (const message of [
      'faz uma planilha de gastos do meu casamento pra mim kkk',
      'entao me diz se compro dolar agora ou espero baixar',
      'me explica a historia da guerra do paraguai pra minha prova de amanha',
      'vc pode fazer meu trabalho da facul sobre imigracao no mercosul? 5 paginas',
      'responde ai qnto é 37x12 pra eu ver se vc é bot kkk',
    ])
      expect(intent(message), message).toBe('offTopic');
    expect(intent('sou tecnica de enfermagem e trabalho de plantao 12x36. qnto tempo leva ate comecar as aulas?')).toBe(
      'question',
    );
    expect(intent('quanto fica uma traducao juramentada de historico de umas 4 paginas?')).toBe('question');
  });
  it('the team called a fraud is a complaint; "isso é golpe? nunca ouvi falar de vcs" asks; one’s residence refused is one’s own', () => {
    expect(intent('vcs sao uma fraude, meu primo pagou e a faculdade q vcs indicaram nem reconhece ele')).toBe('complaint');
    expect(intent('isso é golpe? nunca ouvi falar de vcs')).toBe('question');
    expect(intent('minha residencia foi negada, o que eu faço? tenho a resolucao aqui')).toBe('caseStatus');
  });
});

describe('coursework, a clinical case, a dish; a time booked, a paper issued wrong, a seat in the next intake', () => {
  it('coursework to hand in, a clinical case to solve and how to cook chipa are off-topic; the internship and a chip are not', () => {
    for (const message of [
      'vc pode me ajudar a fazer o trabalho de histologia q tenho q entregar amanha?',
      'me ajuda nessa questao do simulado do revalida: paciente 55a, dor toracica, supra de st em d2 d3 e avf. qual a arteria acometida?',
      'como faz chipa? quero fazer pros meus colegas da facul',
    ])
      expect(intent(message), message).toBe('offTopic');
    expect(intent('como funciona o internato no hospital?')).toBe('question');
    expect(intent('como faz pra comprar chip la?')).toBe('question');
  });
  it('a paper of one’s own issued with a wrong name goes to a person, never the apostille’s steps', async () => {
    const reply = await ask('meu diploma saiu com o nome errado, faltou um sobrenome. e agora pro apostilamento?');
    expect(reply.handoff).toBe(true);
    expect(reply.text).not.toMatch(/apostila de Haia/);
  });
  it('a time booked with the team is for a person; "vcs conseguem ver isso?" about one’s process is one’s own', () => {
    expect(intent('quero marcar um horario pra vcs me acompanharem na migraciones em cde semana q vem')).toBe('human');
    expect(
      intent(
        'meu sobrinho passou no revalida 2a etapa mas a universidade q vai registrar o diploma ta demorando mto, vcs conseguem ver isso?',
      ),
    ).toBe('caseStatus');
    expect(intent('o diploma sai com o nome de solteira ou de casada?')).toBe('question');
  });
  it('"vcs tem vaga pro semestre q vem?" asks for a seat now, which a person checks, never the work rules', async () => {
    const reply = await ask('vcs tem vaga la pro semestre q vem?');
    expect(reply.handoff).toBe(true);
    expect(reply.articles).not.toContain('trabalhar-estudando');
  });
});
