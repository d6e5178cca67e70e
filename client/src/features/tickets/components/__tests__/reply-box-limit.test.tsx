import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ReplyBox } from '@/features/tickets/components/reply-box';

afterEach(cleanup);

describe('ReplyBox limit', () => {
  it('when 11 400 characters are pasted into a reply, then 4 000 are kept and the box says the text was cut', () => {
    render(<ReplyBox author="colaborador" onSend={vi.fn()} />);
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'y'.repeat(11_400) } });
    expect(box.value).toHaveLength(4000);
    expect(screen.getByText(/Seu texto tinha 11\.400 caracteres e foi cortado no limite de 4\.000/)).toBeTruthy();
  });

  it('when a reply nears the limit, then a counter shows', () => {
    render(<ReplyBox author="colaborador" onSend={vi.fn()} />);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'y'.repeat(3999) } });
    expect(screen.getByText('3.999/4.000')).toBeTruthy();
  });
});
