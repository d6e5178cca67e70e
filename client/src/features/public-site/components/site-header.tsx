import { BrandMark } from '@/components/ui/icons';
import { ThemeToggle } from '@/components/theme-toggle';
import './site-base.css';
import './site-header.css';

interface SiteHeaderProps {
  siteName: string;
  /** The app host's login page ('Área de Assessorados'). */
  loginHref: string;
  /** Shows the in-page section links (landing only). */
  sectionLinks?: boolean;
}

export function SiteHeader({ siteName, loginHref, sectionLinks = false }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <nav className="site-container site-header__bar" aria-label="Principal">
        <a href="/" className="site-header__brand">
          <BrandMark size={30} />
          <span>{siteName}</span>
        </a>
        {sectionLinks && (
          <ul className="site-header__links">
            <li>
              <a href="#assessores">Assessores</a>
            </li>
            <li>
              <a href="#assessorados">Assessorados</a>
            </li>
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
