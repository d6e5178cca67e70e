/** Text processing for Portuguese search: accent folding, stop words and a light prefix stemmer. */

const STOP_WORDS = new Set(
  (
    'a o as os um uma uns umas de do da dos das em no na nos nas num numa por pelo pela pelos pelas para pra pro ' +
    'com sem sob que qual quais quanto quanta quantos quantas como onde quando porque porque e ou mas se nem ' +
    'eu tu ele ela nos vos eles elas voce voces vc vcs me te lhe mim ti meu minha meus minhas seu sua seus suas ' +
    'teu tua nosso nossa isso isto esse essa esses essas este esta estes estas aquele aquela aqui ai la ' +
    'ao aos ja nao sim tambem muito muita mais menos bem so ate entao ainda agora sobre entre ' +
    'e eh sao ser sera era foi estar esta estou estao tem tenho temos ter tinha ha haver vai vou ' +
    'fazer faz faco pode posso podem poderia gostaria queria quero quer saber sabe informacao informacoes ' +
    'duvida duvidas pergunta oi ola bom boa dia tarde noite obrigado obrigada favor por ok tudo'
  ).split(/\s+/),
);

/** Lowercase without diacritics: "Matrícula" → "matricula". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Words of a text as they are typed (folded), numbers included. */
export function words(text: string): string[] {
  return fold(text).match(/[a-z0-9]+/g) ?? [];
}

function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('coes')) return `${word.slice(0, -4)}cao`;
  if (word.endsWith('oes') || word.endsWith('aes')) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('ais')) return `${word.slice(0, -3)}al`;
  if (word.endsWith('eis')) return `${word.slice(0, -3)}el`;
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (/(r|z|s)es$/.test(word) && word.length > 5) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * A prefix stemmer, which works well for Portuguese retrieval: singular, then at most six letters,
 * and a final vowel dropped on shorter words ("custo" and "custa" meet at "cust").
 */
export function stem(word: string): string {
  const base = singular(word);
  if (/^\d+$/.test(base)) return base;
  if (base.length > 6) return base.slice(0, 6);
  if (base.length > 4 && /[aeiou]$/.test(base)) return base.slice(0, -1);
  return base;
}

/** The search term of one folded word, or null for stop words and stray letters. */
export function termOf(word: string): string | null {
  if (STOP_WORDS.has(word) || (word.length < 2 && !/\d/.test(word))) return null;
  return stem(word);
}

/** Search terms of a text: folded, stop words removed, stemmed. Used for both indexing and queries. */
export function searchTerms(text: string): string[] {
  return words(text)
    .map(termOf)
    .filter((t): t is string => t !== null);
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(fold(word));
}
