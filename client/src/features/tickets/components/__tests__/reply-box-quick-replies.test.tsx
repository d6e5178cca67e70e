import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ReplyBox } from '@/features/tickets/components/reply-box';

const replies = [
  { id: 1, atalho: 'documentos', texto: 'Oi Ana, faltam: RG.' },
  { id: 2, atalho: 'docs-prazo', texto: 'O prazo é sexta.' },
  { id: 3, atalho: 'boas-vindas', texto: 'Bem-vinda, Ana!' },
];

afterEach(cleanup);

describe('ReplyBox quick replies', () => {
  const box = () => screen.getByRole('textbox', { name: 'Resposta' }) as HTMLTextAreaElement;
  const type = (value: string) => fireEvent.change(box(), { target: { value } });
  const press = (key: string) => fireEvent.keyDown(box(), { key });

  it('when / and the start of a shortcut are typed, then the matches are listed and arrows plus Enter insert the chosen one without sending', async () => {
    const onSend = vi.fn().mockResolvedValue(true);
    render(<ReplyBox author="colaborador" onSend={onSend} quickReplies={replies} />);
    type('/doc');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['/documentos Oi Ana, faltam: RG.', '/docs-prazo O prazo é sexta.']);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    await act(async () => press('Enter'));
    expect(box().value).toBe('O prazo é sexta.');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('when Escape is pressed, then the menu closes and Enter sends the text as typed', async () => {
    const onSend = vi.fn().mockResolvedValue(true);
    render(<ReplyBox author="colaborador" onSend={onSend} quickReplies={replies} />);
    type('/boas');
    expect(screen.getByRole('listbox', { name: 'Respostas rápidas' })).toBeTruthy();
    press('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    await act(async () => press('Enter'));
    expect(onSend).toHaveBeenCalledWith('/boas');
  });

  it('when a / sits inside a sentence, then no menu opens', () => {
    render(<ReplyBox author="colaborador" onSend={vi.fn()} quickReplies={replies} />);
    type('veja /doc');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-controls')).toBeNull();
  });
});
