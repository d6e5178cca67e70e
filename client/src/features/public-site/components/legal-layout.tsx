import type { ReactNode } from 'react';
import { SiteFrame } from './site-frame';
import './legal.css';

interface LegalLayoutProps {
  title: string;
  /** e.g. 'Last updated: May 9, 2025' */
  dateLine: ReactNode;
  children: ReactNode;
}

/** Shell of the English legal pages: site header, an article in lang="en", the footer. */
export function LegalLayout({ title, dateLine, children }: LegalLayoutProps) {
  return (
    <SiteFrame>
      <article className="site-container legal" lang="en">
        <p className="legal__back">
          <a href="/">← Back to the home page</a>
        </p>
        <header className="legal__header">
          <h1 className="legal__title">{title}</h1>
          <p className="legal__date">{dateLine}</p>
        </header>
        {children}
      </article>
    </SiteFrame>
  );
}
