import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusText } from '@/components/ui/status-text';

describe('StatusText', () => {
  afterEach(cleanup);

  it.each([
    ['✅ Arquivo importado com sucesso.', 'success'],
    ['❌ Erro ao importar arquivo. Linha 2: verso vazio', 'error'],
    ['⚠️ WhatsApp não configurado', 'warning'],
  ])('when %s is shown, then its symbol is drawn as the %s icon and the spec wording stays in the text', (text, icon) => {
    const { container } = render(
      <p>
        <StatusText text={text} />
      </p>,
    );
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('data-status-icon')).toBe(icon);
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe(text);
    // The symbol itself is out of sight: only the visually-hidden span holds it.
    const visibleText = [...container.querySelector('p')!.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('');
    expect(visibleText).toBe(text.slice(text.indexOf(' ')));
    expect(container.querySelector('.visually-hidden')?.textContent).toBe(text.slice(0, text.indexOf(' ')));
  });

  it('when a message has no leading symbol, then it is plain text with no icon', () => {
    const { container } = render(<StatusText text="Importando..." />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.textContent).toBe('Importando...');
  });
});
