import { searchTerms } from './portuguese-text.js';

/** One group of similar unanswered questions: what identifies it, the newest wording, how many times, when last asked. */
export interface GapGroup {
  chave: string;
  pergunta: string;
  total: number;
  ultima_em: string;
}

/**
 * What a question asks about, as a group key: its search terms (normalised, stop words out, stemmed) sorted, so any
 * order and spelling the base's stemmer folds give the same key ("posso levar meu gato?" and "posso levar o gato").
 */
export function gapKey(pergunta: string): string {
  const terms = [...new Set(searchTerms(pergunta))].sort();
  return terms.length > 0 ? terms.join(' ') : pergunta.trim().toLowerCase();
}

/** Groups unanswered questions by `gapKey`. Most asked first, then most recent. `questions` come newest first. */
export function groupUnanswered(questions: { pergunta: string; criado_em: Date | string }[], limit: number): GapGroup[] {
  const groups = new Map<string, GapGroup>();
  for (const { pergunta, criado_em } of questions) {
    const chave = gapKey(pergunta);
    const group = groups.get(chave);
    if (group) group.total += 1;
    else groups.set(chave, { chave, pergunta: pergunta.trim(), total: 1, ultima_em: new Date(criado_em).toISOString() });
  }
  return [...groups.values()].sort((a, b) => b.total - a.total || b.ultima_em.localeCompare(a.ultima_em)).slice(0, limit);
}
