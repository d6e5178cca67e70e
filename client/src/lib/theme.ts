export type Theme = 'claro' | 'escuro';
export const THEME_KEY = 'theme';

export function storedTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'escuro' ? 'escuro' : 'claro';
  } catch {
    return 'claro';
  }
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme === 'escuro' ? 'dark' : 'light';
  document.documentElement.style.colorScheme = theme === 'escuro' ? 'dark' : 'light';
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    /* private mode: the theme still applies for this page */
  }
  applyTheme(theme);
}

export function applyStoredTheme() {
  applyTheme(storedTheme());
}
