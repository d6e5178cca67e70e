// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSite, inlineSite } from '@/features/public-site/api/get-site';

const SITE = {
  nome_assessoria: 'Caminho',
  whatsapp: null,
  mensagem_whatsapp: 'Olá',
  horario_atendimento: null,
  cnpj: null,
  email_contato: null,
  contato_privacidade: null,
  assessores: [{ tratamento: '', nome: 'Ana', telefone: null, nota: '', foto: null }],
  assessorados: [],
  banner: [
    {
      selo: '',
      titulo: 'Matrículas',
      descricao: 'Abertas.',
      imagem: '/api/site/fotos/3',
      acao: { texto: 'Quero', destino: 'assessores' },
    },
    { selo: 'Dúvidas', titulo: 'Pergunte', descricao: 'Na hora.', imagem: '/assets/banner/banner-duvidas.svg', acao: null },
  ],
};

const answer = (body: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('getSite', () => {
  it('when the server answers the public content, then it is returned as is', async () => {
    answer(SITE);
    expect(await getSite()).toEqual(SITE);
  });

  it('when the answer has an unexpected shape or status, then it fails (the landing then shows no contact)', async () => {
    answer({ ...SITE, whatsapp: 5511987654321 });
    await expect(getSite()).rejects.toThrow();
    answer({ ...SITE, assessores: [{ nome: 'Ana' }] });
    await expect(getSite()).rejects.toThrow();
    answer({ ...SITE, banner: [{ ...SITE.banner[0], imagem: 'https://example.com/x.png' }] });
    await expect(getSite()).rejects.toThrow();
    answer({ error: 'Erro interno.' }, 500);
    await expect(getSite()).rejects.toThrow('GET /api/site: 500');
  });

  it('when the server printed the content into the page, then it is read from there; a broken or missing block is null', () => {
    document.head.innerHTML = `<script id="site-content" type="application/json">${JSON.stringify(SITE)}</script>`;
    expect(inlineSite()).toEqual(SITE);
    document.head.innerHTML = '<script id="site-content" type="application/json">{"nome_assessoria":</script>';
    expect(inlineSite()).toBeNull();
    document.head.innerHTML = '';
    expect(inlineSite()).toBeNull();
  });
});
