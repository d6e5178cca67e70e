import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { normalizeRole } from '../../../lib/auth';
import { getSessionRole } from '../api/get-session-role';
import { listUsers, type UserListItem } from '../api/list-users';
import { CreateUserForm } from './create-user-form';
import { DeletionRequestsSection } from './deletion-requests-section';
import { UsersTable } from './users-table';
import '../admin.css';

type RoleState = { kind: 'checking' } | { kind: 'known'; role: string | null } | { kind: 'error' };

/** /admin/usuarios (SPEC §2.9): users table beside the creation form, deletion requests below (admins only). */
export default function UsersPage() {
  const [users, setUsers] = useState<UserListItem[]>([]);
  const [usersState, setUsersState] = useState<'loading' | 'error' | 'ready'>('loading');
  const [roleState, setRoleState] = useState<RoleState>({ kind: 'checking' });

  const loadUsers = useCallback(async () => {
    try {
      setUsers(await listUsers());
      setUsersState('ready');
    } catch (error) {
      console.error('[admin] falha ao carregar usuários:', error);
      setUsersState('error');
    }
  }, []);

  const checkRole = useCallback(async () => {
    setRoleState({ kind: 'checking' });
    try {
      setRoleState({ kind: 'known', role: normalizeRole(await getSessionRole()) });
    } catch (error) {
      console.error('[admin] falha ao consultar a sessão:', error);
      setRoleState({ kind: 'error' });
    }
  }, []);

  useEffect(() => {
    void loadUsers();
    void checkRole();
  }, [loadUsers, checkRole]);

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Usuários</h1>
      <div className="admin-users">
        <UsersTable users={users} state={usersState} />
        <CreateUserForm onCreated={() => void loadUsers()} />
      </div>

      <section className="admin-users__deletions" aria-label="Solicitações de exclusão">
        {roleState.kind === 'checking' || (roleState.kind === 'known' && roleState.role === null) ? (
          <p className="admin-muted" role="status">
            Verificando permissões...
          </p>
        ) : roleState.kind === 'error' ? (
          <Alert tone="warning">
            Não foi possível verificar suas permissões.{' '}
            <Button variant="ghost" size="sm" onClick={() => void checkRole()}>
              Tentar novamente
            </Button>
          </Alert>
        ) : roleState.role === 'admin' ? (
          <DeletionRequestsSection />
        ) : (
          <Alert tone="info">Acesso restrito: apenas administradores podem visualizar as solicitações de exclusão.</Alert>
        )}
      </section>
    </div>
  );
}
