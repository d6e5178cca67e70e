import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, type AuditAction, type AuditFilters } from '@app/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/utils/format-date';
import { useAuditPage } from '@/features/audit/hooks/use-audit-page';
import { ACTION_LABEL, describeDetails, personLabel } from '@/features/audit/logic/audit-labels';
import { roleLabel } from '@/lib/roles';
import '@/styles/staff.css';
import './audit-page.css';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABEL[value] }));

interface Draft {
  acao: string;
  ator_id: string;
  alvo_id: string;
  de: string;
  ate: string;
}
const EMPTY: Draft = { acao: '', ator_id: '', alvo_id: '', de: '', ate: '' };

const idOrUndefined = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);
function filtersFrom(draft: Draft): AuditFilters {
  return {
    acao: (draft.acao || undefined) as AuditAction | undefined,
    ator_id: idOrUndefined(draft.ator_id),
    alvo_id: idOrUndefined(draft.alvo_id),
    de: draft.de || undefined,
    ate: draft.ate || undefined,
  };
}

/** /admin/auditoria (admins): logins and staff actions on personal data, filtered by action, people and days. */
export default function AuditPage() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>({});
  const [pagina, setPagina] = useState(1);
  const query = useAuditPage({ ...filters, pagina });
  const page = query.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.por_pagina)) : 1;

  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(filtersFrom(draft));
    setPagina(1);
  };

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Auditoria</h1>
      <p className="admin-page__lead">
        Logins e ações da equipe sobre dados pessoais (quem, quando, de qual IP e sobre quem). Guardado por ao menos 6 meses;
        o conteúdo das mensagens nunca entra aqui.
      </p>
      <form className="audit-filters" onSubmit={apply} aria-label="Filtros da auditoria">
        <SelectField label="Ação" options={ACTION_OPTIONS} placeholder="Todas" value={draft.acao} onChange={set('acao')} />
        <TextField label="Quem (nº do usuário)" inputMode="numeric" value={draft.ator_id} onChange={set('ator_id')} />
        <TextField label="Sobre quem (nº do usuário)" inputMode="numeric" value={draft.alvo_id} onChange={set('alvo_id')} />
        <TextField label="De" type="date" value={draft.de} onChange={set('de')} />
        <TextField label="Até" type="date" value={draft.ate} onChange={set('ate')} />
        <div className="audit-filters__actions">
          <Button type="submit">Filtrar</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY);
              setFilters({});
              setPagina(1);
            }}
          >
            Limpar
          </Button>
        </div>
      </form>

      {query.isError && <Alert tone="danger">{query.error.message || 'Não foi possível carregar a auditoria.'}</Alert>}
      {query.isPending ? (
        <p className="admin-muted" role="status">
          Carregando...
        </p>
      ) : page && page.entradas.length === 0 ? (
        <p className="admin-muted">Nenhum registro encontrado.</p>
      ) : page ? (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--stack">
              <thead>
                <tr>
                  <th>Quando</th>
                  <th>Ação</th>
                  <th>Quem</th>
                  <th>Sobre quem</th>
                  <th>IP</th>
                  <th>Detalhes</th>
                </tr>
              </thead>
              <tbody>
                {page.entradas.map((e) => (
                  <tr key={e.id}>
                    <td>{formatDateTime(e.criado_em)}</td>
                    <td>{ACTION_LABEL[e.acao]}</td>
                    <td data-label="Quem">
                      {personLabel(e.ator_nome, e.ator_id)}
                      {e.ator_papel ? <span className="admin-muted"> · {roleLabel(e.ator_papel)}</span> : null}
                    </td>
                    <td data-label="Sobre quem">{personLabel(e.alvo_nome, e.alvo_id)}</td>
                    <td data-label="IP" className="admin-mono">
                      {e.ip ?? '—'}
                    </td>
                    <td data-label="Detalhes">{describeDetails(e) || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="audit-pager" aria-label="Páginas da auditoria">
            <Button variant="secondary" size="sm" disabled={pagina <= 1} onClick={() => setPagina((p) => p - 1)}>
              Anterior
            </Button>
            <span className="admin-muted">
              Página {pagina} de {pages} · {page.total} registro(s)
            </span>
            <Button variant="secondary" size="sm" disabled={pagina >= pages} onClick={() => setPagina((p) => p + 1)}>
              Próxima
            </Button>
          </nav>
        </>
      ) : null}
    </div>
  );
}

