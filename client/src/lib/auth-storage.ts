import { ROLES, type Role } from '@app/contracts';
import { sessionUserSchema, type StoredUser } from '@/api/get-session-user';

/** The user object is kept in session storage under this key after login (docs/product.md, After login). */
export const USER_STORAGE_KEY = 'user';

export function readStoredUser(): StoredUser | null {
  try {
    const raw = sessionStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: StoredUser | null) {
  try {
    if (user) sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else sessionStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    /* storage unavailable: the in-memory state still works for this page */
  }
}

/** The role trimmed and lowercased; null when missing or not one of the known roles (docs/product.md, Role state: unknown). */
export function normalizeRole(role: string | null | undefined): Role | null {
  const value = role?.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : null;
}

/** Where a user lands after login (docs/product.md, After login; Roles and permissions): admin and colaborador → /admin, anyone else → /painel. */
export function homePathFor(role: string | null | undefined): '/admin' | '/painel' {
  const normalized = normalizeRole(role);
  return normalized === 'admin' || normalized === 'colaborador' ? '/admin' : '/painel';
}
