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

/**
 * What a sign-in, a sign-out and an offline start do to the device copy for offline study (lib/offline). The app host
 * passes it in (route-objects.tsx) rather than this module loading it: this module's chunk is shared with the public
 * host, whose pages have no device copy (another origin) and must not carry a reference to it.
 */
export interface SessionDeviceCopy {
  claimDeviceCopy(user: StoredUser): Promise<void>;
  releaseDeviceCopy(): Promise<void>;
  clearDeviceCopy(): Promise<void>;
  deviceOwner(): Promise<StoredUser | undefined>;
}

/** Runs `use` on the device copy when there is one; a browser without IndexedDB (some private modes) simply studies online. */
function withDeviceCopy<T>(copy: SessionDeviceCopy | undefined, use: (copy: SessionDeviceCopy) => Promise<T>): Promise<T | undefined> {
  if (!copy) return Promise.resolve(undefined);
  return Promise.resolve(copy)
    .then(use)
    .catch((error: unknown) => {
      console.warn('[offline] device copy unavailable:', error);
      return undefined;
    });
}

export function AuthProvider({ children, deviceCopy }: { children: ReactNode; deviceCopy?: SessionDeviceCopy }) {
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
      if (current) {
        await withDeviceCopy(deviceCopy, (copy) => copy.claimDeviceCopy(current));
        store(current);
      } else {
        await withDeviceCopy(deviceCopy, (copy) => copy.releaseDeviceCopy());
        clear();
      }
      return current;
    } catch (error) {
      // Network or server trouble: keep what we know rather than logging the user out. Offline, a fresh start of the
      // installed app has no stored user yet: the device copy's owner opens the panel to study offline.
      console.warn('[auth] could not confirm the session:', error);
      // Stored like a confirmed user: once the network is back, the outbox is sent with the session cookie, and a
      // session that ended meanwhile answers 401, which sends the app to /login.
      const known = readStoredUser() ?? (await withDeviceCopy(deviceCopy, (copy) => copy.deviceOwner())) ?? null;
      if (known) store(known);
      return known;
    } finally {
      setStatus('ready');
    }
  }, [store, clear, deviceCopy]);

  // On load: the stored user renders at once; the server confirms (or ends) the session in the background.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const login = useCallback(
    async (email: string, password: string) => {
      const logged = await postLogin({ email, password });
      // Someone else's device copy is wiped before this account can read or send any of it.
      await withDeviceCopy(deviceCopy, (copy) => copy.claimDeviceCopy(logged));
      // A socket opened before login carries the old (anonymous) session: start a fresh one when needed.
      disconnectSocket();
      store(logged);
      setStatus('ready');
      return logged;
    },
    [store, deviceCopy],
  );

  const leave = useCallback((url: string) => {
    writeStoredUser(null);
    disconnectSocket();
    // The deleted account's device copy goes before the fresh load (no state changes meanwhile: nothing re-renders).
    void withDeviceCopy(deviceCopy, (copy) => copy.clearDeviceCopy()).finally(() => window.location.replace(url));
  }, [deviceCopy]);

  const logout = useCallback(async () => {
    await postLogout();
    await withDeviceCopy(deviceCopy, (copy) => copy.clearDeviceCopy());
    clear();
  }, [clear, deviceCopy]);

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
