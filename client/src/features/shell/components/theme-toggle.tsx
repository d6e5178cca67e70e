import { useState } from 'react';
import { setTheme, storedTheme, type Theme } from '../../../lib/theme';
import { Icon } from './icons';

/** Moon/sun button: stores `theme` = claro/escuro in localStorage and applies it (SPEC §2.6). */
export function ThemeToggle() {
  const [theme, setThemeState] = useState<Theme>(() => storedTheme());
  const dark = theme === 'escuro';
  const toggle = () => {
    const next: Theme = dark ? 'claro' : 'escuro';
    setTheme(next);
    setThemeState(next);
  };
  return (
    <button
      type="button"
      className="shell-icon-btn"
      onClick={toggle}
      aria-label={dark ? 'Usar tema claro' : 'Usar tema escuro'}
      title={dark ? 'Tema claro' : 'Tema escuro'}
    >
      <Icon name={dark ? 'sun' : 'moon'} />
    </button>
  );
}
