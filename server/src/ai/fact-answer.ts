import type { KnowledgeMatch } from './knowledge-base.js';
import type { Aspect, KnowledgeFact } from './knowledge-facts.js';
import { sourceLine } from './answer-composer.js';
import { ownValue, searchTerms, termOf } from './portuguese-text.js';
import { CHILDREN, GENERIC_TERMS, LIGHT_VERBS, PLACE_WORDS, VISA_ARTICLE, WHO_TERMS } from './topic-words.js';

/** A reply's typical length: an advisor on WhatsApp answers in two lines. */
export const ANSWER_CHARS = 320;
/** Places as search terms: a place the ask names that a section's question names decides the section. */
const PLACE_TERMS = new Set([...PLACE_WORDS, 'cde', 'pjc'].map(termOf).filter((t): t is string => t !== null));

const PRICE_ASKED =
  /\b(quanto|qto|qnto|cuanto)\b(?! tempo)|\b(preco|precos|valor|valores|custa|custam|custo|custos|cobram|cobra|taxa|taxas|mensalidade|caro|cara|barato|barata|reajuste)\b/;
/** A price named as such, not only judged ("caro", "barato"). */
const PRICE_NAMED =
  /\b(quanto|qto|qnto|cuanto)\b(?! tempo)|\b(preco|precos|valor|valores|custa|custam|custo|custos|cobram|cobra|taxa|taxas|mensalidade|reajuste)\b/;
/** How a place is written in a reply, by its search term. */
const PLACE_NAMES: Record<string, string> = Object.fromEntries(
  ['Ciudad del Este', 'Pedro Juan Caballero', 'Assunção', 'Encarnación', 'Foz do Iguaçu', 'Salto del Guairá'].flatMap((name) =>
    searchTerms(name)
      .filter((t) => PLACE_TERMS.has(t))
      .map((t) => [t, name]),
  ),
);
const placeName = (term: string | undefined) => (term ? ownValue(PLACE_NAMES, term) : undefined) ?? '';

/** Words that ask about a subject without naming one ("e qto custa?", "e quanto tempo leva?"). */
const ASK_TERMS = new Set(
  searchTerms(
    'quanto qto qnto custa custam custo custos valor valores preco caro cara caros caras tempo demora leva levam prazo quando onde dura fica sai sair isso pronto pronta mes meses dias pergunta perguntas duvida duvidas questao informacao informacoes muda mudou janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro',
  ),
);
/** Question words ("como o Brasil é do Mercosul…" is "since"): they name no section's question. */
const QUESTION_TERMS = new Set(searchTerms('como qual quais quem onde quando porque'));
/** The words of an ask that name what it is about: not how it asks, not a number, not a light verb. */
const subjectOf = (terms: readonly string[]) =>
  terms.filter((t) => !ASK_TERMS.has(t) && !LIGHT_VERBS.has(t) && !/^\d+$/.test(t) && !PLACE_TERMS.has(t));

/**
 * A part left unanswered that another part of the same message covers: its own words are about what that part's
 * article answers ("chove muito? e quando faz mais calor?" is all the climate).
 */
export function coveredBy(part: AskedPart, other: AskedPart): boolean {
  const subject = subjectOf(searchTerms(part.words.join(' ')));
  return subject.length > 0 && other.articleTerms !== undefined && overlap(subject, other.articleTerms) > 0;
}

/** How much less a statement the previous reply already made weighs in a follow-up. */
const SAID_PENALTY = 3;
/** Each part of a two-question reply. */
const PART_CHARS = 230;

/** Aspects that name a precise fact: a reply without one that says it would answer another question. */
const DECISIVE: readonly Aspect[] = ['custo', 'prazo', 'duracao', 'quando', 'onde'];

const ASPECT_OFFER: Record<Aspect, string> = {
  custo: 'Quanto custa?',
  prazo: 'Quanto tempo demora?',
  duracao: 'Quanto tempo dura?',
  quando: 'Quando?',
  onde: 'Onde é feito?',
  requisito: 'Quais documentos pede?',
  como: 'Como funciona?',
  pode: '',
  quem: 'Quem decide?',
  numero: '',
  nome: 'Quais universidades?',
};

/** A section that opens with a verdict on a yes/no question about risk ("Exige cautela: …", "Exige atenção: …"). */
const VERDICT = /^(\*\*)?Exige\b/;
/** A statement that its subject depends on the city ("varia por universidade, cidade e câmbio", "Depende da cidade"). */
const VARIES_BY_CITY = /\b(varia|variam|depende)\b[^.]*\bcidade/i;
const PRICED_TEXT = /R\$|US\$|\bpre[cç]o|\bvalor|\bmensalidade|\bor[cç]amento|\bc[aâ]mbio/i;
/** A statement that says what can change or is not guaranteed ("sujeita a reajuste", "a decisão é da DNM"). */
const CHANGE_OR_GUARANTEE = /garant|reajust|\bmud(a|am|ar)\b|\bvari(a|am)\b|n[aã]o (é|e) autom|\bdecis[aã]o\b|\bdecide\b/i;

/** A statement that says a value or rule is adjusted or changes over time. */
const CHANGES_OVER_TIME = /reajust|aument|\bsob(e|em)\b|\bmud(a|am|ar)\b|\bpassa(m)? a\b|\bdeixa(m)? de\b/i;

export interface AskedPart {
  match: KnowledgeMatch;
  aspects: Aspect[];
  yesNo: boolean;
  /** The words of this ask, and those of the subject it inherits from the conversation (a short follow-up). */
  words: string[];
  inherited: string[];
  /** A child was named in the conversation ("minha filha tem 17…" → "e eu ou o pai temos que ir?"). */
  childNamed?: boolean;
  /** Words of the ask the base has in no form ("aposentadoria do inss", "autismo"), as search terms. */
  unknown?: string[];
  /** It asks for certainty about an outcome ("fica fixo?", "é certeza que sai?"). */
  certainty?: boolean;
  /** It asks whether a value or rule changes over time ("a mensalidade sobe todo ano?"). */
  change?: boolean;
  /** It asks what the thing is ("oq é essa tal de radicación?"): the article's opening statement answers. */
  definition?: boolean;
  /**
   * The words of the sentence that asks ("…terminó el colegio. ¿Qué documentos necesita?"), when the message also has
   * sentences that only tell: what it asks outweighs what it tells.
   */
  focus?: string[];
  /** The assistant's previous reply: a follow-up weighs less what it has just been told. */
  said?: string;
  /** "e depois?": the statement the previous reply led with, whose next one in its section answers. */
  after?: string;
  /**
   * The titles and keywords of the matched article's sections (what the article is about), where the ask's words chose
   * it; absent where the message's shape did ("minha filha tem 17…"), and then no shared word is needed.
   */
  articleTerms?: Set<string>;
}

export interface ChosenFact {
  fact: KnowledgeFact;
  /** One supporting detail: the statement after it in the same section, when both fit. */
  detail?: KnowledgeFact;
  /** The detail states another aspect the message asked ("onde morar? e qnto sai?"): it is half the answer, not a nicety. */
  detailAsked?: boolean;
  /** Other places' own answers ("…e em Assunção…"), kept beside the first, each cut to its share of the reply. */
  comparedWith?: KnowledgeFact[];
  /** The place each compared answer is about, in the same order as the fact and then `comparedWith`. */
  placeNames?: string[];
  /** The place asked about, where the answer is a figure for no place in particular ("e em Encarnación?"). */
  placeWithoutFigure?: string;
  /** The place asked about, where the statement is its section's answer for it but does not name it. */
  placeLabel?: string;
  /** Other places the ask compares it with, that no section of the article is about ("salto ou pjc?"). */
  placesWithoutData?: string[];
}

const VISA_TERM = 'vist';
const RESIDENCE_TERM = 'resident';

/**
 * Terms shared, where a term also meets another with its first five letters ("traduzir" and "tradução" stem apart).
 */
function overlap(terms: readonly string[], set: Set<string>): number {
  const prefixes = new Set([...set].filter((t) => t.length >= 5).map((t) => t.slice(0, 5)));
  return terms.filter((t) => set.has(t) || (t.length >= 5 && prefixes.has(t.slice(0, 5)))).length;
}

/**
 * The fact of the matched article that answers this ask, or none when the ask names a precise aspect (a price, a wait,
 * a date, a place) that no fact of the subject states: then a person answers, never a neighbouring fact.
 */
export function chooseFact(part: AskedPart, facts: readonly KnowledgeFact[]): ChosenFact | undefined {
  const article = part.match.section.article;
  const inArticle = facts.filter((f) => f.article === article);
  // Brazilians need no visa: "o visto" they ask about is the residence, which the visa's article states things of.
  const asked = searchTerms(part.words.join(' ')).flatMap((t) =>
    t === VISA_TERM && article === VISA_ARTICLE ? [t, RESIDENCE_TERM] : [t],
  );
  // A place qualifies the subject ("o aluguel em cde"): it decides between sections only where a section's question
  // names it, never by appearing in a fact's text ("…ônibus elétricos em Ciudad del Este").
  const places = [...new Set(asked.filter((t) => PLACE_TERMS.has(t)))];
  const placeSections = [
    ...new Set(places.map((t) => inArticle.find((f) => f.titleTerms.has(t))?.sectionId).filter((id) => id !== undefined)),
  ];
  // A price is decisive only when asked for ("quanto…", "qual o valor"); "pagar facul e aluguel com salário de lá" asks
  // whether work pays for it, which a statement without a price can answer.
  // "…passaporte pros meus filhos né? sai caro": where the message's shape chose the answer, "caro" alone is a remark.
  const text = part.words.join(' ');
  const priced = PRICE_ASKED.test(text) && !(!part.articleTerms && part.match.score > 0 && !PRICE_NAMED.test(text));
  const context: Scoring = {
    part,
    own: asked.filter((t) => !PLACE_TERMS.has(t)),
    inherited: searchTerms(part.inherited.join(' ')).filter((t) => !PLACE_TERMS.has(t)),
    decisive: part.aspects.filter((a) => DECISIVE.includes(a) && (a !== 'custo' || priced)),
    saidText: part.said ? plain(part.said) : '',
    places,
  };
  // Places with a section each ("pjc, cde ou encarnação, qual é mais tranquila?"): each place's answer, side by side.
  if (placeSections.length >= 2) {
    const answers = placeSections.slice(0, 3).map((id) =>
      bestOf(
        context,
        inArticle.filter((f) => f.sectionId === id),
      ),
    );
    const [first, ...others] = answers;
    const names = placeSections
      .slice(0, 3)
      .map((id) => placeName(places.find((t) => inArticle.some((f) => f.sectionId === id && f.titleTerms.has(t)))));
    if (first && others.every((f) => f !== undefined))
      return { fact: first, comparedWith: others as KnowledgeFact[], placeNames: names };
  }
  // A section the message's shape chose on purpose (score > 0) is the answer's; a place still picks its own section.
  // When none of its statements states what is asked ("perco tudo?" asks a wait), the rest of the article is searched.
  const chosenByShape = !part.articleTerms && part.match.score > 0;
  const shaped = chosenByShape ? inArticle.filter((f) => f.sectionId === part.match.section.id) : [];
  const candidates = placeSections.length === 1 ? inArticle.filter((f) => f.sectionId === placeSections[0]) : inArticle;
  const best =
    stepAfter(part.after, inArticle) ??
    (placeSections.length !== 1 && shaped.length > 0 ? bestOf(context, shaped) : undefined) ??
    bestOf(context, candidates);
  if (!best) return undefined;
  const { own, inherited, decisive } = context;
  // A decisive aspect with no subject word in the fact or its section ("quanto paga o emprego?" → the tuition) is not it;
  // an ask that names no subject of its own ("e qto custa?") is about the subject the conversation is on.
  const subject = subjectOf(own);
  // An ask whose only subject words are ones every article shares ("quanto custa a faculdade?") is about the whole
  // subject, which the article found answers: the two checks below need a word of its own.
  const specific = subject.filter((t) => !GENERIC_TERMS.has(t));
  if (
    decisive.length > 0 &&
    specific.length > 0 &&
    overlap([...subject, ...inherited], new Set([...best.terms, ...best.sectionTerms])) === 0
  )
    return undefined;
  // Nor is a statement that shares no word with what is asked, where the article's subject is not named either ("ela
  // continua recebendo a aposentadoria?" → the minors' residence): a neighbouring paste, where a person should answer.
  if (
    part.articleTerms &&
    specific.length > 0 &&
    overlap([...subject, ...inherited], new Set([...best.terms, ...best.sectionTerms, ...part.articleTerms])) === 0
  )
    return undefined;
  // A thing the base has never heard of ("a aposentadoria do inss", "prova adaptada pra autismo") with at most one other
  // word in common with the statement: the statement answers a neighbouring question, and a person answers this one.
  const unknown = part.unknown ?? [];
  if (
    part.articleTerms &&
    !part.certainty &&
    unknown.length > 0 &&
    overlap(
      subject.filter((t) => !unknown.includes(t) && !WHO_TERMS.has(t) && !GENERIC_TERMS.has(t)),
      new Set([...best.terms, ...best.sectionTerms, ...part.articleTerms]),
    ) <= 1
  )
    return undefined;
  const inSection = candidates.filter((f) => f.sectionId === best.sectionId);
  // A yes/no ask answered by a later statement ("como turista, não") keeps the section's own opening beside it
  // ("Pode, com residência"): the condition is half the answer.
  const sectionLead = inSection[0];
  // Otherwise the statement after it, or, when that one cannot be cut to fit ("Depende da cidade." + a long list), the
  // first later one that can: a short lead always gets its supporting detail.
  const lead = clean(best.text);
  const room = lead.length < 150 ? ANSWER_CHARS : ANSWER_CHARS - lead.length - 1;
  const fitsBeside = (f: KnowledgeFact) => !f.incomplete && !fit(clean(f.text), room).endsWith('…');
  // The next place's statement ("**Salto del Guairá**: …") is not a detail of this one.
  const following = inSection.slice(inSection.indexOf(best) + 1).filter((f) => headedPlaces(f).length === 0);
  const next =
    part.yesNo && !best.lead && sectionLead && /^(\*\*)?(N[aã]o|Sim|Pode)\b/.test(sectionLead.text)
      ? sectionLead
      : following[0] && !fitsBeside(following[0])
        ? (following.slice(1, 3).find(fitsBeside) ?? following[0])
        : following[0];
  // A yes/no lead ("Não.", "Pode, mas…") is short: the statement after it says why.
  // "qnto tempo demora pra apostilar e qnto custa?": where the ask names two precise aspects and the lead states one, the
  // section's statement of the other is the detail.
  const missing = decisive.filter((a) => !best.aspects.includes(a));
  const other =
    missing.length > 0 && missing.length < decisive.length
      ? inSection.find((f) => f !== best && !f.incomplete && missing.some((a) => f.aspects.includes(a)))
      : undefined;
  const detail = other ?? (next && !next.incomplete && best.text.length <= ANSWER_CHARS - 80 ? next : undefined);
  // "e em Encarnación?" after the price: the reply says it has no figure of that city's own before the general one.
  const name = placeName(places[0]);
  // A general figure given for a named city ("…pra estudar em pjc?") says so too, where its section says it varies by city.
  const variesByCity =
    VARIES_BY_CITY.test(best.text) || (FIGURE.test(best.text) && inSection.some((f) => VARIES_BY_CITY.test(f.text)));
  const placeWithoutFigure = name && placeSections.length === 0 && variesByCity ? name : undefined;
  // "é seguro pra uma menina morar sozinha?": the section's verdict ("Exige cautela: …") leads, the tip follows it.
  // "e comparado com pedro juan?": the section is that city's, but its statement ("Exige cautela: é a região…") does not
  // say which city it is about; the reply names it first.
  const titlePlace = places.find((t) => best.titleTerms.has(t));
  const placeLabel = titlePlace && !best.terms.has(titlePlace) && headedPlaces(best).length === 0 ? placeName(titlePlace) : '';
  const labelled = placeLabel ? { placeLabel } : {};
  // "salto del guaira ou pjc, qual é mais tranquila?": the city with a section gets its verdict, and the reply says it has
  // no data of the other's own rather than leaving it out.
  const cities = [...new Set(places.map((t) => placeName(t)).filter((n) => n !== ''))];
  const sectionCity = placeSections.length === 1 ? placeName(places.find((t) => best.titleTerms.has(t))) : '';
  if (cities.length >= 2 && sectionCity && sectionLead) {
    const without = cities.filter((c) => c !== sectionCity);
    return { fact: sectionLead, placeLabel: sectionCity, placesWithoutData: without };
  }
  if (
    part.yesNo &&
    !best.lead &&
    sectionLead &&
    VERDICT.test(sectionLead.text) &&
    !/^(\*\*)?(N[aã]o|Sim|Pode)\b/.test(sectionLead.text)
  )
    return { fact: sectionLead, detail: best, ...labelled };
  // "da pra usar o prouni…?" answered by a later statement that says no "Sim"/"Não" of its own: the section's own
  // "**Não.** …" leads and that statement follows it as the detail.
  if (
    part.yesNo &&
    sectionLead &&
    sectionLead !== best &&
    /^\*\*(N[aã]o|Sim)\.\*\*/.test(sectionLead.text) &&
    !/^(\*\*)?(N[aã]o|Sim|Pode|Depende|Exige)\b/.test(best.text)
  )
    return { fact: sectionLead, detail: best, ...labelled };
  // "e em cde?" after the month's total: the reply says it has no figure of that city's own and that it varies, then
  // gives the general figures as its detail.
  const figured = placeWithoutFigure && !FIGURE.test(best.text) ? inSection.find((f) => FIGURE.test(f.text)) : undefined;
  if (figured) return { fact: best, detail: figured, placeWithoutFigure, ...labelled };
  return {
    fact: best,
    detail,
    ...(other && detail === other ? { detailAsked: true } : {}),
    ...(placeWithoutFigure ? { placeWithoutFigure } : {}),
    ...labelled,
  };
}

/** A statement that gives a figure ("a partir de R$ 900", "US$ 300 a 400"). */
const FIGURE = /R\$|US\$|₲|\bguaranis\b.*\d|\d.*\bguaranis\b/;

interface Scoring {
  part: AskedPart;
  /** The ask's own terms and those it inherits, places left out. */
  own: string[];
  inherited: string[];
  decisive: Aspect[];
  saidText: string;
  /** The places the ask names: a statement that names them too is a little nearer ("entre Foz e Ciudad del Este"). */
  places: string[];
}

const FOR_ADULTS = /^Ao completar \*\*18 anos\*\*/;
const ADULT_SAID =
  /^(?!.*\b(1[0-7]|menor)\b).*(\b(ja fiz|fiz|ja tenho|completei|ja completei|tenho|tem) (18|19|2\d)\b|\bmaior de idade\b|\b(faz|fizer|completa|completar|vai fazer) 18\b.*\bmuda\b|\b(depois|apos|dps) (que |q )?(ela |ele |eu )?(fizer|completar) 18\b)/;
/** At most this many of the words a follow-up inherits count toward a section. */
const INHERITED_CAP = 2;
/** …and only after a long message (more terms than this); after a short one, every word it lends counts. */
const LONG_INHERITED = 10;
/** How much a word only this section of its article names adds, beyond what any shared word adds. */
const OWN_WEIGHT = 2.5;
/**
 * Terms of the ask that only this section of its article names (exact terms: a prefix would meet its neighbours'); a word
 * every article shares ("faculdade") tells nothing even where one section happens to be the only one to name it.
 */
const ownOverlap = (terms: readonly string[], own: Set<string>) =>
  terms.filter((t) => own.has(t) && !GENERIC_TERMS.has(t)).length;

/** Papers asked for by name, as a list ("quais documentos…", "que papéis…"). */
const LIST_ASKED = /\b(quais|que|q) (documentos|papeis|docs)\b/;

/** The statement among these that answers the ask best; none states a precise aspect it names. */
function bestOf({ part, own, inherited, decisive, saidText, places }: Scoring, candidates: readonly KnowledgeFact[]) {
  const focus = subjectOf(searchTerms((part.focus ?? []).join(' '))).filter(
    (t) => !GENERIC_TERMS.has(t) && !QUESTION_TERMS.has(t),
  );
  const repeats = (f: KnowledgeFact) => saidText !== '' && saidText.includes(plain(clean(f.text)).slice(0, 80));
  // "e onde tiro?" asks only with the conversation's subject; "quantas provas são?" names its own.
  const asksWithOwnWord = own.some((t) => !LIGHT_VERBS.has(t) && !QUESTION_TERMS.has(t) && !GENERIC_TERMS.has(t));
  const asksList = LIST_ASKED.test(part.words.join(' '));
  // "o revalida é obrigatório mesmo?" asks whether it is required: the statement of the need answers, not one on odds.
  const asksObligation = OBLIGATION_ASKED.test(part.words.join(' '));
  let best: { fact: KnowledgeFact; score: number } | undefined;
  for (const fact of candidates) {
    // An owner's placeholder with nothing around it says nothing to a prospect.
    if (clean(fact.text) === '') continue;
    const aspectHit = part.aspects.some((a) => fact.aspects.includes(a));
    if (decisive.length > 0 && !decisive.some((a) => fact.aspects.includes(a))) continue;
    // The section's title and keywords name its subject ("Ciudad del Este", "tradução"): they weigh most.
    // A light verb ("passar tudo pro espanhol") weighs half in the statement's own words ("São três passos").
    const light = own.filter((t) => LIGHT_VERBS.has(t));
    // A question word in a statement ("quem tem menos de 18…") does not answer the question ("quem assina?").
    const named = own.filter((t) => !QUESTION_TERMS.has(t));
    let score = 2 * overlap(named, fact.terms) - overlap(light, fact.terms) + 3 * overlap(own, fact.sectionTerms);
    score += 0.5 * overlap(inherited, fact.terms) + overlap(places, fact.terms);
    score += OWN_WEIGHT * ownOverlap(own, fact.ownTerms);
    // The children's rules answer only where a child is named ("minha mãe consegue residência?" is not about them).
    if (/\bfilh/i.test(fact.title) && !part.childNamed && !part.words.some((w) => CHILDREN.has(w))) score -= 8;
    // What changes at 18 ("Ao completar 18 anos… não precisa de autorização") answers whoever says they are 18 or over
    // ("já fiz 18"), never one who is 17.
    if (FOR_ADULTS.test(fact.text)) score += ADULT_SAID.test(part.words.join(' ')) ? 6 : -6;
    // A statement headed by a place ("**Pedro Juan Caballero**: …") is that place's answer, and no other place's.
    const headed = headedPlaces(fact);
    if (headed.length > 0) score += places.length > 0 && overlap(places, new Set(headed)) > 0 ? 4 : -4;
    // The section's question is matched against what the message asks, where it tells something besides.
    const told = focus.length > 0 ? own.filter((t) => !focus.includes(t)) : [];
    const titleAsked =
      focus.length > 0
        ? 3 * overlap(focus, fact.titleTerms) + 1.5 * overlap(told, fact.titleTerms)
        : 3 * overlap(own, fact.titleTerms);
    // A long message before ("…o diploma de médico do paraguai vale direto no brasil?") lends its subject, not a
    // weight that outvotes the words the follow-up asks with ("quantas provas são?").
    const lent = overlap(inherited, fact.sectionTerms);
    score += 1.5 * (asksWithOwnWord && inherited.length > LONG_INHERITED ? Math.min(INHERITED_CAP, lent) : lent) + titleAsked;
    // A section chosen by the message's shape ("minha filha tem 17…" → the minors') is the one meant, not a neighbour.
    // A fallback to the article's first section (score 0) chose no section at all.
    if (fact.sectionId === part.match.section.id) score += !part.articleTerms && part.match.score > 0 ? 6 : 2;
    if (focus.length > 0) score += overlap(focus, fact.sectionTerms);
    if (aspectHit) score += 3;
    // The statement whose subject is the thing asked ("**Os antecedentes criminais** se tiram…" for "os antecedentes, tiro
    // onde?") is nearer than one that lists it among others.
    if (opensWith(fact).some((t) => own.includes(t) && !GENERIC_TERMS.has(t) && !LIGHT_VERBS.has(t))) score += 2;
    // An illustration ("Exemplo: na Universidad Católica…") supports the general statement; it does not lead over it.
    if (/^Exemplo\b/.test(fact.text)) score -= 2;
    // "Sim"/"Não" leads only where the fact itself says it.
    if (part.yesNo && /^(\*\*)?(N[aã]o|Sim|Pode|Depende|Exige)\b/.test(fact.text)) score += 2;
    // "fica fixo?", "é certeza?": the statement about change or guarantee answers it, not the figure itself.
    if (part.certainty && CHANGE_OR_GUARANTEE.test(fact.text)) score += 3;
    // "sobe todo ano?": the statement that says it is adjusted answers, not one that says it varies from place to place.
    if (part.change && CHANGES_OVER_TIME.test(fact.text)) score += 4;
    if (part.aspects.length === 0 && fact.lead) score += 1.5;
    // "quais documentos eu levo?" asks for the list: a statement that lists them answers it, not a tip about them.
    if (asksList && /\n- /.test(fact.text)) score += 3;
    if (asksObligation && STATES_NEED.test(fact.text)) score += 3;
    if (part.definition && fact.lead && fact.sectionId.endsWith('#0')) score += 4;
    // A section that says what a thing is ("O que é a apostila de Haia") answers "o que é…?"; asked where, whether or
    // how much of the same thing, its neighbours answer.
    if (DEFINES.test(fact.title)) score += part.definition ? 4 : -4;
    // What the previous reply just said answers a follow-up only when nothing else of the subject answers it about as
    // well ("e vestibular tem?" after the ENEM answer is the same fact; "e em pjc?" after the price is not).
    // Named again by its own word ("mas e o aluguel?" after the rent), the same statement is still the answer.
    // "e em pjc?" after the price: a statement that it varies by city is the answer, said again if need be.
    const byCity = places.length > 0 && VARIES_BY_CITY.test(fact.text);
    if (byCity) score += 1;
    if (repeats(fact) && overlap(own, fact.terms) === 0 && !byCity) score -= SAID_PENALTY;
    if (!best || score > best.score) best = { fact, score };
  }
  return best?.fact;
}

/** Whether something is required ("é obrigatório?", "é obligatorio?", "tem que fazer o revalida?"). */
const OBLIGATION_ASKED =
  /\b(obrigatori[oa]s?|obligatori[oa]s?|exigid[oa]s?)\b|\b(precisa|preciso|precisam|tem que|tenho que|e preciso|e necessario)( mesmo)? (fazer|passar|prestar) (o|a|os|as|no|na) (?!novo\b)\w+/;
/** A statement of what is required ("precisa ser revalidado", "é obrigatório para se formar"). */
const STATES_NEED = /\b(precisa ser|precisam ser|é preciso|é obrigatóri[oa]|exige)\b/i;

/** The question of a section that defines its subject. */
const DEFINES = /^O que é (a|o|um|uma) /;

/** The terms of the bold phrase a statement opens with ("Os **antecedentes criminais**…"): its subject. */
function opensWith(fact: KnowledgeFact): string[] {
  const bold = /^(?:[^*]{0,5})\*\*([^*]+)\*\*/.exec(fact.text);
  return bold ? searchTerms(bold[1]!) : [];
}

/** The places a statement's bold heading names ("**Pedro Juan Caballero**: …"), as search terms. */
function headedPlaces(fact: KnowledgeFact): string[] {
  const heading = /^\*\*([^*]+)\*\*:/.exec(fact.text)?.[1];
  return heading ? searchTerms(heading).filter((t) => PLACE_TERMS.has(t)) : [];
}

/** The statement after this one in its section: what comes next ("e depois?"). */
function stepAfter(id: string | undefined, inArticle: readonly KnowledgeFact[]): KnowledgeFact | undefined {
  const at = id ? inArticle.findIndex((f) => f.id === id) : -1;
  const next = at >= 0 ? inArticle[at + 1] : undefined;
  return next && next.sectionId === inArticle[at]!.sectionId && !next.incomplete ? next : undefined;
}

/** The statement a reply led with: the one whose opening it shows first. */
export function ledWith(said: string | undefined, facts: readonly KnowledgeFact[]): KnowledgeFact | undefined {
  if (!said) return undefined;
  const text = plain(said);
  let found: { fact: KnowledgeFact; at: number } | undefined;
  for (const fact of facts) {
    const opening = plain(clean(fact.text))
      .replace(/^(sim|nao)[.:,]\s*/, '')
      .slice(0, SAID_OPENING);
    const at = opening.length >= SAID_OPENING_MIN ? text.indexOf(opening) : -1;
    if (at >= 0 && (!found || at < found.at)) found = { fact, at };
  }
  return found?.fact;
}
/** Characters of a statement's opening that identify it in a reply. */
const SAID_OPENING = 50;
/** A statement shorter than this is too common a phrase to identify one. */
const SAID_OPENING_MIN = 25;

/** Text compared without its formatting: "**Não.** Ninguém…" was said if "Não. Ninguém…" was. */
const plain = (text: string) =>
  text
    .replace(/\*\*/g, '')
    .replace(/^(- |\d+\. )/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Cuts a statement at its last sentence or clause that fits. */
function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  // Never inside a parenthesis or a bold run: "(Mercosul;" or "**a partir de" reads as a broken sentence.
  const closed = (at: number) => {
    const part = head.slice(0, at);
    return part.split('(').length === part.split(')').length && (part.split('**').length - 1) % 2 === 0;
  };
  const cuts = [...head.matchAll(/\. |; |\n|: /g)].map((m) => m.index!).filter((at) => at > max / 3 && closed(at));
  const cut = cuts.at(-1);
  // A clause cut at its colon or semicolon ends as a sentence ("…no centro comercial." not "…comercial:").
  return cut !== undefined
    ? head
        .slice(0, cut + 1)
        .trim()
        .replace(/[:;]$/, '.')
    : `${head.slice(0, head.lastIndexOf(' ')).trim()}…`;
}

/** A list as one line: the lead-in and each item's head ("**Certidão de nascimento** (ou…), apostilada" → the name). */
function compactList(text: string): string {
  const lines = text.split('\n');
  const items = lines.filter((l) => /^(- |\d+\. )/.test(l.trim()));
  // Items that are names ("**Certidão de nascimento** (…)") read well as a line; items that are the facts themselves
  // ("De 2011 a 2024 foram 109.935 inscrições…") do not, and the first of them is kept whole.
  if (items.length === 0) return text;
  // Numbered steps always read as a line of steps.
  const steps = items.every((i) => /^\d+\. /.test(i.trim()));
  if (!steps && !items.every((i) => /^(- |\d+\. )\*\*/.test(i.trim()) || (i.length < 120 && !/\d{3}/.test(i))))
    return `${lines.filter((l) => !/^(- |\d+\. )/.test(l.trim())).join(' ')} ${items[0]!.replace(/^(- |\d+\. )/, '').trim()}`.trim();
  const leadIn = lines
    .filter((l) => !/^(- |\d+\. )/.test(l.trim()))
    .join(' ')
    .trim();
  // The bold words of an item are its point ("**Certidão de nascimento** (…), **apostilada**"); else its first clause.
  const heads = items.map((item) => {
    const bold = [...item.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!.trim());
    // "**custo de vida**: moradia, alimentação e transporte" keeps what the name stands for, when that is short.
    const named = /^(?:- |\d+\. )\*\*([^*]+)\*\*:\s*([^*()]+?)[;.]?$/.exec(item.trim());
    if (named && named[2]!.length <= 90) return `${named[1]!.trim()} (${named[2]!.trim()})`;
    // "**Secretaria de Educação**: … vem **antes** da apostila." is named by its label; its other bold words are details.
    const label = /^(?:- |\d+\. )\*\*([^*]+)\*\*:/.exec(item.trim());
    if (label) return label[1]!.trim();
    if (/^(- |\d+\. )\*\*/.test(item.trim())) return bold.join(', ');
    return item
      .trim()
      .replace(/^(- |\d+\. )/, '')
      .split(/[:(;]|,\s|\.\s|\.$/)[0]!
      .trim();
  });
  return `${leadIn} ${heads.join('; ')}.`.trim();
}

const clean = (text: string) =>
  compactList(text)
    // A statement that answers alone does not open with the "Mas" that tied it to the one before it.
    .replace(/^Mas (\p{Ll})/u, (_, first: string) => first.toLocaleUpperCase('pt-BR'))
    // "…por escrito: [PREENCHER: valor]. Para receber…" reads "…por escrito. Para receber…" until the owner fills it.
    .replace(/:\s*\[PREENCHER[^\]]*\]\.?/g, '.')
    .replace(/\[PREENCHER[^\]]*\]\.?/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** The reply text of one chosen fact: the fact, then its detail cut to what still fits. */
export function factText(chosen: ChosenFact, max = ANSWER_CHARS): string {
  if (chosen.comparedWith) {
    const all = [chosen.fact, ...chosen.comparedWith];
    const share = Math.round((max * 1.5) / all.length);
    return all
      .map((f, i) => {
        const name = chosen.placeNames?.[i];
        return `${name ? `**${name}:** ` : ''}${fit(clean(f.text), share)}`;
      })
      .join('\n');
  }
  const label = chosen.placeLabel ? `**${chosen.placeLabel}:** ` : '';
  const lead = chosen.placeWithoutFigure
    ? `${PRICED_TEXT.test(chosen.fact.text) ? 'Não tenho um valor' : 'Não tenho dados'} só de ${chosen.placeWithoutFigure}. ${fit(clean(chosen.fact.text), max)}`
    : `${label}${fit(clean(chosen.fact.text), max - label.length)}`;
  if (chosen.placesWithoutData?.length)
    return `${lead}\n**${chosen.placesWithoutData.join(', ')}:** não tenho dados só ${chosen.placesWithoutData.length > 1 ? 'dessas cidades' : 'dessa cidade'}; um assessor pode ajudar a comparar.`;
  // A short lead ("Há muitas opções: 43 carreiras…") needs its detail (which ones) to answer.
  const room = lead.length < 150 || chosen.detailAsked ? max : max - lead.length - 1;
  if (!chosen.detail || room < 60) return lead;
  const detail = clean(chosen.detail.text);
  const cut = detail.length <= room ? detail : fit(detail, room);
  return cut.endsWith('…') ? lead : `${lead} ${cut}`;
}

/** Neighbouring aspects of the same subject, offered as quick replies ("Quanto tempo demora?"). */
export function neighbourOffers(chosen: ChosenFact, facts: readonly KnowledgeFact[], asked: readonly Aspect[]): string[] {
  const section = facts.filter((f) => f.article === chosen.fact.article && f.id !== chosen.fact.id);
  // A wait and a length are one ask to the person ("quanto tempo?"): after either, the other is no new question.
  const offered = new Set<Aspect>(asked.some((a) => a === 'prazo' || a === 'duracao') ? [...asked, 'prazo', 'duracao'] : asked);
  const offers: string[] = [];
  for (const aspect of DECISIVE) {
    if (offered.has(aspect) || !section.some((f) => f.aspects.includes(aspect))) continue;
    offered.add(aspect);
    offers.push(ASPECT_OFFER[aspect]);
    if (offers.length === 2) break;
  }
  return offers;
}

/** The quick reply that asks for an aspect ("Quanto custa?"), or nothing where none is offered. */
export const offerOf = (aspect: Aspect): string => ASPECT_OFFER[aspect];

/** The source of a fact's section for the short "Fonte:" line. */
export function factSource(chosen: ChosenFact, match: KnowledgeMatch): string {
  return chosen.fact.sectionId === match.section.id ? sourceLine(match.section) : '';
}

export { PART_CHARS };
