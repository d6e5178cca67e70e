import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon, STATUS_ICON_LABELS, StatusIcon, type StatusIconName } from '@/components/ui/icons';

const NAMES = Object.keys(STATUS_ICON_LABELS) as StatusIconName[];

describe('StatusIcon', () => {
  afterEach(cleanup);

  it.each(NAMES)('when the %s icon stands alone, then it is an image named in Portuguese and drawn without any emoji', (name) => {
    const { container } = render(<StatusIcon name={name} />);
    const icon = screen.getByRole('img', { name: STATUS_ICON_LABELS[name] });
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(icon.querySelector('path, circle')).not.toBeNull();
    expect(container.textContent).toBe('');
  });

  it('when a label is given, then screen readers hear that label', () => {
    render(<StatusIcon name="error" label="Falhou" />);
    expect(screen.getByRole('img', { name: 'Falhou' })).toBeDefined();
  });

  it('when the text beside it already says it, then the decorative icon is hidden from screen readers', () => {
    render(
      <p>
        <StatusIcon name="success" decorative /> Arquivo importado com sucesso.
      </p>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Icon', () => {
  afterEach(cleanup);

  it.each(['moon', 'whatsapp', 'speaker', 'chevron-left'] as const)('when the %s icon is drawn, then it is hidden from screen readers', (name) => {
    const { container } = render(<Icon name={name} size={18} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('18');
    expect(svg?.querySelector('path, circle, rect')).not.toBeNull();
  });
});
