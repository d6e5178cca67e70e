import type { UserListItem } from '../api/list-users';

export const USERS_PAGE_SIZE = 20;

/** Case- and accent-insensitive match on name or e-mail. */
export function filterUsers(users: readonly UserListItem[], query: string): UserListItem[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const q = fold(query.trim());
  if (!q) return [...users];
  return users.filter((u) => fold(u.username).includes(q) || fold(u.email).includes(q));
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** 1-based page, clamped into range; an empty list is one empty page. */
export function paginate<T>(items: readonly T[], page: number, size = USERS_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
