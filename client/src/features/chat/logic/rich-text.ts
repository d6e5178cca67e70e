export interface RichSegment {
  text: string;
  bold: boolean;
}

/**
 * Splits a message into lines of plain/bold segments. `**text**` becomes bold; a line starting with
 * "- " or "* " becomes a bullet. Everything else stays literal text: the result is rendered as React
 * text nodes, so `<img onerror=…>` in a message shows as characters, never as HTML.
 */
export function parseRichText(text: string): RichSegment[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const bulleted = line.replace(/^(\s*)[-*]\s+/, '$1• ');
      const segments: RichSegment[] = [];
      const pattern = /\*\*(?=\S)(.+?)(?<=\S)\*\*/g;
      let last = 0;
      for (let match = pattern.exec(bulleted); match; match = pattern.exec(bulleted)) {
        if (match.index > last) segments.push({ text: bulleted.slice(last, match.index), bold: false });
        segments.push({ text: match[1]!, bold: true });
        last = match.index + match[0].length;
      }
      if (last < bulleted.length) segments.push({ text: bulleted.slice(last), bold: false });
      return segments;
    });
}
