import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MessageText } from '@/components/ui/message-text';

afterEach(cleanup);

const TYPED_HTML = '<script>alert(1)</script><b>negrito</b> &amp; teste <a href=x>link</a>';

describe('MessageText', () => {
  it('when the assistant answers with **bold** and "- " bullets, then they render as strong text and a list', () => {
    const answer = 'Você vai precisar de:\n\n- **Documento de identidade**: RG ou passaporte.\n- **CPF**\n\nConfirme com um assessor.';
    const { container } = render(<MessageText autor="ia" text={answer} />);
    expect([...container.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['Documento de identidade', 'CPF']);
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'Documento de identidade: RG ou passaporte.',
      'CPF',
    ]);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.textContent).not.toContain('**');
  });

  it('when an assistant paragraph has single line breaks, then each becomes a <br>', () => {
    const { container } = render(<MessageText autor="ia" text={'Primeira linha\nSegunda linha'} />);
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.textContent).toBe('Primeira linhaSegunda linha');
  });

  it.each(['user', 'admin', 'colaborador', 'ia'] as const)('when a %s message contains HTML, then it is shown literally and no element is created', (autor) => {
    const { container } = render(<MessageText autor={autor} text={TYPED_HTML} />);
    expect(container.textContent).toBe(TYPED_HTML);
    expect(container.querySelector('script, b, a')).toBeNull();
  });

  it('when a person types Markdown, spaces and line breaks, then they are kept exactly as typed', () => {
    const typed = '**importante**\n- item   com   espaços';
    const { container } = render(<MessageText autor="user" text={typed} />);
    expect(container.firstElementChild?.textContent).toBe(typed);
    expect(container.querySelector('strong, ul, br')).toBeNull();
    expect(container.firstElementChild?.className).toContain('ui-message-text--typed');
  });

  it('when the assistant writes a javascript: or data: link, then it is not linked and stays as text', () => {
    const text = '[clique](javascript:alert(1)) e [veja](data:text/html,oi) e javascript:alert(2)';
    const { container } = render(<MessageText autor="ia" text={text} />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('when the assistant links an https address, then it opens in a new tab without access to this page', () => {
    const { container } = render(<MessageText autor="ia" text="Veja [o edital](https://exemplo.edu.py/edital) ou https://mec.gov.py." />);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['o edital', 'https://exemplo.edu.py/edital'],
      ['https://mec.gov.py', 'https://mec.gov.py/'],
    ]);
    for (const a of links) {
      expect(a.target).toBe('_blank');
      expect(a.rel).toContain('noopener');
    }
    expect(container.textContent).toBe('Veja o edital ou https://mec.gov.py.');
  });
});
