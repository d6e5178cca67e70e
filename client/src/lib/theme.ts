export type Theme = 'claro' | 'escuro';
export const THEME_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The person's stored choice wins; until they make one, the system's preference decides. */
export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === 'claro' || stored === 'escuro') return stored;
  return systemPrefersDark ? 'escuro' : 'claro';
}

function readStoredChoice(): string | null {
  try {
    return localStorage.getItem(THEME_KEY);
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function currentTheme(): Theme {
  return resolveTheme(readStoredChoice(), systemPrefersDark());
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever the applied theme may have changed; returns the unsubscribe function. */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme === 'escuro' ? 'dark' : 'light';
  document.documentElement.style.colorScheme = theme === 'escuro' ? 'dark' : 'light';
  listeners.forEach((listener) => listener());
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    /* private mode: the theme still applies for this page */
  }
  applyTheme(theme);
}

/** Applies the current theme, then follows the system's preference while the person has not chosen one. */
export function applyPreferredTheme() {
  applyTheme(currentTheme());
  if (typeof window.matchMedia !== 'function') return;
  window.matchMedia(DARK_QUERY).addEventListener('change', () => applyTheme(currentTheme()));
}
