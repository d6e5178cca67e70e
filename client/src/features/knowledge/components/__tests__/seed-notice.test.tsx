import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { KnowledgeArticle } from '@app/contracts';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/features/knowledge/api/save-article', () => ({
  keepOwnText: vi.fn(),
  createArticle: vi.fn(),
  updateArticle: vi.fn(),
}));

const { keepOwnText } = await import('@/features/knowledge/api/save-article');
const { SeedNotice } = await import('@/features/knowledge/components/seed-notice');

cleanupAfterEach();

const NEW_ORIGINAL = '# Família\n\n## Posso levar a família\nCada pessoa precisa da própria residência.';
const article: KnowledgeArticle & { semente_nova_conteudo: string } = {
  id: 7,
  slug: 'familia',
  titulo: 'Família',
  publicado: true,
  versao: 2,
  atualizado_em: '2026-11-27T12:00:00.000Z',
  atualizado_por_nome: 'admin',
  semente_nova: true,
  avaliacoes: { util: 0, nao_util: 0 },
  conteudo: '# Família\n\n## Posso levar a família\nTexto da equipe.',
  perguntas_anexadas: [],
  semente_nova_conteudo: NEW_ORIGINAL,
};

function renderNotice(onUse = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SeedNotice article={article} onUse={onUse} />
    </QueryClientProvider>,
  );
  return onUse;
}

describe('the newer original text of an article staff changed (/admin/conhecimento)', () => {
  it('when a release shipped a newer original, then the notice says so, shows it, and "usar" puts it in the editor', () => {
    const onUse = renderNotice();
    expect(screen.getByText('Há uma versão nova do texto original.')).toBeTruthy();
    expect(screen.getByText('Cada pessoa precisa da própria residência.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usar o texto original no editor' }));
    expect(onUse).toHaveBeenCalledWith(NEW_ORIGINAL);
    expect(keepOwnText).not.toHaveBeenCalled();
  });

  it('when staff keep their text, then the dismissal is sent for this article', async () => {
    vi.mocked(keepOwnText).mockResolvedValue({ ...article, semente_nova: false, semente_nova_conteudo: null });
    const onUse = renderNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Manter o nosso texto' }));
    await waitFor(() => expect(keepOwnText).toHaveBeenCalledWith(7));
    expect(onUse).not.toHaveBeenCalled();
  });
});
