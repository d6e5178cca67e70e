import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HELP_PAGE_DATA_ID, type HelpArticle, type HelpArticleList } from '@app/contracts';
import { ApiError } from '@/lib/api-client';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/features/help-centre/api/list-help-articles', () => ({ listHelpArticles: vi.fn() }));
vi.mock('@/features/help-centre/api/get-help-article', () => ({ getHelpArticle: vi.fn() }));

const { listHelpArticles } = await import('@/features/help-centre/api/list-help-articles');
const { getHelpArticle } = await import('@/features/help-centre/api/get-help-article');
const { HelpIndexPage, HelpArticlePage } = await import('@/features/help-centre');

cleanupAfterEach();
afterEach(() => {
  document.getElementById(HELP_PAGE_DATA_ID)?.remove();
  vi.mocked(listHelpArticles).mockReset();
  vi.mocked(getHelpArticle).mockReset();
  window.history.replaceState(null, '', '/');
});

const custos: HelpArticle = {
  slug: 'custos',
  titulo: 'Custos',
  resumo: 'Não há um preço único.',
  categoria: 'Custos e financiamento',
  atualizado_em: '2026-11-27T15:00:00.000Z',
  perguntas: ['Quanto custa', 'Formas de pagamento'],
  secoes: [
    {
      pergunta: 'Quanto custa',
      resposta: 'A mensalidade começa em **R$ 900**.\n\n<img src=x onerror="alert(1)">',
      fontes: [{ texto: 'G1, 15/01/2025', url: 'https://g1.globo.com/x' }, { texto: 'site da assessoria', url: '/#assessores' }],
      verificado_em: '2026-11-24',
    },
    { pergunta: 'Formas de pagamento', resposta: 'Mês a mês.', fontes: [], verificado_em: null },
  ],
};
const { secoes: _secoes, ...custosSummary } = custos;
const visto = { ...custosSummary, slug: 'visto-residencia', titulo: 'Visto e residência', categoria: 'Morar no Paraguai', resumo: 'A residência temporária.' };
const LIST: HelpArticleList = { artigos: [custosSummary, visto], categorias: ['Custos e financiamento', 'Morar no Paraguai'] };

function embed(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = HELP_PAGE_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.head.appendChild(script);
}

describe('the help index', () => {
  it('when the server embedded the list, then the topics and links show without a request', () => {
    embed({ lista: LIST, busca: '' });
    render(<HelpIndexPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Custos e financiamento' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visto e residência' }).getAttribute('href')).toBe('/duvidas/visto-residencia');
    expect(listHelpArticles).not.toHaveBeenCalled();
  });

  it('when the reader types a search, then the server is asked after the pause, the matches show and the address keeps it', async () => {
    embed({ lista: LIST, busca: '' });
    vi.mocked(listHelpArticles).mockResolvedValue({ artigos: [visto], categorias: LIST.categorias });
    render(<HelpIndexPage />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar nas dúvidas' }), { target: { value: 'resid' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar nas dúvidas' }), { target: { value: 'residencia' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 artigo encontrado.'));
    expect(listHelpArticles).toHaveBeenCalledTimes(1);
    expect(vi.mocked(listHelpArticles).mock.calls[0]![0]).toBe('residencia');
    expect(screen.queryByRole('link', { name: 'Custos' })).toBeNull();
    expect(window.location.search).toBe('?busca=residencia');
  });

  it('when nothing matches, then the page says so', async () => {
    embed({ lista: LIST, busca: '' });
    vi.mocked(listHelpArticles).mockResolvedValue({ artigos: [], categorias: LIST.categorias });
    render(<HelpIndexPage />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'piscina' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nenhum artigo encontrado.'));
  });

  it('when there is no embedded list, then it is fetched', async () => {
    vi.mocked(listHelpArticles).mockResolvedValue(LIST);
    render(<HelpIndexPage />);
    await screen.findByRole('link', { name: 'Custos' });
    expect(vi.mocked(listHelpArticles).mock.calls[0]![0]).toBe('');
  });
});

describe('the help article', () => {
  it('when the server embedded the article, then its text, date, sources and ask button show, and HTML stays text', () => {
    embed({ artigo: custos });
    const onAsk = vi.fn();
    render(<HelpArticlePage slug="custos" chatHref="#assistente" onAsk={onAsk} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Custos' })).toBeTruthy();
    expect(screen.getByText('Atualizado em 27/11/2026')).toBeTruthy();
    expect(screen.getByText('R$ 900').tagName).toBe('STRONG');
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'G1, 15/01/2025' }).getAttribute('href')).toBe('https://g1.globo.com/x');
    expect(screen.getByRole('link', { name: 'site da assessoria' }).getAttribute('target')).toBeNull();
    expect(screen.getByText(/verificado em 24\/11\/2026/)).toBeTruthy();
    const ask = screen.getByRole('link', { name: 'Falar com a assessoria' });
    expect(ask.getAttribute('href')).toBe('#assistente');
    fireEvent.click(ask);
    expect(onAsk).toHaveBeenCalledWith('Custos');
    expect(getHelpArticle).not.toHaveBeenCalled();
  });

  it('when the embedded article is another one, then the right one is fetched', async () => {
    embed({ artigo: custos });
    vi.mocked(getHelpArticle).mockResolvedValue({ ...custos, slug: 'outro', titulo: 'Outro artigo' });
    render(<HelpArticlePage slug="outro" chatHref="#assistente" onAsk={vi.fn()} />);
    await screen.findByRole('heading', { level: 1, name: 'Outro artigo' });
  });

  it('when the article does not exist, then a Portuguese not-found page links back to the index', async () => {
    vi.mocked(getHelpArticle).mockRejectedValue(new ApiError('x', 404, 'Artigo não encontrado.'));
    render(<HelpArticlePage slug="nada" chatHref="#assistente" onAsk={vi.fn()} />);
    await screen.findByRole('heading', { level: 1, name: 'Artigo não encontrado' });
    expect(screen.getByRole('link', { name: 'Ver todas as dúvidas' }).getAttribute('href')).toBe('/duvidas');
  });
});
