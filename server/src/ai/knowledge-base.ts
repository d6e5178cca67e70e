import fs from 'node:fs';
import MiniSearch from 'minisearch';
import { KNOWN_WORDS, isDictionaryWord, normalisedWords, searchTerms, stem, termOf, words } from './portuguese-text.js';

export interface KnowledgeSection {
  id: string;
  /** The file name without `.md`: the article the section belongs to. */
  article: string;
  /** The file's `# heading`: the broad subject. */
  topic: string;
  /** The section's `## heading`: the question it answers. */
  title: string;
  keywords: string;
  /** The answer text (markdown with **bold** and lists), without the keywords and sources lines. */
  body: string;
  /** The `Fontes:` line without its label: shown as a short "Fonte:" line, never pasted into the answer. */
  sources: string;
}

export interface KnowledgeMatch {
  section: KnowledgeSection;
  score: number;
  /** The query terms this section matched. */
  terms: string[];
}

const KNOWLEDGE_DIR = new URL('./knowledge/', import.meta.url);
/** An owner's placeholder: the passage is not ready to be shown as it is. */
export const PLACEHOLDER = /\[PREENCHER[^\]]*\]/;

/** Splits one markdown file into answerable sections (`## ` headings). */
export function parseKnowledgeFile(name: string, markdown: string): KnowledgeSection[] {
  const topic = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? name;
  const parts = markdown.split(/^##\s+/m).slice(1);
  return parts.map((part, index) => {
    const [heading = '', ...rest] = part.split('\n');
    let keywords = '';
    let sources = '';
    const bodyLines = rest.filter((line) => {
      // No \s* before (.+): the two quantifiers traded characters, quadratic on a long line (docs/security.md).
      const keywordLine = /^Palavras-chave:(.+)$/i.exec(line.trim());
      const sourceLine = /^Fontes?:(.+)$/i.exec(line.trim());
      if (keywordLine) keywords = keywordLine[1]!.trim();
      if (sourceLine) sources = sourceLine[1]!.trim();
      return !keywordLine && !sourceLine;
    });
    return {
      id: `${name}#${index}`,
      article: name,
      topic,
      title: heading.trim(),
      keywords,
      body: bodyLines.join('\n').trim(),
      sources,
    };
  });
}

/** An article as staff keep it: its stable name and its markdown (`# topic`, then `## question` sections). */
export interface KnowledgeArticleText {
  slug: string;
  markdown: string;
}

/** The markdown files shipped with the product: the first-start seed of the staff's knowledge base. */
export function shippedArticles(dir: URL = KNOWLEDGE_DIR): KnowledgeArticleText[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({ slug: file.replace(/\.md$/, ''), markdown: fs.readFileSync(new URL(file, dir), 'utf8') }));
}

export function sectionsOf(articles: readonly KnowledgeArticleText[]): KnowledgeSection[] {
  return articles.flatMap((a) => parseKnowledgeFile(a.slug, a.markdown));
}

export function loadKnowledgeSections(dir: URL = KNOWLEDGE_DIR): KnowledgeSection[] {
  return sectionsOf(shippedArticles(dir));
}

/** Optimal string alignment distance, stopping early once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Full-text search over the Portuguese knowledge base (MiniSearch, BM25), with spelling correction from its own words. */
export class KnowledgeBase {
  private readonly index: MiniSearch<KnowledgeSection>;
  private readonly byId: Map<string, KnowledgeSection>;
  /** Every folded word of the base with its count: the spelling dictionary. */
  private readonly vocabulary = new Map<string, number>();
  private readonly corrections = new Map<string, string>();
  private readonly stems = new Set<string>();
  /** Dictionary words of 4+ letters by first letter: a typo keeps its first letter, so correction scans one bucket. */
  private readonly byInitial = new Map<string, string[]>();

  constructor(
    readonly sections: KnowledgeSection[] = loadKnowledgeSections(),
    extraVocabulary: readonly string[] = KNOWN_WORDS,
  ) {
    this.byId = new Map(sections.map((s) => [s.id, s]));
    this.index = new MiniSearch<KnowledgeSection>({
      fields: ['title', 'keywords', 'body', 'topic'],
      storeFields: [],
      tokenize: normalisedWords,
      processTerm: termOf,
      searchOptions: {
        boost: { title: 3, keywords: 3, topic: 1.5, body: 1 },
        prefix: (term) => term.length >= 5,
        combineWith: 'OR',
      },
    });
    this.index.addAll(sections);
    for (const section of sections) {
      for (const word of words(`${section.title} ${section.keywords} ${section.body} ${section.topic}`)) {
        this.vocabulary.set(word, (this.vocabulary.get(word) ?? 0) + 1);
      }
    }
    for (const word of this.vocabulary.keys()) this.stems.add(stem(word));
    for (const word of extraVocabulary) this.vocabulary.set(word, (this.vocabulary.get(word) ?? 0) + 1000);
    // The word list loads once per process here, with the index, rather than on a prospect's first question.
    isDictionaryWord('');
    for (const word of this.vocabulary.keys()) {
      if (word.length >= 4) this.byInitial.set(word[0]!, [...(this.byInitial.get(word[0]!) ?? []), word]);
    }
  }

  articles(): string[] {
    return [...new Set(this.sections.map((s) => s.article))];
  }

  /** An article's first section, as a match: the answer when only the topic is known. */
  /** The opening section of an article, or none where staff removed or unpublished it. */
  firstMatch(article: string): KnowledgeMatch | undefined {
    const section = this.sections.find((s) => s.article === article);
    return section ? { section, score: 0, terms: [] } : undefined;
  }

  /** Whether the base has this folded word in any form ("mandar" and "mandados" share a stem), or it is a known word. */
  knows(word: string): boolean {
    const wordStem = stem(word);
    return this.vocabulary.has(word) || (wordStem.length >= 3 && this.stems.has(wordStem));
  }

  /**
   * The closest word of the base for a word it does not know ("documetos" → "documentos"); the word itself otherwise.
   * A word is not a typo when the base has another form of it ("reprovar": "reprovação") or when it is a real
   * Portuguese word ("comprar" is not "comparar").
   */
  correct(word: string): string {
    if (word.length < 5 || /\d/.test(word) || this.vocabulary.has(word)) return word;
    const cached = this.corrections.get(word);
    if (cached !== undefined) return cached;
    if (this.knows(word) || isDictionaryWord(word)) {
      this.corrections.set(word, word);
      return word;
    }
    const max = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    let bestCount = 0;
    for (const candidate of this.byInitial.get(word[0]!) ?? []) {
      if (Math.abs(candidate.length - word.length) > max) continue;
      const count = this.vocabulary.get(candidate)!;
      const distance = editDistance(word, candidate, max);
      if (distance <= max && (distance < bestDistance || (distance === bestDistance && count > bestCount))) {
        best = candidate;
        bestDistance = distance;
        bestCount = count;
      }
    }
    this.corrections.set(word, best);
    return best;
  }

  /** Sections matching the given folded words, best first; `only` keeps one article's sections. */
  search(queryWords: string[], options: { only?: string } = {}): KnowledgeMatch[] {
    const query = queryWords.join(' ');
    if (searchTerms(query).length === 0) return [];
    const results = this.index.search(query, options.only ? { filter: (r) => String(r.id).startsWith(`${options.only}#`) } : {});
    return results.map((result) => ({
      section: this.byId.get(String(result.id))!,
      score: result.score,
      terms: result.queryTerms,
    }));
  }
}
