import { describe, expect, it } from 'vitest';
import { isMenuItemActive, menuItemsFor, type MenuItem } from '@/features/shell/logic/menu-items';

const labels = (items: readonly MenuItem[]) => items.map((i) => i.label);

describe('side menu by role (docs/product.md, Shells and menus)', () => {
  it('when the role is admin, then it lists the admin entries, Flashcards, Atendimento IA, Auditoria, Funil, Conhecimento, Backups and Site', () => {
    expect(labels(menuItemsFor('admin'))).toEqual([
      'Dashboard',
      'Calculadora de Custos',
      'Usuários',
      'Enviar Marketing',
      'Flashcards',
      'Atendimento IA',
      'Auditoria',
      'Funil',
      'Conhecimento',
      'Backups',
      'Site',
    ]);
  });

  it('when the role is colaborador, then Atendimento IA (pointing at /admin) and Funil are listed', () => {
    expect(menuItemsFor('colaborador').map((i) => [i.label, i.to])).toEqual([
      ['Atendimento IA', '/admin'],
      ['Funil', '/admin/funil'],
    ]);
  });

  it('when the role is usuario or unknown, then Minhas conversas, Flashcards, Configurações, Minha matrícula are listed', () => {
    const expected = ['Minhas conversas', 'Flashcards', 'Configurações', 'Minha matrícula'];
    expect(labels(menuItemsFor('usuario'))).toEqual(expected);
    expect(labels(menuItemsFor(null))).toEqual(expected);
  });
});

describe('active entry', () => {
  const [dashboard, , usuarios, , flashcards] = menuItemsFor('admin');
  const [atendimento] = menuItemsFor('colaborador');

  it('when on /admin, then Dashboard is active but not on /admin/usuarios', () => {
    expect(isMenuItemActive(dashboard!, '/admin')).toBe(true);
    expect(isMenuItemActive(dashboard!, '/admin/')).toBe(true);
    expect(isMenuItemActive(dashboard!, '/admin/usuarios')).toBe(false);
    expect(isMenuItemActive(usuarios!, '/admin/usuarios')).toBe(true);
  });

  it('when inside a deck, then Flashcards stays active', () => {
    expect(isMenuItemActive(flashcards!, '/painel/flashcards/estudar/3')).toBe(true);
    expect(isMenuItemActive(flashcards!, '/painel/flashcardsx')).toBe(false);
  });

  it('when a colaborador is on /admin or /admin/atendimento, then Atendimento IA is active', () => {
    expect(isMenuItemActive(atendimento!, '/admin')).toBe(true);
    expect(isMenuItemActive(atendimento!, '/admin/atendimento')).toBe(true);
    expect(isMenuItemActive(atendimento!, '/admin/usuarios')).toBe(false);
  });
});
