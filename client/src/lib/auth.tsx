import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Role } from '@app/contracts';
import { disconnectSocket } from './socket-slot';
import { fetchSessionUser, type StoredUser } from '@/api/get-session-user';
import { postLogin } from '@/api/login';
import { postLogout } from '@/api/logout';
import { normalizeRole, readStoredUser, writeStoredUser } from './auth-storage';

export type { StoredUser } from '@/api/get-session-user';
export { homePathFor, normalizeRole, USER_STORAGE_KEY } from './auth-storage';

export interface AuthContextValue {
  /** The logged-in user, or null. */
  user: StoredUser | null;
  /** Normalized role; null = unknown (no user, or an unexpected value — docs/product.md, Role state). */
  role: Role | null;
  /** 'checking' only while there is no stored user and the session probe (GET /api/me) has not answered yet. */
  status: 'checking' | 'ready';
  login(email: string, password: string): Promise<StoredUser>;
  /** POST /api/logout; on success clears the stored user and the socket. Rejects with the ApiError on failure. */
  logout(): Promise<void>;
  /** Re-reads the session (GET /api/me); no user clears the stored one. */
  refresh(): Promise<StoredUser | null>;
  /**
   * Forgets the user and the socket, then loads `url` afresh (after the account was deleted). Nothing re-renders in
   * between: a re-render would redirect the page to /login first and that page would use up one-shot notes meant
   * for the fresh load.
   */
  leave(url: string): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<StoredUser | null>(() => readStoredUser());
  const [status, setStatus] = useState<'checking' | 'ready'>(() => (readStoredUser() ? 'ready' : 'checking'));

  const store = useCallback((next: StoredUser | null) => {
    writeStoredUser(next);
    setUser(next);
  }, []);

  const clear = useCallback(() => {
    store(null);
    disconnectSocket();
  }, [store]);

  const refresh = useCallback(async () => {
    try {
      const current = await fetchSessionUser();
      if (current) store(current);
      else clear();
      return current;
    } catch (error) {
      // Network or server trouble: keep what we know rather than logging the user out.
      console.warn('[auth] could not confirm the session:', error);
      return readStoredUser();
    } finally {
      setStatus('ready');
    }
  }, [store, clear]);

  // On load: the stored user renders at once; the server confirms (or ends) the session in the background.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const login = useCallback(
    async (email: string, password: string) => {
      const logged = await postLogin({ email, password });
      // A socket opened before login carries the old (anonymous) session: start a fresh one when needed.
      disconnectSocket();
      store(logged);
      setStatus('ready');
      return logged;
    },
    [store],
  );

  const leave = useCallback((url: string) => {
    writeStoredUser(null);
    disconnectSocket();
    window.location.replace(url);
  }, []);

  const logout = useCallback(async () => {
    await postLogout();
    clear();
  }, [clear]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, role: normalizeRole(user?.role), status, login, logout, refresh, leave }),
    [user, status, login, logout, refresh, leave],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth precisa estar dentro de <AuthProvider>.');
  return value;
}
