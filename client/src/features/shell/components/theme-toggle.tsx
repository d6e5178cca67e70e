import { setTheme } from '../../../lib/theme';
import { useTheme } from '../../../lib/use-theme';
import { Icon } from './icons';

/** Moon/sun button: stores `theme` = claro/escuro in localStorage and applies it (SPEC §2.6). */
export function ThemeToggle() {
  const dark = useTheme() === 'escuro';
  return (
    <button
      type="button"
      className="shell-icon-btn"
      onClick={() => setTheme(dark ? 'claro' : 'escuro')}
      aria-label={dark ? 'Usar tema claro' : 'Usar tema escuro'}
      title={dark ? 'Tema claro' : 'Tema escuro'}
    >
      <Icon name={dark ? 'sun' : 'moon'} />
    </button>
  );
}
