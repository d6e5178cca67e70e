import { afterEach, describe, expect, it } from 'vitest';
import { HELP_PAGE_DATA_ID } from '@app/contracts';
import { helpDate, resultCount, topicDraft } from '@/features/help-centre/logic/help-text';
import { embeddedArticle, embeddedIndex } from '@/features/help-centre/logic/page-data';

afterEach(() => document.getElementById(HELP_PAGE_DATA_ID)?.remove());

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = HELP_PAGE_DATA_ID;
  script.textContent = text;
  document.head.appendChild(script);
}

describe('help centre text', () => {
  it("when a date is an instant, then it reads in Brazil's day; a plain day stays that day", () => {
    expect(helpDate('2026-11-28T01:30:00.000Z')).toBe('27/11/2026');
    expect(helpDate('2026-11-24')).toBe('24/11/2026');
    expect(helpDate('ontem')).toBe('—');
  });

  it('when results are counted, then singular and plural read right', () => {
    expect(resultCount(0)).toBe('Nenhum artigo encontrado.');
    expect(resultCount(1)).toBe('1 artigo encontrado.');
    expect(resultCount(2)).toBe('2 artigos encontrados.');
  });

  it("when a reader asks about an article, then the widget's box starts with its title", () => {
    expect(topicDraft('Custos')).toBe('Tenho uma dúvida sobre "Custos": ');
  });
});

describe('the data the server embeds', () => {
  it('when the block is missing, broken or of another shape, then nothing is taken from it', () => {
    expect(embeddedIndex()).toBeNull();
    embed('{not json');
    expect(embeddedIndex()).toBeNull();
    document.getElementById(HELP_PAGE_DATA_ID)?.remove();
    embed(JSON.stringify({ lista: { artigos: 'x' }, busca: '' }));
    expect(embeddedIndex()).toBeNull();
  });

  it('when the embedded article is not the one the address names, then it is not used', () => {
    embed(JSON.stringify({ artigo: { slug: 'custos', titulo: 'C', resumo: '', categoria: 'x', atualizado_em: '2026-01-01T00:00:00Z', perguntas: [], secoes: [] } }));
    expect(embeddedArticle('custos')?.titulo).toBe('C');
    expect(embeddedArticle('visto')).toBeNull();
  });
});
