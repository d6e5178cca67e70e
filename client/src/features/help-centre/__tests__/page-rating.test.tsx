import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PageRating } from '@/features/help-centre/components/page-rating';
import { rateHelpArticle } from '@/features/help-centre/api/rate-help-article';

vi.mock('@/features/help-centre/api/rate-help-article', () => ({ rateHelpArticle: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(rateHelpArticle).mockReset();
});

describe('"Esta página ajudou?"', () => {
  it('when the reader answers 👍, then it is sent for this article, thanked, and cannot be sent twice', async () => {
    vi.mocked(rateHelpArticle).mockResolvedValue(undefined);
    render(<PageRating slug="custos" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Obrigado pela avaliação!')).toBeTruthy();
    expect(rateHelpArticle).toHaveBeenCalledWith('custos', true);
    expect(screen.getByRole('button', { name: 'Sim' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Não' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('when the vote fails, then the reader is told and may try again', async () => {
    vi.mocked(rateHelpArticle).mockRejectedValue(new Error('rede'));
    render(<PageRating slug="custos" />);
    fireEvent.click(screen.getByRole('button', { name: 'Não' }));
    expect(await screen.findByText('Não foi possível registrar a avaliação. Tente de novo.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Não' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
