import { describe, expect, it } from 'vitest';
import { categoryOf, publicArticle, publicSections, shortText } from '../public-article.js';
import { searchIndex } from '../help-search.js';

const MARKDOWN = `# Honorários

## Quanto custa a assessoria
Palavras-chave: preço, valor
O valor é [PREENCHER: valor].
Fontes: informação interna da assessoria

## O que está incluído
Palavras-chave: incluso, pacote
A escolha da universidade e os **documentos**.
Fontes: informação interna da assessoria, [PREENCHER: contrato]; [Lei 1 (art. 2 \u00a73)](https://exemplo.gov.br/lei?a=1;b=2) (verificado em 2026-11-24); [Site](/#assessores) (verificado em 2026-11-27); [Ruim](javascript:alert(1)); jornal impresso
`;

describe('an article as the public reads it', () => {
  it('when a section holds a placeholder, then it is left out whole; keywords never reach the answer', () => {
    const sections = publicSections(MARKDOWN);
    expect(sections.map((s) => s.secao.pergunta)).toEqual(['O que está incluído']);
    expect(sections[0]!.secao.resposta).toBe('A escolha da universidade e os **documentos**.');
    expect(sections[0]!.palavras.trim()).toBe('incluso, pacote');
  });

  it('when sources are listed, then internal ones go, links stay only to http(s) or this site, and the latest check date wins', () => {
    const [section] = publicSections(MARKDOWN);
    expect(section!.secao.fontes).toEqual([
      { texto: 'Lei 1 (art. 2 \u00a73)', url: 'https://exemplo.gov.br/lei?a=1;b=2' },
      { texto: 'Site', url: '/#assessores' },
      { texto: 'Ruim', url: null },
      { texto: 'jornal impresso', url: null },
    ]);
    expect(section!.secao.verificado_em).toBe('2026-11-27');
  });

  it('when nothing of an article may be shown, then it is no public article at all', () => {
    expect(publicArticle({ slug: 'x', titulo: 'X', conteudo: '# X\n\n## P\n[PREENCHER: tudo]', atualizado_em: '2026-11-27T00:00:00Z' })).toBeNull();
  });

  it('when an article is made public, then its summary is the first answer in plain text, with its category', () => {
    const result = publicArticle({ slug: 'custos', titulo: 'Custos', conteudo: '# Custos\n\n## Quanto\nA partir de **R$ 900**.', atualizado_em: new Date('2026-11-27T10:00:00Z') });
    expect(result?.artigo).toMatchObject({ resumo: 'A partir de R$ 900.', categoria: 'Custos e financiamento', atualizado_em: '2026-11-27T10:00:00.000Z' });
    expect(categoryOf('artigo-novo-da-equipe')).toBe('Outros assuntos');
  });

  it('when a description is long, then it is cut at a word within 160 characters', () => {
    expect(shortText('a'.repeat(160))).toHaveLength(160);
    const cut = shortText(`${'palavra '.repeat(30)}fim`);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('palavra…')).toBe(true);
  });
});

describe('the help search', () => {
  const index = searchIndex([
    { slug: 'custos', titulo: 'Custos', destaque: 'Quanto custa estudar medicina mensalidade', texto: 'A mensalidade varia por universidade.' },
    { slug: 'revalidacao', titulo: 'Revalidação do diploma no Brasil', destaque: 'Revalida', texto: 'O Revalida tem duas etapas.' },
    { slug: 'visto', titulo: 'Visto e residência', destaque: 'residência temporária', texto: 'A universidade pede a residência.' },
  ]);

  it('when the query has no accents, a typo or a cut word, then the article is still found', () => {
    expect(index.search('revalidacao')).toEqual(['revalidacao']);
    expect(index.search('revalidasao')).toEqual(['revalidacao']);
    expect(index.search('residencia temporaria')).toEqual(['visto']);
    expect(index.search('mensal')).toEqual(['custos']);
  });

  it('when a word matches a title, then that article ranks above one matching only in the text', () => {
    expect(index.search('universidade')).toEqual(['custos', 'visto']);
    expect(index.search('residencia')[0]).toBe('visto');
  });

  it('when a word matches nothing, then no article is returned; an empty query returns all', () => {
    expect(index.search('piscina')).toEqual([]);
    expect(index.search('  ')).toEqual(['custos', 'revalidacao', 'visto']);
  });
});
