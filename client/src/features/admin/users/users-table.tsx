import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { UserListItem } from '../api/list-users';
import { roleLabel } from './user-form-schema';
import { filterUsers, paginate } from './user-list';

/** Nome / Email / Função, with a search box and pages of 20 (the list can hold thousands of accounts). */
export function UsersTable({ users, state }: { users: UserListItem[]; state: 'loading' | 'error' | 'ready' }) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const filtered = filterUsers(users, query);
  const current = paginate(filtered, page);

  return (
    <Card
      title="Usuários cadastrados"
      className="admin-users__list"
      actions={
        <label className="admin-search">
          <span className="ui-visually-hidden">Buscar por nome ou e-mail</span>
          <input
            className="ui-input"
            type="search"
            placeholder="Buscar nome ou e-mail"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
          />
        </label>
      }
    >
      {state === 'loading' && <p className="admin-muted">Carregando...</p>}
      {state === 'error' && <p className="admin-muted">Não foi possível carregar os usuários.</p>}
      {state === 'ready' && (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Tabela de usuários">
            <table className="admin-table admin-table--stack admin-users-table">
              <thead>
                <tr>
                  <th scope="col">Nome</th>
                  <th scope="col">Email</th>
                  <th scope="col">Função</th>
                </tr>
              </thead>
              <tbody>
                {current.items.map((u) => (
                  <tr key={u.id}>
                    <td>{u.username}</td>
                    <td className="admin-table__email">{u.email}</td>
                    <td>
                      <span className={`admin-role admin-role--${u.role}`}>{roleLabel(u.role)}</span>
                    </td>
                  </tr>
                ))}
                {current.items.length === 0 && (
                  <tr>
                    <td colSpan={3} className="admin-muted">
                      Nenhum usuário encontrado.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          {current.pageCount > 1 && (
            <nav className="admin-pager" aria-label="Páginas de usuários">
              <Button variant="secondary" size="sm" disabled={current.page <= 1} onClick={() => setPage(current.page - 1)}>
                Anterior
              </Button>
              <span>
                Página {current.page} de {current.pageCount}
              </span>
              <Button variant="secondary" size="sm" disabled={current.page >= current.pageCount} onClick={() => setPage(current.page + 1)}>
                Próxima
              </Button>
            </nav>
          )}
          <p className="admin-muted admin-small">
            {filtered.length} de {users.length} {users.length === 1 ? 'conta' : 'contas'}
          </p>
        </>
      )}
    </Card>
  );
}
