import { useEffect, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { listDeletionRequests, type DeletionRequest } from '../api/list-deletion-requests';
import { formatDateTime } from '../shared/format-date';
import { retryWhen } from './retry';

const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

/** 'Solicitações de Exclusão (Facebook)' — admins only (SPEC §2.9, §8: 403 retried twice after 500 ms). */
export function DeletionRequestsSection() {
  const [requests, setRequests] = useState<DeletionRequest[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    retryWhen(() => listDeletionRequests(controller.signal), { shouldRetry: isForbidden, signal: controller.signal })
      .then((rows) => {
        if (!controller.signal.aborted) setRequests(rows);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[admin] falha ao carregar solicitações de exclusão:', error);
        setRequests([]);
      });
    return () => controller.abort();
  }, []);

  return (
    <Card title="Solicitações de Exclusão (Facebook)" className="admin-deletions">
      {requests === null ? (
        <p className="admin-muted" role="status">
          Carregando...
        </p>
      ) : requests.length === 0 ? (
        <p className="admin-muted">Nenhuma solicitação encontrada.</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Solicitações de exclusão">
          <table className="admin-table admin-table--stack">
            <thead>
              <tr>
                <th scope="col">Facebook ID</th>
                <th scope="col">Confirmation Code</th>
                <th scope="col">Data/Hora</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.id}>
                  <td className="admin-mono" data-label="Facebook ID">
                    {r.facebook_id}
                  </td>
                  <td className="admin-mono" data-label="Confirmation Code">
                    {r.confirmation_code}
                  </td>
                  <td data-label="Data/Hora">{formatDateTime(r.recebido_em)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
