import fs from 'node:fs';
import MiniSearch from 'minisearch';
import { searchTerms, termOf, words } from './portuguese-text.js';

export interface KnowledgeSection {
  id: string;
  /** The file's `# heading`: the broad subject. */
  topic: string;
  /** The section's `## heading`: the question it answers. */
  title: string;
  keywords: string;
  /** The answer text (markdown with **bold** and lists), without the keywords line. */
  body: string;
}

export interface KnowledgeMatch {
  section: KnowledgeSection;
  score: number;
  /** Share of the question's terms found in this section (0..1). */
  coverage: number;
  /** Matched terms that are specific to a few sections, not spread over the whole base. */
  specificMatches: number;
}

const KNOWLEDGE_DIR = new URL('./knowledge/', import.meta.url);

/** Splits one markdown file into answerable sections (`## ` headings). */
export function parseKnowledgeFile(name: string, markdown: string): KnowledgeSection[] {
  const topic = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? name;
  const parts = markdown.split(/^##\s+/m).slice(1);
  return parts.map((part, index) => {
    const [heading = '', ...rest] = part.split('\n');
    let keywords = '';
    const bodyLines = rest.filter((line) => {
      const match = /^Palavras-chave:\s*(.+)$/i.exec(line.trim());
      if (match) keywords = match[1]!;
      return !match;
    });
    return { id: `${name}#${index}`, topic, title: heading.trim(), keywords, body: bodyLines.join('\n').trim() };
  });
}

export function loadKnowledgeSections(dir: URL = KNOWLEDGE_DIR): KnowledgeSection[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .flatMap((file) => parseKnowledgeFile(file.replace(/\.md$/, ''), fs.readFileSync(new URL(file, dir), 'utf8')));
}

/** Full-text search over the shipped Portuguese knowledge base (MiniSearch, BM25 with fuzzy terms). */
export class KnowledgeBase {
  private readonly index: MiniSearch<KnowledgeSection>;
  private readonly byId: Map<string, KnowledgeSection>;
  private readonly documentFrequency = new Map<string, number>();

  constructor(readonly sections: KnowledgeSection[] = loadKnowledgeSections()) {
    this.byId = new Map(sections.map((s) => [s.id, s]));
    this.index = new MiniSearch<KnowledgeSection>({
      fields: ['title', 'keywords', 'body', 'topic'],
      storeFields: [],
      tokenize: words,
      processTerm: termOf,
      searchOptions: {
        boost: { title: 3, keywords: 3, topic: 1.5, body: 1 },
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        maxFuzzy: 1,
        combineWith: 'OR',
      },
    });
    this.index.addAll(sections);
    for (const section of sections) {
      const terms = new Set(searchTerms(`${section.title} ${section.keywords} ${section.body} ${section.topic}`));
      for (const term of terms) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    }
  }

  /** Best sections for a question, most relevant first. */
  search(question: string, limit = 3): KnowledgeMatch[] {
    const queryTerms = [...new Set(searchTerms(question))];
    if (queryTerms.length === 0) return [];
    const results = this.index.search(question);
    const total = this.sections.length;
    return results.slice(0, limit).map((result) => {
      const matched = new Set(result.queryTerms);
      const specificMatches = [...matched].filter((t) => (this.documentFrequency.get(t) ?? total) <= Math.max(2, total * 0.35)).length;
      return {
        section: this.byId.get(String(result.id))!,
        score: result.score,
        coverage: matched.size / queryTerms.length,
        specificMatches,
      };
    });
  }
}
