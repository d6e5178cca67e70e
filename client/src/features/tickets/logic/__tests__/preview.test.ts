import { describe, expect, it } from 'vitest';
import { messagePreview, PREVIEW_CHARS, stripHtml } from '@/features/tickets/logic/preview';

describe('stripHtml', () => {
  it('when the text has tags, then they are removed and whitespace collapsed', () => {
    expect(stripHtml('<p>Olá,<br/>tudo <strong>bem</strong>?</p>')).toBe('Olá, tudo bem?');
  });

  it('when the text has entities, then known ones become characters and unknown ones disappear', () => {
    expect(stripHtml('Prova &amp; matrícula &lt;2025&gt; &#233; &#xE7; &nbsp;fim&bogus;')).toBe(
      'Prova & matrícula <2025> é ç fim',
    );
  });

  it('when an attribute carries a script, then none of it survives', () => {
    expect(stripHtml('<img src=x onerror="alert(1)">texto')).toBe('texto');
  });
});

describe('messagePreview', () => {
  it('when the message is empty or missing, then the preview is empty', () => {
    expect(messagePreview(null)).toBe('');
    expect(messagePreview('')).toBe('');
    expect(messagePreview('<p></p>')).toBe('');
  });

  it('when the stripped text has at most 44 characters, then it is shown whole', () => {
    const exact = 'a'.repeat(PREVIEW_CHARS);
    expect(messagePreview(`<b>${exact}</b>`)).toBe(exact);
  });

  it('when it is longer, then it is cut at 44 characters and gets an ellipsis', () => {
    const text = 'Quero saber como funciona a matrícula em medicina no Paraguai';
    const preview = messagePreview(`<p>${text}</p>`);
    expect(preview).toBe(`${text.slice(0, 44).trimEnd()}…`);
    expect(Array.from(preview.replace('…', '')).length).toBeLessThanOrEqual(44);
  });

  it('when the cut falls on an emoji, then it is not split in half', () => {
    const preview = messagePreview('😀'.repeat(50));
    expect(preview).toBe(`${'😀'.repeat(44)}…`);
  });

  it('when the last message is an assistant answer, then its Markdown markers are not shown', () => {
    expect(messagePreview('**Documentos:**\n- RG\n- Histórico escolar', 'ia')).toBe('Documentos: • RG • Histórico escolar');
  });

  it('when a person typed asterisks, then the preview keeps them as typed', () => {
    expect(messagePreview('**urgente** preciso de ajuda', 'user')).toBe('**urgente** preciso de ajuda');
  });
});
