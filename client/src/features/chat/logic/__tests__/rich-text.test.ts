import { describe, expect, it } from 'vitest';
import { parseRichText } from '../rich-text';

describe('parseRichText', () => {
  it('when a message has **bold** and line breaks, then it yields lines of bold and plain segments', () => {
    expect(parseRichText('Leve o **RG** e a **certidão**.\nDepois, apostile.')).toEqual([
      [
        { text: 'Leve o ', bold: false },
        { text: 'RG', bold: true },
        { text: ' e a ', bold: false },
        { text: 'certidão', bold: true },
        { text: '.', bold: false },
      ],
      [{ text: 'Depois, apostile.', bold: false }],
    ]);
  });

  it('when lines start with "- ", then they become bullets; Windows line breaks are handled', () => {
    expect(parseRichText('Lista:\r\n- um\r\n* dois').map((line) => line.map((s) => s.text).join(''))).toEqual(['Lista:', '• um', '• dois']);
  });

  it('when a message contains HTML, then it stays literal text', () => {
    expect(parseRichText('<img src=x onerror=alert(1)>')).toEqual([[{ text: '<img src=x onerror=alert(1)>', bold: false }]]);
  });

  it('when asterisks are unbalanced or empty, then they stay as typed', () => {
    expect(parseRichText('2 ** 3 e ****')).toEqual([[{ text: '2 ** 3 e ****', bold: false }]]);
  });
});
