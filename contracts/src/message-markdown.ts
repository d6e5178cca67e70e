/** A run of text inside a line: plain, bold, or a link to an http(s) address. */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'link'; text: string; href: string };

export type Block =
  | { type: 'paragraph'; lines: Inline[][] }
  | { type: 'list'; ordered: false; items: Inline[][] }
  | { type: 'list'; ordered: true; start: number; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/;
const BOLD = /\*\*(?=\S)(.+?)(?<=\S)\*\*/g;
// A Markdown link whose target is an absolute http(s) address, or a bare address. Anything else stays text.
const LINK = /\[([^\]\n]+)\]\((https?:\/\/[^\s()]+)\)|(https?:\/\/[^\s<>"'()[\]]+)/gi;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** The address when it is an absolute http(s) URL with a host, else null (javascript:, data:, relative…). */
export function safeHttpUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

function pushText(out: Inline[], text: string) {
  if (!text) return;
  const last = out.at(-1);
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

function parseLinks(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, target, bare] = match;
    let source = whole;
    let link: Inline | null = null;
    if (label !== undefined && target !== undefined) {
      const href = safeHttpUrl(target);
      if (href) link = { type: 'link', text: label, href };
    } else if (bare !== undefined) {
      // "Veja https://x.org." ends the sentence, not the address.
      source = bare.replace(TRAILING_PUNCTUATION, '');
      const href = safeHttpUrl(source);
      if (href) link = { type: 'link', text: source, href };
    }
    pushText(out, text.slice(last, match.index));
    if (link) out.push(link);
    else pushText(out, source);
    last = match.index + source.length;
  }
  pushText(out, text.slice(last));
  return out;
}

function parseInline(line: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of line.matchAll(BOLD)) {
    out.push(...parseLinks(line.slice(last, match.index)));
    out.push({ type: 'strong', children: parseLinks(match[1]!) });
    last = match.index + match[0].length;
  }
  out.push(...parseLinks(line.slice(last)));
  return out;
}

/** Longest text parsed as Markdown: longer ones (never a chat message, which stops at 4 000) stay plain text. */
const MAX_MARKDOWN_CHARS = 20_000;

/**
 * The limited Markdown of chat messages, written by the assistant and by staff: bold, bullet and numbered lists,
 * paragraphs split by blank lines, line breaks, and links only to http(s) addresses. Everything else, HTML
 * included, stays literal text: the result is rendered as React text nodes, never as HTML.
 */
export function parseMessageMarkdown(text: string): Block[] {
  if (text.length > MAX_MARKDOWN_CHARS) return [{ type: 'paragraph', lines: text.split(/\r?\n/).map((line) => [{ type: 'text', text: line }]) }];
  const blocks: Block[] = [];
  let current: Block | null = null;
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      close();
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet) {
      if (current?.type !== 'list' || current.ordered) {
        close();
        current = { type: 'list', ordered: false, items: [] };
      }
      current.items.push(parseInline(bullet[1]!));
    } else if (numbered) {
      if (current?.type !== 'list' || !current.ordered) {
        close();
        current = { type: 'list', ordered: true, start: Number(numbered[1]), items: [] };
      }
      current.items.push(parseInline(numbered[2]!));
    } else {
      if (current?.type !== 'paragraph') {
        close();
        current = { type: 'paragraph', lines: [] };
      }
      current.lines.push(parseInline(line));
    }
  }
  close();
  return blocks;
}

function inlineText(parts: Inline[]): string {
  return parts.map((part) => (part.type === 'strong' ? inlineText(part.children) : part.text)).join('');
}

/** A link as plain text: its label and, when the label is not the address itself, the address after it. */
function linkText(part: Extract<Inline, { type: 'link' }>): string {
  return part.text === part.href || `${part.text}/` === part.href ? part.text : `${part.text} (${part.href})`;
}

function renderText(blocks: Block[], inline: (parts: Inline[]) => string, paragraphGap: string): string {
  return blocks
    .map((block) => {
      if (block.type === 'paragraph') return block.lines.map(inline).join('\n');
      return block.items.map((item, index) => `${block.ordered ? `${block.start + index}.` : '•'} ${inline(item)}`).join('\n');
    })
    .join(paragraphGap);
}

/** The same message as plain reading text (screen-reader announcements, previews): no markers, "•" for bullets. */
export function messagePlainText(text: string): string {
  return renderText(parseMessageMarkdown(text), inlineText, '\n');
}

function exportInline(parts: Inline[]): string {
  return parts.map((part) => (part.type === 'strong' ? exportInline(part.children) : part.type === 'link' ? linkText(part) : part.text)).join('');
}

/** The message as plain text for a data export or a file: no markers, links written out, paragraphs apart. */
export function messageExportText(text: string): string {
  return renderText(parseMessageMarkdown(text), exportInline, '\n\n');
}

function whatsappInline(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (part.type === 'strong') {
        const inner = whatsappInline(part.children);
        return inner.trim() ? `*${inner}*` : inner;
      }
      // WhatsApp makes bare addresses clickable by itself.
      return part.type === 'link' ? linkText(part) : part.text;
    })
    .join('');
}

/**
 * The message in WhatsApp's own formatting: *bold*, plain "•" and numbered lists, bare links; paragraphs keep
 * their blank line. WhatsApp shows Markdown's ** and [label](url) literally, so they never reach it.
 */
export function messageWhatsappText(text: string): string {
  return renderText(parseMessageMarkdown(text), whatsappInline, '\n\n');
}
