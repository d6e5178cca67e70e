import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Arquivo, DocumentoItem } from '@app/contracts';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/api/list-files', () => ({ listFiles: vi.fn(), fileUrl: (id: number) => `/api/arquivos/${id}` }));
const { listFiles } = await import('@/api/list-files');
const { DocumentChecklist } = await import('@/features/pipeline/components/document-checklist');

const file = (id: number, nome: string | null, estado: Arquivo['estado'] = 'pronto'): Arquivo => ({
  id,
  mensagem_id: id * 10,
  tipo: 'imagem',
  mime: 'image/jpeg',
  nome,
  tamanho: 10,
  estado,
  motivo: null,
  criado_em: '2026-11-20T12:00:00.000Z',
});
const rg: DocumentoItem = { id: 1, nome: 'RG', como_obter: '', entregue_em: null, arquivo: null };
const certidao: DocumentoItem = {
  id: 2,
  nome: 'Certidão',
  como_obter: '',
  entregue_em: '2026-11-21T12:00:00.000Z',
  arquivo: { id: 8, nome: 'certidao.pdf', tipo: 'documento' },
};

cleanupAfterEach();

describe('DocumentChecklist', () => {
  it('when the prospect sent files, then an item offers only the ready ones, and choosing one ticks the item with that file', async () => {
    vi.mocked(listFiles).mockResolvedValue([file(5, 'foto-rg.jpg'), file(6, null), file(7, 'quebrado.jpg', 'falhou')]);
    const onChange = vi.fn();
    renderWithQueryClient(<DocumentChecklist userId={9} documentos={[rg]} busy={false} error={null} onChange={onChange} />);
    const pick = await screen.findByRole('combobox', { name: 'Arquivo da conversa para RG' });
    expect(
      within(pick)
        .getAllByRole('option')
        .map((o) => o.textContent?.replace(/ \(.*\)$/, '')),
    ).toEqual(['Anexar arquivo da conversa…', 'foto-rg.jpg', 'Imagem 6']);
    expect(listFiles).toHaveBeenCalledWith(9, expect.anything());
    await act(async () => fireEvent.change(pick, { target: { value: '5' } }));
    expect(onChange).toHaveBeenCalledWith(1, { entregue: true, arquivoId: 5 });
  });

  it('when an item has a file, then it links to the download and the file can be removed', async () => {
    vi.mocked(listFiles).mockResolvedValue([]);
    const onChange = vi.fn();
    renderWithQueryClient(
      <DocumentChecklist userId={9} documentos={[certidao]} busy={false} error="Falhou." onChange={onChange} />,
    );
    const link = await screen.findByRole('link', { name: 'certidao.pdf' });
    expect(link.getAttribute('href')).toBe('/api/arquivos/8');
    expect(screen.getByRole('alert').textContent).toBe('Falhou.');
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Arquivo da conversa para Certidão' }), { target: { value: '' } }),
    );
    expect(onChange).toHaveBeenCalledWith(2, { entregue: true, arquivoId: null });
  });

  it('when the prospect sent no file, then an unticked item shows no file choice', async () => {
    vi.mocked(listFiles).mockResolvedValue([]);
    renderWithQueryClient(<DocumentChecklist userId={9} documentos={[rg]} busy={false} error={null} onChange={vi.fn()} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(listFiles).toHaveBeenCalled();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
