import { Icon } from '@/components/ui/icons';
import { setTheme } from '@/lib/theme';
import { useTheme } from '@/lib/use-theme';

interface ThemeToggleProps {
  className: string;
  /**
   * 'pressed': one name, 'Tema escuro', and aria-pressed (the public site); 'action': named after what a click
   * does, 'Usar tema claro/escuro', with a tooltip (the panel's top bar).
   */
  naming: 'pressed' | 'action';
}

/** Moon/sun button: stores `theme` = claro/escuro in localStorage and applies it (docs/product.md, Shells and menus); one key for site and panel. */
export function ThemeToggle({ className, naming }: ThemeToggleProps) {
  const dark = useTheme() === 'escuro';
  const name =
    naming === 'pressed'
      ? { 'aria-label': 'Tema escuro', 'aria-pressed': dark }
      : { 'aria-label': dark ? 'Usar tema claro' : 'Usar tema escuro', title: dark ? 'Tema claro' : 'Tema escuro' };
  return (
    <button type="button" className={className} onClick={() => setTheme(dark ? 'claro' : 'escuro')} {...name}>
      <Icon name={dark ? 'sun' : 'moon'} />
    </button>
  );
}
