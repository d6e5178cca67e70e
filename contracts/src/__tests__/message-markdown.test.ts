import { describe, expect, it } from 'vitest';
import { messageExportText, messagePlainText, messageWhatsappText, parseMessageMarkdown, safeHttpUrl } from '../message-markdown.js';

describe('parseMessageMarkdown', () => {
  it('when a message has **bold** and a line break, then it is one paragraph of bold and plain runs', () => {
    expect(parseMessageMarkdown('Leve o **RG** e a **certidão**.\nDepois, apostile.')).toEqual([
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
    const blocks = parseMessageMarkdown('Lista:\r\n- um\r\n* dois\r\n3. três\r\n4) quatro');
    expect(blocks.map((b) => b.type === 'list' && { ordered: b.ordered, start: b.ordered ? b.start : undefined, items: b.items.length })).toEqual([
      false,
      { ordered: false, start: undefined, items: 2 },
      { ordered: true, start: 3, items: 2 },
    ]);
  });

  it('when blank lines separate text, then they separate paragraphs', () => {
    expect(parseMessageMarkdown('a\n\n\nb').map((b) => b.type)).toEqual(['paragraph', 'paragraph']);
  });

  it('when a message contains HTML, then it stays literal text', () => {
    expect(parseMessageMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', lines: [[{ type: 'text', text: '<img src=x onerror=alert(1)>' }]] },
    ]);
  });

  it('when asterisks are unbalanced or empty, then they stay as typed', () => {
    expect(messagePlainText('2 ** 3 e ****')).toBe('2 ** 3 e ****');
    expect(messagePlainText('**negrito sem fim')).toBe('**negrito sem fim');
  });

  it('when a bold run holds an address, then the address is a link inside the bold run', () => {
    const [block] = parseMessageMarkdown('**Site: https://a.org**');
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

describe('messagePlainText', () => {
  it('when an answer has bold, bullets and numbers, then the reading text drops the markers', () => {
    expect(messagePlainText('Você precisa:\n- **RG**\n- CPF\n\n1. Apostile\n2. Traduza')).toBe('Você precisa:\n• RG\n• CPF\n1. Apostile\n2. Traduza');
  });
});

describe('messageWhatsappText', () => {
  it('when a staff reply has bold, a list and a Markdown link, then WhatsApp gets *bold*, "•" items and the bare address', () => {
    const text = 'Oi, **Ana**!\nTraga:\n- RG\n- **histórico** apostilado\n\nVeja [o edital](https://www.gov.br/inep/revalida).';
    expect(messageWhatsappText(text)).toBe(
      'Oi, *Ana*!\nTraga:\n\n• RG\n• *histórico* apostilado\n\nVeja o edital (https://www.gov.br/inep/revalida).',
    );
  });

  it('when a numbered list starts at 3, then the numbers are kept', () => {
    expect(messageWhatsappText('3. Apostile\n4. Envie')).toBe('3. Apostile\n4. Envie');
  });

  it('when the text has no Markdown, then it reaches WhatsApp unchanged', () => {
    expect(messageWhatsappText('Bom dia! Já recebi seus documentos.')).toBe('Bom dia! Já recebi seus documentos.');
  });

  it('when a link is not http(s), then it stays literal text', () => {
    expect(messageWhatsappText('[clique](javascript:alert(1))')).toBe('[clique](javascript:alert(1))');
  });
});

describe('messageExportText', () => {
  it('when a message has bold and a link, then the export reads as plain text with the address written out', () => {
    expect(messageExportText('**Prazo:** veja [aqui](https://a.org/x)\n- um\n- dois')).toBe('Prazo: veja aqui (https://a.org/x)\n\n• um\n• dois');
  });
});

describe('parsing cost', () => {
  it('when a 4 000-character line is made of unclosed bold markers and brackets, then it parses to the same text', () => {
    const hostile = '**a '.repeat(500) + '[x](http://'.repeat(200);
    expect(messagePlainText(hostile)).toBe(hostile.trimEnd());
  });
});
