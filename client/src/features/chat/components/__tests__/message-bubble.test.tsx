import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MessageBubble } from '../message-bubble';

afterEach(cleanup);

const TYPED_HTML = '<script>alert(1)</script><b>negrito</b> &amp; teste <a href=x>link</a>';

function bubble(autor: 'user' | 'ia' | 'admin', texto: string) {
  const { container } = render(
    <ol>
      <MessageBubble message={{ key: 'k', autor, texto }} showMeta={false} />
    </ol>,
  );
  return container.querySelector('.chat-msg__text')!;
}

describe('MessageBubble text', () => {
  it('when the student typed **asterisks** and HTML, then the bubble shows exactly what was typed', () => {
    const text = bubble('user', `**importante**\n${TYPED_HTML}`);
    expect(text.textContent).toBe(`**importante**\n${TYPED_HTML}`);
    expect(text.querySelector('strong, script, b, a')).toBeNull();
  });

  it('when the assistant answers with a bullet list, then the bubble shows a list', () => {
    const text = bubble('ia', '- **RG**\n- CPF');
    expect([...text.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['RG', 'CPF']);
  });
});
