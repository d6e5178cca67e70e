import type { KnowledgeBase, KnowledgeSection } from './knowledge-base.js';
import { aspectsAsked, asksCourseLength, lostIdInParaguay, schoolRecordAgain } from './message-aspect.js';
import { termOf } from './portuguese-text.js';
import type { TopicFinding } from './topic-finding.js';
import {
  AFTER_REVALIDATION,
  BRAZILIAN_ALTERNATIVE,
  CHILD_SCHOOL,
  CITY_CHOICE,
  COURSE_DIFFICULTY,
  COURSE_QUALITY,
  DECIDED,
  DIPLOMA_IN_BRAZIL,
  DIPLOMA_TO_BRAZIL,
  DOCUMENTS_ARTICLE,
  ENROLLED_WHAT_NEXT,
  FIRST_STEP,
  STEPS_ASKED,
  STUDY_ELSEWHERE,
  STUDY_THERE,
  GENERAL_PAPERS,
  INTERNSHIP,
  LIVES_ACROSS,
  MANY_GO,
  OTHER_COUNTRY_ASKED,
  OTHER_DEGREE_CREDIT,
  PAPERS,
  PAPERS_OF_SOMETHING,
  PARENT_STUDIES,
  REVALIDA_FAILED,
  REVALIDA_SIGN_UP,
  RULES_CHANGE,
  STEP_NAMED,
  STILL_AT_SCHOOL,
  TIME_ENOUGH,
  TOTAL_ASKED,
  MONTH_WITH_EVERYTHING,
  MONTHLY_ALLOWANCE,
  TOURIST_STAY,
  TRANSFER_BACK,
  TUITION_INCLUDES,
  TUITION_NAMED,
  UNIVERSITIES_ARTICLE,
  UNIVERSITY_LEGITIMACY,
  WHAT_THEN,
  WHERE_TO_LIVE,
  WHICH_CITY,
  WHO_DOES_IT,
  WHY_PAY_ADVISORY,
  WHY_GO,
  WITHOUT_PARENTS,
  WORTH_IT,
  YOUNG_CHILD,
} from './shape-patterns.js';
import {
  ADVISORY_CHARGES,
  ADVISORY_FEES_ARTICLE,
  ADVISORY_NAMED,
  ADVISORY_SERVICE,
  ADVISORY_SUBJECT,
  AFTER_PASSING_FOLLOW_UP,
  AFTER_PASSING_REVALIDA,
  ASKS_AGE,
  ASKS_FOR_CHANGE,
  ASKS_TRUST,
  CHILDREN,
  CHILD_IS_STUDENT,
  COMPANION,
  COSTS_ARTICLE,
  DOCUMENTS_DEADLINE,
  ENTRY_DOCUMENT,
  ENTRY_STAMP,
  EASIER_WITH_US,
  FACET_WORDS,
  FAMILY_ARTICLE,
  FAMILY_MEMBERS,
  FREE_PREMISE,
  LEGAL_STAY,
  LIVING_COST,
  MINORS_ARTICLE,
  MINOR_STUDENT,
  MONEY_WORDS,
  OPENING,
  OPENING_WORDS,
  OTHER_COUNTRY_COMPARED,
  OWN_PROFESSION_THERE,
  PARENTS,
  PLACE_WORDS,
  REFUND,
  RESIDENCE_WAIT,
  RESIDENCE_WHEN,
  REVALIDATION_ARTICLE,
  PRACTISE_IN_BRAZIL,
  SAFETY_ARTICLE,
  SAFETY_ASKED,
  SAFETY_FEAR,
  SCHEDULE_ARTICLE,
  SCHOLARSHIPS_ARTICLE,
  SERVICES_ARTICLE,
  SERVICES_SECTION,
  STUDIED_MEDICINE,
  TRANSFER_ARTICLE,
  VISA_ARTICLE,
  VISIT,
  WORK_ARTICLE,
  WHERE_SERVED,
  WORK_WITH_RESIDENCE,
  isGeneric,
} from './topic-words.js';

/**
 * Shapes of a message that decide its article before its words do (docs/assistant.md, "Reply to the ask", item 7): who
 * asks, what they believe, what they ask the advisory for. Each returns the finding, or nothing for the words to decide.
 */

/** A section a shape chose on purpose: its score marks it so (a fallback to an article's first section scores 0). */
function shaped(section: KnowledgeSection | undefined): TopicFinding | undefined {
  return section ? { matches: [{ section, score: 1, terms: [] }], followUp: false, inDomain: true, byShape: true } : undefined;
}

/** The enrolment calendar's section: the steps in their order and how far ahead to start them. */
const enrolmentCalendar = (kb: KnowledgeBase) =>
  shaped(kb.sections.find((x) => x.article === SCHEDULE_ARTICLE && /prazos de inscri/i.test(x.title)));

/**
 * A closing yes/no question about one named thing of the base ("…o fies continua?", "…a apostila vale?"), or a closing
 * need of a paper ("…atravessando a ponte todo dia, preciso de visto?").
 */
const CLOSING_SUBJECT =
  /\b(?:o|a) (fies|prouni|bolsa|financiamento|residencia|apostila|certificado|diploma|historico|encceja|cedula|passaporte) (?:continua|vale|cobre|serve|funciona|acompanha|se mantem|e mantido|e mantida)\s*(?:ne|mesmo|msm|ainda)?\s*$|\b(?:preciso|precisa|precisamos|vou precisar|necesito|necesita) (?:de |tirar |fazer )?(?:um |o |a )?(visto|passaporte|residencia)\s*(?:la|aqui|ai)?\s*(?:ne|mesmo|msm|tambem|tb)?\s*$/;

/** Whether someone may come along ("posso levar minha filha?", "podem ir morar comigo?"). */
const BRING =
  /\b(posso|pode|podem|podemos|da pra|consigo|conseguem) (levar|ir com|morar com|trazer|ir (morar )?(comigo|junto)|morar (comigo|junto))\b/;

/** The residence (or its card) expiring or expired: "venceu", "vence quando", "se me venció el carnet". */
const RESIDENCE_EXPIRY =
  /\b(residencia|temporaria|temporal|carnet|radicacao|radicacion)\b.{0,40}\b(venceu|vencer|vencida|vencido|vencio|vence|vencendo|vencimento)\b|\b(venceu|vencer|vencio|vence|vencendo|vencida|vencido)\b.{0,40}\b(residencia|temporaria|temporal|carnet|radicacao|radicacion)\b/;

/**
 * A belief or a comparison the base cannot settle, or a subject both questions share, checked before the message is split
 * into its questions.
 */
export function shapeOfBelief(kb: KnowledgeBase, queryWords: string[]): TopicFinding | undefined {
  const text = queryWords.join(' ');
  // "dá pra tirar o CRM direto com o diploma apostilado, sem revalida?": practising without the Revalida, whatever
  // paper the message names beside it.
  // Medical training after it has its own section, and working in Paraguay needs no Revalida at all.
  if (
    /\bsem (o |fazer o |fazer |passar no |passar pelo )?revalida\b/.test(text) &&
    !/\b(especializacao|especializar|residencia medica)\b/.test(text) &&
    !/\b(no|en|aqui no|la no) paraguai\b/.test(text)
  ) {
    const only = shaped(kb.sections.find((x) => x.article === REVALIDATION_ARTICLE));
    if (only) return only;
  }
  // "e escola pra ela lá é paga? brasileiro estuda em escola pública?": both questions are the child's school there
  // (a spouse's work or papers asked beside it is a question of its own).
  if (CHILD_SCHOOL.test(text) && !/\b(esposa|marido|conjuge|mulher|trabalh\w*|residencia|documentos?)\b/.test(text)) {
    const school = shaped(kb.sections.find((x) => x.article === FAMILY_ARTICLE && /escola/i.test(x.title)));
    if (school) return school;
  }
  // "compensa mais estudar no paraguai ou na argentina?": the base knows nothing of the other country; a person answers.
  if (OTHER_COUNTRY_COMPARED.test(text) && !STUDIED_MEDICINE.test(text)) return { matches: [], followUp: false, inDomain: true };
  // "mas na argentina a pública é de graça?", "e bolívia?": another country's own rules, which the base does not hold;
  // someone studying there asks about a transfer instead.
  if (
    OTHER_COUNTRY_ASKED.test(text) &&
    !STUDIED_MEDICINE.test(text) &&
    (STUDY_ELSEWHERE.test(text) ||
      !/\b(transfer\w*|estudo|estudei|curso|cursei|cursando|fiz|documentos?|papeis|papel|facul|faculdade|historico|diploma|materias|disciplinas)\b/.test(
        text,
      ))
  )
    return { matches: [], followUp: false, inDomain: true };

  // "e quem faz, eu ou vcs?", "vcs vão comigo na migraciones ou eu vou sozinho?": what the advisory does beside the
  // student, whatever the step.
  // "então pra q vou pagar vcs?": why pay it at all is what it does, not its price.
  if (WHO_DOES_IT.test(text) || WHY_PAY_ADVISORY.test(text)) {
    const services = shaped(kb.sections.find((x) => x.article === CONTACT_ARTICLE && /assessoria faz/i.test(x.title)));
    if (services) return services;
  }

  // "com vcs fica mais fácil passar? vcs têm convênio com o INEP?": a promise the advisory cannot make.
  if (ADVISORY_NAMED.test(text) && EASIER_WITH_US.test(text)) {
    const guarantee = kb.sections.find((x) => x.article === ADVISORY_FEES_ARTICLE && /garant/i.test(x.title));
    if (guarantee)
      return { matches: [{ section: guarantee, score: 0, terms: [] }], followUp: false, inDomain: true, byShape: true };
  }

  // "como vou saber que vcs não são golpe?": whether to trust the advisory is answered by what it does not promise.
  // Asking for the advisory's channels to check it ("tem instagram? quero ver se são confiáveis") is the contact's ask.
  if (ASKS_TRUST.test(text) && !/\b(instagram|insta|site|facebook|redes sociais|endereco|escritorio)\b/.test(text)) {
    const guarantee = shaped(kb.sections.find((x) => x.article === ADVISORY_FEES_ARTICLE && /garant/i.test(x.title)));
    if (guarantee) return guarantee;
  }

  // "dá pra trabalhar de técnica lá com meu diploma daqui?": the title must be recognised first, whoever asks.
  if (OWN_PROFESSION_THERE.test(text)) {
    const recognised = shaped(kb.sections.find((x) => x.article === FAMILY_ARTICLE && /diploma brasileiro/.test(x.body)));
    if (recognised) return recognised;
  }

  // Checked before the message is split: "qnd eu me formar, oq faço…" is one question.
  // "qnd eu me formar, oq faço com o diploma de lá pra trazer pro brasil?": its apostille in Paraguay, then revalidation.
  if (DIPLOMA_TO_BRAZIL.test(text)) {
    const apostille = shaped(
      kb.sections.find((x) => x.article === 'legalizacao-apostilamento' && /diploma paraguaio/i.test(x.title)),
    );
    if (apostille) return apostille;
  }

  // "vi num vídeo q em 2026 o fies libera pra medicina no paraguai, é vdd?": a claim about the FIES or the ProUni is
  // about them, whatever else the message names (a year, who goes).
  if (/\b(fies|prouni)\b/.test(text) && /\b(vi|ouvi|li|disseram|falaram|verdade|vdd)\b/.test(text) && !/\bbolsas?\b/.test(text)) {
    const programme = kb.search(queryWords, { only: SCHOLARSHIPS_ARTICLE })[0];
    if (programme) return { matches: [programme], followUp: false, inDomain: true, byShape: true };
  }

  // "vi num vídeo que a faculdade é de graça, então só vou gastar com aluguel?": the belief is answered first.
  if (FREE_PREMISE.test(text)) {
    const free = kb.search(queryWords, { only: SCHOLARSHIPS_ARTICLE })[0];
    if (free) return { matches: [free], followUp: false, inDomain: true, byShape: true };
  }
  return undefined;
}

/** The advisory's own article: what it does, how to reach it. */
const CONTACT_ARTICLE = 'falar-com-assessor';

/** Who asks and what for, checked on the message as a whole once its questions found no two subjects. */
export function shapeOfMessage(kb: KnowledgeBase, queryWords: string[], questionCount: number): TopicFinding | undefined {
  const text = queryWords.join(' ');
  // "minha irmã termina o 3º ano em dezembro. quais documentos ela precisa ir separando?": the list asked for, whatever
  // the message tells before it ("ano que vem" is no step of the apostille).
  if (
    PAPERS_LISTED.test(text) &&
    !/\b(residencia|apostil\w*|transfer\w*|revalida\w*|filhos?|criancas?|esposa|marido|casamento|cedula|passaporte|viajar|viagem|traduz\w*|traducao|declaracao|andamento|diploma|transferencia|visto|consulado)\b/.test(
      text,
    )
  ) {
    const list = shaped(kb.sections.find((x) => x.article === DOCUMENTS_ARTICLE && /necess[aá]rios para a matr/i.test(x.title)));
    if (list) return list;
  }
  // "e qnto tempo antes eu tenho q começar a juntar isso?": how far ahead to start, the papers' lead time.
  if (LEAD_TIME.test(text) && !/\b(residencia|passaporte|visto|revalida|cedula|voo|passagem)\b/.test(text)) {
    const ahead = enrolmentCalendar(kb);
    if (ahead) return { ...ahead, aspectOnly: true, asks: ['prazo'] };
  }
  // "uma particular aqui custa 12 mil ou o paraguai, vale a pena?": the two facts that weigh it, the price there and
  // the Revalida needed to practise back home; the choice itself is the person's (and an advisor's).
  // "vale a pena… se eu quero fazer residência médica no brasil depois?" weighs the training after, which its own
  // section answers.
  const trainingAfter = /\b(residencia medica|residencia (no|en) brasil|especializacao|especializar)\b/.test(text);
  if (WORTH_IT.test(text) && BRAZILIAN_ALTERNATIVE.test(text) && !trainingAfter) {
    const price = kb.sections.find((x) => x.article === COSTS_ARTICLE);
    const revalidation = kb.sections.find((x) => x.article === REVALIDATION_ARTICLE);
    if (price && revalidation)
      return {
        matches: [
          { section: price, score: 1, terms: [] },
          { section: revalidation, score: 1, terms: [] },
        ],
        followUp: false,
        inDomain: true,
        byShape: true,
        overview: true,
      };
  }
  // "vale a pena estudar medicina no paraguai?", "então pq eu iria pra lá?": what draws people there, and the Revalida
  // needed to practise back home; the choice is still the person's.
  if (WHY_GO.test(text) && !BRAZILIAN_ALTERNATIVE.test(text)) {
    const why = shaped(kb.sections.find((x) => x.article === UNIVERSITIES_ARTICLE && /^por que estudar/i.test(x.title)));
    if (why) return why;
  }
  // "vcs fazem a residência pra mim?", "vcs ajudam a achar moradia?": what the advisory does, not the residence itself.
  // "quero estudar medicina no Paraguai, como funciona?" names no subject at all: the same overview answers it.
  // "qual é a melhor faculdade? eu quero a melhor" asks for a comparison, not what the advisory does.
  const opening = OPENING.test(text) && !/\b(melhor|melhores|ranking)\b/.test(text) && queryWords.every((w) => namesNoSubject(w));
  // Getting money back ("vcs devolvem o que eu paguei?") is the refund terms, not what the advisory does.
  const refund = REFUND.test(text) || /\bpaguei\b/.test(text);
  if ((opening || ADVISORY_SERVICE.test(text)) && !refund && !queryWords.some((w) => MONEY_WORDS.has(w))) {
    const sections = kb.sections.filter((x) => x.article === SERVICES_ARTICLE);
    const services = sections.find((x) => SERVICES_SECTION.test(`${x.title} ${x.keywords}`)) ?? sections[0];
    if (services)
      return { matches: [{ section: services, score: 1, terms: [] }], followUp: false, inDomain: true, byShape: true };
  }

  // "vcs atendem gente do brasil todo ou só de alguns estados?": the team is reached here and on WhatsApp, from anywhere.
  if (WHERE_SERVED.test(text)) {
    const contact = shaped(kb.sections.find((x) => x.article === SERVICES_ARTICLE && /falar com um assessor/i.test(x.title)));
    if (contact) return contact;
  }

  // "perdi meu rg aqui em cde, como volto pro brasil?": the police report and the consulate, not how to enter.
  if (lostIdInParaguay(queryWords)) {
    const lost = shaped(kb.sections.find((x) => /perdi meu documento/i.test(x.title)));
    if (lost) return lost;
  }

  // "…medo de reprovar no revalida e ficar sem poder trabalhar. o q acontece se eu não passar?": retaking it, whatever
  // else the fear names.
  if (REVALIDA_FAILED.test(text) && /\brevalida\w*\b/.test(text) && WHAT_THEN.test(text) && !REFUND.test(text)) {
    const retake = shaped(kb.sections.find((x) => x.article === REVALIDATION_ARTICLE && /reprovar/i.test(x.title)));
    if (retake) return retake;
  }

  // "e dps de apostilado já posso me inscrever no revalida?": when and where its registration opens, not the papers again.
  if (REVALIDA_SIGN_UP.test(text) && !aspectsAsked(queryWords).includes('custo')) {
    const signUp = shaped(kb.sections.find((x) => x.article === REVALIDATION_ARTICLE && /inscri[cç][oõ]es/i.test(x.title)));
    if (signUp) return signUp;
  }

  // "perdi meu histórico", "a escola fechou, como pego o histórico?": the school, or the state once it closed, issues another.
  if (schoolRecordAgain(queryWords)) {
    const again = shaped(kb.sections.find((x) => x.article === DOCUMENTS_ARTICLE && /segunda via/i.test(x.title)));
    if (again) return again;
  }

  // "só vou levar a cnh, dá certo?", "meu rg é de 2009, serve pra entrar?": the documents that get one in.
  if (ENTRY_DOCUMENT.test(text) && !VISIT.test(text)) {
    const entry = shaped(kb.sections.find((x) => x.article === VISA_ARTICLE));
    if (entry) return entry;
  }

  // "decidi…, qual o primeiro passo?": the steps in their order, where no step of its own is named.
  // "quais os passos pra ir estudar medicina lá? o que faço primeiro?" asks the same path, the goal said instead.
  const pathAsked = (FIRST_STEP.test(text) && DECIDED.test(text)) || (STEPS_ASKED.test(text) && STUDY_THERE.test(text));
  if (pathAsked && !STEP_NAMED.test(text)) {
    const steps = enrolmentCalendar(kb);
    if (steps) return steps;
  }
  // "pronto, já fiz a matrícula!! e dps?": the step after enrolling is the residence.
  if (ENROLLED_WHAT_NEXT.test(text)) {
    const residence = shaped(kb.sections.find((x) => x.article === VISA_ARTICLE && /legalmente/i.test(x.title)));
    if (residence) return residence;
  }

  // "quais documentos eu tenho q providenciar aqui no brasil antes de ir?": the enrolment's list, where nothing else is named.
  if (GENERAL_PAPERS.test(text) && !PAPERS_OF_SOMETHING.test(text) && queryWords.length <= 16) {
    const list = shaped(kb.sections.find((x) => x.article === DOCUMENTS_ARTICLE));
    if (list) return list;
  }

  // "qnto tempo posso ficar como turista antes de tirar a residência?": the tourist's 90 days, not the residence's 2 years.
  if (TOURIST_STAY.test(text)) {
    const tourist = shaped(
      kb.sections.find((x) => x.article === VISA_ARTICLE && /\bturista\b/.test(x.body) && /90 dias/.test(x.body)),
    );
    if (tourist) return tourist;
  }

  // "meus pais querem me visitar, precisam de documento?": a visitor enters as a tourist, whoever comes.
  if (VISIT.test(text)) {
    const visit = kb.search(queryWords, { only: VISA_ARTICLE })[0];
    // The section that says how a visitor enters, where the words picked another ("precisa de q documento?").
    const tourist = kb.sections.find((x) => x.article === VISA_ARTICLE && /\bturista\b/.test(x.body) && /visitar/.test(x.body));
    const chosen =
      visit && tourist && visit.section.id !== tourist.id && !/\bturista\b/.test(visit.section.body)
        ? { section: tourist, score: 1, terms: [] }
        : visit;
    if (chosen) return { matches: [chosen], followUp: false, inDomain: true, byShape: true };
  }

  // "se eu não me adaptar, pego o dinheiro da matrícula de volta?": the university's own refund rules, which the base does
  // not hold; a person answers (the advisory's refund terms answer only where the advisory is named).
  const backFromUniversity =
    /\b(dinheiro|valor|matricula|mensalidade)\b.*\bde volta\b|\bdevolv\w* (a |o )?(matricula|mensalidade)\b/;
  if (backFromUniversity.test(text) && !/\b(vcs|voces|assessoria|assessor)\b/.test(text))
    return { matches: [], followUp: false, inDomain: true };

  // "vcs cobram pra ajudar na inscrição?": the advisory's own fee, whatever else the message names.
  // "vcs devolvem o que eu paguei se a facul não aceitar?": the refund terms, whatever else the message names.
  const refundAsked = REFUND.test(text) && ADVISORY_SUBJECT.test(text);
  if (questionCount <= 1 && (ADVISORY_CHARGES.test(text) || refundAsked)) {
    const fees = kb.search(queryWords, { only: ADVISORY_FEES_ARTICLE })[0] ?? kb.firstMatch(ADVISORY_FEES_ARTICLE);
    if (fees) return { matches: [fees], followUp: false, inDomain: true };
  }

  // "sou mãe, cde é perigoso pra uma menina de 18 anos morar sozinha?": whether a place is safe, whoever asks it.
  // "me promete q minha filha vai estar segura lá?": "lá" and "no Paraguai" name the place as well as a city does.
  // "morar lá tranquilo legalmente" asks whether the stay is legal.
  // "tranquilo" there is often "easy" ("transferir dps de 1 ano tranquilo?"): only a word of danger counts with "lá".
  const placeNamed =
    queryWords.some((w) => PLACE_WORDS.has(w)) ||
    (/\b(la|paraguai)\b/.test(text) && !/\blegal(mente)?\b/.test(text) && !/\btranquil\w*\b/.test(text));
  if (questionCount <= 1 && SAFETY_ASKED.test(text) && placeNamed) {
    const [safety] = kb.search(queryWords, { only: SAFETY_ARTICLE });
    if (safety) return { matches: [safety], followUp: false, inDomain: true, byShape: true };
  }

  // "com residência dá pra trabalhar como médico no brasil?": the Revalida, not the Paraguayan work permit; "to no 3 ano
  // em cde, qnd voltar pro brasil o q preciso pra trabalhar de médico?" is the Revalida too, not a transfer.
  if (PRACTISE_IN_BRAZIL.test(text)) {
    const revalidation = shaped(kb.sections.find((x) => x.article === REVALIDATION_ARTICLE));
    if (revalidation) return revalidation;
  }

  // "…se eu transferir pro paraguai o fies continua?": the thing the closing question is about ("o fies") is its subject,
  // whatever the message says around it.
  const closingMatch = CLOSING_SUBJECT.exec(text);
  // A short "ela precisa de residência tb?" follows the conversation's subject (family coming along): only a long message
  // that tells its context first closes on the paper it needs.
  const closing = closingMatch?.[1] ?? (queryWords.length >= 8 ? closingMatch?.[2] : undefined);
  if (questionCount <= 1 && closing && kb.knows(closing)) {
    const [about] = kb.search([closing]);
    if (about) return { matches: [about], followUp: false, inDomain: true, byShape: true };
  }

  // "se eu começar no paraguai dá pra transferir pra uma federal aqui dps?": moving back to Brazil, not starting there.
  if (TRANSFER_BACK.test(text)) {
    const back = shaped(kb.sections.find((x) => x.article === TRANSFER_ARTICLE && /voltar depois/i.test(x.title)));
    if (back) return back;
  }

  // "fiz 1 ano de medicina na bolívia, perco tudo?": someone already in medicine asks about moving their course.
  if (questionCount <= 1 && STUDIED_MEDICINE.test(text)) {
    // "…quero transferir, oq eu preciso juntar?": the papers of the course taken so far, not the enrolment list.
    // "consigo levar as matérias q já fiz?" carries the subjects over, which is the convalidation, not papers.
    const papers =
      aspectsAsked(queryWords).includes('requisito') &&
      !/\b(levar|aproveitar) (as |os )?(materias|disciplinas|creditos)\b/.test(text)
        ? kb.sections.find((x) => x.article === TRANSFER_ARTICLE && /documentos/i.test(x.title))
        : undefined;
    const transfer =
      (papers && { section: papers, score: 1, terms: [] }) ??
      kb.search(queryWords, { only: TRANSFER_ARTICLE })[0] ??
      kb.firstMatch(TRANSFER_ARTICLE);
    if (transfer) return { matches: [transfer], followUp: false, inDomain: true, byShape: true };
  }

  // "sou fisioterapeuta, consigo entrar direto no 2º ano?": another health degree's subjects go through the same
  // convalidation, one by one, as a medical course's would.
  if (OTHER_DEGREE_CREDIT.test(text)) {
    const convalidation = shaped(kb.sections.find((x) => x.article === TRANSFER_ARTICLE && /perco disciplinas/i.test(x.title)));
    if (convalidation) return convalidation;
  }

  // "e pra ela atravessar a fronteira sem a gente, precisa de q?": a child travelling without the parents needs their
  // authorisation, whatever else the message names.
  const travel = minorTravel(kb, queryWords);
  if (travel) return travel;

  // "minha filha tem 17, da pra ela começar?": a minor who is the student; the minors' article, not family coming along.
  // "minha filha tem 17… quais documentos ela vai precisar pra matrícula?": the list, whoever's age is said.
  const papersAsked = /\b(quais|que) (documentos?|papeis)\b|\bdocumentos? (ela|ele|eu) (vai|vou) precisar\b/.test(text);
  // "minha filha faz 18 só em agosto… quanto custa a mensalidade?": the price is asked, her age is context.
  const priceAsked = aspectsAsked(queryWords).includes('custo');
  // "…barrado por causa do rg velho? o meu tem 15 anos": the age of a paper, not of a student.
  const paperAge = /\b(rg|identidade|documento|carteira|cnh|passaporte|certidao|foto)\b.{0,30}\b(tem|com|de|ha) \d+ anos\b/.test(
    text,
  );
  if (MINOR_STUDENT.test(text) && !COMPANION.test(text) && !papersAsked && !priceAsked && !paperAge) {
    const besidesWho = queryWords.filter((w) => !FAMILY_MEMBERS.has(w));
    // Being a minor is the question unless the message names another of the article's subjects (a trip, an authorisation).
    const asked = kb.search(besidesWho, { only: MINORS_ARTICLE })[0];
    const underAge = kb.sections.find((x) => x.article === MINORS_ARTICLE && /menos de 18|menor/i.test(x.title));
    // "e a residência dela, sendo de menor?": a minor's residence is the under-18 section's, not a trip's "residente".
    const residenceAsked = /\bresidencia\b/.test(text) && !/\b(viajar|viagem|sair|saindo|atravessar)\b/.test(text);
    const minors =
      // Its score marks the section as chosen (a fallback to an article's first section scores 0).
      asked && !/idade/i.test(asked.section.title) && !residenceAsked
        ? asked
        : underAge
          ? { section: underAge, score: 1, terms: [] }
          : asked;
    if (minors) return { matches: [minors], followUp: false, inDomain: true, byShape: true };
  }

  // "minha esposa tem 45 anos, ainda consegue entrar?": she is the student, and her age is the question.
  // "e pra minha esposa, a certidão de casamento tem que apostilar?" asks about the apostille, whoever it is for.
  const aboutPapers = /\b(apostil\w*|traduz\w*|traducao|legaliz\w*)\b/.test(text);
  // "…meu marido é caminhoneiro… quanto fica por mês tudo somando?" asks what it costs; "meu marido tá com medo, pjc
  // aparece no jornal" asks whether it is safe: who is named is context there.
  const livingCost = aspectsAsked(queryWords).includes('custo') && LIVING_COST.test(text);
  // "e eu ou o pai temos que ir morar com ela?": whether a parent must go is the rule for minors, not whether family may.
  const parentMustGo =
    queryWords.some((w) => PARENTS.has(w)) &&
    /\b(tem que|temos que|tenho que|tem q|temos q|precisa|precisamos|obrigad[oa]s?)\b/.test(text);
  if (COMPANION.test(text) && parentMustGo) {
    const underAge = shaped(kb.sections.find((x) => x.article === MINORS_ARTICLE && /menos de 18|menor/i.test(x.title)));
    if (underAge) return underAge;
  }
  // "onde faço o revalida?": where the exam is taken, not where the diploma is revalidated afterwards.
  if (
    /\b(onde|em que cidade|qual cidade|que cidade|em qual cidade)\b/.test(text) &&
    /\brevalida\b/.test(text) &&
    !/\b(inscri\w*|pag\w*|taxa|cursinho|estud\w*|apostil\w*|crm|diploma|revalidar|universidade|trabalh\w*|atuar|exercer|passar|passei)\b/.test(
      text,
    )
  ) {
    const where = shaped(kb.sections.find((x) => x.article === REVALIDATION_ARTICLE && /^onde/i.test(x.title)));
    if (where) return where;
  }
  // "e com 32 não tô velho pra começar?": whether an adult's age stops them, the age article's first answer.
  // "tenho 38 anos… ainda compensa começar? vou formar com 44": the same doubt, weighed as worth it.
  if (
    (/\b((?<!porto )velh[oa]s?|tarde demais)\b/.test(text) ||
      (/\b(ainda )?(compensa|vale a pena)\b|\bainda (da|posso|consigo)\b|\b(da pra|da para|posso|consigo)\b.*\bainda\s*$/.test(
        text,
      ) &&
        /\b(comecar|formar|entrar|estudar|fazer|cursar)\b/.test(text) &&
        /\b([3-9]\d) anos\b|\bformar com [3-9]\d\b/.test(text))) &&
    /\b([2-9]\d)( anos)?\b/.test(text) &&
    !/\b(rg|documento|certidao|foto)\b/.test(text)
  ) {
    const age = shaped(kb.sections.find((x) => x.article === MINORS_ARTICLE && /idade m[ií]nima ou m[aá]xima/i.test(x.title)));
    if (age) return age;
  }
  // "a mensalidade eles cobram em que moeda? real ou guarani?": the tuition's currency, not the exchange rate of the day.
  // A long message that asks this beside other things ("…aluguel e comida? e paga em real ou guarani?") is split instead.
  if (
    queryWords.length <= 12 &&
    /\b(mensalidade|mensalidades)\b/.test(text) &&
    /\bem (que|qual) moeda\b|\b(reais|real|dolar|dolares|guaranis?) ou (em )?(reais|real|dolar|dolares|guaranis?)\b/.test(text)
  ) {
    const currency = shaped(kb.sections.find((x) => x.article === COSTS_ARTICLE && /em que moeda/i.test(x.title)));
    if (currency) return currency;
  }
  // "eu e meu marido queremos visitar nossa filha em assunção, que documento? quanto tempo podemos ficar?": visitors
  // come in as tourists, which the visa's first section says; they neither move nor need a residence.
  if (/\b(visitar|visita|visitamos|visitarmos)\b/.test(text) && !/\b(morar|mudar|mudanca|levar|trabalhar)\b/.test(text)) {
    const entry = shaped(kb.sections.find((x) => x.article === VISA_ARTICLE));
    if (entry) return entry;
  }
  // "…levar pra fazer a matrícula, minha filha terminou o terceiro ano": the daughter is the student, not coming along.
  // "…minha filha de 8 anos. se eu for fazer medicina…": the parent studies, and the young child comes along.
  const childStudies = CHILD_IS_STUDENT.test(text) && !PARENT_STUDIES.test(text) && !YOUNG_CHILD.test(text);
  // "…meu marido vamos bancar… tem custo de revalidar o diploma?": the Revalida is asked, whoever pays.
  const revalidation = /\brevalid\w*\b/.test(text);
  // "posso levar minha mãe pra morar comigo? ela tem 68 anos": her age is context where bringing her is asked.
  const bringAsked = BRING.test(text);
  if (
    COMPANION.test(text) &&
    !childStudies &&
    (!ASKS_AGE.test(text) || bringAsked) &&
    !aboutPapers &&
    !livingCost &&
    !SAFETY_FEAR.test(text) &&
    !revalidation
  ) {
    // Who comes along says the article; what else is asked (work, school, documents) picks its section.
    const besidesWho = queryWords.filter((w) => !FAMILY_MEMBERS.has(w));
    // The children's section answers only where children are named ("e minha esposa / minha mãe, tem residência?").
    const noChildren = !queryWords.some((w) => CHILDREN.has(w));
    // "posso levar minha filha comigo?" asks whether family may come: the article's first answer, whoever comes.
    // "minha esposa e meu filho podem ir morar comigo lá enquanto eu estudo?": the same, asked of them.
    const mayBring = !/\btrabalh\w*\b/.test(text) && bringAsked;
    const family =
      (mayBring ? chosen(kb.sections.find((x) => x.article === FAMILY_ARTICLE)) : undefined) ??
      kb.search(besidesWho, { only: FAMILY_ARTICLE }).find((m) => !noChildren || !/filh/i.test(m.section.title)) ??
      kb.firstMatch(FAMILY_ARTICLE);
    if (family) return { matches: [family], followUp: false, inDomain: true, byShape: true };
  }

  // "cuánto es el costo de vida mensual en encarnación?": housing and food, not the tuition nor both together.
  if (/\b(custo|costo) de vida\b/.test(text) && !/\b(faculdade|facul|mensalidade|cuota|curso|tudo|total|somando)\b/.test(text)) {
    const living = shaped(kb.sections.find((x) => x.article === 'vida-no-paraguai' && /custo de vida/i.test(x.title)));
    if (living) return living;
  }

  // "qnto gasto por mês com tudo em cde?": the month in all (tuition and living), not the rent alone.
  // "qnto preciso mandar pra ela todo mês?": what a month there costs in all, not how to send money.
  if ((MONTH_WITH_EVERYTHING.test(text) && aspectsAsked(queryWords).includes('custo')) || MONTHLY_ALLOWANCE.test(text)) {
    const month = shaped(kb.sections.find((x) => x.article === COSTS_ARTICLE && /por m[eê]s/i.test(x.title)));
    // Its words ("gasto", "tudo") name no subject of the section's: what it asks (the month's sum) chooses the statement.
    if (month) return { ...month, aspectOnly: true };
  }

  // "cuánto se gasta por mes para vivir en pjc, sin contar la facultad?": housing and food, whoever asks for whom.
  const aside = /\b(sem contar|fora|alem da|sem) (a |la )?(faculdade|mensalidade|facul)\b/.test(text);
  const living = /\b(morar|morando|se manter|viver|sobreviver)\b/.test(text);
  if (aspectsAsked(queryWords).includes('custo') && living && (aside || !TUITION_NAMED.test(text))) {
    const housing = shaped(kb.sections.find((x) => x.article === 'vida-no-paraguai' && /moradia/i.test(x.title)));
    if (housing) return housing;
  }

  // "e esse valor já inclui a assessoria de vcs?": the advisory's fee is apart from the university's and the papers'.
  if (/\b(inclui|incluso|inclusa|incluida|incluido|entra|esta incluid[oa])\b.{0,30}\b(assessoria|honorarios)\b/.test(text)) {
    const fees = kb.search(queryWords, { only: ADVISORY_FEES_ARTICLE })[0] ?? kb.firstMatch(ADVISORY_FEES_ARTICLE);
    if (fees) return { matches: [fees], followUp: false, inDomain: true, byShape: true };
  }

  // "quero saber o custo TOTAL… mensalidade, moradia, comida": the month's figures to add up, not only what to add.
  if (TOTAL_ASKED.test(text) && /\b(moradia|aluguel|comida|alimentacao|custo de vida|mercado|primeiro mes)\b/.test(text)) {
    const month = shaped(kb.sections.find((x) => x.article === COSTS_ARTICLE && /por m[eê]s/i.test(x.title)));
    if (month) return month;
  }

  // "a mensalidade já inclui moradia e alimentação, né?": what it does not include, not the rent's figures.
  if (TUITION_INCLUDES.test(text) && !ADVISORY_SUBJECT.test(text)) {
    const price = shaped(kb.sections.find((x) => x.article === COSTS_ARTICLE));
    // "a mensalidade inclui oq? livro, jaleco…": what it includes is asked, whatever the price words say.
    if (price) return { ...price, asks: ['requisito'] };
  }

  // "a mensalidade sobe todo ano ou fica o mesmo valor?": the price's adjustment, not what a month costs in all.
  if (
    ASKS_FOR_CHANGE.test(text) &&
    /\b(mensalidade|mensalidades|valor|preco|cuota)\b/.test(text) &&
    /\b(sobe|sobem|aumenta|aumentam|reajust\w*|congelad[oa]|mesmo valor|msm valor)\b/.test(text)
  ) {
    const costs = kb.sections.filter((x) => x.article === COSTS_ARTICLE);
    const adjusted = costs.find((x) => /reajuste/i.test(x.title)) ?? costs.find((x) => /reajuste/i.test(x.body));
    if (adjusted)
      return { matches: [{ section: adjusted, score: 1, terms: [] }], followUp: false, inDomain: true, byShape: true };
  }

  // "chegando em cde qnto tempo eu tenho pra pedir a residência?": within the tourist's 90 days, not the DNM's wait.
  if (RESIDENCE_WHEN.test(text) && !RESIDENCE_WAIT.test(text)) {
    const when = shaped(kb.sections.find((x) => x.article === VISA_ARTICLE && /quando pedir/i.test(x.title)));
    if (when) return when;
  }

  // "precisa sacar cédula paraguaya para estudiar?": the Paraguayan ID comes after the residence, from the Police.
  const hasIt = /\b(ja )?(tenho|tengo)\b.{0,10}\bcedula\b/.test(text);
  if (
    /\bcedulas? (paraguaya|paraguaia|de identidade paraguaia|de identidad)\b/.test(text) &&
    !hasIt &&
    !lostIdInParaguay(queryWords)
  ) {
    const card = shaped(kb.sections.find((x) => x.article === VISA_ARTICLE && /c[eé]dula/i.test(x.title)));
    if (card) return card;
  }

  // "minha residência temporária venceu, e agora?", "se me venció el carnet de residente": its validity and renewal.
  if (RESIDENCE_EXPIRY.test(text) && !/\b(deixar|deixei|deixo|esquecer|esqueci|sem querer)\b/.test(text)) {
    const validity = shaped(kb.sections.find((x) => x.article === VISA_ARTICLE && /quanto tempo vale a resid/i.test(x.title)));
    if (validity) return validity;
  }

  // "a residência sai antes das aulas começarem, né?": the residence's wait, not the start of classes.
  if (RESIDENCE_WAIT.test(text)) {
    const wait = shaped(kb.sections.find((x) => x.article === VISA_ARTICLE && /demora/i.test(x.title)));
    if (wait) return wait;
  }

  // "entrei só com o rg… o q eu faço pra ficar legal pra estudar?": the residence, whatever the entry was like.
  // "o q precisa pra morar lá legalizado?" asks for the residence's papers.
  if (LEGAL_STAY.test(text)) {
    const papers = /\b(o que|que|quais|oq) (eu )?(precisa|preciso|levo|documentos?|papeis)\b/.test(text);
    const title = papers ? /documentos da residência/i : /legalmente/i;
    const residence = shaped(kb.sections.find((x) => x.article === VISA_ARTICLE && title.test(x.title)));
    if (residence) return residence;
  }

  // "entrei pela ponte e ngm carimbou nada, tem problema?": registering the entry, whatever way the border was crossed.
  if (ENTRY_STAMP.test(text)) {
    const entry = shaped(kb.sections.find((x) => x.article === VISA_ARTICLE && /registrar a entrada/i.test(x.title)));
    if (entry) return entry;
  }

  // "qto tempo demora pra formar médico lá?": the course's length, whatever else the words match ("demora" is the residence's).
  if (questionCount <= 1 && asksCourseLength(queryWords)) {
    const length = shaped(kb.sections.find((x) => x.article === SCHEDULE_ARTICLE && /\bdura o curso\b/i.test(x.title)));
    if (length) return length;
  }

  // "ainda não terminei o médio, posso ir adiantando os documentos?": the papers of someone still at school.
  // "…to no 3º ano, qnd começo a mexer nos documentos?" asks how far ahead, which the calendar answers.
  if (
    STILL_AT_SCHOOL.test(text) &&
    !/\b(quando|qnd|qdo)\b/.test(text) &&
    // "to no 3 ano… tem faculdade pública? consigo entrar nela?" asks about the public universities.
    !/\b(publica|publicas|particular|particulares|privada|privadas)\b/.test(text) &&
    /\b(documento\w*|matricul\w*|inscrev\w*|inscricao|papel|papeis|adiantar|adiantando|certificado|entrar)\b/.test(text)
  ) {
    const inProgress = shaped(kb.sections.find((x) => x.article === DOCUMENTS_ARTICLE && /em andamento/i.test(x.title)));
    if (inProgress) return inProgress;
  }

  // "as facul têm hospital escola próprio ou a prática é em hospital público?": the internship (its own section, or the
  // course's length that names it), not the public health system; doing it in Brazil is each university's rule, which
  // a person checks.
  // "da pra trabalhar durante o curso? tipo estágio remunerado no hospital" asks about paid work, not the internship.
  if (INTERNSHIP.test(text) && !/\b(trabalhar|trabalho|remunerad[oa]|salario|ganhar dinheiro)\b/.test(text)) {
    // "tem internato igual no brasil?" compares with Brazil; it does not ask to do it there.
    const compared = text.replace(/\b(igual|como|que nem|parecido com|mesmo que) (ao |o |no |na |do |da )?(brasil|aqui)\b/g, '');
    if (/\bbrasil\b|\baqui\b/.test(compared)) return { matches: [], followUp: false, inDomain: true };
    const internship =
      kb.sections.find((x) => x.article === SCHEDULE_ARTICLE && /\binternato\b/i.test(x.title)) ??
      kb.sections.find((x) => x.article === SCHEDULE_ARTICLE && /\bdura o curso\b/i.test(x.title));
    const course = shaped(internship);
    if (course) return course;
  }

  // "se eu começar a juntar os papéis agora dá tempo pra março ou já era?": how far ahead, in the enrolment calendar.
  if (
    TIME_ENOUGH.test(text) &&
    /\b(marco|fevereiro|agosto|julho|aulas|matricula|entrar|inscri\w*|papeis|documentos?|semestre|ano que vem)\b/.test(text)
  ) {
    const dates = shaped(kb.sections.find((x) => x.article === SCHEDULE_ARTICLE && /\bprazos?\b/i.test(x.title)));
    if (dates) return dates;
  }

  // "até quando posso mandar os documentos?": the enrolment dates, not the document list.
  if (DOCUMENTS_DEADLINE.test(text)) {
    const dates = shaped(kb.sections.find((x) => x.article === SCHEDULE_ARTICLE && /\bprazos?\b/i.test(x.title)));
    if (dates) return dates;
  }

  // "depois de revalidar posso fazer concurso igual quem formou aqui?": a revalidated diploma counts as a Brazilian one.
  if (AFTER_REVALIDATION.test(text)) {
    const equal = shaped(kb.sections.find((x) => x.article === REVALIDATION_ARTICLE && /concursos/i.test(x.title)));
    if (equal) return equal;
  }

  // "passei no revalida!! já posso atender?": the apostille and the CRM that remain, not the exam's pass rates.
  if (AFTER_PASSING_REVALIDA.test(text)) {
    const after = shaped(
      kb.sections.find((x) => x.article === REVALIDATION_ARTICLE && /apostila de revalidação/i.test(x.keywords)),
    );
    if (after) return after;
  }

  // "o diploma do paraguai é aceito no brasil?": not without the Revalida, whatever else is "aceito" (a Pix, a card).
  if (DIPLOMA_IN_BRAZIL.test(text)) {
    const revalidation = shaped(kb.sections.find((x) => x.article === REVALIDATION_ARTICLE));
    if (revalidation) return revalidation;
  }

  // "como sei se a faculdade é reconhecida de verdade lá?": the ANEAES and the CONES, not the Revalida.
  if (UNIVERSITY_LEGITIMACY.test(text) && !/\b(brasil|mec|revalid\w*|crm)\b/.test(text)) {
    const accredited = shaped(
      kb.sections.find((x) => x.article === UNIVERSITIES_ARTICLE && /acreditada pela ANEAES/i.test(x.title)),
    );
    if (accredited) return accredited;
  }

  // "tem mt brasileiro estudando lá?": how many go, in words every article shares otherwise (why they go is asked
  // earlier, WHY_GO).
  if (MANY_GO.test(text)) {
    const many = shaped(kb.sections.find((x) => x.article === UNIVERSITIES_ARTICLE && /quantos brasileiros/i.test(x.title)));
    if (many) return many;
  }

  // "moro em ponta porã, se estudar em pjc preciso da residência igual?": living on the Brazilian side still needs it.
  if (LIVES_ACROSS.test(text) && /\b(residencia|radicacao|migrac\w*)\b/.test(text)) {
    const across = shaped(kb.sections.find((x) => x.article === WORK_ARTICLE && /trabalhar no brasil/i.test(x.title)));
    if (across) return across;
  }

  // "da pra morar em foz e atravessar a ponte todo dia pra estudar em cde?": the daily crossing, not the rent.
  if (LIVES_ACROSS.test(text) && /\b(ponte|todo dia|todos os dias|diariamente|ir e voltar)\b/.test(text)) {
    const crossing = shaped(kb.sections.find((x) => x.article === 'vida-no-paraguai' && /travessia/i.test(x.title)));
    if (crossing) return crossing;
  }

  // "onde os estudantes costumam morar?": housing, not the residence that lets one live there.
  if (WHERE_TO_LIVE.test(text)) {
    const housing = shaped(kb.sections.find((x) => x.article === 'vida-no-paraguai' && /moradia/i.test(x.title)));
    if (housing) return housing;
  }

  // "e dps de apostilado ainda tenho q levar no consulado pra legalizar?": the apostille needs no consulate.
  if (/\bconsulados?\b/.test(text) && /\b(apostil\w*|legaliz\w*)\b/.test(text) && !/\bdiploma\b/.test(text)) {
    const where = shaped(kb.sections.find((x) => x.article === 'legalizacao-apostilamento' && /apostilar e onde/i.test(x.title)));
    if (where) return where;
  }

  // "qual cidade vcs recomendam pra quem vai sozinha?": where the campuses are, whoever goes and whatever they fear.
  if (CITY_CHOICE.test(text)) {
    const campuses = shaped(kb.sections.find((x) => x.article === UNIVERSITIES_ARTICLE));
    if (campuses) return campuses;
  }

  // "to com medo do curso ser mt difícil, lá reprova mt?": how demanding the course is, not the Revalida's pass rates.
  // "dá pra conciliar com o curso? medicina é puxado": whether work fits beside it, which the work article answers.
  if (COURSE_DIFFICULTY.test(text) && !/\b(revalida|conciliar|trabalh\w*|emprego)\b/.test(text)) {
    const hard = shaped(kb.sections.find((x) => x.article === UNIVERSITIES_ARTICLE && /dif[ií]cil/i.test(x.title)));
    if (hard) return hard;
  }

  // "qual é a melhor faculdade de medicina de lá pra ela?": there is no official ranking; what signals quality.
  if (
    /\b(qual|quais) (e |eh |seria )?(a |as )?(melhor|melhores) (faculdade|faculdades|facul|universidade|universidades)\b/.test(
      text,
    )
  ) {
    const ranking = shaped(kb.sections.find((x) => x.article === UNIVERSITIES_ARTICLE && /ranking/i.test(x.title)));
    if (ranking) return ranking;
  }

  // "o curso de lá é mt mais fraco q o do brasil?": the quality signal (the ANEAES), not a city or the Revalida's numbers.
  if (COURSE_QUALITY.test(text) && !/\b(fui|sou|to|estou|era) (meio |mt |muito )?(fraco|fraca|ruim)\b/.test(text)) {
    const ranking = shaped(kb.sections.find((x) => x.article === UNIVERSITIES_ARTICLE && /ranking/i.test(x.title)));
    if (ranking) return ranking;
  }

  // "e se mudar as regras no meio do meu curso?": the rules that already changed and the one coming (2028).
  if (RULES_CHANGE.test(text)) {
    const coming = shaped(kb.sections.find((x) => x.article === UNIVERSITIES_ARTICLE && /2028/.test(x.title)));
    if (coming) return coming;
  }

  // "com a residência temporária eu posso trabalhar legalmente?": the work article's own answer, not the residence's.
  if (WORK_WITH_RESIDENCE.test(text)) {
    const work = shaped(kb.sections.find((x) => x.article === WORK_ARTICLE));
    if (work) return work;
  }
  return undefined;
}

/**
 * A follow-up whose shape decides its section within the conversation's subject. `conversationSubject` replays the
 * history, so it is asked only once the message has one of these shapes.
 */
export function shapeOfFollowUp(
  kb: KnowledgeBase,
  queryWords: string[],
  conversationSubject: () => string | undefined,
): TopicFinding | undefined {
  const text = queryWords.join(' ');
  // "e dps de passar ja posso atender?" after the Revalida: the apostille and the CRM that remain.
  const afterPassing = AFTER_PASSING_FOLLOW_UP.test(text);
  // "e q documentos preciso pra pedir isso?", "quais papéis da facul eu levo?" after a transfer: the transcript and the
  // syllabi of the course taken so far, not the enrolment or residence list.
  const papers = PAPERS.test(text) && aspectsAsked(queryWords).includes('requisito');
  // "e em qual cidade é? tem no paraná?" after the Revalida: where the exam is taken, not where the universities are.
  const whichCity = WHICH_CITY.test(text);
  // "o q eu tenho q fazer primeiro?" after when classes start, whose reply gave the steps: the first of them, the papers.
  const firstStep = FIRST_STEP.test(text) && !STEP_NAMED.test(text);
  if (!afterPassing && !papers && !whichCity && !firstStep) return undefined;
  const subject = conversationSubject();
  if (firstStep && subject === SCHEDULE_ARTICLE) {
    const papers = kb.sections.find((x) => x.article === DOCUMENTS_ARTICLE);
    if (papers) return { matches: [{ section: papers, score: 1, terms: [] }], followUp: true, inDomain: true, byShape: true };
  }
  if (whichCity && subject === REVALIDATION_ARTICLE) {
    const where = kb.sections.find((x) => x.article === REVALIDATION_ARTICLE && /^onde/i.test(x.title));
    if (where) return { matches: [{ section: where, score: 1, terms: [] }], followUp: true, inDomain: true, byShape: true };
  }
  if (afterPassing && subject === REVALIDATION_ARTICLE) {
    const after = kb.sections.find((x) => x.article === REVALIDATION_ARTICLE && /apostila de revalidação/i.test(x.keywords));
    if (after) return { matches: [{ section: after, score: 1, terms: [] }], followUp: true, inDomain: true, byShape: true };
  }
  if (papers && subject === TRANSFER_ARTICLE) {
    const section = kb.sections.find((x) => x.article === TRANSFER_ARTICLE && /documentos/i.test(x.title));
    if (section) return { matches: [{ section, score: 1, terms: [] }], followUp: true, inDomain: true, byShape: true };
  }
  return undefined;
}

/**
 * A minor's permission to travel ("e pra ela atravessar a fronteira sem a gente?", "mi hija tiene 17… que permiso necesita
 * para viajar?"), whatever the age said or else the message asks: the travel section.
 */
function minorTravel(kb: KnowledgeBase, queryWords: string[]): TopicFinding | undefined {
  const text = queryWords.join(' ');
  const asked =
    WITHOUT_PARENTS.test(text) ||
    (MINOR_STUDENT.test(text) &&
      /\b(viajar|viagem|viaja|viajando)\b/.test(text) &&
      /\b(autorizacao|autorizacoes|permiso|permissao|permisso)\b/.test(text));
  return asked ? shaped(kb.sections.find((x) => x.article === MINORS_ARTICLE && /viajar/i.test(x.title))) : undefined;
}

/** A word of how a first message opens or asks ("quero saber", "quanto", "medicina", "em cde"), not of its subject. */
const namesNoSubject = (w: string) =>
  termOf(w) === null || FACET_WORDS.has(w) || isGeneric(w) || OPENING_WORDS.has(w) || PLACE_WORDS.has(w);

/** A section chosen on purpose: its score marks it so (a fallback to an article's first section scores 0). */
const chosen = (section: KnowledgeSection | undefined) => (section ? { section, score: 1, terms: [] } : undefined);

/** What it takes as a whole: the needs, the steps, the process ("o que precisa pra estudar medicina no paraguai?"). */
const WHOLE_PROCESS =
  /\b(o que|que) (a gente |eu |ele |ela |nos )?(precisa|preciso|precisamos|precisaria|e preciso|e necessario|necesito|necesita|tem que|tenho que)\b|\brequisitos?\b|\b(as|os|quais) (etapas|passos)\b|\bpasso a passo\b|\bprocesso( todo| completo| inteiro)?\b|\bcomo funciona (para|a) (estudar|entrar|fazer|cursar|ir|matricula|ingresso)\b/;
/** Everything it costs, with no one thing priced ("quanto fica tudo?", "me fala os custos", "os custos todos"). */
const WHOLE_COST =
  /\b(quanto|qto|qnto)( q| que)? (fica|sai|e|eh|custa|da|gasta|gasto) (tudo|o total)\b|\b(os|todos os) (custos|gastos)\b|\b(custos|gastos) (todos|totais)\b|\b(quanto|qto|qnto)( q| que)? (fica|sai|custa|da) (o curso|a faculdade|a facul)( de medicina)? (todo|toda|inteiro|inteira|completo|completa)\b/;
/** The papers asked for as a list, for oneself or someone ("quais documentos ela precisa?", "q papéis eu levo?"). */
const PAPERS_LISTED =
  /\b(quais|que|q) (sao )?(os )?(documentos|papeis|docs)\b.{0,20}\b(preciso|precisa|precisamos|levo|leva|levar|tenho que|tem que|separar|separando|juntar|pedem|pede)\b/;
/** How far ahead to start gathering ("quanto tempo antes eu começo a juntar?", "com quanto tempo de antecedência?"). */
const LEAD_TIME =
  /\b((quanto|qto|qnto) tempo|(quantos|qnts) meses|quanto) (de )?antes\b.*\b(comecar|comeco|empezar|juntar|preparar|organizar|separar|providenciar|documentos|papeis|papelada|tramites?|processo|isso|tudo)\b|\bcom quanto tempo de antecedencia\b/;
/** The whole wait, with no one step named ("quanto tempo leva tudo?", "quanto demora o processo todo?"). */
const WHOLE_WAIT =
  /\b(quanto|qto|qnto) tempo (leva|levaria|demora|demoraria|dura) (tudo|o processo( todo| inteiro| completo)?|todo o processo|isso tudo|tudo isso)\b|\b(demora|leva) quanto tempo (tudo|o processo( todo| inteiro| completo)?|todo o processo)\b/;
/** Life there as a whole ("como é a vida lá?", "quero saber tudo sobre morar e estudar em cde"). */
const WHOLE_LIFE = /\bcomo (e|eh|seria|que e) (a vida|morar|viver|o dia a dia)\b|\btudo sobre (a vida|morar|viver)\b/;
const LIFE_WORDS = new Set(['vida', 'morar', 'viver', 'dia', 'estudar']);
/** Words that say who asks, how, and for whom, but name no subject of the base. */
const BROAD_WORDS = new Set(
  'gente nos eu ele ela meu minha filho filha sobre tudo todo toda todos completo completa inteiro inteira etapas passos passo requisito requisitos processo fora exterior terceirao terceiro ano soy qro explicar explica me fala falar planejar planejamento organizar paraguay mes vem proximo isso nunca fui conheco'.split(
    ' ',
  ),
);

/**
 * A first message that asks what it all takes or costs, and names nothing narrower: the overview of what is needed, or
 * the tuition with everything it leaves out, rather than whichever section shares a common word ("estudar medicina").
 */
export function shapeOfFirstAsk(kb: KnowledgeBase, queryWords: string[]): TopicFinding | undefined {
  const text = queryWords.join(' ');
  const broad = queryWords.every(
    (w) => namesNoSubject(w) || MONEY_WORDS.has(w) || BROAD_WORDS.has(w) || (WHOLE_LIFE.test(text) && LIFE_WORDS.has(w)),
  );
  // "quais as etapas? e qnto tempo leva tudo isso?", "o que eu preciso fazer, quanto custa": two asks, each answered.
  const alsoAsked =
    aspectsAsked(queryWords).some((a) => a === 'prazo' || a === 'duracao' || a === 'quando') ||
    (WHOLE_PROCESS.test(text) && /\b(custa|custam|custo|custos|valor|valores|preco|precos|gasto|gastos)\b/.test(text));
  if (!broad) return undefined;
  // "quanto tempo leva tudo?": the papers take weeks, so one starts months ahead (the calendar's lead time).
  if (WHOLE_WAIT.test(text)) {
    const wait = enrolmentCalendar(kb);
    return wait && { ...wait, aspectOnly: true };
  }
  if (alsoAsked) return undefined;
  // "quanto fica tudo por mês?" is the month's budget, its own section; "pra eu ir mês q vem" is only when.
  const section =
    WHOLE_COST.test(text) && !/\b(por|ao|cada) mes\b|\bmensa(l|lidade)\b/.test(text)
      ? kb.sections.find((x) => x.article === COSTS_ARTICLE)
      : WHOLE_LIFE.test(text)
        ? kb.sections.find((x) => x.article === 'vida-no-paraguai' && /^como (é|e) a vida/i.test(x.title))
        : // "quem faz o processo?", "o que precisa pra ser aprovado?": a facet of one thing, not the whole.
          WHOLE_PROCESS.test(text) && !queryWords.some((w) => FACET_WORDS.has(w) && !PLACE_WORDS.has(w))
          ? kb.sections.find((x) => x.article === UNIVERSITIES_ARTICLE && /^o que (é|e) preciso/i.test(x.title))
          : undefined;
  const found = shaped(section);
  // The whole lead statement answers, whatever word of the message a later sentence shares ("ir", "chegar").
  return found && { ...found, overview: true };
}
