import type { KnowledgeSection } from './knowledge-base.js';
import { PLACEHOLDER } from './knowledge-base.js';
import { searchTerms } from './portuguese-text.js';

/**
 * What a question asks about its subject. `prazo` is how long something takes to happen (to be issued, to be done);
 * `duracao` is how long it lasts or stays valid: "quanto tempo demora a residência?" is not "quanto tempo ela vale?".
 */
export const ASPECTS = [
  'custo',
  'prazo',
  'duracao',
  'quando',
  'onde',
  'requisito',
  'como',
  'pode',
  'quem',
  'numero',
  'nome',
] as const;
export type Aspect = (typeof ASPECTS)[number];

/** One answerable statement of an article: a sentence of a paragraph, or a list with its lead-in. */
export interface KnowledgeFact {
  id: string;
  article: string;
  sectionId: string;
  /** Its section's question: the first phrasing of the fact. */
  title: string;
  text: string;
  aspects: Aspect[];
  /** Stemmed search terms of the fact, its section's title and keywords, weighted apart when scored. */
  terms: Set<string>;
  sectionTerms: Set<string>;
  /** The section's question alone: a place or thing named there ("Ciudad del Este") decides between sections. */
  titleTerms: Set<string>;
  /**
   * The section's title and keyword terms that no other section of the same article has: the words that tell this
   * section from its neighbours ("solteira", "casada" among the enrolment documents), where "matrícula" tells nothing.
   */
  ownTerms: Set<string>;
  /** The first statement of its section: the one that carries the section's own "Sim"/"Não". */
  lead: boolean;
  /** An owner's placeholder is in it: a person must complete the answer. */
  incomplete: boolean;
}

/**
 * Aspects a fact answers, read from its wording; an explicit `<!-- aspecto: custo, prazo -->` at the end of a paragraph
 * (invisible on the help pages) replaces them when the wording misleads.
 */
const FACT_ASPECTS: [Aspect, RegExp][] = [
  [
    'custo',
    /R\$|US\$|\bcust(a|am|o|os)\b|\bpre[cç]o|\bvalor\b|\bmensalidade|(?<!menor |maior )\btaxas?\b(?! d[aeo]s? (aprova|reprova|homic|hist))|\bcobrad|\bpag(o|os|a|ar)\b|\bdesconto|\breajuste|\bjuros|\bgratuit|\bbolsa\b|\bcota[cç][aã]o|\bc[aâ]mbio\b/i,
  ],
  // A trip's hours, not a course's 5.500, are how long it takes ("pouco mais de **5 horas**", "uns **30 minutos** de ônibus").
  ['prazo', /\bdemora|\blevam?\b.*\b(semanas|meses|dias)\b|\bprazo|\bsemanas\b|(?<![\d.])\b\d{1,2}\s+(horas|minutos)\b/i],
  // An age ("a partir dos 14 anos", "menores de 18 anos") is no length of time.
  [
    'duracao',
    /\bdura\b|\bvale\s+(\*\*)?\d|\bvalidade|(?<!(partir dos|menores de|maiores de|idade de|aos|menos de 18|de 17 a|tem|têm) )\b\d+\s+(anos|semestres)\b|\bpor \d+ anos\b|\bat[eé] (\*\*)?\d+ dias\b/i,
  ],
  [
    'quando',
    /\b(janeiro|fevereiro|mar[cç]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b|\bin[ií]cio d|\bduas edi[cç][oõ]es|\b\d{1,2}\/\d{1,2}\b|\bantes do vencimento\b/i,
  ],
  [
    'onde',
    /\bcart[oó]rio|\bembaixada|\bconsulado|\bhospita(l|is)\b|\bDNM\b|\bMigraciones|\bSecretaria de Educa|\bfronteira|\bcidade|\bcampus|\bcampi\b|\buniversidade p[uú]blica|\bJuzgado|\bPol[ií]cia|\bMinisterio de Relaciones/i,
  ],
  [
    'requisito',
    /\bprecisa|\bexige|\bpede[mn]?\b|\bpedid[oa]s?\b|\bdocumento|\bcertid[aã]o|\bantecedentes|\brequisito|\bautoriza[cç][aã]o|\bhist[oó]rico|\bapostil|\btradu[cç]/i,
  ],
  ['como', /^\d+\.|\n\d+\.|\bpassos?\b|\bprotocol|\bfunciona|\bpe[cç]a\b|\bconsulte|\bcompare|\bpedir\b|\bconvalida/i],
  [
    'pode',
    /^(\*\*)?(N[aã]o|Sim|Pode|Depende|Exige)\b|\bpode(m)?\b|\bn[aã]o precisa|\bpermite|\bn[aã]o h[aá]\b|\bgarant|\bn[aã]o existe|\bn[aã]o basta|\bn[aã]o (é|e) (aceit|bolsa)/i,
  ],
  ['numero', /\d+(,\d+)?\s*%|\b\d{2,}\.\d{3}\b/],
  // Names an institution by its acronym ("Universidad Central del Paraguay (UCP)"): it answers "which one?".
  ['nome', /\([A-Z]{2,6}\)/],
  ['quem', /\bassessor|\bdecis[aã]o|\bdecide|\bcada universidade|\bCONES\b|\bANEAES\b|\bINEP\b/i],
];

const EXPLICIT_ASPECTS = /\s*<!--\s*aspectos?:\s*([a-z, ]+?)\s*-->\s*$/i;

function aspectsOf(text: string): Aspect[] {
  const explicit = EXPLICIT_ASPECTS.exec(text)?.[1];
  if (explicit)
    return explicit
      .split(/[,\s]+/)
      .map((a) => a.trim().toLowerCase())
      .filter((a): a is Aspect => (ASPECTS as readonly string[]).includes(a));
  return FACT_ASPECTS.filter(([, pattern]) => pattern.test(text)).map(([aspect]) => aspect);
}

/** Sentence ends inside a paragraph: a full stop before a capital, a bold opening, or a digit-led item. */
const SENTENCE_END = /(?<=[.!?])\s+(?=(?:\*\*)?[A-ZÁÉÍÓÚÂÊÔÃÕÇ])/;
const LIST_ITEM = /^(- |\d+\. )/;
const SHORT_FACT = 50;
/** A statement whose point is that a person confirms or tells the answer. */
const DEFERS_TO_ADVISOR =
  /\bassessor\b[^.]*\b(confirma|passa|informa)\b|\b(pe[cç]a|fale|falar) (a |com )?(um |o )?(\*\*)?(falar com )?(um )?assessor/i;

/** The statements of one section, in order: each paragraph's sentences, and each list joined to its lead-in line. */
export function factsOf(section: KnowledgeSection): KnowledgeFact[] {
  const blocks = section.body
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  const texts: string[] = [];
  for (const block of blocks) {
    if (LIST_ITEM.test(block)) {
      const previous = texts.at(-1);
      // "Em geral a DNM pede:" answers nothing without its list; the list is the answer.
      if (previous?.endsWith(':')) texts[texts.length - 1] = `${previous}\n${block}`;
      else texts.push(block);
      continue;
    }
    const explicit = EXPLICIT_ASPECTS.exec(block)?.[0] ?? '';
    const prose = explicit ? block.slice(0, -explicit.length) : block;
    // A sentence too short to stand alone ("**Não.**", "Não é bolsa.") joins its neighbour: the next one when it opens
    // the paragraph, the previous one otherwise.
    const sentences: string[] = [];
    for (const sentence of prose
      .split(SENTENCE_END)
      .map((s) => s.trim())
      .filter((s) => s && s !== '**')) {
      const previous = sentences.at(-1);
      // A lead-in ("Os números mostram…:") stays apart: its list joins it below.
      const joins =
        previous !== undefined && (previous.length < SHORT_FACT || (sentence.length < SHORT_FACT && !sentence.endsWith(':')));
      if (previous !== undefined && joins) sentences[sentences.length - 1] = `${previous} ${sentence}`;
      else sentences.push(sentence);
    }
    sentences.forEach((s, i) => texts.push(i === sentences.length - 1 ? `${s}${explicit}` : s));
  }
  // Where the section's own answer is still the owner's placeholder, a statement that only defers to a person ("Um
  // assessor confirma as condições…") answers nothing on its own.
  const answerMissing = texts.length > 0 && PLACEHOLDER.test(texts[0]!);
  const deferOnly = (text: string) => answerMissing && DEFERS_TO_ADVISOR.test(text);
  const sectionTerms = new Set(searchTerms(`${section.title} ${section.keywords}`));
  const titleTerms = new Set(searchTerms(section.title));
  return texts
    .map((text) => text.trim())
    .filter((text) => text.length > 0)
    .map((text, index) => ({
      id: `${section.id}.${index}`,
      article: section.article,
      sectionId: section.id,
      title: section.title,
      text: text.replace(EXPLICIT_ASPECTS, ''),
      aspects: aspectsOf(text),
      terms: new Set(searchTerms(text.replace(EXPLICIT_ASPECTS, ''))),
      sectionTerms,
      titleTerms,
      // Narrowed by allFacts, which sees the section's neighbours.
      ownTerms: sectionTerms,
      lead: index === 0,
      incomplete: deferOnly(text) || PLACEHOLDER.test(text),
    }));
}

export function allFacts(sections: readonly KnowledgeSection[]): KnowledgeFact[] {
  const facts = sections.flatMap(factsOf);
  // How many sections of each article name a term in their title or keywords.
  const sectionsNaming = new Map<string, number>();
  const seen = new Set<string>();
  for (const fact of facts)
    if (!seen.has(fact.sectionId)) {
      seen.add(fact.sectionId);
      for (const term of fact.sectionTerms) {
        const key = `${fact.article} ${term}`;
        sectionsNaming.set(key, (sectionsNaming.get(key) ?? 0) + 1);
      }
    }
  return facts.map((fact) => ({
    ...fact,
    ownTerms: new Set([...fact.sectionTerms].filter((t) => sectionsNaming.get(`${fact.article} ${t}`) === 1)),
  }));
}
