import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '@app/contracts';
import { FrameSkeleton } from '@/components/ui/skeleton';
import { homePathFor, useAuth } from './auth';

/** No session → /login. While the first session probe is pending (no stored user yet) the panel's frame skeleton shows. */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { user, status } = useAuth();
  const location = useLocation();
  if (!user) {
    if (status === 'checking') return <FrameSkeleton label="Verificando sessão..." />;
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return children ?? <Outlet />;
}

/**
 * Only these roles may see the nested routes; anyone else goes to their own home (staff → /admin,
 * usuario → /painel). An unknown role is routed like a usuario (docs/product.md, After login: "otherwise /painel").
 */
export function RequireRole({ allow, children }: { allow: readonly Role[]; children?: ReactNode }) {
  const { role } = useAuth();
  if (!allow.includes(role ?? 'usuario')) return <Navigate to={homePathFor(role)} replace />;
  return children ?? <Outlet />;
}

/** Renders the element for the current role (e.g. the admin index: Dashboard for admin, tickets for colaborador). */
export function RoleSwitch({ cases, fallback = null }: { cases: Partial<Record<Role, ReactNode>>; fallback?: ReactNode }) {
  const { role } = useAuth();
  return <>{(role && cases[role]) ?? fallback}</>;
}
