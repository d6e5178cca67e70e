import { useEffect, useState } from 'react';
import type { AdminUser } from '@app/contracts';
import { StaffTable } from '@/components/staff-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useUsersPage } from '@/features/users/hooks/use-users';
import { roleLabel } from '@/features/users/logic/user-form-schema';
import { pageCount } from '@/features/users/logic/user-list';
import { UserActionsDialog } from './user-actions-dialog';
import '@/styles/staff.css';
import './users-table.css';

const SEARCH_DELAY_MS = 300;

/** The typed search, sent once typing pauses. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** Nome / Email / Função (docs/product.md, Users page), searched and paged by the server, with 'Gerenciar' per account. */
export function UsersTable() {
  const [typed, setTyped] = useState('');
  const busca = useSettledText(typed);
  const [pagina, setPagina] = useState(1);
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const users = useUsersPage({ busca, pagina });
  const page = users.data;
  const pages = page ? pageCount(page.total, page.por_pagina) : 1;

  // A search starts again from its first page.
  useEffect(() => setPagina(1), [busca]);

  return (
    <Card
      title="Usuários cadastrados"
      className="admin-users__list"
      actions={
        <label className="admin-search">
          <span className="visually-hidden">Buscar por nome, e-mail ou WhatsApp</span>
          <input
            className="ui-input"
            type="search"
            placeholder="Buscar nome ou e-mail"
            maxLength={200}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
      }
    >
      {deleted && (
        <Alert tone="success" onClose={() => setDeleted(null)}>
          {deleted}
        </Alert>
      )}
      {!page && users.isPending && <p className="admin-muted">Carregando...</p>}
      {!page && users.isError && <p className="admin-muted">Não foi possível carregar os usuários.</p>}
      {page && (
        <div aria-busy={users.isFetching || undefined}>
          <StaffTable
            label="Tabela de usuários"
            className="admin-users-table"
            labelCells={false}
            rows={page.usuarios}
            rowKey={(u) => u.id}
            rowProps={(u) => (u.ativo ? {} : { className: 'admin-users-table__inactive' })}
            empty="Nenhum usuário encontrado."
            columns={[
              {
                header: 'Nome',
                cell: (u) => (
                  <>
                    {u.username}
                    {!u.ativo && <span className="admin-badge-inactive">Desativada</span>}
                  </>
                ),
              },
              { header: 'Email', className: 'admin-table__email', cell: (u) => u.email },
              { header: 'Função', cell: (u) => <span className={`admin-role admin-role--${u.role}`}>{roleLabel(u.role)}</span> },
              {
                header: 'Ações',
                hiddenHeader: true,
                className: 'admin-users-table__actions',
                cell: (u) => (
                  <Button variant="secondary" size="sm" aria-label={`Gerenciar ${u.username}`} onClick={() => setSelected(u)}>
                    Gerenciar
                  </Button>
                ),
              },
            ]}
          />
          {pages > 1 && (
            <nav className="admin-pager" aria-label="Páginas de usuários">
              <Button variant="secondary" size="sm" disabled={pagina <= 1} onClick={() => setPagina(pagina - 1)}>
                Anterior
              </Button>
              <span>
                Página {Math.min(pagina, pages)} de {pages}
              </span>
              <Button variant="secondary" size="sm" disabled={pagina >= pages} onClick={() => setPagina(pagina + 1)}>
                Próxima
              </Button>
            </nav>
          )}
          <p className="admin-muted admin-small">
            {page.total} {page.total === 1 ? 'conta' : 'contas'}
            {busca.trim() ? ' encontradas' : ''}
          </p>
        </div>
      )}
      {selected && (
        <UserActionsDialog
          key={selected.id}
          user={selected}
          onClose={() => setSelected(null)}
          onDeleted={(user) => {
            setSelected(null);
            setDeleted(`A conta de ${user.username} foi excluída.`);
          }}
        />
      )}
    </Card>
  );
}
