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

/**
 * The assistant's limited Markdown (the system prompt asks for **bold** and "- " lists): bold, bullet and
 * numbered lists, paragraphs split by blank lines, line breaks, and links only to http(s) addresses.
 * Everything else, HTML included, stays literal text: the result is rendered as React text nodes.
 */
export function parseAssistantMarkdown(text: string): Block[] {
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

/** The same message as plain reading text (for screen-reader announcements): no markers, "•" for bullets. */
export function assistantPlainText(text: string): string {
  return parseAssistantMarkdown(text)
    .map((block) => {
      if (block.type === 'paragraph') return block.lines.map(inlineText).join('\n');
      return block.items.map((item, index) => `${block.ordered ? `${block.start + index}.` : '•'} ${inlineText(item)}`).join('\n');
    })
    .join('\n');
}
