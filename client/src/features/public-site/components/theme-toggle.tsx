import { setTheme } from '../../../lib/theme';
import { useTheme } from '../../../lib/use-theme';
import { MoonIcon, SunIcon } from './icons';

/** Light/dark switch for the public site (same `theme` key as the panel). */
export function ThemeToggle() {
  const dark = useTheme() === 'escuro';
  return (
    <button
      type="button"
      className="site-icon-btn site-icon-btn--ghost"
      aria-pressed={dark}
      aria-label="Tema escuro"
      onClick={() => setTheme(dark ? 'claro' : 'escuro')}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
