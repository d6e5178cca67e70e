import { searchTerms } from './portuguese-text.js';

/** One group of similar unanswered questions: the newest wording, how many times, and when last asked. */
export interface GapGroup {
  pergunta: string;
  total: number;
  ultima_em: string;
}

/**
 * Groups unanswered questions by what they ask about: the same search terms (normalised, stop words out, stemmed), in any
 * order and spelling the base's stemmer folds ("posso levar meu gato?" and "posso levar o gato" are one group). Most
 * asked first, then most recent. `questions` come newest first.
 */
export function groupUnanswered(questions: { pergunta: string; criado_em: Date | string }[], limit: number): GapGroup[] {
  const groups = new Map<string, GapGroup>();
  for (const { pergunta, criado_em } of questions) {
    const terms = [...new Set(searchTerms(pergunta))].sort();
    const key = terms.length > 0 ? terms.join(' ') : pergunta.trim().toLowerCase();
    const group = groups.get(key);
    if (group) group.total += 1;
    else groups.set(key, { pergunta: pergunta.trim(), total: 1, ultima_em: new Date(criado_em).toISOString() });
  }
  return [...groups.values()].sort((a, b) => b.total - a.total || b.ultima_em.localeCompare(a.ultima_em)).slice(0, limit);
}
