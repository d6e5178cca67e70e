import type { ReactNode } from 'react';
import type { SiteView } from '@/features/public-site/logic/site-view';
import { SiteFrame } from './site-frame';
import './legal.css';

interface LegalLayoutProps {
  /** Portuguese: the page is for Brazilian users; every heading, link and date line of this part is in Portuguese. */
  title: string;
  /** e.g. 'Última atualização: 28 de novembro de 2026' */
  dateLine: ReactNode;
  children: (site: SiteView) => ReactNode;
  /** The same text in English, kept below under "English version" (its own title and date line, lang="en"). */
  english: { title: string; dateLine: ReactNode; content: (site: SiteView) => ReactNode };
}

/** Shell of the legal pages: the Portuguese text first (lang="pt-BR"), then the English version (lang="en"). */
export function LegalLayout({ title, dateLine, children, english }: LegalLayoutProps) {
  return (
    <SiteFrame>
      {(site) => (
        <article className="site-container legal" lang="pt-BR">
          <p className="legal__back">
            <a href="/">← Voltar para a página inicial</a>
          </p>
          <header className="legal__header">
            <h1 className="legal__title">{title}</h1>
            <p className="legal__date">{dateLine}</p>
          </header>
          {children(site)}
          <section className="legal__english" lang="en" aria-labelledby="english-version">
            <h2 id="english-version">English version</h2>
            <p className="legal__date">
              {english.title}. {english.dateLine}
            </p>
            {english.content(site)}
          </section>
        </article>
      )}
    </SiteFrame>
  );
}
