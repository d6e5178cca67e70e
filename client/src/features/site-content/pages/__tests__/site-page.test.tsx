import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminSite } from '@app/contracts';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

vi.mock('@/features/site-content/api/get-admin-site', () => ({ getAdminSite: vi.fn() }));
vi.mock('@/features/site-content/api/save-site', () => ({ saveSite: vi.fn() }));
vi.mock('@/features/site-content/api/load-site-example', () => ({ loadSiteExample: vi.fn() }));
vi.mock('@/features/site-content/api/upload-site-photo', () => ({ uploadSitePhoto: vi.fn() }));

const { getAdminSite } = await import('@/features/site-content/api/get-admin-site');
const { saveSite } = await import('@/features/site-content/api/save-site');
const { loadSiteExample } = await import('@/features/site-content/api/load-site-example');
const { uploadSitePhoto } = await import('@/features/site-content/api/upload-site-photo');
const { default: SitePage } = await import('@/features/site-content/pages/site-page');

const site = (overrides: Partial<AdminSite> = {}): AdminSite => ({
  conteudo: {
    nome_assessoria: 'Medicina no Paraguai',
    whatsapp: null,
    mensagem_whatsapp: 'Olá!',
    horario_atendimento: null,
    cnpj: null,
    email_contato: null,
    contato_privacidade: null,
    assessores: [],
    assessorados: [],
    banner: [],
  },
  exemplo: false,
  atualizado_em: null,
  checklist: [
    { item: 'contato', configurado: false, opcional: false },
    { item: 'assessores', configurado: false, opcional: false },
    { item: 'fotos', configurado: false, opcional: false },
    { item: 'email', configurado: true, opcional: false },
    { item: 'whatsapp_api', configurado: false, opcional: false },
    { item: 'openai', configurado: false, opcional: true },
  ],
  ...overrides,
});

afterEach(cleanup);

beforeEach(() => {
  vi.mocked(getAdminSite).mockResolvedValue(site());
});

describe('/admin/site', () => {
  it('when nothing is set, then the checklist says pendente with the one thing to do, and configurado without it', async () => {
    renderWithQueryClient(<SitePage />);
    const list = await screen.findByRole('list', { name: 'Configuração' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.setup-checklist__title')?.textContent)).toEqual([
      'Contato da assessoria: pendente',
      'Assessores: pendente',
      'Fotos dos assessorados: pendente',
      'E-mail (SMTP): configurado',
      'WhatsApp Cloud API: pendente',
      'OpenAI (opcional): pendente',
    ]);
    expect(items[0]!.textContent).toContain('Preencha "WhatsApp da assessoria"');
    expect(items[3]!.textContent).not.toContain('SMTP_URL');
    expect(screen.getByText('Ainda não salvo: o site mostra só o nome e o chat.')).toBeTruthy();
    expect(screen.getByText('Nenhum assessor: a seção de assessores não aparece no site.')).toBeTruthy();
  });

  it('when the admin fills "WhatsApp da assessoria" and adds an advisor, then the save sends them and empty fields as null', async () => {
    vi.mocked(saveSite).mockImplementation(async (conteudo) => ({
      ...site({ conteudo }),
      alterados: ['whatsapp', 'assessores'],
    }));
    renderWithQueryClient(<SitePage />);
    fireEvent.change(await screen.findByLabelText('WhatsApp da assessoria'), { target: { value: '+55 11 98765-4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar assessor' }));
    const advisor = screen.getByRole('group', { name: 'Assessor 1' });
    fireEvent.change(within(advisor).getByLabelText('Tratamento'), { target: { value: 'Dra.' } });
    fireEvent.change(within(advisor).getByLabelText(/^Nome/), { target: { value: 'Ana Lima' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(saveSite).toHaveBeenCalled());
    expect(vi.mocked(saveSite).mock.calls[0]![0]).toEqual({
      nome_assessoria: 'Medicina no Paraguai',
      whatsapp: '+55 11 98765-4321',
      mensagem_whatsapp: 'Olá!',
      horario_atendimento: null,
      cnpj: null,
      email_contato: null,
      contato_privacidade: null,
      assessores: [{ tratamento: 'Dra.', nome: 'Ana Lima', telefone: null, nota: '', foto: null }],
      assessorados: [],
      banner: [],
    });
    expect(await screen.findByText('Conteúdo salvo. O site mostra as mudanças em alguns segundos.')).toBeTruthy();
  });

  it('when the server refuses the content, then its Portuguese message is shown', async () => {
    vi.mocked(saveSite).mockRejectedValue(
      new Error('Número de WhatsApp inválido: use o código do país e o DDD (ex.: +55 11 91234-5678).'),
    );
    renderWithQueryClient(<SitePage />);
    fireEvent.change(await screen.findByLabelText('WhatsApp da assessoria'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Número de WhatsApp inválido/);
  });

  it('when the admin loads the example, then the form shows it and the page says it is an example', async () => {
    const advisors = [{ tratamento: 'Dr.' as const, nome: 'Rafael Moreira', telefone: null, nota: 'Médico', foto: null }];
    vi.mocked(loadSiteExample).mockResolvedValue(site({ exemplo: true, conteudo: { ...site().conteudo, assessores: advisors } }));
    renderWithQueryClient(<SitePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Carregar exemplo' }));
    expect(await screen.findByText(/Conteúdo de exemplo: os assessores abaixo são fictícios/)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Assessor 1' })).getByDisplayValue('Rafael Moreira')).toBeTruthy();
  });

  it('when a stored number is shown, then it reads as an international number', async () => {
    vi.mocked(getAdminSite).mockResolvedValue(site({ conteudo: { ...site().conteudo, whatsapp: '5511987654321' } }));
    renderWithQueryClient(<SitePage />);
    expect(((await screen.findByLabelText('WhatsApp da assessoria')) as HTMLInputElement).value).toBe('+5511987654321');
  });

  it("when the admin sends an advisor's photo and a student's, then the form shows them and the save sends their paths", async () => {
    vi.mocked(uploadSitePhoto).mockImplementation(async (_file, tipo) =>
      tipo === 'assessor'
        ? { foto: '/api/site/fotos/7', largura: 300, altura: 400 }
        : { foto: '/api/site/fotos/8', largura: 800, altura: 800 },
    );
    vi.mocked(saveSite).mockImplementation(async (conteudo) => ({ ...site({ conteudo }), alterados: ['assessores'] }));
    renderWithQueryClient(<SitePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar assessor' }));
    fireEvent.change(within(screen.getByRole('group', { name: 'Assessor 1' })).getByLabelText(/^Nome/), {
      target: { value: 'Ana Lima' },
    });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'ana.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Foto do assessor 1'), { target: { files: [file] } });
    expect(((await screen.findByRole('img', { name: 'Foto do assessor 1' })) as HTMLImageElement).getAttribute('src')).toBe(
      '/api/site/fotos/7',
    );
    fireEvent.change(screen.getByLabelText('Adicionar foto de assessorado'), { target: { files: [file] } });
    expect(await screen.findByRole('img', { name: 'Assessorado 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(saveSite).toHaveBeenCalled());
    const sent = vi.mocked(saveSite).mock.lastCall![0];
    expect(sent.assessores[0]!.foto).toBe('/api/site/fotos/7');
    expect(sent.assessorados).toEqual(['/api/site/fotos/8']);
  });

  it('when the admin adds a slide with a sent photo and a button and moves it first, then the save sends the slides in that order', async () => {
    const first = {
      selo: '',
      titulo: 'Antigo',
      descricao: 'Texto antigo.',
      imagem: '/assets/banner/banner-turma.svg',
      acao: null,
    };
    vi.mocked(getAdminSite).mockResolvedValue(site({ conteudo: { ...site().conteudo, banner: [first] } }));
    vi.mocked(uploadSitePhoto).mockResolvedValue({ foto: '/api/site/fotos/9', largura: 1080, altura: 810 });
    vi.mocked(saveSite).mockImplementation(async (conteudo) => ({ ...site({ conteudo }), alterados: ['banner'] }));
    renderWithQueryClient(<SitePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar slide' }));
    const slide = screen.getByRole('group', { name: 'Slide 2' });
    fireEvent.change(within(slide).getByLabelText('Selo (opcional)'), { target: { value: 'Matrículas abertas' } });
    fireEvent.change(within(slide).getByLabelText(/^Título/), { target: { value: 'Turma de março' } });
    fireEvent.change(within(slide).getByLabelText(/^Texto$/), { target: { value: 'Inscrições até fevereiro.' } });
    fireEvent.change(within(slide).getByLabelText('Botão leva a'), { target: { value: 'assistente' } });
    fireEvent.change(within(slide).getByLabelText('Texto do botão'), { target: { value: 'Tirar dúvidas' } });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'turma.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(slide).getByLabelText('Foto do slide 2'), { target: { files: [file] } });
    await waitFor(() =>
      expect(within(slide).getByRole('img', { name: 'Imagem do slide 2' }).getAttribute('src')).toBe('/api/site/fotos/9'),
    );
    expect(vi.mocked(uploadSitePhoto).mock.lastCall![1]).toBe('banner');
    fireEvent.click(within(slide).getByRole('button', { name: 'Subir slide 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(saveSite).toHaveBeenCalled());
    expect(vi.mocked(saveSite).mock.lastCall![0].banner).toEqual([
      {
        selo: 'Matrículas abertas',
        titulo: 'Turma de março',
        descricao: 'Inscrições até fevereiro.',
        imagem: '/api/site/fotos/9',
        acao: { texto: 'Tirar dúvidas', destino: 'assistente' },
      },
      first,
    ]);
  });

  it('when the server refuses a photo, then its Portuguese message is shown and the advisor keeps no photo', async () => {
    vi.mocked(uploadSitePhoto).mockRejectedValue(new Error('Envie uma foto em JPEG, PNG ou WebP.'));
    renderWithQueryClient(<SitePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar assessor' }));
    const file = new File(['<svg/>'], 'x.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Foto do assessor 1'), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Envie uma foto em JPEG, PNG ou WebP.');
    expect(screen.getByText('Sem foto: o site mostra as iniciais.')).toBeTruthy();
  });
});
