/** What a reader should hear: markdown markers and bare URLs are noise when spoken. */
export function speechText(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/https?:\/\/\S+/g, ' ')
    // [ \t]*, not \s*: with /m, \s* ran across every following line break from each line start (quadratic).
    .replace(/^[ \t]*[-*•]\s+/gm, '')
    .replace(/^#+\s*/gm, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
