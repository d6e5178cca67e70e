import type { Aspect } from './knowledge-facts.js';
import { TIME_ENOUGH } from './shape-patterns.js';

/**
 * What a message asks of its subject, from its normalised, folded words ("qto tempo demora?" → prazo). Several aspects
 * may come back for a two-question message; none for "como funciona a residência?" (the subject's main fact answers it).
 */
const ASKED: [Aspect, RegExp][] = [
  [
    'custo',
    /\b(quanto|qto|qnto|cuanto|cuanta) (custa|custam|cuesta|cuestan|sale|sai|fica|e|eh|ta|esta|cobram|paga|pago|vale)\b|\b(sai|fica|sale) (por|a) (quanto|qto|qnto)\b|\b(quanto|qto|qnto) (eu |a gente |se )?(gasto|gasta|gastam|gastar|pago|pagaria)\b|\bpor (quanto|qto|qnto)\b|(?<!^)\b(e|eh|sao|sera) (paga|pago|pagas|pagos|gratis|gratuit[oa]s?)\b(?! (tudo|a|o|as|os|em|com|antes|depois|agora|quanto|mais|menos|no|na|pra|para|por|um|uma)\b)|\b(custa|custo|custos|preco|precos|valor|valores|mensalidade|mensalidades|mensualidad|cuota|taxas?(?! de (aprovacao|reprovacao|homicidio))|cobram|cobra|caro|barato|cara|barata|aluguel)\b/,
  ],
  [
    'prazo',
    /\b(quanto|qto|qnto) tempo (demora|leva|levam|demoram)\b|\b(demora|demoram|leva quanto|ficar pront[oa]|fica pront[oa]|sai quando|perco)\b|\b(quando|qnd|qdo) (sai|saem|fica pront[oa]|ficam pront[oa])\b|\b(tempo|demor\w*|quando)\b.*\b(pra|para) sair\b|\b(acelerar|agilizar|apressar|urgencia)\b/,
  ],
  [
    'duracao',
    /\b(quanto|qto|qnto|qnts|quantos) (tempo )?(dura|duram|vale|anos|semestres)\b|\b(dura|duracao|validade|vale por|vence)\b|\b(quanto|qto|qnto) tempo (eu |ele |ela |a gente )?(posso|pode|podem|da pra|consigo|consegue) (ficar|permanecer)\b|\b(tem que|tem q|precisa|precisam) ser (recente|recentes|atualizad[oa]s?)\b/,
  ],
  [
    'quando',
    /\b(quando|qnd|qdo|cuando)\b|\b(que dia|que data|abre inscric\w*|comecam|comeca|inicio|quantas vezes)\b|\b(prova|provas|edicao|edicoes|inscricao|inscricoes|turma|turmas)\b.*\b(todo ano|por ano)\b/,
  ],
  // "dá pra fazer aqui no paraguai ou só no brasil?" asks where, by naming the places it could be.
  [
    'onde',
    /\b(onde|donde|aonde)\b(?! (parei|paramos|parou|estou|estamos))|\bem (qualquer|que|qual) (estado|cidade|lugar)\b|\b(qual cidade|em que cidade|(em )?(quais|que|q) cidades|qual cartorio|outras cidades|outra cidade|oficina (em|en)|escritorio (em|en))\b|\b(so|somente|apenas|solamente) (em|en) (assuncao|asuncion)\b|\b(no|na|em) (paraguai|brasil)\b.{0,25}\bou (so |somente |apenas |tem que ser )?(no|na|em) (paraguai|brasil)\b/,
  ],
  [
    'requisito',
    /\b(documentos|documento|papeis|papeles|requisitos|requisito|precisa de|preciso de|precisam de|exige|pede|pedem|levar|levo|necessario|necessarios)\b|\b(o que|que) (eu |ele |ela |a gente )?(precisa|preciso|precisam|junto|juntar|levo)\b/,
  ],
  // The steps asked for ("quais os passos?", "o que faço primeiro?", "q pasos tengo q seguir?"): how it is done.
  [
    'como',
    /\b(como (e que |eh que )?(funciona|faco|faz|e o processo|comeco|pedir|tirar)|passo a passo|processo)\b|\b(quais|que) (sao )?(os )?(passos|pasos|etapas)\b|\b(primeiro|primero) (que|o que|oq) (eu )?faco\b|\b(o que|oq) (eu )?faco primeiro\b/,
  ],
  ['quem', /\b(quem|quien)\b/],
  // Which ones, by name: "qual faculdade em cde?", "quais universidades vcs indicam?".
  [
    'nome',
    /\b(qual|quais|cual|cuales|que)( a| as| o| os)? (faculdades?|facul|faculs|universidades?|instituic\w*|universidad(es)?)\b/,
  ],
  [
    'numero',
    /\b(quantos|quantas|qtos|qtas|qnts|porcentagem|percentual|taxa de aprovacao)\b.*\b(passam|aprovad\w*|passa|reprovam)\b|%/,
  ],
];

/** A question answered "sim" or "não": it opens with a verb of possibility or need, or asks for a guarantee. */
const YES_NO =
  /^(e )?(posso|pode|podem|da pra|da para|consigo|precisa|preciso|tem|tenho|eh|vale|serve|aceita|aceitam|vcs|voces|necesito|puedo|es)\b|\b(ja )?(posso|consigo|consegue|conseguem|da pra|da para)\b|^(o|a|meu|minha|ela|ele)\b.*\b(e|eh|vai|precisa|pode|tem)\b|\b(garant\w*|certeza|ctz|ne)\s*$|^(e )?(o|a|os|as) \w+( \w+)? (cobre|cobrem|aceita|aceitam|serve|servem|vale|valem|financia|paga|inclui|conta|funciona)\b|\b(e|eh|ta|esta|sera|seria)( muito| mto| mt| meio| bem)? (perigos[oa]|segur[oa]|tranquil[oa]|violent[oa]|arriscad[oa])\b/;
// "como" asks how only as a question word ("como faço…?"), not as "as" ("como turista, posso…?").
const WH_WORD =
  /\b(quanto|quanta|quantos|quantas|qto|qtos|qnto|qnts|qual|quais|onde|quando|qnd|cuanto|que dia)\b|^(e )?(como|o que)\b|\bcomo (funciona|faco|faz|e que)\b/;

/**
 * "quando" inside a sentence before a verb is "when (I enter)", not "when?": "preciso passar na migração qnd entrar?"
 * asks whether, not when; so does "qnd vencer a residência, tenho que voltar?", whose question comes after it, or "qnd
 * eu me formar, quem legaliza o diploma?", which asks who. At the
 * start of a question ("qnd começam as aulas?", "e quando sai?") it still asks when.
 */
const WHEN_AS_CONJUNCTION =
  /^(?!(e |mas |ai )?(quando|qnd|qdo) )\S.*\b(quando|qnd|qdo) (eu |a gente |ele |ela |voce |vc )?(\w+(ar|er|ir)|for|formos|forem|tiver|estiver)\b|^(e )?(quando|qnd|qdo) (eu |ele |ela |a gente )?(me |se )?(\w+(ar|er|ir)|for|tiver|fizer|fizerem)\b.*\b(tenho|preciso|posso|devo|precisa|pode|tem|da pra|consigo|levo|faco|vou|mando|tiro|quem|onde|como|qual|quais|muda|mudam|atrapalha)\b/;

export function aspectsAsked(normalised: string[]): Aspect[] {
  const text = normalised.join(' ');
  const found = ASKED.filter(([, pattern]) => pattern.test(text))
    .map(([aspect]) => aspect)
    .filter((aspect) => aspect !== 'quando' || !onlyConjunction(text));
  // "as aulas começam antes… ela consegue assinar sozinha?": a start named as context is no date ask where the message
  // asks whether or how something else can be done.
  if (found.includes('quando') && !ASKS_A_DATE.test(text) && (ABLE.test(text) || found.includes('como')))
    found.splice(found.indexOf('quando'), 1);
  // "vcs garantem que ele começa em março?": a guarantee asked, whatever date it names.
  if (found.includes('quando') && !WHEN_WORD.test(text) && /\bgarant\w*\b/.test(text)) found.splice(found.indexOf('quando'), 1);
  // "…as aulas começam em março. quem assina a matrícula dela?": the start is context where another question word asks.
  if (found.includes('quando') && !WHEN_WORD.test(text) && found.some((a) => a === 'quem' || a === 'onde' || a === 'custo'))
    found.splice(found.indexOf('quando'), 1);
  // "ainda dá tempo pra fevereiro?": how far ahead, not a price or a document.
  // "tenho 42 anos, ainda dá tempo de fazer medicina?" asks about age, not the calendar.
  const ageSaid = /\b([2-9]\d) anos\b|\bidade\b|\b(?<!porto )velh[oa]\b/.test(text);
  // "dá tempo com o curso?" asks whether work fits beside the course, not how far ahead.
  if (TIME_ENOUGH.test(text) && !ageSaid && !found.includes('prazo')) found.push('prazo');
  // "qnd temos q começar a mexer nos documentos?": how far ahead to start, not a date of the calendar.
  if (found.includes('quando') && PAPERS_START.test(text))
    return [...new Set(found.map((a) => (a === 'quando' ? 'prazo' : a)))].filter((a) => a !== 'requisito');
  // "quanto tempo demora o curso?", "qto tempo leva pra me formar?": how long the course lasts, not a wait.
  if (found.includes('prazo') && COURSE_LENGTH.test(text)) return [...new Set(found.map((a) => (a === 'prazo' ? 'duracao' : a)))];
  // "quanto tempo demora" is a wait, not a duration; "quanto custa a documentação" is a price, not the document list.
  if (found.includes('prazo')) return found.filter((a) => a !== 'duracao');
  if (found.includes('custo')) return found.filter((a) => a !== 'requisito');
  return found;
}

/** A wait whose subject is the course itself ("demora o curso", "leva pra se formar"). */
const COURSE_LENGTH =
  /\b(quantos|qnts|quanto|qto) (anos|tempo)\b.{0,25}\b(formar|me formar|se formar|formatura)\b|\b(demora|demoram|leva|levam)\b( (em|no|na|pra|para))?( o| a)? (curso|faculdade|facul|graduacao|medicina|formar|me formar|se formar|formatura)\b/;

/** Starting on the papers ("começar a mexer nos documentos", "começo a juntar a papelada"). */
const PAPERS_START =
  /\b(comecar|comeco|comecamos|comeca|iniciar|inicio) (a |o )?(mexer|juntar|correr atras|providenciar|tirar|preparar|ver|organizar|separar|pedir|ajeitar|arrumar|resolver|cuidar)\b.{0,20}\b(documentos?|papeis|papelada|documentacao)\b/;

/** How long the course lasts ("qto tempo demora pra formar médico lá?", "quantos anos é a faculdade?"). */
export function asksCourseLength(normalised: string[]): boolean {
  const text = normalised.join(' ');
  const long =
    /\b(quanto|qto|qnto|quantos|qnts) (tempo|anos|semestres)\b/.test(text) || aspectsAsked(normalised).includes('duracao');
  // "qnts anos precisa ter pra se matricular em medicina?" asks an age.
  // "com quantos anos mínimo pode entrar?" too.
  const age =
    /\b(precisa|preciso|tem que|tenho que|tem q|tenho q|minimo|minima) (de )?ter\b|\bidade\b|\bcom (quantos|qnts|qtos) anos\b|\banos (minimo|no minimo)\b/.test(
      text,
    );
  // "qnto tempo depois de formar eu consigo trabalhar no brasil?" asks what comes after the course.
  const after = /\b(depois|dps|apos) (de |que )?(me |se )?(formar|formad[oa]|formatura)\b/.test(text);
  return long && !age && !after && COURSE_NAMED.test(text) && !OTHER_LENGTH.test(text);
}
const COURSE_NAMED = /\b(curso|faculdade|facul|graduacao|medicina|formar|formatura)\b/;
/** Other things that last or take time, whatever course they belong to. */
const OTHER_LENGTH =
  /\b(residencia|visto|apostil\w*|revalida|carteira|contrato|aluguel|passaporte|cedula|documentos?|matricula|inscric\w*|ferias|aula|aulas|prova|internato|transferencia|diploma|bolsa|fies)\b/;

/** A date asked by a question word, not only a start named in passing ("as aulas começam antes"). */
const ASKS_A_DATE =
  /\b(quando|qnd|qdo|cuando|que dia|que data|abre inscric\w*|quantas vezes)\b|\b(comecam|comeca|inicio)\b[^?]*\?\s*$/;
/** "When" asked in words, not only a start named ("as aulas começam em março"). */
const WHEN_WORD = /\b(quando|qnd|qdo|cuando|que dia|que data|quantas vezes)\b/;
/** Whether it can be done ("ela consegue assinar?", "dá pra ir sozinha?"). */
const ABLE =
  /\b(consigo|consegue|conseguem|posso|pode|podem|da pra|da para)\b|\b(vai|vaii|pode|iria) (dar|ter) (algum )?problema\b|\bmuda (alguma coisa|algo|algo pra|muita coisa)\b|\batrapalha\b/;

/** Its only "when" is a conjunction, and nothing else in it asks for a date. */
function onlyConjunction(text: string): boolean {
  if (!WHEN_AS_CONJUNCTION.test(text)) return false;
  const rest = text.replace(/\b(quando|qnd|qdo)\b/g, '');
  return !ASKED.find(([aspect]) => aspect === 'quando')![1].test(rest);
}

/** Words that open a message without asking anything ("mano o prouni serve…?", "oi, posso…?"). */
const OPENER =
  /^((oi|ola|opa|mano|mana|vei|gente|olha|entao|ei|pessoal|galera|moca|moco|amigo|amiga|bom dia|boa tarde|boa noite|tudo bem|blz|beleza|ok|ta|hm+|ah+) )+/;

/** Something heard and reported ("vi no tiktok que o prouni agora cobre…", "me falaram que…"): is it true? */
const HEARD_CLAIM =
  /\b(vi|ouvi|li|disseram|falaram|me disseram|me falaram|ouvi dizer|vi num video|vi no (tiktok|instagram|insta|youtube|face|facebook))\b.{0,20}\b(que|q)\b/;

export function asksYesNo(normalised: string[]): boolean {
  const text = normalised.join(' ').replace(OPENER, '');
  // A claim heard somewhere asks whether it holds, whatever the question after it ("…como faço pra me inscrever?").
  if (HEARD_CLAIM.test(text)) return true;
  // "o que é o revalida?" opens like "o X é…?" but asks what it is.
  return YES_NO.test(text) && !WH_WORD.test(text) && !WHAT_IS.test(text);
}

const LOST_DOCUMENT =
  /\b(perdi|perdeu|perdemos|extraviei|extraviou|roubaram|furtaram|rasgou|rasgado|molhou|estragou)\b.{0,40}\b(historico|certificado|certidao|diploma|documento|documentos|rg|passaporte|boletim)\b|\b(historico|certificado|certidao|diploma|documento|documentos|rg|passaporte)\b.{0,40}\b(perdi|perdeu|extraviei|extraviou|roubaram|furtaram|rasgou|molhou|estragou)\b/;
const SCHOOLING_ABROAD =
  /\b(ensino medio|colegio|escola|high school|secundario)\b.*\b(nos eua|nos estados unidos|no exterior|fora do brasil|em portugal|no japao|na europa|na argentina|no paraguai mesmo|na bolivia)\b|\b(nos eua|nos estados unidos|no exterior|fora do brasil|em portugal|no japao|na europa)\b.*\b(ensino medio|colegio|escola|high school)\b/;

/** Only the school's record lost ("perdi meu histórico"): the school, or the state's Secretaria once it closed, issues another. */
const LOST_SCHOOL_RECORD = /^(?!.*\b(certidao|diploma|documentos?|rg|passaporte|cedula)\b).*\b(historico|certificado)\b/;
/** An identity document lost in Paraguay ("perdi meu rg aqui em cde"): the consulate's answer is in the base. */
const LOST_ID_IN_PARAGUAY =
  /^(?!.*\b(historico|certificado|certidao|diploma|boletim)\b).*\b(rg|passaporte|identidade)\b.*\b(paraguai|cde|pjc|ciudad del este|pedro juan|assuncao|asuncion|encarnacion|salto del guaira|aqui|ca)\b|^(?!.*\b(historico|certificado|certidao|diploma|boletim)\b).*\b(paraguai|cde|pjc|ciudad del este|pedro juan|assuncao|asuncion|encarnacion|aqui)\b.*\b(rg|passaporte|identidade)\b/;

/** Another course than medicine ("minha irmã quer fazer odontologia", "vcs fazem assessoria pra odonto?"). */
const OTHER_COURSE =
  /\b(quer|quero|querem|vai|vou|pretende|pretendo) (fazer|cursar|estudar) (odonto\w*|enfermagem|direito|psicologia|fisioterapia|veterinaria|nutricao|farmacia|biomedicina|engenharia\w*|arquitetura|administracao)\b|\bassessoria (pra|para|de) (odonto\w*|enfermagem|direito|psicologia|fisioterapia|veterinaria|nutricao|farmacia|biomedicina|engenharia\w*|arquitetura|administracao)\b/;
/** Cash carried across the border and what must be declared: a rule the base does not hold. */
const CASH_AT_BORDER =
  /\b(dinheiro vivo|em especie|dinheiro em maos)\b.*\b(fronteira|aeroporto|declar\w*|limite|receita|alfandega|aduana|atravess\w*|mala|quanto posso|qnto posso|qto posso)\b|\b(fronteira|aeroporto|limite|quanto posso|qnto posso|qto posso|atravess\w*)\b.*\b(dinheiro vivo|em especie|dinheiro em maos)\b|\bdeclarar\b.*\b(dinheiro|fronteira|receita|reais|dolares)\b/;

/**
 * A condition or disability and the support it needs ("meu filho tem TDAH, tem tempo extra nas provas?", "sou
 * cadeirante"): the base says nothing of any university's accommodations, and a person checks with the university.
 */
const SPECIAL_NEEDS =
  /\b(tdah|tda|autismo|autista|tea|dislexia|discalculia|deficiencia|deficiente|cadeirante|surdo|surda|cego|cega|baixa visao|laudo|neurodivergente|epilepsia)\b|\b(prova|provas) adaptad\w*|\b(tempo extra|tempo adicional|atendimento especial|acessibilidade)\b/;

/** Brazilian obligations of someone moving abroad that the base never covers: taxes, pensions, elections, the army. */
const BRAZILIAN_OBLIGATION =
  /\b(receita federal|imposto de renda|imposto|impostos|declarar (minha |a )?renda|declaracao de saida|saida definitiva|inss|aposentadoria|detran|titulo de eleitor|justica eleitoral|alistamento|reservista|servico militar)\b|\b(o|do|no) ir\b/;

/** The school's closing ("a escola fechou", "o colégio não existe mais"): its records are kept by the state. */
const SCHOOL_CLOSED =
  /\b(escola|colegio)\b.{0,30}\b(fechou|fechada|faliu|extint[ao]|nao existe mais|acabou)\b|\b(fechou|faliu) (a|o) (escola|colegio)\b/;

/** The school's record asked again: lost ("perdi meu histórico") or kept elsewhere since the school closed. */
export function schoolRecordAgain(normalised: string[]): boolean {
  const text = normalised.join(' ');
  return (LOST_DOCUMENT.test(text) && LOST_SCHOOL_RECORD.test(text)) || SCHOOL_CLOSED.test(text);
}

/** An identity document lost in Paraguay ("perdi meu rg aqui em cde"): the police report and the consulate answer it. */
export function lostIdInParaguay(normalised: string[]): boolean {
  const text = normalised.join(' ');
  return (LOST_DOCUMENT.test(text) && LOST_ID_IN_PARAGUAY.test(text)) || LOSING_ID_THERE.test(text);
}
/** Losing one's papers there, asked ahead ("se meu filho perder o documento ou for roubado lá, quem ajuda?"). */
const LOSING_ID_THERE =
  /\b(perder|perca|perdesse|roubarem|furtarem|roubar|furtar)\b (o |a |os |as |seu |sua |meu |minha )?(documento|documentos|rg|passaporte|identidade|cedula)\b(?!.*\b(historico|certificado|certidao|diploma|boletim|matricula)\b)/;

/**
 * One person's own case the base does not cover: a lost or damaged document, secondary school done abroad, a Brazilian
 * obligation of someone who moves (tax, pension, vote, army). Every answer in the base assumes Brazilian documents in
 * hand and says nothing of those, so a person answers instead.
 */
export function ownCaseOutsideBase(normalised: string[]): boolean {
  const text = normalised.join(' ');
  return (
    (LOST_DOCUMENT.test(text) && !LOST_ID_IN_PARAGUAY.test(text) && !LOST_SCHOOL_RECORD.test(text)) ||
    SCHOOLING_ABROAD.test(text) ||
    BRAZILIAN_OBLIGATION.test(text) ||
    SPECIAL_NEEDS.test(text) ||
    OTHER_COURSE.test(text) ||
    CASH_AT_BORDER.test(text) ||
    CLASS_TIMETABLE.test(text) ||
    CERTIFICATE_RECENCY.test(text) ||
    MISSING_PAPER.test(text) ||
    DOCTOR_PAY.test(text) ||
    PASS_RATE_BY_SCHOOL.test(text) ||
    TRAINING_ABROAD.test(text) ||
    BRAZILIAN_DOCTOR_THERE.test(text) ||
    DRIVING.test(text) ||
    NATIONALITY.test(text) ||
    OWN_CRIMINAL_RECORD.test(text) ||
    PAPER_WITH_ERROR.test(text)
  );
}

/**
 * A paper of one's own issued with a mistake ("meu diploma saiu com o nome errado, faltou um sobrenome"): how to have it
 * corrected depends on who issued it, which a person checks.
 */
const PAPER_WITH_ERROR =
  /\b(meu|minha|o meu|a minha)\b.{0,20}\b(diploma|historico|certidao|certificado|documento|rg|passaporte|titulo)\b.{0,20}\b(saiu|veio|esta|ta|foi emitid[oa]) com (o |a |um |uma )?(nome|sobrenome|data)\b.{0,15}\b(errad[oa]|trocad[oa]|com erro)\b|\bfaltou (um |o )?sobrenome\b/;

/** One's own conviction or arrest ("fui condenado por um crime de trânsito, isso impede a residência?"): a person checks. */
const OWN_CRIMINAL_RECORD =
  /\b(tenho|tive|tem|teve) (um )?processo (antigo |criminal |penal )?(de|por|na) (briga|transito|agressao|justica|lesao)\b|\bbriga de transito\b|\b(fui|ja fui) (condenad[oa]|pres[oa]|processad[oa])\b|\b(tenho|tem) (uma )?(passagem|ficha) (na policia|criminal)\b|\bcumpri (a )?pena\b|\b(mi|meu) antecedente (salio|saiu|sale|sai|vino|veio) (com|con)\b/;

/** Taking another nationality ("inscribirse como paraguayo", "dupla cidadania"): each case is a person's to check. */
/** A pet to bring, or a religious day of rest to keep: each is a person's to check, the base has no rule of them. */
const PETS_AND_FAITH =
  /\b(gato|gata|gatinho|gatinha|cachorro|cachorra|cachorrinho|cachorrinha|pet|pets|animal de estimacao|cao)\b|\b(adventista|sabatista|guardo o sabado|guarda o sabado)\b/;

/** Marrying there and registering it in Brazil ("e se a gente casar lá, o casamento vale no brasil?"). */
const MARRYING_THERE = /\bse (a gente|eu|nos|nosotros) (casar|se casar)\b|\bcasar (la|no paraguai|en paraguay)\b/;

/** Pausing the course there ("se eu precisar voltar no meio do semestre consigo trancar?"), not leaving one in Brazil. */
const LEAVE_OF_ABSENCE = /\b(consigo|posso|da pra|da para|pode|como|tem como) trancar\b(?!.{0,30}\b(no brasil|aqui)\b)/;

/** A subject the base has no rule of at all (a pet, a day of rest): a person answers, nothing neighbouring is pasted. */
export function subjectOutsideBase(normalised: string[]): boolean {
  const text = normalised.join(' ');
  return PETS_AND_FAITH.test(text) || LEAVE_OF_ABSENCE.test(text) || MARRYING_THERE.test(text);
}

const NATIONALITY =
  /\b(dupla cidadania|cidadania paraguaia|ciudadania|nacionalidad paraguaya|nacionalidade paraguaya|nacionalidade paraguaia|como (paraguayo|paraguaio|paraguaya|nacional))\b|\b(nascer|nasce|nascido|nascida)\b.*\b(paraguaio|paraguaia|brasileiro|brasileira|nacionalidade)\b/;

/** Driving there with a Brazilian licence ("minha cnh vale pra dirigir lá?"): the base covers entering, not driving. */
const DRIVING =
  /\btirar (a |uma )?carteira (de motorista )?paraguaia\b|\bcarteira de motorista paraguaia\b|\blicencia de conducir\b|\b(dirigir|dirijo|conduzir|manejar)\b.*\b(cnh|carteira|habilitacao|licencia)\b|\b(cnh|carteira de motorista|habilitacao)\b.*\b(dirigir|carro|moto)\b/;

/** What a doctor earns ("qnto ganha um médico no paraguai?"): the base holds no salaries. */
const DOCTOR_PAY =
  /\b(quanto|qto|qnto|cuanto) (ganha|ganham|recebe|recebem|gana|ganan|paga|pagam)\b.*\bmedic[oa]s?\b|\bsalario\b.*\bmedic[oa]s?\b/;
/** The Revalida's pass rate of each university ("qual faculdade tem a maior taxa de aprovação?"): no public figures. */
const PASS_RATE_BY_SCHOOL =
  /\b(qual|quais|que) (faculdade|facul|universidade)\b.*\b(aprova|aprovacao|aprovados|passa|passam)\b|\b(aprovacao|aprovados|taxa)\b.*\b(por faculdade|por universidade|de cada faculdade|de cada universidade)\b|\bqual delas\b.*\b(aprovad\w*|aprova|passa)\b/;
/** Specialist training in a third country ("especialização nos EUA ou na Europa"): not the base's subject. */
const TRAINING_ABROAD =
  // "residência médica no brasil, posso fazer sendo formado no paraguai?" is the base's: training in Brazil after the degree.
  /^(?!.*\b(especializ\w*|residencia medica|pos graduacao)\b (no|en|em) brasil\b).*\b(especializ\w*|residencia medica|pos graduacao|mestrado|doutorado)\b.*\b(eua|estados unidos|europa|portugal|espanha|canada|alemanha|exterior|no paraguai|en paraguay)\b/;
/** A doctor trained in Brazil who wants to practise there ("soy médica formada en brasil, puedo trabajar en paraguay?"). */
const BRAZILIAN_DOCTOR_THERE =
  /\b(sou|soy|e|es) (medic[oa])\b.*\b(formad[oa]|graduad[oa])? ?(no|en|em) brasil\b.*\b(trabalhar|trabajar|atuar|exercer|ejercer)\b.*\b(no|en|em|la) paragua(i|y)\b/;

/** How recent a civil certificate must be ("a certidão de nascimento tem q ser atualizada?"): each university decides. */
const CERTIFICATE_RECENCY =
  /^(?!.*\bantecedentes?\b).*\b(certidao|certidoes)\b.*\b(atualizada|atualizadas|recente|recentes|nova|novas|segunda via|2a via|emitida ha|inteiro teor)\b/;
/** What a university does when a paper is missing ("e se faltar algum documento perco a vaga?"). */
const MISSING_PAPER =
  /\b(se|caso) (eu )?(faltar|falta|ficar faltando|nao (tiver|entregar|levar))\b.*\b(documento|documentos|papel|papeis|certidao|historico)\b.*\b(perco|perde|perder|vaga|matricula)\b/;

/** One university's timetable ("qual o horário das aulas do 1º semestre na UCP?"): the base holds no timetable. */
const CLASS_TIMETABLE =
  /\b(horario|horarios) (das|de|da) (aulas?|faculdade|facul|curso)\b|\bgrade horaria\b|\bque horas? (comeca|comecam|termina|terminam|sao|e) (a|as) aulas?\b|\b(quantas|qtas|qntas) horas (por|de|ao) (dia|semana)\b|\b(tem|ha|e) aulas? (no |aos |de |nos )?(sabado|sabados|domingo|fim de semana|de noite|a noite)\b|\baulas? (aos|no|nos) (sabado|sabados)\b/;

/** "oq é essa tal de radicación?", "o que significa apostilar?": what the thing is, which its article opens with. */
const WHAT_IS =
  /(^|\b(e|mas) )(o que|oq|oque|que) (e|eh|significa|quer dizer|seria)\b(?! (preciso|necessario|exigido|pedido|bom|melhor|importante))|\b(o que|oq|oque) (e|eh) (esse|essa|isso|esse tal|essa tal|a tal|o tal)\b|^(e )?(pra|para) (que|q) (serve|servem)\b|(^|\b(y|e) )(que|q) es (el|la|lo|un|una|eso|esto)\b|^\w+( \w+)? (e|eh) (o que|oq|oque)$/;

export function asksWhatItIs(normalised: string[]): boolean {
  return WHAT_IS.test(normalised.join(' '));
}

/** A forecast, a timetable or a listing: it changes by the day, and no article holds it. */
const LIVE_INFORMATION = [
  /\b(previsao do tempo|vai (chover|esfriar|fazer (frio|calor))|como vai (estar|ficar) o (tempo|clima))\b/,
  /\b(tempo|clima|chover|chuva|frio|calor|temperatura)\b.*\b(amanha|semana (q|que) vem|proxima semana|fim de semana|feriado)\b/,
  /\b(guarani|dolar|cambio|cotacao)\b.*\b(amanha|semana (q|que) vem|proxima semana|vai (subir|cair|baixar))\b/,
  /\b(horario|horarios)\b.*\b(onibus|voo|voos|van|vans|balsa)\b|\b(onibus|voo|van|balsa)\b.*\b(horario|horarios)\b/,
  /\b(que horas|q horas|qual hora)\b.*\b(onibus|voo|voos|van|vans|balsa|aula|aulas)\b|\b(onibus|voo|van|balsa|aula|aulas)\b.*\b(que horas|q horas)\b/,
  // A listing or someone else's contact: which flat is free, the landlord's number.
  /\b(contato|numero|telefone|whats\w*|zap) (do|da|de um|de uma) (dono|dona|proprietari\w*|imobiliaria|locador\w*|corretor\w*)\b/,
  /\btem (algum|alguma|um|uma) (kitnet|kitinete|aluguel|apartamento|ap|apto|quarto|casa|pensao|republica|vaga) (pra|para|p) (alugar|aluguel|dividir)\b/,
  // Flights and fares of the day ("tem voo direto de recife?", "qual companhia sai mais barato?").
  // A seat still free now ("a UPE ainda tem vaga pra agosto?", "qual universidade tem vaga ainda?").
  // "vcs tem vaga pro semestre q vem?": a seat in a coming intake, not a job.
  /\b(voces|vcs|voce|vc|a faculdade|a facul|a universidade|ela|ele) (tem|tem alguma|teria|tem uma|ainda tem) vagas?\b.{0,30}\b(semestre|ano|turma|agosto|marco|fevereiro|julho|proxim[oa]|que vem|q vem)\b|\bainda tem vagas?\b|\btem vagas? ainda\b|\b(qual|quais) (universidade|universidades|faculdade|faculdades) (ainda )?tem vagas?\b/,
  /\bvoos? diretos?\b|\b(qual|que|quais) (companhia|companhias|cia)\b|\bpassage(m|ns) (aereas? )?(mais )?barat\w*\b|\b(achar|acha|encontrar|comprar) (uma )?passage(m|ns)\b/,
  // Whether a class or the enrolment is already closed, and today's exact price ("a turma de julho já fechou?").
  /\b(turma|turmas|inscricao|inscricoes|matricula|matriculas|vaga|vagas)\b.{0,40}\bja (fechou|fecharam|encerrou|encerraram|esgotou|esgotaram|lotou|lotaram)\b|\b(valor|preco) (exato|atualizado|certo)( de)? (hoje|agora)\b|\b(valor|preco) exato\b/,
  // Seats left and a school's exact day ("quantas vagas ainda tem?", "qual o dia certinho da 1ª aula?"), and the outcome
  // of one's own application ("quanto tempo pra saber se eu ganho a bolsa?").
  /\bquantas vagas (ainda )?(tem|restam|sobraram|sobram|faltam)\b|\bvagas (restantes|disponiveis)\b|\b(quantos|cuantos) cupos\b|\bcupos (quedan|disponibles|restantes)\b|\b(dia|data) (certinh[oa]|exat[oa])\b/,
  /\bse (eu )?(ganho|ganhei|consegui|consigo|passei|fui aprovad[oa]) (a |na |uma )?(bolsa|vaga)\b/,
];

/** Asks for a forecast, a timetable or a listing ("como vai estar o tempo semana q vem?", "tem kitnet pra alugar?"). */
export function asksLiveInformation(normalised: string[]): boolean {
  const text = normalised.join(' ');
  return LIVE_INFORMATION.some((pattern) => pattern.test(text));
}

/** One's own care there: a health plan, falling ill ("e se eu ficar doente lá?", "tô doente, tem hospital público?"). */
const HEALTH_CARE =
  /\b(plano|seguro|convenio) (de |)(saude|medico)\b|\b(ficar|fico|ficou|estiver|ta|esta|to|estou) doente\b|\badoecer\b|\bhospita(l|is) publicos?\b|\bposto de saude\b|\bsus\b/;
/** An illness or an accident happening now ("minha filha tá com febre de 39, onde ela vai?"): whom to call. */
const URGENT_CARE =
  /\b(ta|esta|to|estou|ficou) com febre\b|\bfebre (alta|de (3|4)\d)\b|\bpassando (muito )?mal\b|\bdesmai\w*\b|\bsocorro\b.*\b(doente|febre|mal|acidente|machuc\w*)\b/;

/**
 * Words that mean two things, read by the words around them. The Paraguayan guaraní is a currency beside money words and
 * a language beside speaking; "residência médica" is specialist training, not the immigration residence; a health plan
 * or falling ill is the student's own care, not the health-area job or the teaching hospital.
 */
/** A medical specialty or the training after the degree ("cardiologista", "especialização", "depois de formado"). */
const SPECIALTY =
  /\b(cardiolog\w*|especialista|especializ\w*|especialidade|pediatr\w*|cirurgi\w*|dermatolog\w*|psiquiatr\w*|ginecolog\w*|obstetr\w*|ortoped\w*|neurolog\w*|oftalmolog\w*|anestesi\w*|radiolog\w*|oncolog\w*|clinica medica|depois de formad[oa]|apos (me )?formar|quando (eu )?(me )?formar)\b/;
/** Words of the immigration residence ("Migraciones", "temporária", "carteirinha"). */
const IMMIGRATION = /\b(migrac\w*|dnm|carteirinha|cedula|temporaria|permanente|radicac\w*|visto|mercosul|morar|estudar la)\b/;

export function disambiguated(normalised: string[], before: readonly string[] = []): { words: string[] } {
  const text = normalised.join(' ');
  let words = normalised;
  // "quero ser cardiologista… a residência faço onde?": beside a specialty (here or in the message before) and no
  // immigration word, it is the training; so is a residence "no Brasil", which a Brazilian never asks for.
  const specialtyNear = SPECIALTY.test(text) || SPECIALTY.test(before.join(' ')) || /\bresidencia (no|en) brasil\b/.test(text);
  const specialtyResidency = specialtyNear && !IMMIGRATION.test(text) ? /\bresidencia\b/.exec(text) : null;
  const training = /\bresidencia (medica|em medicina)\b/.exec(text) ?? specialtyResidency;
  if (training) {
    const at = text.slice(0, training.index).split(' ').length - 1;
    words = [...words.slice(0, at), 'especializacao', ...words.slice(at + 1)];
  }
  // The care words stand for the health section's subject ("saúde", "doente"); "trabalhar na área da saúde" is not it.
  if (URGENT_CARE.test(text)) words = [...words, 'emergencia', 'ambulancia'];
  else if (HEALTH_CARE.test(text)) words = [...words.filter((w) => w !== 'trabalhar' && w !== 'area'), 'doente', 'hospital'];
  // Finishing "o colégio" / "el colegio" is finishing secondary school (the student's own), not schooling for children.
  const finishedSchool = /\b(termin\w*|conclu\w*|acab\w*|formou|formei|formo|se forma)\b (o |el |a )?(colegio|escola)\b/.exec(
    text,
  );
  if (finishedSchool) {
    const at = text.slice(0, finishedSchool.index + finishedSchool[0].length).split(' ').length - 1;
    words = [...words.slice(0, at), 'ensino', 'medio', ...words.slice(at + 1)];
  }
  // "mi titulo de bachiller", "el titulo del colegio" / "o diploma do ensino médio" is the secondary-school certificate,
  // not a medical diploma.
  const schoolDiploma = /\b(diploma|titulo) (de |do |del )?(ensino medio|colegio|secundario|bachiller|bachillerato)\b/.exec(
    words.join(' '),
  );
  if (schoolDiploma) {
    const at = words.join(' ').slice(0, schoolDiploma.index).split(' ').length - 1;
    words = [...words.slice(0, at), 'certificado', ...words.slice(at + 1)];
  }
  // "pagar en cuotas con tarjeta" is paying in instalments, not the monthly fee ("cuota" alone is the tuition).
  const instalments = /\b(en|em) (mensalidades|mensalidade)\b/.exec(words.join(' '));
  if (instalments) {
    const at = words.join(' ').slice(0, instalments.index).split(' ').length;
    words = [...words.slice(0, at), 'parcelas', ...words.slice(at + 1)];
  }
  // "seguro viagem", "seguro de vida", "seguradora": an insurance policy, not whether a place is safe ("é seguro?"), and
  // the two stem alike.
  const insurance = /\bseguros? (de )?(viagem|vida|estudantil|internacional|carro|auto|saude|medico)\b|\bseguradoras?\b/.test(
    words.join(' '),
  );
  // The kind of policy is part of its name: "seguro de vida" says nothing of life there.
  if (insurance)
    words = words
      .map((w) => (/^segur(o|os|adora|adoras)$/.test(w) ? 'apolice' : w))
      .filter((w, i, all) => !(/^(vida|viagem)$/.test(w) && (all[i - 1] === 'apolice' || all[i - 2] === 'apolice')));
  // "fazer uber pra me bancar" is work, not a ride: the app names the job.
  if (
    /\b(fazer|faco|faz|dirigir|dirijo|rodar|rodo|trabalhar de|trabalhar com|trabalhar no) (uber|bolt|app|aplicativo|ifood|entrega|entregas)\b/.test(
      words.join(' '),
    )
  )
    words = words.map((w) => (/^(uber|bolt|app|aplicativo|ifood)$/.test(w) ? 'trabalhar' : w));
  // "tem academia perto da facul?" is a gym, which the base says nothing of; it stems like "acadêmica" (the legalisation).
  words = words.map((w) => (w === 'academia' || w === 'academias' ? 'ginasio' : w));
  if (words.some((w) => w === 'guarani' || w === 'guaranis')) {
    const money =
      /\b(moeda|cambio|reais|real|dinheiro|quanto|qto|vale|custa|trocar|troco|troca|trocam|converter|pagar|pago|nota|notas|mil|sacar|saque|saco|cartao|caixa|pix|cotacao)\b/.test(
        text,
      );
    // The language keeps its name beside "idioma": a statement about the guarani language names it.
    // "a mensalidade eles cobram em que moeda? real ou guarani?": the tuition's currency, which names it as guaranis.
    // "na facul precisa saber guarani?" is the language: the university alone names no money.
    const tuition =
      /\b(mensalidade|mensalidades|cobram|cobra)\b/.test(text) || (money && /\b(faculdade|facul|universidade)\b/.test(text));
    words = words.flatMap((w) =>
      w === 'guarani' || w === 'guaranis' ? (tuition ? ['guaranis'] : money ? ['cambio'] : ['idioma', w]) : [w],
    );
  }
  return { words };
}
