/**
 * The help centre's search: accent- and case-blind, each word of the query matching a word of the article by prefix
 * or with a typo or two (by length), ranked by where it matched. Small on purpose: a few dozen articles, searched in
 * memory from the cache the pages already hold.
 */

export interface SearchableArticle {
  slug: string;
  titulo: string;
  /** Questions and the assistant's keywords: matches here rank above the answers' text. */
  destaque: string;
  texto: string;
}

const STOPWORDS = new Set(
  'a o as os de da do das dos e em no na nos nas um uma para por com que se ou ao aos como qual quais eu meu minha é'.split(' '),
);

export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const wordsOf = (text: string): string[] => fold(text).match(/[a-z0-9]+/g) ?? [];

/** Optimal string alignment distance, giving up once it exceeds `max`. */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]! <= max;
}

const MAX_TERMS = 6;

const typosAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

function matches(term: string, words: ReadonlySet<string>): boolean {
  if (words.has(term)) return true;
  const typos = typosAllowed(term);
  for (const word of words) {
    if (term.length >= 3 && word.startsWith(term)) return true;
    // A typo in the term, or a word cut short of its ending ("revalidacao" ~ "revalidar").
    if (typos > 0 && (withinDistance(term, word, typos) || (word.length > term.length && withinDistance(term, word.slice(0, term.length), typos))))
      return true;
  }
  return false;
}

export interface SearchIndex {
  search(query: string): string[];
}

/** The slugs that match every meaningful word of the query, best first (titles, then questions, then text). */
export function searchIndex(articles: readonly SearchableArticle[]): SearchIndex {
  const indexed = articles.map((a, order) => ({
    slug: a.slug,
    order,
    title: new Set(wordsOf(a.titulo)),
    highlight: new Set(wordsOf(a.destaque)),
    text: new Set(wordsOf(a.texto)),
  }));
  return {
    search(query) {
      const all = wordsOf(query);
      const terms = all.filter((w) => !STOPWORDS.has(w));
      // A few words say what is wanted; more only cost time (every word is compared with every word indexed).
      const wanted = (terms.length > 0 ? terms : all).slice(0, MAX_TERMS);
      if (wanted.length === 0) return articles.map((a) => a.slug);
      const ranked: { slug: string; score: number; order: number }[] = [];
      for (const article of indexed) {
        let score = 0;
        for (const term of wanted) {
          if (matches(term, article.title)) score += 3;
          else if (matches(term, article.highlight)) score += 2;
          else if (matches(term, article.text)) score += 1;
          else {
            score = -1;
            break;
          }
        }
        if (score > 0) ranked.push({ slug: article.slug, score, order: article.order });
      }
      return ranked.sort((a, b) => b.score - a.score || a.order - b.order).map((r) => r.slug);
    },
  };
}
