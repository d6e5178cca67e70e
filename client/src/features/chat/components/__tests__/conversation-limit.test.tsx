import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';

vi.mock('@/features/chat/hooks/use-conversation', () => ({
  useConversation: () => ({
    messages: [],
    loading: false,
    thinking: false,
    notice: null,
    announcement: '',
    quickReplies: [],
    send: vi.fn(),
    listen: vi.fn(),
    cancelAutoplay: vi.fn(),
    stopSpeaking: vi.fn(),
    state: null,
    speechPlayerRef: { current: null },
  }),
}));

const { Conversation } = await import('@/features/chat/components/conversation');

afterEach(cleanup);

function questionBox() {
  render(<Conversation user={{ id: 1, username: 'Ana' }} variant="widget" />);
  return screen.getByLabelText('Sua pergunta') as HTMLTextAreaElement;
}

describe('Conversation question box limit', () => {
  it('when 11 400 characters are pasted, then 4 000 are kept and the box says the text was cut', () => {
    const box = questionBox();
    fireEvent.change(box, { target: { value: 'x'.repeat(11_400) } });
    expect(box.value).toHaveLength(4000);
    const note = screen.getByText(/Seu texto tinha 11\.400 caracteres e foi cortado no limite de 4\.000/);
    expect(box.getAttribute('aria-describedby')).toBe(note.closest('[aria-live]')?.id);
    expect(screen.getByText('4.000/4.000')).toBeTruthy();
  });

  it('when the question nears the limit, then a counter shows; while it is short, nothing does', () => {
    const box = questionBox();
    fireEvent.change(box, { target: { value: 'x'.repeat(100) } });
    expect(screen.queryByText(/\/4\.000/)).toBeNull();
    fireEvent.change(box, { target: { value: 'x'.repeat(3500) } });
    expect(screen.getByText('3.500/4.000')).toBeTruthy();
    expect(screen.queryByText(/foi cortado/)).toBeNull();
  });
});
