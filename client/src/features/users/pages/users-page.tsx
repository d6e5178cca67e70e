import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CreateUserForm } from '@/features/users/components/create-user-form';
import { PendingResets } from '@/features/users/components/pending-resets';
import { UsersTable } from '@/features/users/components/users-table';
import { useSessionRole } from '@/features/users/hooks/use-users';
import '@/styles/staff.css';
import './users-page.css';

type RoleState = { kind: 'checking' } | { kind: 'known'; role: string | null } | { kind: 'error' };

/** A failed check that is being asked again shows as checking, as the first one did. */
function roleStateOf(query: ReturnType<typeof useSessionRole>): RoleState {
  if (query.isSuccess) return { kind: 'known', role: query.data };
  return query.isError && !query.isFetching ? { kind: 'error' } : { kind: 'checking' };
}

interface UsersPageProps {
  /** Shown below the table once the session is known to be an admin's: the deletion requests (composed in src/app). */
  adminOnly: ReactNode;
}

/** /admin/usuarios (docs/product.md, Users page): users table beside the creation form, deletion requests below (admins only). */
export function UsersPage({ adminOnly }: UsersPageProps) {
  const role = useSessionRole();
  const roleState = roleStateOf(role);

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Usuários</h1>
      <div className="admin-users">
        <UsersTable />
        <CreateUserForm />
      </div>

      <section className="admin-users__deletions" aria-label="Solicitações de exclusão">
        {roleState.kind === 'checking' || (roleState.kind === 'known' && roleState.role === null) ? (
          <p className="admin-muted" role="status">
            Verificando permissões...
          </p>
        ) : roleState.kind === 'error' ? (
          <Alert tone="warning">
            Não foi possível verificar suas permissões.{' '}
            <Button variant="ghost" size="sm" onClick={() => void role.refetch()}>
              Tentar novamente
            </Button>
          </Alert>
        ) : roleState.role === 'admin' ? (
          <>
            <PendingResets />
            {adminOnly}
          </>
        ) : (
          <Alert tone="info">Acesso restrito: apenas administradores podem visualizar as solicitações de exclusão.</Alert>
        )}
      </section>
    </div>
  );
}
