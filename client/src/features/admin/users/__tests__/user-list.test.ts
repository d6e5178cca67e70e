import { describe, expect, it } from 'vitest';
import { filterUsers, paginate } from '../user-list';

const users = [
  { id: 1, username: 'João Silva', email: 'joao@exemplo.com', role: 'usuario' },
  { id: 2, username: 'Maria', email: 'maria@clinica.com', role: 'admin' },
  { id: 3, username: 'Pedro', email: 'pedro@exemplo.com', role: 'colaborador' },
];

describe('filterUsers', () => {
  it('when the query is empty, then everyone', () => {
    expect(filterUsers(users, '  ')).toHaveLength(3);
  });
  it('when the query matches a name without its accent or an e-mail, then those users', () => {
    expect(filterUsers(users, 'joao').map((u) => u.id)).toEqual([1]);
    expect(filterUsers(users, 'CLINICA').map((u) => u.id)).toEqual([2]);
    expect(filterUsers(users, 'exemplo').map((u) => u.id)).toEqual([1, 3]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);
  it('when asking for a page, then that slice and the page count', () => {
    expect(paginate(items, 1, 20)).toEqual({ items: items.slice(0, 20), page: 1, pageCount: 3 });
    expect(paginate(items, 3, 20).items).toEqual([41, 42, 43, 44, 45]);
  });
  it('when the page is out of range, then it is clamped', () => {
    expect(paginate(items, 9, 20).page).toBe(3);
    expect(paginate(items, 0, 20).page).toBe(1);
  });
  it('when the list is empty, then one empty page', () => {
    expect(paginate([], 1, 20)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
