import type { ConversationTurn } from './assistant-provider.js';
import type { KnowledgeBase, KnowledgeMatch, KnowledgeSection } from './knowledge-base.js';
import { allFacts, type Aspect } from './knowledge-facts.js';
import { aspectsAsked } from './message-aspect.js';
import { intentOf } from './message-intent.js';
import { normalisedWords, ownValue, searchTerms, termOf } from './portuguese-text.js';
import type { TopicFinding } from './topic-finding.js';
import { shapeOfBelief, shapeOfFirstAsk, shapeOfFollowUp, shapeOfMessage } from './topic-shapes.js';
import {
  ADVISORY_FEES_ARTICLE,
  ADVISORY_NAMED,
  ADVISORY_SUBJECT,
  AMBIGUOUS_MONEY_WORDS,
  CHILDREN,
  CHILD_IS_STUDENT,
  CITY_OF_TERM,
  CONDITION,
  COSTS_ARTICLE,
  DOMAIN_WORDS,
  FACET_WORDS,
  FAMILY_ARTICLE,
  FAMILY_MEMBERS,
  GENERIC_TERMS,
  LIGHT_VERBS,
  MONEY_TEXT,
  MONEY_WORDS,
  PARENTS,
  PAYMENT_TERMS,
  PEOPLE,
  PLACE_WORDS,
  POSSESSIVES,
  REFERS_BACK,
  REFUND,
  UNIVERSITY_PAID,
  VISA_ARTICLE,
  isGeneric,
} from './topic-words.js';

/** Below this, a match is noise. */
const MIN_SCORE = 6;
/** Articles this close to the best one on the specific words are candidates; the whole question picks among them. */
const CANDIDATE_RATIO = 0.5;
/** A follow-up stays on the conversation's topic when that topic matches it at least this well against the best other one. */
const CONTINUITY_RATIO = 0.4;
/** How a question asks ("quanto", "fica", "vale"), as search terms: such a match names no subject. */
const FACET_TERMS = new Set(searchTerms([...FACET_WORDS].join(' ')));
/** Question words kept as terms ("quem", "qual"): they ask, they name nothing. */
const ASKING_TERMS = new Set(searchTerms('quem qual quais quando onde como porque'));
/** A question of a two-question message is about the whole message's article when that matches it at least as well. */
const SAME_SUBJECT_RATIO = 1.0;
/** A follow-up that says "isso" still changes subject when another article matches it this many times better. */
const OTHER_SUBJECT_RATIO = 0.1;
/** A match this good on the words the base knows outweighs the words it does not know. */
const STRONG_SCORE = 15;
/** A clause of a two-topic message counts as a topic of its own from this score. */
const CLAUSE_SCORE = 12;

function bestPerSection(matches: KnowledgeMatch[]): KnowledgeMatch[] {
  const seen = new Set<string>();
  return matches.filter((m) => !seen.has(m.section.id) && seen.add(m.section.id));
}

function bestPerArticle(matches: KnowledgeMatch[]): KnowledgeMatch[] {
  const seen = new Set<string>();
  return matches.filter((m) => !seen.has(m.section.article) && seen.add(m.section.article));
}

/** Ends of a question: punctuation, or a comma before another question ("quero transferir, quando abre inscrição?"). */
const QUESTION_BREAK = /(?<=[?!;])|,\s*(?=(?:quando|qnd|qual|quais|quanto|qto|como|onde|o que|oq|tem|posso|precisa)\b)/i;
/** The questions of one message that are read one by one. */
const MAX_QUESTIONS = 6;
/** Saving up, how often and who else does it say nothing of a subject ("guardar dinheiro pra isso?", "os alunos fazem?"). */
const SAVING_OR_OFTEN = new Set(
  'guardar juntar economizar reservar poupar dinheiro grana ano anos mes meses semestre vez vezes estudante estudantes aluno alunos fazem'.split(
    ' ',
  ),
);
/**
 * A question that points back to another ("pra isso", "disso"), asks only how often ("tem todo ano?") or how others do
 * it ("como os estudantes fazem?").
 */
const LEANS_ON_OTHER =
  /\b(pra|para|com|de|sobre|por) (isso|isto)\b|\b(disso|nisso|desse|dessa|nesse|nessa)\b|^(e )?(tem|e|eh|sao|acontece|sai|abre) (todo|toda|todos|todas) (ano|anos|mes|semestre)\b|^(e )?(quantas vezes|qts vezes) (por|no|ao) ano\b|^(e )?como (os|as|o|a) (estudantes|alunos|brasileiros|pessoal|galera|outros|outras) (\w+ )?(fazem|faz)\b/;
/** Words that open a question, or a wish that asks for an answer ("quero transferir, quando abre?"). */
const QUESTION_WORDS = new Set(
  'quando qual quais quanto quanta quantos quantas como onde que tem posso pode precisa preciso da se quero queria'.split(' '),
);

/** A price asked as the question itself ("quanto fica…", "qto custa…"), not a price named beside another ask. */
const PRICE_ASKED_OUTRIGHT = /^(\w+ )?(quanto|qto|qnto|cuanto) (custa|custam|fica|sai|sale|e|eh|ta|cobram)\b/;

/** The course's own price asked ("quanto custa a faculdade", "cuánto sale por mes la facultad", "qto é a mensalidade"). */
const TUITION_PRICED =
  /\b(quanto|qto|qnto|cuanto) (custa|custam|fica|sai|sale|e|eh|ta|esta)\b.{0,30}\b(faculdade|facul|curso|mensalidade|mensalidades|cuota|universidade)\b/;

/** The cost of living named ("custo de vida", "aluguel", "comida"): not the course's price. */
const LIVING_ASKED = /\b(custo de vida|costo de vida|aluguel|alquiler|moradia|comida|alimentacao|mercado)\b/;

/** What someone has that is no thing to ask about ("meu sonho é medicina", "minha dúvida é…", "no meu caso"). */
const ABSTRACT_OWN = new Set(
  'sonho sonhos objetivo objetivos plano planos medo medos duvida duvidas caso situacao ideia vontade interesse opcao'.split(' '),
);

/** The message asks about age ("tenho 40 anos, ainda dá tempo?"): the years it says are its subject. */
const AGE_ASKED =
  /\b(idade|idades|(?<!porto )velh[oa]s?|nov[oa]s? demais|tarde|limite|maxim[oa]|minim[oa]|da tempo|ainda (da|posso|consigo|tenho|tem|vale)|maior de idade|maioridade|menor|menores|coroa|aposentad[oa]|turma)\b/;

/** The course named beside a number of years, and an age said as such ("tem 5 anos", "filho de 5 anos"). */
const COURSE_NAMED = /\b(curso|faculdade|facul|medicina|graduacao|formar|formo|forma)\b/;
const AGE_SAID =
  /\b(tem|tenho|com|faz|fez|completa|completou|(filh[oa]s?|crianca|menin[oa]|bebe|nenem|caçula|cacula) de) \d+ anos?\b/;

/** A month's spending asked in all ("qnto gasta por mês", "tudo incluso"). */
const MONTHLY_SPEND = /\b(gasta|gastam|gasto|gastar|gastaria)\b.*\b(por mes|mes|mensal)\b|\btudo (incluso|incluido|junto)\b/;
/** A figure of money in a text. */
const FIGURE_TEXT = /R\$|US\$|₲|\d+ (mil|reais|guaranis)/;

/** People the conversation named, referred to again ("e eles tb precisam…?", "e ela pode trabalhar?"). */
const FAMILY_PRONOUN = /\b(eles|elas|ele|ela|as criancas|os meninos|as meninas|os dois|os tres)\b/;

/** How many of the best matches a subjectless question's aspect is looked for in. */
const ASPECT_CANDIDATES = 5;

/** A message this long (in words) carries context around its question. */
const LONG_MESSAGE = 20;
/** Scores this close are a tie that the words matched, not their weights, should break. */
const NEAR_TIE = 0.97;

/**
 * A yes/no question that opens its clause, asked without a question mark ("é seguro pra ele morar sozinho lá e quanto
 * fica…"); "e seguro" typed without its accent is "é seguro" too.
 */
const OPENS_YES_NO =
  /^(eh|e|sera) (seguro|segura|perigoso|perigosa|caro|cara|barato|barata|possivel|facil|dificil|tranquilo|tranquila|violento|violenta)\b/;

/** A fear of adapting said as a sentence of its own ("tenho medo de não me adaptar com o espanhol"). */
const FEAR_SAID = /^(tenho|to com|estou com) medo de (nao )?(me )?(adaptar|acostumar|entender|aprender)\b/;

/** Splits "qto custa e quais documentos levo?" and "qto custa e qto tempo dura?" into their questions. */
function clauses(queryWords: string[]): string[][] {
  const parts: string[][] = [[]];
  queryWords.forEach((word, i) => {
    const current = parts.at(-1)!;
    const opensQuestion = QUESTION_WORDS.has(queryWords[i + 1] ?? '');
    if ((word === 'e' || word === 'y') && (current.length >= 3 || (current.length >= 2 && opensQuestion))) parts.push([word]);
    else current.push(word);
  });
  return parts.filter((p) => p.length >= 2);
}

export type { TopicFinding } from './topic-finding.js';

/** A price asked with nothing else ("qnto ta", "quanto custa?", "qual o valor?"). */
const BARE_PRICE =
  /^(oi |ola |e )?(quanto|qto|qnto|qual o|qual eh o|qual e o)( (ta|esta|custa|fica|sai|eh|e|seria|cobram|cobra))?( o)?( (valor|preco))?( (mais ou menos|hoje|hj|ai|la))?$|^(valor|preco|valores|precos)$/;

export function topicFinder(kb: KnowledgeBase) {
  const correctedWords = (text: string) => normalisedWords(text).map((w) => kb.correct(w));
  const facts = allFacts(kb.sections);
  const factsOfSection = (id: string) => facts.filter((f) => f.sectionId === id);
  /** Articles with a section that states a price: only they answer "e quanto custa?" about their subject. */
  const pricedArticles = new Set(kb.sections.filter((s) => MONEY_TEXT.test(s.body)).map((s) => s.article));
  /** Per article, the terms of its titles and keywords: what it is about, as opposed to words its text happens to use. */
  const subjectTerms = new Map<string, string[]>();
  for (const section of kb.sections) {
    const terms = normalisedWords(`${section.title} ${section.keywords}`)
      .filter((w) => !isGeneric(w))
      .map(termOf)
      .filter((t): t is string => t !== null);
    subjectTerms.set(section.article, [...(subjectTerms.get(section.article) ?? []), ...terms]);
  }
  const sectionTerms = new Map(
    kb.sections.map((section) => [section.id, searchTerms(`${section.title} ${section.keywords} ${section.body}`)]),
  );
  const hasTerm = (sectionId: string, term: string) =>
    (sectionTerms.get(sectionId) ?? []).some((t) => t === term || (term.length >= 5 && t.startsWith(term)));
  /**
   * "como funciona esse revalida": when every section of the article has every word the question matched, nothing in it
   * picks a section, and the article's opening section (its overview) answers, not the one that repeats the word most.
   */
  const overviewWhenUndecided = (match: KnowledgeMatch): KnowledgeMatch => {
    const sections = kb.sections.filter((s) => s.article === match.section.article);
    const undecided = match.terms.length > 0 && sections.every((s) => match.terms.every((t) => hasTerm(s.id, t)));
    return undecided && sections[0] ? { ...match, section: sections[0] } : match;
  };
  /**
   * A match is about its article only when one of the words it matched names the article's subject (a title or a
   * keyword): "vacina antes de ir" matching "pergunte antes de ir" in the apostille's text is not about the apostille.
   */
  const anchored = (match: KnowledgeMatch) => {
    const terms = subjectTerms.get(match.section.article) ?? [];
    return match.terms.some((t) => !LIGHT_VERBS.has(t) && terms.some((k) => k === t || (t.length >= 5 && k.startsWith(t))));
  };

  /** The latest earlier user message, or nothing. */
  const lastAsked = (history: ConversationTurn[]) => [...history].reverse().find((t) => t.autor === 'user')?.mensagem ?? '';

  /**
   * A long message with one question in it ("…ele nunca morou sozinho e queria saber se lá tem república ou casa de
   * estudante"): the question's own subject, where it names one, decides the article over the context around it; the
   * whole message still picks the section inside that article.
   */
  function askedPartFirst(parts: string[][], queryWords: string[], own: KnowledgeMatch[]): KnowledgeMatch[] {
    const [part] = parts;
    if (parts.length !== 1 || !part || queryWords.length < LONG_MESSAGE || part.length * 2 > queryWords.length) return own;
    if (!part || specificCount(part) < 3) return own;
    const [asked] = ownTopic(part, { specificOnly: true });
    if (!asked || !anchored(asked) || asked.section.article === own[0]?.section.article) return own;
    // Only where the question points clearly away from the context's subject ("ir lá fazer a matrícula" in January is
    // still the calendar's, whatever "janeiro" matches).
    const [ownInPart] = own[0] ? kb.search(part, { only: own[0].section.article }) : [];
    if ((ownInPart?.score ?? 0) * 2 > asked.score) return own;
    const [inArticle] = kb.search(queryWords, { only: asked.section.article });
    return [inArticle ?? asked];
  }

  /**
   * The questions of a message, each as corrected words: a part that ends with "?", or that starts with a question word
   * ("qto custa a mensalidade e quais documentos levo?"). Context around them ("minha mãe está preocupada") is not one.
   */
  function questions(text: string): string[][] {
    const found: string[][] = [];
    for (const piece of text.split(QUESTION_BREAK)) {
      const asked = piece.trim().endsWith('?');
      const parts = clauses(correctedWords(piece));
      parts.forEach((part, index) => {
        const opensAsQuestion =
          QUESTION_WORDS.has(part[0]!) ||
          (part[0] === 'e' && QUESTION_WORDS.has(part[1] ?? '')) ||
          OPENS_YES_NO.test(part.join(' '));
        // "minha mãe quer saber se é seguro e se…": an indirect question is a question.
        // A fear said after a question ("…? tenho medo de não me adaptar com o espanhol") asks to be answered too.
        const indirect =
          /\bsaber (se|quanto|qual|quando|como|onde)\b/.test(part.join(' ')) ||
          (index === 0 && found.length > 0 && FEAR_SAID.test(part.join(' ')));
        if (opensAsQuestion || indirect || (asked && index === parts.length - 1)) found.push(part);
      });
    }
    return found;
  }

  /**
   * The message's own topic, ignoring the conversation. Its specific words choose the candidate articles ("preço" alone
   * never beats "apostila"); the whole message, facets included, picks among them and the section inside the article.
   * Generic words and facets decide only when nothing specific matched ("quanto custa o curso?", "preço?").
   */
  function ownTopic(queryWords: string[], options: { specificOnly?: boolean; advisoryNamed?: boolean } = {}): KnowledgeMatch[] {
    // A light verb ("q todo mundo fala", "tiro onde") never picks the candidates on its own.
    // Nor does an age beside a place ("pedro juan é seguro pra uma menina de 18 anos?": the place is the question).
    const namesPlace = queryWords.some((w) => PLACE_WORDS.has(w));
    // A section about children ("Meus filhos podem estudar em escola…") is no answer where no child or family is named.
    const namesFamily = queryWords.some((w) => FAMILY_MEMBERS.has(w) || CHILDREN.has(w) || PARENTS.has(w));
    // The advisory's own fees answer only where the advisory is named ("se o dólar subir eu pago mais?" is the tuition);
    // its section on guarantees answers anyone who asks for one.
    const advisoryNamed = options.advisoryNamed ?? ADVISORY_SUBJECT.test(queryWords.join(' '));
    // "minha filha quer fazer medicina…": the daughter is the student, not a child coming along.
    const childIsStudent = CHILD_IS_STUDENT.test(queryWords.join(' '));
    // Nor is the rule for minors where nobody under 18 is named ("preciso de autorização de estudo para viajar?").
    // A parent said to be an adult ("minha mãe… ela tem 68 anos") names nobody under 18 either.
    const adultParentOnly =
      !queryWords.some((w) => FAMILY_MEMBERS.has(w) || CHILDREN.has(w)) && /\b([2-9]\d) anos\b/.test(queryWords.join(' '));
    const namesMinor =
      (namesFamily && !adultParentOnly) ||
      /\b(menor|menores|adolescente|crianca|criancas|1[0-7]|dezessete|dezesseis|quinze)\b/.test(queryWords.join(' '));
    const forWhoIsNamed = (m: KnowledgeMatch) =>
      (namesFamily || !/\bfilh/i.test(m.section.title)) &&
      (namesMinor || !/\bmenor\b/i.test(m.section.title)) &&
      (!childIsStudent || m.section.article !== FAMILY_ARTICLE) &&
      (advisoryNamed || m.section.article !== ADVISORY_FEES_ARTICLE || /garant/i.test(m.section.title));
    // Nor a length of years ("o curso é 4 anos né?"), nor an adult's age said as context ("tenho 50 anos e pressão alta, o
    // calor é forte?") where the message does not ask about age; under 18 the age stays, the minors' rules depend on it.
    const yearsAt = (i: number) => /^\d+$/.test(queryWords[i] ?? '') && queryWords[i + 1] === 'anos';
    const yearsOf = (i: number) => (yearsAt(i) ? Number(queryWords[i]) : yearsAt(i - 1) ? Number(queryWords[i - 1]) : NaN);
    const text = queryWords.join(' ');
    const ageAsContext = !AGE_ASKED.test(text);
    const specificWords = queryWords
      .map((w, i) => ({ w, years: yearsOf(i) }))
      .filter(
        ({ w }) =>
          !FACET_WORDS.has(w) && !isGeneric(w) && !LIGHT_VERBS.has(termOf(w)) && !(namesPlace && /^(\d+|anos?)$/.test(w)),
      )
      // "o curso é 4 anos né?": years of a course are its length, which its own section names.
      .map(({ w, years }, i, all) => ({
        w: years < 10 && w !== all[i - 1]?.w && COURSE_NAMED.test(text) && !AGE_SAID.test(text) ? 'duracao' : w,
        years,
      }))
      .filter(({ w, years }) => !(years < 10 && w !== 'duracao'));
    const specificWithAge = specificWords.map(({ w }) => w);
    const specific = specificWords.filter(({ years }) => !(ageAsContext && years >= 18)).map(({ w }) => w);
    const withoutPlaces = queryWords.filter((w) => !PLACE_WORDS.has(w));
    // An adult parent's age said as context stays out of the ranking of the candidates too ("posso levar minha mãe? ela
    // tem 68 anos" is about family, not the "menos de 18 anos" section); a son's 19 years still say he is of age.
    const besidesAge = adultParentOnly ? queryWords.filter((_, i) => !(ageAsContext && yearsOf(i) >= 18)) : queryWords;
    // The age is the subject after all where nothing else in the message is ("tenho 40 anos, consigo fazer medicina?").
    const withAge = specific.length === specificWithAge.length ? [] : [specificWithAge];
    const tiers = options.specificOnly ? [specific, ...withAge] : [specific, ...withAge, withoutPlaces, queryWords];
    for (const tier of tiers) {
      const ranked = bestPerArticle(kb.search(tier).filter(forWhoIsNamed)).filter((m) => m.score >= MIN_SCORE);
      const [first] = ranked;
      if (!first) continue;
      const candidates = ranked.filter((m) => m.score >= first.score * CANDIDATE_RATIO).map((m) => m.section.article);
      const whole = bestPerArticle(kb.search(tier === specific ? besidesAge : queryWords).filter(forWhoIsNamed)).filter((m) =>
        candidates.includes(m.section.article),
      );
      return whole.length > 0 ? whole : [first];
    }
    return [];
  }

  /**
   * The topic the conversation was on before this message: what the latest earlier user message was answered from,
   * found by replaying it with the messages before it (the history is the state; nothing else is stored).
   */
  function lastTopic(history: ConversationTurn[], asked?: string[]): string | undefined {
    for (let i = history.length - 1; i >= 0; i--) {
      const turn = history[i]!;
      // A turn that was not a question (off-topic, an insult, thanks) answered from no article: the topic before it holds.
      if (turn.autor !== 'user' || intentOf(normalisedWords(turn.mensagem)) !== 'question') continue;
      const { matches } = find(turn.mensagem, history.slice(0, i));
      // After a two-subject answer, the follow-up is about whichever of the two answers it ("…tem que ter apostila?
      // faço isso onde?" then "e leva quantos dias?" is the apostille's wait, not the document list's).
      if (matches.length > 1 && asked) {
        const scored = matches.map((m) => ({
          article: m.section.article,
          score: kb.search(asked, { only: m.section.article })[0]?.score ?? 0,
        }));
        const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
        if (best.score > 0) return best.article;
      }
      if (matches[0]) return matches[0].section.article;
    }
    return undefined;
  }

  function find(question: string, history: ConversationTurn[]): TopicFinding {
    const queryWords = correctedWords(question);
    const inDomain = queryWords.some((w) => DOMAIN_WORDS.has(w) || FACET_WORDS.has(w));

    // The thing the message is about, "meu/minha X", is unknown to the base ("levar meu gato", "minha moto"): an answer
    // about documents or family would answer another question.
    // Within one sentence: "…diferente da nossa? acha coisa…" ends one with "nossa" (ours).
    const possessedUnknown = question
      .split(/[?.!;,]+/)
      .map(correctedWords)
      .some((sentence) =>
        sentence.some(
          (w, i) =>
            i > 0 &&
            POSSESSIVES.has(sentence[i - 1]!) &&
            // "uma amiga minha disse…": a possessive after a person names whose friend, not a thing of theirs.
            !PEOPLE.has(sentence[i - 2] ?? '') &&
            !FAMILY_MEMBERS.has(sentence[i - 2] ?? '') &&
            !FAMILY_MEMBERS.has(w) &&
            !PEOPLE.has(w) &&
            !ABSTRACT_OWN.has(w) &&
            w.length >= 4 &&
            termOf(w) !== null &&
            !/\d/.test(w) &&
            !kb.knows(w),
        ),
      );
    // Something of theirs the base does not know ("nosso cachorro", "minha moto"): a person answers rather than a refusal.
    if (possessedUnknown) return { matches: [], followUp: false, inDomain: true };

    // A message of dozens of questions (pasted, or sent to load the server) is read for its first few: each question costs
    // a search of its own, and more than a handful are never answered one by one anyway.
    const parts = questions(question).slice(0, MAX_QUESTIONS);
    const text = queryWords.join(' ');
    const premise = shapeOfBelief(kb, queryWords);
    if (premise) return premise;

    if (parts.length > 1) {
      // "quanto vcs cobram pela assessoria? parcela no cartão?": paying is of the advisory the message prices.
      const fees =
        ADVISORY_NAMED.test(queryWords.join(' ')) &&
        parts.some((part) => ownTopic(part, { specificOnly: true })[0]?.section.article === ADVISORY_FEES_ARTICLE);
      // One answer per question: two questions on one article ("precisa de visto? e quanto demora a residência?") are
      // two of its sections.
      // "e quem aplica? tem q pagar taxa?" after the Revalida: short questions that name no subject of their own are
      // both about the conversation's subject, unless another article answers one clearly better.
      // Only questions the person marked as two ("…? …?"): "e precisa do pai e da mãe?" is one question.
      const twoAsked = (question.match(/\?/g) ?? []).length >= 2;
      // A message with a subject of its own in any question ("e as crianças vão estudar em escola em espanhol? tem escola
      // brasileira lá?") is about that subject, not the conversation's.
      const allShort = parts.every((part) => specificCount(part) <= 2);
      const previous = (queryWords[0] === 'e' || queryWords[0] === 'y') && twoAsked && allShort ? lastTopic(history) : undefined;
      // A fear said beside the question ("…? tenho medo de não me adaptar") makes a two-part message of a question whose
      // subject is in common words.
      const fearSaid = parts.some((part) => FEAR_SAID.test(part.join(' ')));
      // Each question's match; `own` when its own words chose it (not the advisory's fee, not the conversation's subject).
      const found = parts.map((part): { match?: KnowledgeMatch; own?: boolean } => {
        if (fees && paysWithoutNaming(part)) return { match: kb.search(part, { only: ADVISORY_FEES_ARTICLE })[0] };
        // "qnto custa o revalida? preciso guardar dinheiro pra isso tb?", "quando acontece o revalida? tem todo ano?": a
        // question that points back ("pra isso") or asks only how often is about the other question's subject.
        // One that asks an aspect of it ("e onde faz isso?") is answered below, from the section that states it.
        const ownAspect = aspectsAsked(part).some((a) => a !== 'requisito' && a !== 'custo');
        const ownWords = part.filter((w) => !SAVING_OR_OFTEN.has(w));
        if (LEANS_ON_OTHER.test(part.join(' ')) && specificCount(ownWords) === 0 && !ownAspect) return {};
        // A question whose subject is in words every article shares ("em cde tem mt brasileiro estudando medicina?")
        // is still asked: the whole question picks its article, as it would alone.
        // "vida em cde? é caro?": a question whose only words of substance judge a price names no subject of its own;
        // it asks the price of the other question's ("caro" is no chip's, whatever text says "sai caro").
        const onlyPriced =
          part.some((w) => MONEY_WORDS.has(w)) && part.every((w) => MONEY_WORDS.has(w) || specificCount([w]) === 0);
        const [topic] = onlyPriced
          ? []
          : ownTopic(part, { specificOnly: true, advisoryNamed: ADVISORY_SUBJECT.test(text) }).length > 0
            ? ownTopic(part, { specificOnly: true, advisoryNamed: ADVISORY_SUBJECT.test(text) })
            : fearSaid && part.length >= 6 && !part.some((w) => MONEY_WORDS.has(w))
              ? ownTopic(part, { advisoryNamed: ADVISORY_SUBJECT.test(text) })
              : [];
        const inPrevious = previous ? kb.search(part, { only: previous })[0] : undefined;
        if (inPrevious && inPrevious.score >= CLAUSE_SCORE && stays(inPrevious, topic)) return { match: inPrevious };
        // "…acompanha só até a matrícula?" names the advisory, not its price: its fee is no answer to that question.
        const feeWithoutPrice =
          topic?.section.article === ADVISORY_FEES_ARTICLE &&
          !/garant/i.test(topic.section.title) &&
          !part.some((w) => MONEY_WORDS.has(w)) &&
          !/\b(cobr\w*|valor|preco|custa\w*|parcel\w*|pag\w*|honorarios?)\b/.test(part.join(' ')) &&
          !REFUND.test(part.join(' '));
        if (topic && !feeWithoutPrice) return topic.score >= CLAUSE_SCORE ? { match: topic, own: true } : {};
        if (feeWithoutPrice) return {};
        // "precisa apostilar o histórico? e onde faz isso?": a question joined by "e" with no subject of its own asks its
        // aspect of the other question's subject; the section that states that aspect of it answers.
        const aspects: Aspect[] = aspectsAsked(part).filter((a) => a !== 'requisito' && a !== 'custo');
        if (aspects.length > 0 && specificCount(part) <= 1 && (part[0] === 'e' || part[0] === 'y')) {
          const other = parts.find((o) => o !== part && ownTopic(o, { specificOnly: true }).length > 0);
          const stating = other
            ? kb
                .search([...other, ...part])
                .slice(0, ASPECT_CANDIDATES)
                .filter((m) => factsOfSection(m.section.id).some((f) => f.aspects.some((a) => aspects.includes(a))))
            : [];
          // The section with a statement of that aspect about what the other question names ("apostilar": the documents'
          // list names it, the apostille's article says where it is done).
          // What the other question asks about is its first word of substance ("precisa apostilar o histórico").
          const named = new Set(
            searchTerms(other?.find((w) => specificCount([w]) > 0 && !LIGHT_VERBS.has(termOf(w) ?? '')) ?? ''),
          );
          // Where that thing is an article's own subject ("Legalização acadêmica e apostilamento"), that article says it.
          const elsewhere = stating.find((m) => searchTerms(m.section.topic).some((t) => named.has(t)));
          const states = elsewhere ?? stating[0];
          if (states) return { match: states };
        }
        if (!part.some((w) => MONEY_WORDS.has(w))) return {};
        // "qnto tempo demora pra apostilar e qnto custa?": the price of what the other question is about, where its
        // article states prices; else "se não tiver, qto fica por mês?" asks what it all costs.
        const monthly = part.some((w) => w === 'mes' || w === 'mensalidade');
        const priced = parts
          .filter((other) => other !== part && !monthly)
          .map((other) => ownTopic(other, { specificOnly: true })[0]?.section.article)
          .find((article) => article && kb.sections.some((x) => x.article === article && MONEY_TEXT.test(x.body)));
        const ownPrice = priced
          ? onlyPriced
            ? kb
                .search([...parts.filter((other) => other !== part).flat(), ...part], { only: priced })
                .find((m) => MONEY_TEXT.test(m.section.body))
            : kb.search(part, { only: priced })[0]
          : undefined;
        return { match: ownPrice ?? kb.search(part, { only: COSTS_ARTICLE })[0] ?? kb.firstMatch(COSTS_ARTICLE) };
      });
      // "as crianças vão estudar em escola em espanhol? tem escola brasileira lá?": a question that the whole message's
      // article answers at least as well as its own is about that subject (the children's school, not the universities).
      const [main] = ownTopic(queryWords);
      const perQuestion = bestPerSection(
        found
          .map(({ match, own }, i) => {
            if (!match || !own || !main || match.section.article === main.section.article) return match;
            const there = kb.search(parts[i]!, { only: main.section.article })[0];
            return there && there.score >= SAME_SUBJECT_RATIO * match.score ? there : match;
          })
          .filter((m): m is KnowledgeMatch => m !== undefined),
      );
      if (perQuestion.length >= 2) {
        // The topic of the whole message leads; the other question gets its short answer after it.
        const ordered = [...perQuestion].sort(
          (a, b) => Number(b.section.article === main?.section.article) - Number(a.section.article === main?.section.article),
        );
        return { matches: ordered.slice(0, 2), followUp: false, inDomain: true };
      }
    }

    const looksLikeFollowUp = queryWords[0] === 'e' || queryWords[0] === 'y' || specificCount(queryWords) <= 2;
    // A follow-up's shape is read against the conversation's subject even where the message names one of its own
    // ("quais papéis da facul da bolívia eu levo?" after a transfer), before the message's own shape ("e em qual
    // cidade é?" after the Revalida is the exam's city, not the universities'). The history is replayed only once
    // the message has one of those shapes, or once no shape of its own answered it.
    const shapedFollowUp = shapeOfFollowUp(
      kb,
      queryWords,
      () =>
        (looksLikeFollowUp ? lastTopic(history, queryWords) : undefined) ?? (history.length > 0 ? lastTopic(history) : undefined),
    );
    if (shapedFollowUp) return shapedFollowUp;

    // Only as the conversation's first question: "quais as etapas?" after the Revalida is the exam's.
    // The shape is checked first: replaying the conversation for its topic costs a find per earlier turn.
    const firstAsk = shapeOfFirstAsk(kb, queryWords);
    if (firstAsk && lastTopic(history) === undefined) return firstAsk;
    const shaped = shapeOfMessage(kb, queryWords, parts.length);
    if (shaped) return shaped;
    // "qnto ta?" as a first message, after an ad: the price people come for is the course's.
    if (history.length === 0 && BARE_PRICE.test(queryWords.join(' '))) {
      const price = kb.firstMatch(COSTS_ARTICLE);
      if (price) return { matches: [price], followUp: false, inDomain: true };
    }
    const previous = looksLikeFollowUp ? lastTopic(history, queryWords) : undefined;
    // "e fica pronta em quantos meses?" asks a wait: the months are its unit, not a subject ("mês a mês" of the tuition).
    const asksWait = aspectsAsked(queryWords).some((a) => a === 'prazo' || a === 'duracao');
    const subjectWords = asksWait ? queryWords.filter((w) => !/^(meses|semanas|dias)$/.test(w)) : queryWords;
    const own = askedPartFirst(parts, queryWords, ownTopic(subjectWords, { specificOnly: previous !== undefined }));
    // "aceita pix? dá pra pagar metade agora?" after the advisory's fee: paying the advisory.
    if (paysWithoutNaming(queryWords) && (previous ?? lastTopic(history)) === ADVISORY_FEES_ARTICLE) {
      const fees = kb.search(queryWords, { only: ADVISORY_FEES_ARTICLE })[0];
      if (fees) return { matches: [fees], followUp: true, inDomain: true };
    }
    if (previous) {
      // Staying on the conversation's topic wins unless the message names another one clearly better.
      // "e qnto custa por mês?" after the course's length: an article that states no price cannot answer one, whatever
      // else its text shares with the question ("meses" of a wait).
      const asksPrice = queryWords.some((w) => MONEY_WORDS.has(w) && !AMBIGUOUS_MONEY_WORDS.has(w));
      const inPrevious = asksPrice && !pricedArticles.has(previous) ? undefined : kb.search(queryWords, { only: previous })[0];
      // "e a aposentadoria do inss, ela continua recebendo?": a new subject the base does not know is not the old one.
      const subjectWords = queryWords.filter(
        (w) => termOf(w) !== null && !FACET_WORDS.has(w) && !isGeneric(w) && !LIGHT_VERBS.has(termOf(w)),
      );
      const unknownSubject = subjectWords.filter((w) => w.length >= 4 && !/\d/.test(w) && !kb.knows(w));
      const newUnknownSubject = unknownSubject.length >= 2 && unknownSubject.length * 2 >= subjectWords.length;
      if (own.length === 0 && !newUnknownSubject) {
        // "e qto fica por mês?" after a topic that says nothing about money asks what it all costs.
        const aboutMoney = !inPrevious && queryWords.some((w) => MONEY_WORDS.has(w));
        // A topic with its own fees ("e o visto?" → "e quanto custa?": the DNM's fees) answers the price itself.
        const ownPrice = aboutMoney ? kb.sections.find((s) => s.article === previous && MONEY_TEXT.test(s.body)) : undefined;
        const fallback = ownPrice
          ? { section: ownPrice, score: 0, terms: [] }
          : aboutMoney
            ? (kb.search(queryWords, { only: COSTS_ARTICLE })[0] ?? kb.firstMatch(COSTS_ARTICLE))
            : kb.firstMatch(previous);
        // "e pra morar?" after the tuition's price: the same question of another subject, which the conversation's
        // article does not name; the subject's own prices answer it.
        const priceOfAnother =
          !inPrevious && !aboutMoney && aspectsAsked(correctedWords(lastAsked(history))).includes('custo')
            ? kb.search(queryWords).find(
                (m) =>
                  m.section.article !== previous &&
                  MONEY_TEXT.test(m.section.body) &&
                  // In a message this short, a verb like "morar" is its subject.
                  // A place asks the same price there ("e em pjc?").
                  m.terms.some(
                    (t) => !GENERIC_TERMS.has(t) && !ownValue(CITY_OF_TERM, t) && (queryWords.length <= 4 || !LIGHT_VERBS.has(t)),
                  ) &&
                  !queryWords.some((w) => PLACE_WORDS.has(w)),
              )
            : undefined;
        const match = inPrevious ?? priceOfAnother ?? fallback;
        if (match) return { matches: [match], followUp: !priceOfAnother, inDomain: true };
      }
      // "com a residência temporária pode?" after "posso trabalhar?": a condition on the question before, not a new one.
      // "e q documentos preciso pra pedir isso?": "isso" is what the conversation was about.
      const ownBest = own[0];
      // "e da pra trabalhar lá pra pagar isso?" after the rent: "isso" is the rent, but working is the question, and its
      // own article names it many times better than the rent's does.
      const namesAnother =
        ownBest !== undefined && anchored(ownBest) && (inPrevious?.score ?? 0) < OTHER_SUBJECT_RATIO * ownBest.score;
      const condition =
        (queryWords.length <= 7 && CONDITION.test(queryWords.join(' '))) ||
        (REFERS_BACK.test(queryWords.join(' ')) && !namesAnother);
      // "e o aluguel fica no nome de quem?" after a minor's contracts: the other article matched only how it asks ("fica",
      // "quem"), while the conversation's article has its subject word ("aluguel").
      const askedOnlyHow =
        ownBest !== undefined && !anchored(ownBest) && inPrevious !== undefined && inPrevious.terms.some(namesSubject);
      // "e eles tb precisam tirar residência?" after the children coming along: the same people, the family's rule.
      const samePeople =
        previous === FAMILY_ARTICLE && ownBest?.section.article === VISA_ARTICLE && FAMILY_PRONOUN.test(queryWords.join(' '));
      const continues =
        condition ||
        samePeople ||
        askedOnlyHow ||
        (ownBest !== undefined && inPrevious !== undefined && inPrevious.score >= CONTINUITY_RATIO * ownBest.score);
      if (inPrevious && !newUnknownSubject && continues) return { matches: [inPrevious], followUp: true, inDomain: true };
    }
    // Two thirds of what it asks about are nowhere in the base ("o coordenador da unida", "meu gato"): no passage answers it.
    // Light verbs ("vcs sabem me dizer…") say nothing about the subject, known to the base or not.
    // Who it is for ("meu filho") and where ("em encarnación") say nothing of what is asked.
    const specificWords = queryWords.filter(
      (w) =>
        termOf(w) !== null &&
        !FACET_WORDS.has(w) &&
        !isGeneric(w) &&
        !LIGHT_VERBS.has(termOf(w)) &&
        !FAMILY_MEMBERS.has(w) &&
        !CHILDREN.has(w) &&
        !PARENTS.has(w) &&
        !PLACE_WORDS.has(w),
    );
    const unknownWords = specificWords.filter((w) => w.length >= 4 && !/\d/.test(w) && !kb.knows(w));
    // Or its own subject words match nothing and only "curso"/"Brasil"/"quanto" would pick the passage ("chip de celular no Brasil").
    const decidedByGenericOnly =
      own.length > 0 &&
      specificWords.some((w) => w.length >= 4 && !LIGHT_VERBS.has(termOf(w))) &&
      ownTopic(queryWords, { specificOnly: true }).length === 0;
    // Unknown words are often just verbs the base never uses ("vai subir", "consegue arrumar"): a subject word the base
    // knows and matches strongly ("mensalidade", "emprego") still answers.
    const knownWords = specificWords.filter((w) => !unknownWords.includes(w));
    const [knownTopic] = knownWords.length > 0 ? ownTopic(knownWords, { specificOnly: true }) : [];
    const mostlyUnknown =
      specificWords.length >= 2 && unknownWords.length * 3 >= specificWords.length * 2 && (knownTopic?.score ?? 0) < STRONG_SCORE;
    // Matched only through a light verb ("vc indica", "é a parte?"): near the subject, so a person answers, not a refusal.
    const nearSubject = own.some((m) => m.terms.some((t) => LIGHT_VERBS.has(t)));
    const named = own.filter(anchored);
    if (decidedByGenericOnly || mostlyUnknown || named.length === 0) {
      // "qual a diferença de estudar em cde e em asunción?": the article with a section per city compares them.
      const compared = placeComparison(queryWords);
      if (compared) return { matches: [compared], followUp: false, inDomain: true };
    }
    // Inside a conversation about the subject, an unknown follow-up ("e livro, jaleco?") goes to a person, never a refusal.
    const inConversation = previous !== undefined;
    if (decidedByGenericOnly || mostlyUnknown)
      return { matches: [], followUp: false, inDomain: inDomain || nearSubject || inConversation };
    // Its text matched but not its subject: near the advisory's subject, so a person answers rather than a refusal.
    // A stronger match on a word that is not its subject ("isso conta ponto" against the bank account) gives way to one
    // that names its own ("enem").
    if (own.length > 0 && named.length === 0) return { matches: [], followUp: false, inDomain: true };
    return {
      matches: moneyAware(queryWords, namesMore(named)).slice(0, 1).map(overviewWhenUndecided),
      followUp: false,
      inDomain,
    };
  }

  /**
   * A short question of a two-question follow-up stays on the conversation's topic when that topic matches it nearly as
   * well as the best other one, or matches every word the other one did ("e quem aplica? tem q pagar taxa?" after the
   * Revalida: "aplicativos" is a keyword elsewhere). A one-question follow-up keeps the score ratio alone: "e tem q
   * apostilar tudo?" after the documents is the apostille's, though the documents' text says "apostilado".
   */
  function stays(inPrevious: KnowledgeMatch, other: KnowledgeMatch | undefined): boolean {
    if (!other) return true;
    return inPrevious.score >= CONTINUITY_RATIO * other.score || other.terms.every((t) => inPrevious.terms.includes(t));
  }

  /**
   * Two articles scored nearly alike, one matching every word the other did and more ("o crm aceita diploma do
   * paraguai?": the CRM is the Revalida's, the diploma and Paraguay both's): the one that names more of it answers,
   * whatever the weights of the words they share.
   */
  function namesMore(ranked: KnowledgeMatch[]): KnowledgeMatch[] {
    const [first, second, ...rest] = ranked;
    if (!first || !second || second.score < NEAR_TIE * first.score) return ranked;
    const covers = first.terms.every((t) => second.terms.includes(t)) && second.terms.length > first.terms.length;
    return covers ? [second, first, ...rest] : ranked;
  }

  /** A matched term that names a subject: not a light verb, not how a question asks ("fica", "quem", "quanto"). */
  const namesSubject = (term: string) => !LIGHT_VERBS.has(term) && !FACET_TERMS.has(term) && !ASKING_TERMS.has(term);

  /** How many words of a message name a subject (not how it asks, not a word every article uses). */
  function specificCount(words: string[]): number {
    return words.filter((w) => !FACET_WORDS.has(w) && !isGeneric(w) && termOf(w) !== null).length;
  }

  /** Asks how to pay ("parcela no cartão?") without naming the university's fees: the payment of the subject at hand. */
  function paysWithoutNaming(words: string[]): boolean {
    const text = words.join(' ');
    return PAYMENT_TERMS.test(text) && !UNIVERSITY_PAID.test(text);
  }

  /** A section of the article that has one section for each of two or more cities the message names. */
  function placeComparison(queryWords: string[]): KnowledgeMatch | undefined {
    const cities = new Set(
      searchTerms(queryWords.filter((w) => PLACE_WORDS.has(w)).join(' ')).map((t) => ownValue(CITY_OF_TERM, t)),
    );
    cities.delete(undefined);
    if (cities.size < 2) return undefined;
    const citiesOf = (section: KnowledgeSection) =>
      new Set(
        searchTerms(section.title)
          .map((t) => ownValue(CITY_OF_TERM, t))
          .filter((c) => c !== undefined && cities.has(c)),
      );
    const perArticle = new Map<string, Set<string>>();
    for (const section of kb.sections)
      for (const city of citiesOf(section))
        perArticle.set(section.article, new Set([...(perArticle.get(section.article) ?? []), city!]));
    const article = [...perArticle].find(([, named]) => named.size >= 2)?.[0];
    const section = kb.sections.find((x) => x.article === article && citiesOf(x).size > 0);
    return section ? { section, score: 0, terms: [] } : undefined;
  }

  /**
   * "qual o valor da matrícula?" asks about money: when the article its subject words chose says nothing about money,
   * the costs article answers it instead ("quanto custa o apostilamento?" stays on the apostille, which has prices).
   */
  function moneyAware(queryWords: string[], own: KnowledgeMatch[]): KnowledgeMatch[] {
    const [first] = own;
    // "sai"/"fica"/"mês" are about money only in "quanto sai/fica" ("a residência sai?" is not).
    // "em quanto tempo fica pronto?" asks for a wait.
    const asksHowLong = /\bquanto tempo\b/.test(queryWords.join(' '));
    const aboutMoney = queryWords.some(
      (w) => MONEY_WORDS.has(w) && (!AMBIGUOUS_MONEY_WORDS.has(w) || (queryWords.includes('quanto') && !asksHowLong)),
    );
    if (!first || first.section.article === COSTS_ARTICLE || !aboutMoney) return own;
    // "…cuánto sale por mes la facultad?": the thing priced is the course, whatever else the message names (a city, rent).
    if (TUITION_PRICED.test(queryWords.join(' ')) && !LIVING_ASKED.test(queryWords.join(' '))) {
      const tuition = kb.search(queryWords, { only: COSTS_ARTICLE })[0] ?? kb.firstMatch(COSTS_ARTICLE);
      if (tuition) return [tuition];
    }
    // "qnto gasta uma família de 4 por mês, tudo incluso?": what living there costs in all, which a section that
    // only names its fees ("as taxas são cobradas por pessoa") does not say.
    if (MONTHLY_SPEND.test(queryWords.join(' ')) && !FIGURE_TEXT.test(first.section.body)) {
      const total = kb.search(queryWords, { only: COSTS_ARTICLE })[0];
      if (total) return [total];
    }
    if (MONEY_TEXT.test(first.section.body)) return own;
    // "qnto custa apostilar? tenho histórico, certidão…": the papers listed chose the article's section on which ones
    // to apostille; the price is in its section on what it costs.
    const pricedHere = kb
      .search(queryWords, { only: first.section.article })
      .find((m) => FIGURE_TEXT.test(m.section.body) && m.terms.some((t) => first.terms.includes(t) && !GENERIC_TERMS.has(t)));
    if (pricedHere && first.section.article !== FAMILY_ARTICLE) return [pricedHere];
    // "qnto custa o visto?": Brazilians need no visa, and what they call one is the residence, whose section on
    // documents states its fees ("As taxas são fixadas pela DNM…"); the tuition would answer another question.
    if (queryWords.includes('visto')) {
      const fees = kb.sections.find((x) => x.article === first.section.article && MONEY_TEXT.test(x.body));
      if (fees) return [{ ...first, section: fees }];
    }
    // Only where the costs article knows the thing priced ("a matrícula"): the fee of something it does not know ("a
    // inscrição do Revalida", "a passagem de ônibus") is not the tuition, and the gate hands it to a person.
    // Asked outright ("qnto fica por mês a facul em assunção?"), stop words ("por", "a") name nothing priced.
    const askedOutright = PRICE_ASKED_OUTRIGHT.test(queryWords.join(' '));
    const priced = queryWords.filter(
      (w) =>
        (!askedOutright || termOf(w) !== null) &&
        !FACET_WORDS.has(w) &&
        !isGeneric(w) &&
        !MONEY_WORDS.has(w) &&
        !PLACE_WORDS.has(w),
    );
    const costs =
      priced.length > 0 ? kb.search(priced, { only: COSTS_ARTICLE })[0] : kb.search(queryWords, { only: COSTS_ARTICLE })[0];
    return costs ? [costs] : own;
  }

  return { find };
}
export type TopicFinder = ReturnType<typeof topicFinder>;
