import type { ReactNode } from 'react';
import '../auth.css';

/** The centred frame of the login and register pages: a brand line above one card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-page">
      <main className="auth-page__main">
        <p className="auth-brand">
          <span className="auth-brand__mark" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 4v16M4 12h16" />
            </svg>
          </span>
          <span>
            <strong className="auth-brand__name">Medicina no Paraguai</strong>
            <span className="auth-brand__tag">Área de Assessorados</span>
          </span>
        </p>
        {children}
      </main>
    </div>
  );
}
