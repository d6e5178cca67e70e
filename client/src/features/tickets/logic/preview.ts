import { messagePlainText } from '@app/contracts/message-markdown';

/** Table preview length (docs/product.md, Constants and limits): 44 characters, then an ellipsis. */
export const PREVIEW_CHARS = 44;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  laquo: '«',
  raquo: '»',
  ccedil: 'ç',
  atilde: 'ã',
  otilde: 'õ',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  acirc: 'â',
  ecirc: 'ê',
  ocirc: 'ô',
  agrave: 'à',
};

const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|header|footer)\b[^>]*>/gi;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi;

/** Known named and numeric entities become their character; unknown ones are dropped. */
function decodeEntities(value: string): string {
  return value.replace(ENTITY, (_match, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? '';
  });
}

/**
 * HTML tags removed and entities dropped (docs/product.md, Constants and limits "HTML tags and entities stripped"): "&amp;" reads "&"
 * rather than vanishing from a sentence. Whitespace is collapsed to single spaces.
 */
export function stripHtml(value: string): string {
  // Block tags separate words; inline ones (strong, em, a…) sit inside them.
  return decodeEntities(value.replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The last-message preview: stripped, then cut at 44 characters (code points) plus '…' when longer. The assistant's
 * and staff's messages are Markdown, so their markers (`**`, `- `) go first, as the history panel renders them; what
 * the person typed keeps its asterisks.
 */
export function messagePreview(value: string | null | undefined, autor?: string | null): string {
  if (!value) return '';
  const text = stripHtml(autor && autor !== 'user' ? messagePlainText(value) : value);
  const chars = Array.from(text);
  return chars.length > PREVIEW_CHARS ? `${chars.slice(0, PREVIEW_CHARS).join('').trimEnd()}…` : text;
}
