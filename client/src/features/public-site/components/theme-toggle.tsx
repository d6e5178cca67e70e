import { useState } from 'react';
import { setTheme, storedTheme, type Theme } from '../../../lib/theme';
import { MoonIcon, SunIcon } from './icons';

/** Light/dark switch for the public site (same `theme` key as the panel). */
export function ThemeToggle() {
  const [theme, setLocalTheme] = useState<Theme>(storedTheme);
  const dark = theme === 'escuro';
  return (
    <button
      type="button"
      className="site-icon-btn site-icon-btn--ghost"
      aria-pressed={dark}
      aria-label="Tema escuro"
      onClick={() => {
        const next: Theme = dark ? 'claro' : 'escuro';
        setTheme(next);
        setLocalTheme(next);
      }}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
