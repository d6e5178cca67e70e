import { describe, expect, it } from 'vitest';
import { articleFromQuestion, articleOutline } from '../article-outline';

describe('article outline', () => {
  it('when an article is split, then title, questions, keyword lines and answer text come apart in order', () => {
    expect(articleOutline('# Custos\n\n## Quanto custa\nPalavras-chave: preço\nDepende.\n<b>x</b>\nFontes: G1')).toEqual([
      { type: 'title', text: 'Custos' },
      { type: 'question', text: 'Quanto custa' },
      { type: 'meta', label: 'Palavras-chave', text: 'preço' },
      { type: 'text', text: 'Depende.\n<b>x</b>' },
      { type: 'meta', label: 'Fontes', text: 'G1' },
    ]);
  });

  it('when a question becomes an article, then the editor starts with it as title and question', () => {
    expect(articleFromQuestion('a faculdade tem piscina?')).toMatch(/^# A faculdade tem piscina\n\n## A faculdade tem piscina\n/);
  });
});
