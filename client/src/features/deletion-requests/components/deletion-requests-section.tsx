import type { DeletionRequest } from '@app/contracts';
import { StaffTable, type StaffColumn } from '@/components/staff-table';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/utils/format-date';
import { useDeletionRequests } from '@/features/deletion-requests/hooks/use-deletion-requests';

const COLUMNS: StaffColumn<DeletionRequest>[] = [
  { header: 'Facebook ID', className: 'admin-mono', cell: (r) => r.facebook_id },
  { header: 'Confirmation Code', className: 'admin-mono', cell: (r) => r.confirmation_code },
  { header: 'Data/Hora', cell: (r) => formatDateTime(r.recebido_em) },
];

/** 'Solicitações de Exclusão (Facebook)' — admins only (docs/product.md, Users page; Error messages: 403 retried twice after 500 ms). */
export function DeletionRequestsSection() {
  const query = useDeletionRequests();
  // A list that could not be read shows as empty (the failure is logged).
  const requests = query.isError ? [] : (query.data ?? null);

  return (
    <Card title="Solicitações de Exclusão (Facebook)" className="admin-deletions">
      {requests === null ? (
        <p className="admin-muted" role="status">
          Carregando...
        </p>
      ) : requests.length === 0 ? (
        <p className="admin-muted">Nenhuma solicitação encontrada.</p>
      ) : (
        <StaffTable label="Solicitações de exclusão" columns={COLUMNS} rows={requests} rowKey={(r) => r.id} />
      )}
    </Card>
  );
}
