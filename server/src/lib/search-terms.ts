/** Pieces of a staff search box shared by the screens that search people (users, pipeline). */

/** The text as a literal inside a LIKE pattern: %, _ and \ match only themselves. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The digits to look for in WhatsApp numbers, or null when the search is not a phone number.
 * Only a search made of digits and the punctuation people type in numbers ("+55 (11) 97777-6666")
 * is one: the digits inside an e-mail or a name ("ana2024@…") would otherwise match strangers' numbers.
 */
export function phoneDigits(busca: string, minDigits: number): string | null {
  if (!/^[\d\s()+\-.]+$/.test(busca)) return null;
  const digits = busca.replace(/\D/g, '');
  return digits.length >= minDigits ? digits : null;
}
