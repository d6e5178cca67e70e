import { fold, ownValue, termOf } from './portuguese-text.js';

/**
 * Whether a message asks if something heard is true ("é verdade q o curso dura só 4 anos?", "vi no tiktok que…"): its
 * answer says yes or no before the statement that settles it.
 */
export const CHECKS_A_CLAIM =
  /\b(e|eh|sera) (verdade|vdd) (que|q)\b|\b(verdade|vdd) (que|q)\b|\b(e|eh) (verdade|vdd)\s*$|\b(ouvi|li|vi) (dizer |falar )?(que|q)\b/;

/** Units a claim counts in: "4 anos" against a statement's "6 anos". */
const COUNTED = /\b(\d+) (anos|meses|dias|semanas|semestres)\b/g;

/** Names of one thing: the claim may use one and the statement the other. */
const SAME_THING: Record<string, string> = { migracion: 'dnm', migraco: 'dnm' };

/** How many words after "não"/"sem" a negation reaches ("sem passar por consulado"). */
const NEGATION_REACH = 4;

const same = (term: string | null) => (term ? (ownValue(SAME_THING, term) ?? term) : null);

/**
 * Whether a statement contradicts the claim in a message (both as normalised words / plain text): it counts the same
 * unit with another number ("dura **6 anos**" against "só 4 anos"), or negates a thing the claim names ("sem passar por
 * consulado" against "apostilado no consulado", "não na DNM" against "na própria Migraciones").
 */
export function contradicts(claimWords: readonly string[], statement: string): boolean {
  const claim = claimWords.join(' ');
  const said = fold(statement.replace(/\*\*/g, '')).toLowerCase();
  for (const [, number, unit] of claim.matchAll(COUNTED)) {
    const stated = [...said.matchAll(new RegExp(`\\b(\\d+) ${unit}\\b`, 'g'))].map((m) => m[1]);
    if (stated.length > 0 && !stated.includes(number)) return true;
  }
  // What the claim itself denies ("é verdade que não precisa de visto?") is no contradiction when the statement denies it.
  const deniedInClaim = negatedTerms([...claimWords]);
  const named = new Set(
    claimWords
      .filter((w) => w.length >= 5)
      .map((w) => same(termOf(w)))
      .filter((t): t is string => t !== null && !deniedInClaim.has(t)),
  );
  const words = said.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''));
  return [...negatedTerms(words)].some((t) => named.has(t));
}

/** The terms a "não"/"sem" reaches in these words. */
function negatedTerms(words: readonly string[]): Set<string> {
  const found = new Set<string>();
  words.forEach((w, i) => {
    if (w !== 'nao' && w !== 'sem') return;
    for (const next of words.slice(i + 1, i + 1 + NEGATION_REACH)) {
      const term = same(termOf(next));
      if (term) found.add(term);
    }
  });
  return found;
}
