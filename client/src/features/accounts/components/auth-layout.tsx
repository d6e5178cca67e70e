import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';
import '@/features/accounts/components/auth-layout.css';

/** The centred frame of the login and register pages: a brand line above one card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-page">
      <main className="auth-page__main">
        <p className="auth-brand">
          <span className="auth-brand__mark" aria-hidden="true">
            <Icon name="plus" size={22} />
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
