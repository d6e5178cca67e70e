// The words and message shapes the topic finder reads: places, facets, generic and light words, and the fixed shapes of
// a message (someone coming along, a minor who is the student, a condition on the question before).
import { searchTerms, termOf } from './portuguese-text.js';

/**
 * Words that qualify a topic but never decide it alone: how long, how much, which is best, and places
 * ("e em pjc?" after a question about fees is still about fees).
 */
export const PLACE_WORDS = new Set(
  'ciudad del este pedro juan caballero assuncao asuncion encarnacion encarnacao foz iguacu ponta pora salto guaira amambay parana capital'.split(
    ' ',
  ),
);
export const FACET_WORDS = new Set([
  ...'quem taxa taxas quanto quanta quantos quantas tempo demora demoram demorar leva levam custa custam custar custo custos valor valores preco melhor pior caro cara caros caras barato barata baratos baratas fica sai mes semanas pronto pronta prazo onde dificil facil vale valendo valer valem paga pago pagar pagam'.split(
    ' ',
  ),
  // Outcomes qualify whatever is decided ("a residência é aprovada?", "e se negarem?"): the thing decided is the topic.
  ...'aprovado aprovada aprovados aprovadas aprovacao aprovar aprovam aprova negado negada negarem negam negar nega recusado recusada recusarem reprovado reprovada reprovar'.split(
    ' ',
  ),
  ...PLACE_WORDS,
]);

/** Facets about money, and the article that answers them when the conversation's topic has nothing on money. */
export const MONEY_WORDS = new Set(
  'custa custam custar custo custos valor valores preco caro cara caros caras barato barata baratos baratas fica sai mes'.split(
    ' ',
  ),
);
export const COSTS_ARTICLE = 'custos';
export const AMBIGUOUS_MONEY_WORDS = new Set(['sai', 'fica', 'mes']);
/** A passage that talks about money: prices, fees, currencies. */
export const MONEY_TEXT =
  /R\$|US\$|\bcust(a|am|o|os)\b|\bvalor(es)?\b|\bpre[cç]o|(?<!menor |maior )\btaxas?\b(?! d[aeo]s? (aprova|reprova|homic|hist))|\bmensalidade/i;

/**
 * Subject words that every article shares, and where the advisory was seen ("vi o anúncio no insta"): they pick an
 * article only when nothing more specific does.
 */
const GENERIC_WORDS = new Set(
  'medicina paraguai paraguaio curso estudar estudo estudando estuda estudam estudei estudarem brasil brasileiro brasileiros brasileira brasileiras universidade faculdade e y tal mundo todo toda gente pessoal galera povo processo tramite numero pergunta perguntas duvida duvidas questao informacao informacoes poxa putz eita opa entao anuncio anuncios propaganda video videos insta instagram tiktok facebook youtube reels story stories'.split(
    ' ',
  ),
);

export const isGeneric = (word: string) => GENERIC_WORDS.has(word);

/**
 * Verbs and adverbs that go with any subject ("levar o cachorro", "passar no escritório", "antes de ir"): an article's
 * keywords use them ("levar a família", "passar no Revalida"), but they never say on their own what a question is about.
 */
export const LIGHT_VERBS = new Set(
  'sou levar passar fazer ter ir vir precisar poder dar ficar sair tirar pedir querer saber conseguir ver achar trazer usar abrir mandar enviar pegar colocar botar deixar entrar chegar voltar morar contar conta indicar indica indicam recomendar recomenda recomendam parte antes depois ainda tipo algum coisa fala falam falaram falou dizer diz sabem sabe tiver houver tivesse soy quiero quiere tengo tiene puedo hacer necesito necesita'
    .split(' ')
    .map((w) => termOf(w)),
);

/** Words of the advisory's subject, enough to tell an uncovered question from an off-topic one. */
export const DOMAIN_WORDS = new Set(
  'medicina paraguai faculdade universidade curso estudar estudo aula aulas assessoria assessor coordenador coordenacao reitor reitoria professor professores campus diploma documento documentos matricula voces la vacina vacinas morar mudar mudanca remedio remedios medicamento medicamentos'.split(
    ' ',
  ),
);

/**
 * Someone coming along ("minha esposa precisa tirar a residência tb?", "levar meus filhos"): the family article answers,
 * whatever else the message names. A child who is the student ("minha filha terminou o ensino médio") is not this.
 */
export const COMPANION =
  /\b(esposa|marido|conjuge|namorad[oa]|companheir[oa]|filhos|filhas|familia|mulher|criancas)\b.*\b(junto|comigo|tb|tambem|ou so eu|acompanhar)\b|\b(levar|ir com|morar com|mudar com|morar junto com|ir junto com)\b.*\b(esposa|marido|conjuge|namorad[oa]|filhos?|filhas?|familia|mulher)\b|\b(minha|meu) (esposa|marido|conjuge|mulher)\b|\b(meus pais|mae|pai|irma|irmao|avo|sogra|tia|tio)\b.*\b(morar comigo|morar junto|ir morar|mudar junto|mudar comigo|ir junto comigo)\b|\b(eu e (o pai|a mae|meu marido|minha esposa|minha mulher)|meus pais|os pais)\b.*\b(ficar|morar) (junto )?com (ela|ele)\b|\bfilh[oa]s?\b.*\b(levar|trazer) (ela|ele|elas|eles) (comigo|junto)\b/;
export const FAMILY_ARTICLE = 'familia';
/** The advisory is asked whether it does something for the person ("vcs fazem…", "a assessoria acompanha…?"). */
export const ADVISORY_SERVICE =
  /\b(vcs|voces|assessoria)\b( \w+)? (fazem|faz|ajudam|ajuda|acompanham|acompanha|cuidam|cuida|resolvem|resolve|providenciam|providencia|orientam|orienta|auxiliam|auxilia)\b(?! (algum |um )?(desconto|descontos|promocao|preco|parcelamento))|\b(vcs|voces|assessoria)\b( \w+)? (dao|oferecem|oferece) (algum |alguma )?(apoio|suporte|acompanhamento)\b|\bcomo (funciona|e|eh) (?!o atendimento (medico|de saude|hospitalar|publico|no hospital))(a assessoria|o servico|o trabalho|o atendimento)( de (voces|vcs))?(?! (para|pra|no|na|nos|em|com|quando|se|do|da|aos?)\b)(?! de (voces|vcs) (para|pra|no|na|em|com|quando|se|do|da)\b)/;
export const SERVICES_ARTICLE = 'falar-com-assessor';
/** A first message that only says what the person wants ("quero estudar medicina no Paraguai", "como funciona?"). */
export const OPENING =
  /\b(como funciona|como (e|eh) que funciona|como (e|eh) o processo|como faz|como faco|quero|queria|gostaria|tenho interesse|informac\w*|saber mais|por onde comeco|como comeco)\b/;
export const OPENING_WORDS = new Set(
  'quero queria gostaria gostariamos informacao informacoes saber funciona funcionamento interesse interessado interessada oi ola bom boa dia tarde noite tudo bem comecar comeco fazer faz faco ir la ai aqui entao assim sobre mais tipo sei nada nd mas nao entendo direito nem ideia vi anuncio video insta tiktok'.split(
    ' ',
  ),
);
/**
 * How something is paid ("parcela no cartão?", "aceita pix?", "metade agora e metade depois"), and what a payment
 * names when it is the university's ("a mensalidade", "a matrícula"): without it, the payment is of what the
 * conversation is pricing.
 */
export const PAYMENT_TERMS =
  /\b(parcel\w*|cartao|credito|pix|boleto|a vista|avista|metade|entrada|pagamento|pagar|pago|prestac\w*|vezes)\b/;
export const UNIVERSITY_PAID = /\b(mensalidade\w*|facul\w*|universidade\w*|matricula|curso|cuota|semestre)\b/;
export const ADVISORY_FEES_ARTICLE = 'honorarios-assessoria';
/** The advisory itself is named ("vcs cobram…", "a assessoria"): a fee in the message may be the advisory's. */
export const ADVISORY_NAMED = /\b(vcs|voces|vc|assessoria|assessor|assessores)\b/;
/** The advisory named, or something only a contract with it has ("reembolso", "desistir", "honorários", "pacote"). */
export const ADVISORY_SUBJECT =
  /\b(vcs|voces|vc|assessoria|assessor|assessores|honorarios|honorario|servico|servicos|consultoria|reembolso|devolucao|devolvem|devolver|estorno|cancelamento|cancelar|desistencia|desistir|desisto|pacote|proposta|contrato)\b/;
/** Getting money back from the advisory ("vcs devolvem o que eu paguei?", "quero reembolso", "estorno"). */
export const REFUND = /\b(devolv\w*|devolucao|reembols\w*|estorno)\b/;
/** What the advisory itself charges ("vcs cobram pra ajudar na inscrição?", "quanto a assessoria cobra?"). */
export const ADVISORY_CHARGES =
  /\b(vcs|voces|vc|assessoria)\b( \w+){0,2} cobr|\bcobr\w*( \w+){0,3} (assessoria|voces|vcs)\b|\b(fechar|contratar|fecho|contrato) (a |com a )?assessoria\b.*\bdesconto\b|\b(vcs|voces)\b( \w+)? (fazem|dao|tem|oferecem) (algum |um )?(desconto|descontos|promocao)\b.*\b(fechar|fecho|fecharmos|contratar|contrato|contratarmos)\b/;
/** The section about what the advisory does, found by its words so that staff may retitle it. */
export const SERVICES_SECTION = /assessoria faz|acompanhamento/i;
/** Asking whether a place is safe ("cde é perigoso pra uma menina de 18 anos?"); health insurance is not safety. */
export const SAFETY_ASKED =
  /\b(perigos[oa]s?|violent[oa]s?|violencia|segur[oa]s?(?! (de )?(saude|medico|viagem|de vida))|seguranca|tranquil[oa]s?|arriscad[oa]s?|assaltos?|tiroteios?|crimes?|criminalidade|dominad[oa] pelo crime|(e|eh|es|muito|mto|meio|bem|tao|muy) insegur[oa]s?|narcos?|narcotrafico)\b/;
export const SAFETY_ARTICLE = 'seguranca';
/** Someone who already studies or studied medicine ("fiz 1 ano de medicina na bolívia", "to no 3º período de medicina"). */
export const STUDIED_MEDICINE =
  /\b(estuda|estudia|cursa|faz|hace|estudo|curso|faco)\b (medicina|med)\b.{0,60}\b(primer|primeiro|segundo|tercer|terceiro|cuarto|quarto|quinto|\d+o?) (ano|semestre|periodo)\b|\b(fiz|faco|cursei|curso|cursando|estudo|estudei|tranquei)\b.{0,25}\b(\d+|um|uma|dois|duas|tres)\s*(anos?|semestres?|periodos?)\b.{0,25}\bmedicina\b|\b(to no|estou no|estava no|parei no|tranquei no)\s*(\d+|primeiro|segundo|terceiro|quarto|quinto)\s*(o|º)?\s*((semestre|periodo)\b.*\bmedicina|ano (de|da|do curso de|em) (medicina|med|facul|faculdade))\b|\bmedicina\b.*\b(to no|estou no|estava no|parei no|tranquei no)\s*(\d+|primeiro|segundo|terceiro|quarto|quinto)\s*(o|º)?\s*(ano|semestre|periodo)\b|\b(ja )?(curso|faco|estudo) medicina\b.{0,40}\b(transfer\w*|terminar|continuar|aproveit\w*|perco|perder)\b|\b(comecou|comecei|iniciou|iniciei|ja fiz|ja fez) (medicina|a faculdade|o curso|(\d+|um|uma|dois|duas|tres) (anos?|semestres?|periodos?))\b.*\b(mudar|trocar|transferir|transfer\w*|perde|perco|perder|aproveit\w*)\b/;
export const TRANSFER_ARTICLE = 'transferencia';
export const WORK_ARTICLE = 'trabalhar-estudando';
export const REVALIDATION_ARTICLE = 'revalidacao-brasil';
export const SCHEDULE_ARTICLE = 'cronograma-prazos';
/** Someone coming only to visit the student ("meus pais querem me visitar", "vir me ver nas férias"). */
export const VISIT =
  /\b(me visitar|visitar (meu|minha|o|a)|vir me ver|me ver (la|ai)|so de passeio|a passeio|de ferias|so passear)\b/;
/** The article on entering and residing: what prospects call "o visto" is its residence. */
export const VISA_ARTICLE = 'visto-residencia';
/** An advantage the advisory would buy ("fica mais fácil passar", "convênio com o INEP", "um esquema"). */
export const EASIER_WITH_US =
  /\b(mais facil|facilita\w*|esquema|jeitinho)\b|\b(convenio|contato|parceria) com (o |a )?(inep|mec|migraciones|dnm|banca)\b/;
/**
 * Working in Paraguay in one's own Brazilian profession ("trabalhar de técnica lá com meu diploma daqui"): a work permit
 * alone does not settle it; the title must be recognised there.
 */
export const OWN_PROFESSION_THERE =
  /\b(trabalhar|atuar|exercer|trabalho|trabalhando)\b.{0,30}\b(de|como) (tecnic[oa]|enfermeir[oa]|fisioterapeuta|fisio|dentista|farmaceutic[oa]|nutricionista|psicolog[oa]|biomedic[oa])\b.*\b(diploma|formacao|registro|coren|carteira)\b|\b(meu|minha) (diploma|formacao|registro|coren)\b.{0,40}\b(trabalhar|atuar|exercer)\b|\b(sou|ela e|ele e) (tecnic[oa]( de enfermagem)?|enfermeir[oa]|fisioterapeuta|dentista|farmaceutic[oa]|nutricionista|psicolog[oa]|biomedic[oa]) formad[oa]\b.*\b(trabalhar|atuar|exercer)\b/;
/**
 * Whether the residence lets one work ("com a residência temporária eu posso trabalhar legalmente?"): working is the
 * question, the residence its condition, however many of the residence's words the message has.
 */
export const WORK_WITH_RESIDENCE =
  /^(?!.*\b(medic[oa]|medicina|clinicar|atender|brasil)\b).*(\b(com|de|tendo) (o )?visto (de estudante|de estudo|estudantil)\b.*\btrabalh\w*|\b(com|con|tendo|so com) (a |la |minha )?(residencia|radicacao|cedula|carteirinha)\b.*\b(posso|pode|podemos|da pra|consigo|permite|deixa|puedo|puede)\b.*\btrabalh\w*|\b(posso|pode|da pra|consigo)\b.*\btrabalh\w*\b.*\b(com|tendo|so com) (a |minha )?(residencia|radicacao|cedula)\b|\b(residencia|radicacao)\b.*\b(permite|deixa|libera)\b.*\btrabalh\w*)/;
/**
 * Practising medicine in Brazil ("com residência dá pra trabalhar como médico no brasil?"): the Revalida answers it,
 * whatever else the message names; a Paraguayan residence has nothing to do with it. So is a claim that something
 * spares one the Revalida ("quem tem residência permanente não precisa fazer revalida?").
 */
export const PRACTISE_IN_BRAZIL =
  /^(?!.*\bapostil\w*\b).*\b(se formou|me formei|ja (sou |e |eh |esta |ta )?formad[oa])\b.*\bdiploma\b.*\b(por onde|o que (eu )?faco|como (comeco|faco|faz))\b|\b(trabalhar|atuar|exercer|clinicar)\b (no|en|em|pro) brasil\b.*\b(depois|despues|formad[oa]|formar|me formar|diploma|titulo)\b|\b(depois|despues|dps|apos)\b.{0,40}\b(trabalhar|atuar|exercer|clinicar)\b.{0,20}\bbrasil\b|\b(depois|despues|dps|apos)\b.{0,30}\b(volver|voltar) (a|para o|pro|ao) brasil\b.{0,20}\b(trabalhar|atuar|exercer)\b|\b(depois|despues|dps|apos) (de )?(me )?(formar|formad[oa])\b.*\b(trabalhar|atuar|exercer|clinicar)\b.*\bbrasil\b|\b(trabalhar|atuar|exercer|atender|clinicar)\b.{0,20}\b(como|de) medic[oa]\b.{0,30}\b(no|pro|para o|ao) brasil\b|\b(no|pro|para o|ao) brasil\b.{0,40}\b(trabalhar|atuar|exercer|atender|clinicar)\b.{0,20}\b(como|de) medic[oa]\b|\b(nao precisa|nao precisaria|sem precisar|dispensa|dispensad[oa] d[eo])( de)?( fazer| prestar)?( o)? revalida\b/;
/**
 * Having passed the Revalida (or about to) and asking what comes next ("passei no revalida!! já posso atender?", "depois
 * de passar, e agora?"): what remains is the university's apostille and the CRM, not the exam's pass rates.
 */
export const AFTER_PASSING_REVALIDA =
  /^(?!.*\b(se eu nao|e se|caso eu nao|nao passar|reprov\w*)\b).*(\b(passei|passou|passamos|fui aprovad[oa]|foi aprovad[oa]|aprovad[oa]) (no|na|nas|em) (revalida|segunda etapa|duas etapas|prova pratica)\b|\b(depois|dps|apos|quando) (de |que )?(eu |ele |ela )?(passar|passei|for aprovad[oa]|aprovad[oa])\b.*\brevalida\b|\brevalida\b.*\b(depois|dps|apos) (de |que )?(eu |ele |ela )?(passar|for aprovad[oa])\b|\b(se|quando|qnd)\b.{0,20}\b(passar|for aprovad[oa]) (no|na|nas|em) (revalida|segunda etapa|duas etapas|prova pratica)\b).*\b(atender|exercer|trabalhar|clinicar|crm|e agora|o que falta|oq falta|proximo passo|falta o que|ja posso|ja pode|ja da)\b/;
/**
 * The deadline for handing the documents in ("até quando posso mandar os documentos?", "qual o prazo pra entregar os
 * papéis?"): the enrolment dates answer it, not the document list.
 */
export const DOCUMENTS_DEADLINE =
  /\b(ate quando|ate que dia|ate que data|qual o prazo|qual e o prazo|tem prazo|prazo (para|pra|de)|data limite)\b.*\b(mandar|entregar|enviar|levar|apresentar|juntar)\b.*\b(documentos?|papeis|papelada|tudo)\b|\b(mandar|entregar|enviar|apresentar)\b.*\b(documentos?|papeis|papelada|tudo)\b.*\b(ate quando|ate que dia|prazo|data limite)\b/;
/** Whether the advisory can be trusted ("como sei q vcs não são golpe?", "vcs são confiáveis?", "vc só tá tentando me vender"). */
export const ASKS_TRUST =
  /\b(como (sei|saber|vou saber|posso saber|eu sei)|sera que|e|sao|eh)\b.{0,30}\b(golpe|golpistas?|confiave(l|is)|fraude|picaretas?)\b|\b(posso|da pra|como) confiar\b|\b(medo|receio) de (cair (num|em) )?golpe\b|\bcnpj\b|\b(tentando|querendo|quer|quer so) me vender\b|\bso (quer|ta querendo|esta querendo|ta tentando|esta tentando) vender\b|\bpapo de vendedor\b/;
/**
 * A son or daughter who wants to study medicine, or whose secondary school is asked about, is the student ("minha filha
 * quer fazer medicina no Paraguai", "o certificado do ensino médio do meu filho").
 */
export const CHILD_IS_STUDENT =
  /\b(meu|minha|mi) (filho|filha)\b.{0,80}?\b(quer|quiere|quero|vai|sonha|pretende)\b.{0,20}?\bmedicina\b|\b(meu|minha|mi) (filho|filha)\b.{0,120}?\b(estudar|estudiar|estuda|estudia|cursar|cursa|fazer|faz) medicina\b|\b(meu filho|minha filha|meu enteado|minha enteada|mi filho|mi filha)\b.{0,60}?\b(quer|quiere|quiero|vai|va|pretende|sonha|deseja|esta pensando|es|e)\b.{0,40}?\b(fazer|estudar|estudiar|cursar|entrar)\b.{0,30}?\bmedicina\b|\b(ensino medio|historico escolar|enem)\b.{0,40}?\b(do meu filho|da minha filha)\b|\b(meu|minha) (filho|filha)\b.{0,80}?\b(transferir|transferencia|trancar|faculdade|facul|universidade)\b|\b(meu|mi|minha) (filho|filha)\b.{0,40}?\b(terminou|termina|termino|concluiu|conclui|concluyo|acabou|esta no|ta no)\b.{0,20}?\b(ensino medio|medio|terceiro ano|3o ano)\b/;
/** "vi num vídeo que a faculdade lá é de graça": a belief about the price, whatever else the message asks. */
export const FREE_PREMISE =
  /\b(faculdade|facul|universidade|curso|medicina|ensino)\b.*\b(e|eh|seria|sao|ser) (de graca|gratis|gratuit[ao]s?)\b/;
export const SCHOLARSHIPS_ARTICLE = 'bolsas-financiamento';
/** Another country the base says nothing about, compared with Paraguay ("compensa mais o paraguai ou a argentina?"). */
export const OTHER_COUNTRY_COMPARED =
  /\b(argentina|bolivia|uruguai|chile|portugal|espanha|cuba|russia|estados unidos)\b.{0,40}\b(ou|do que|comparad\w*|versus|vs)\b|\b(ou|comparad\w*|versus|vs|es mejor|e melhor)\b.{0,40}\b(argentina|bolivia|uruguai|chile|portugal|espanha|cuba|russia)\b/;
export const MINOR_STUDENT =
  /\b(sendo|por ser|ser|e|eh|ela e|ele e) (de )?menor( de idade)?\b|\b(um |uma |o |a )?menor(es)? de idade (pode|podem|consegue|conseguem|estuda|estudam|entra|entram|faz|fazem|se matricula)\b|\b(tem|tenho|tiver|terei|faz|fez|completa|vai fazer|vai com|com|vou ter) (1[4-7])\b|(?<!\b(uns|umas|ha|mais de|menos de|quase) )\b(1[4-7]) anos\b|\b(so|ainda nao|nao) (faz|fez|completa|completou|tem) 18\b|\b(faz|fizer|completa|completar|vai fazer|vai completar) 18\b(?! anos (que|q)\b)/;
export const MINORS_ARTICLE = 'idade-menores';
/** A condition on the previous question ("com a residência pode?", "e sem o RG?"); only a short message is one. */
export const REFERS_BACK = /\b(isso|disso|nisso|isto|esse processo|essa parte)\b/;
export const CONDITION = /^(e )?(com|sem|mesmo com|mesmo sem|so com)\b/;
/** The city a place's search term belongs to ("pedro", "juan" and "caballero" are one city). */
export const CITY_OF_TERM: Record<string, string | undefined> = Object.fromEntries(
  [
    ['cde', 'ciudad del este'],
    ['pjc', 'pedro juan caballero'],
    ['assuncao', 'assuncao asuncion'],
    ['encarnacion', 'encarnacion encarnacao'],
    ['foz', 'foz iguacu'],
  ].flatMap(([city, words]) => searchTerms(words!).map((t) => [t, city!])),
);
/** People mentioned as context ("meu primo falou que conseguiu"): not an unknown thing the question is about. */
export const PEOPLE = new Set(
  'primo prima amigo amiga tio tia vizinho vizinha sobrinho sobrinha colega conhecido conhecida irmao irma avo cunhado cunhada chefe professor professora pai mae'.split(
    ' ',
  ),
);
export const ASKS_AGE = /\bidade\b|\b([2-9]\d|1[89]) anos\b/;
export const FAMILY_MEMBERS = new Set(
  'esposa marido conjuge namorada namorado companheira companheiro filho filhos filha filhas familia mulher bebe nenem crianca criancas'.split(
    ' ',
  ),
);

/** Parents named as such ("precisa autorização do pai e da mãe?"): the children's rules are theirs too. */
export const PARENTS = new Set(['pai', 'mae', 'pais', 'responsavel', 'responsaveis']);
export const CHILDREN = new Set('filho filhos filha filhas bebe nenem crianca criancas menor menores pequeno pequena'.split(' '));

/** "meu gato", "minha moto": what follows names the subject of the question. */
export const POSSESSIVES = new Set(['meu', 'minha', 'meus', 'minhas', 'nosso', 'nossa', 'nossos', 'nossas', 'mi', 'mis']);

/** Who is asking or coming along, as search terms: they never say what is asked. */
export const WHO_TERMS = new Set(searchTerms([...PEOPLE, ...FAMILY_MEMBERS].join(' ')));
/** The words every article shares ("universidade", "curso", "Brasil"), as search terms. */
export const GENERIC_TERMS = new Set(searchTerms([...GENERIC_WORDS].join(' ')));

/** Whether a value or a rule changes over time ("sobe todo ano?", "fica o mesmo valor?", "tem reajuste?"). */
export const ASKS_FOR_CHANGE =
  /\b(sobe|sobem|aumenta|aumentam|reajusta\w*|reajuste|corrigid[oa]s?)\b.*\b(ano|anos|semestre|semestres|valor|mensalidade)\b|\b(fica|ficam|continua|continuam|e) (o |a )?(mesm[oa]s?|msm) (valor|preco|mensalidade)\b|\b(ano|anos|mensalidade|valor)\b.*\b(sobe|aumenta|reajusta|muda)\b|\b(muda|mudaria) (alguma coisa|algo|o que|em que)\b|\bo que muda\b/;

/** Stamping or registering the entry at the border ("ngm carimbou nada", "preciso registrar a entrada?"). */
export const ENTRY_STAMP =
  /\b(ninguem|nao|sem) carimb\w*|\bcarimb\w* (o |meu |a |minha )?(passaporte|rg|entrada)\b|\bregistr\w* (a |minha |de )?entrada\b/;

/** Where the advisory serves from ("vcs atendem gente do brasil todo?", "atendem online?"): how to reach the team. */
export const WHERE_SERVED =
  /\b(vcs|voces|assessoria)\b( \w+)? (atendem|atende)\b.*\b(brasil todo|todo o brasil|todo brasil|estados?|cidades?|regiao|regioes|online|a distancia|de longe|remoto)\b/;

/**
 * Having passed, in a conversation already on the Revalida ("e dps de passar ja posso atender?"): what remains after it,
 * though the message does not name the exam.
 */
export const AFTER_PASSING_FOLLOW_UP =
  /^(?!.*\b(se eu nao|e se|nao passar|reprov\w*)\b).*(\b(depois|dps|apos|quando) (de |que )?(eu |ele |ela )?(passar|passei|for aprovad[oa]|aprovad[oa])\b.*\b(atender|exercer|trabalhar|clinicar|crm|e agora|ja posso|ja pode|ja da)\b|\b(passei|fui aprovad[oa])\b.*\b(e agora|ja posso|o que falta|oq falta)\b)/;

/** What it all costs to live and study ("quanto fica por mês tudo somando, faculdade, aluguel, comida"). */
export const LIVING_COST = /\b(aluguel|comida|mercado|tudo somando|tudo junto|custo de vida|faculdade|mensalidade|facul)\b/;
/** Fear for safety ("meu marido tá com medo, aparece no jornal por tráfico"), whoever voices it. */
export const SAFETY_FEAR = /\b(medo|perigo\w*|trafico|violen\w*|assalt\w*|execuc\w*|crime|tiroteio|insegur\w*)\b/;

/**
 * Which document gets one across the border ("só vou levar a cnh, dá certo?", "meu rg é de 2009, serve pra entrar?"):
 * the entry's own rule, not the enrolment list, even where the trip is to enrol ("…passar a fronteira… pra fazer a matrícula").
 */
export const ENTRY_DOCUMENT =
  /^(?!.*\b(perdi|perdeu|roubaram|apostil\w*|menor|sozinh[oa]|autorizacao)\b)(?!(?!.*\b(rg|identidade|documento)\b.{0,30}\b(tem|com|de|ha) \d+ anos\b).*\b1[0-7] anos\b)(?!(?=.*\b(matricula|inscricao)\b)(?!.*\b(fronteira|atravessar|cruzar)\b)).*(\b(cnh|carteira de motorista|rg|identidade|passaporte|cin)\b.*\b(entrar|entra|viajar|viagem|atravessar|fronteira|ir de carro|da certo|barrad[oa]|migracao|imigracao)\b|\b(barrad[oa]|barrar|barram)\b.*\b(rg|identidade|passaporte|cnh|cin)\b|\b(doc|docs|documento|documentos)\b.{0,20}\b(atravessar|cruzar)\b|\b(tirar|fazer|ter|precisa de|preciso de|precisa|preciso)\s+(o |um )?passaportes?\b|\b(entrar|viajar|atravessar|ir)\b.*\b(com|so com|levar) (a |o |minha |meu )?(cnh|rg|passaporte|identidade|cin)\b|\b(preciso|precisa|precisamos|precisam) de (algo|alguma coisa|algum documento|algum papel)( especial)? (pra|para) (entrar|atravessar|viajar|cruzar)\b)/;

/** Being legal to live and study there ("o q eu faço pra ficar legal pra estudar?", "como regularizo?", "morar lá legalizado"). */
export const LEGAL_STAY =
  /\b(ficar|estar|fico|ficarmos|morar|viver|moro|morando|vivendo)( la| ali| no paraguai| aqui)? (legal|legalizad[oa]s?|legalmente|regular|regularizad[oa]s?)\b|\bregulariz(ar|o|a)\b/;

/** Whether the residence is issued in time ("a residência sai antes das aulas?", "a cédula fica pronta quando?"). */
/** When to ask for the residence once there ("qnto tempo tenho pra pedir a residência?", "cuándo llegar para los trámites"). */
export const RESIDENCE_WHEN =
  /^(?!.*\bpermanente\b).*\b(quando|qnd|qdo|cuando|quanto tempo|qnto tempo|qto tempo|ate quando)\b.*\b(chegar|chego|llegar|pedir|peco|dar entrada|fazer|hacer|haver|tirar)\b.*\b(residencia|radicacao|tramites? (d[aeo]s? |de la |da )?(migraciones|migracao|migracion|residencia)|migraciones)\b|\b(residencia|radicacao)\b.*\b(tiro|tirar|peco|pedir|faco|fazer)\b.*\bantes\b.*\bou depois\b/;
export const RESIDENCE_WAIT =
  /\b(residencia|radicacao|cedula|carteirinha)\b (ja )?((sai|sair|saia|fica pronta|ficar pronta) (antes|a tempo|em|quando|rapido|logo|ate)|demora)\b/;
