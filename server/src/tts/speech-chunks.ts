/** Where a piece may end, best first: after a sentence, after a clause, after a word. */
const BREAKS = [/[.!?…;:]["')\]]*\s+|\n\s*/g, /,\s+/g, /\s+/g];

/**
 * Splits a text into pieces of at most `maxChars`, cutting at the last sentence end that fits (else a comma,
 * else a space, else mid-word). The offline engine speaks one piece at a time so that other people's requests
 * can be served between two pieces of a long text.
 */
export function speechChunks(text: string, maxChars: number): string[] {
  const chunks: string[] = [];
  let rest = text.trim();
  while (rest.length > maxChars) {
    const cut = lastBreak(rest.slice(0, maxChars + 1)) ?? maxChars;
    const piece = rest.slice(0, cut).trim();
    if (piece) chunks.push(piece);
    rest = rest.slice(cut).trimStart();
  }
  if (rest) chunks.push(rest);
  return chunks;
}

/** End of the last break (index just after it) in `window`, for the best kind of break present; never 0. */
function lastBreak(window: string): number | undefined {
  for (const pattern of BREAKS) {
    let best: number | undefined;
    for (const match of window.matchAll(pattern)) {
      if (match.index > 0) best = match.index + match[0].length;
    }
    if (best !== undefined) return best;
  }
  return undefined;
}
