import { describe, expect, it } from 'vitest';
import { assistantPlainText, parseAssistantMarkdown, safeHttpUrl } from '@/utils/assistant-markdown';

describe('parseAssistantMarkdown', () => {
  it('when a message has **bold** and a line break, then it is one paragraph of bold and plain runs', () => {
    expect(parseAssistantMarkdown('Leve o **RG** e a **certidão**.\nDepois, apostile.')).toEqual([
      {
        type: 'paragraph',
        lines: [
          [
            { type: 'text', text: 'Leve o ' },
            { type: 'strong', children: [{ type: 'text', text: 'RG' }] },
            { type: 'text', text: ' e a ' },
            { type: 'strong', children: [{ type: 'text', text: 'certidão' }] },
            { type: 'text', text: '.' },
          ],
          [{ type: 'text', text: 'Depois, apostile.' }],
        ],
      },
    ]);
  });

  it('when lines start with "- ", "* " or "1. ", then they become bullet and numbered lists; Windows line breaks are handled', () => {
    const blocks = parseAssistantMarkdown('Lista:\r\n- um\r\n* dois\r\n3. três\r\n4) quatro');
    expect(blocks.map((b) => b.type === 'list' && { ordered: b.ordered, start: b.ordered ? b.start : undefined, items: b.items.length })).toEqual([
      false,
      { ordered: false, start: undefined, items: 2 },
      { ordered: true, start: 3, items: 2 },
    ]);
  });

  it('when blank lines separate text, then they separate paragraphs', () => {
    expect(parseAssistantMarkdown('a\n\n\nb').map((b) => b.type)).toEqual(['paragraph', 'paragraph']);
  });

  it('when a message contains HTML, then it stays literal text', () => {
    expect(parseAssistantMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', lines: [[{ type: 'text', text: '<img src=x onerror=alert(1)>' }]] },
    ]);
  });

  it('when asterisks are unbalanced or empty, then they stay as typed', () => {
    expect(assistantPlainText('2 ** 3 e ****')).toBe('2 ** 3 e ****');
    expect(assistantPlainText('**negrito sem fim')).toBe('**negrito sem fim');
  });

  it('when a bold run holds an address, then the address is a link inside the bold run', () => {
    const [block] = parseAssistantMarkdown('**Site: https://a.org**');
    expect(block).toEqual({
      type: 'paragraph',
      lines: [[{ type: 'strong', children: [{ type: 'text', text: 'Site: ' }, { type: 'link', text: 'https://a.org', href: 'https://a.org/' }] }]],
    });
  });
});

describe('safeHttpUrl', () => {
  it.each(['https://a.org/x?y=1', 'http://a.org', 'HTTPS://A.ORG'])('when %s, then it is kept', (url) => {
    expect(safeHttpUrl(url)).not.toBeNull();
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '/relativo', 'x', 'https://', 'vbscript:x'])(
    'when %s, then it is refused',
    (url) => {
      expect(safeHttpUrl(url)).toBeNull();
    },
  );
});

describe('assistantPlainText', () => {
  it('when an answer has bold, bullets and numbers, then the reading text drops the markers', () => {
    expect(assistantPlainText('Você precisa:\n- **RG**\n- CPF\n\n1. Apostile\n2. Traduza')).toBe('Você precisa:\n• RG\n• CPF\n1. Apostile\n2. Traduza');
  });
});
