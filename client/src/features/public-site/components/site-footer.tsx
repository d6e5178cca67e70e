import { BrandMark } from '@/components/ui/icons';
import './site-base.css';
import './site-footer.css';

interface SiteFooterProps {
  siteName: string;
  /** The page has the floating chat button: the footer leaves room under its last line for it. */
  clearsFloatingChat?: boolean;
}

export function SiteFooter({ siteName, clearsFloatingChat = false }: SiteFooterProps) {
  return (
    <footer className={clearsFloatingChat ? 'site-footer site-footer--clears-chat' : 'site-footer'}>
      <div className="site-container site-footer__inner">
        <p className="site-footer__brand">
          <BrandMark size={24} />
          <span>{siteName}</span>
        </p>
        <nav aria-label="Rodapé">
          <ul className="site-footer__links">
            <li>
              <a href="/duvidas">Dúvidas frequentes</a>
            </li>
            <li>
              <a href="/privacy">Política de Privacidade</a>
            </li>
            <li>
              <a href="/terms">Termos de Uso</a>
            </li>
          </ul>
        </nav>
        <p className="site-footer__copy">
          © {new Date().getFullYear()} {siteName}. Assessoria para estudantes de medicina no Paraguai.
        </p>
      </div>
    </footer>
  );
}
