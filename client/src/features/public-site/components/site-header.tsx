import { BrandMark } from '@/components/ui/icons';
import { ThemeToggle } from '@/components/theme-toggle';
import './site-base.css';
import './site-header.css';

interface SiteHeaderProps {
  siteName: string;
  /** The app host's login page ('Área de Assessorados'). */
  loginHref: string;
  /** The landing's sections on the page: a link for each of them that has a link (landing only). */
  sectionLinks?: ReadonlySet<string>;
}

const SECTION_LINKS = [
  { id: 'assessores', label: 'Assessores' },
  { id: 'assessorados', label: 'Assessorados' },
] as const;

export function SiteHeader({ siteName, loginHref, sectionLinks }: SiteHeaderProps) {
  const shown = SECTION_LINKS.filter((link) => sectionLinks?.has(link.id));
  return (
    <header className="site-header">
      <nav className="site-container site-header__bar" aria-label="Principal">
        <a href="/" className="site-header__brand">
          <BrandMark size={30} />
          <span>{siteName}</span>
        </a>
        {shown.length > 0 && (
          <ul className="site-header__links">
            {shown.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`}>{link.label}</a>
              </li>
            ))}
          </ul>
        )}
        <div className="site-header__actions">
          <ThemeToggle className="site-icon-btn site-icon-btn--ghost" naming="pressed" />
          <a className="site-btn site-btn--primary" href={loginHref}>
            Área de Assessorados
          </a>
        </div>
      </nav>
    </header>
  );
}
