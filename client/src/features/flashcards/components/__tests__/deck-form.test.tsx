import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';
import { DeckForm } from '@/features/flashcards/components/deck-form';
import { emptyDeckForm } from '@/features/flashcards/logic/deck-form-schema';

cleanupAfterEach();

describe('the deck form', () => {
  it('when required fields are empty, then they are marked required and the disabled button names what is missing', async () => {
    const onSubmit = vi.fn();
    render(<DeckForm idPrefix="t" initial={emptyDeckForm(new Date(2026, 0, 1))} submitLabel="Criar Deck" onSubmit={onSubmit} />);
    for (const label of ['Matéria', 'Assunto', 'Autor', 'Grupo', 'Ano']) expect(screen.getByLabelText(label).getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Subgrupo (opcional)').getAttribute('aria-required')).toBeNull();

    const button = screen.getByRole('button', { name: 'Criar Deck' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Faltam preencher: Matéria, Assunto, Autor e Grupo.')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Matéria'), { target: { value: 'Biologia' } });
    fireEvent.input(screen.getByLabelText('Assunto'), { target: { value: 'Citologia' } });
    fireEvent.input(screen.getByLabelText('Autor'), { target: { value: 'Prof. Ana' } });
    expect(await screen.findByText('Falta preencher: Grupo.')).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('Falta preencher: Grupo.').id);

    fireEvent.input(screen.getByLabelText('Grupo'), { target: { value: 'ENEM' } });
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByText(/preencher/)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
