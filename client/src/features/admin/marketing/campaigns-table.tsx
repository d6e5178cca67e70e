import { Button } from '../../../components/ui/button';
import type { Campaign } from '../api/list-campaigns';
import { formatDateTime } from '../shared/format-date';

/** The recent campaigns with their counts; 'Detalhes' shows one above. */
export function CampaignsTable({
  campaigns,
  selectedId,
  onSelect,
}: {
  campaigns: Campaign[];
  selectedId: number | null;
  onSelect(id: number): void;
}) {
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Campanhas recentes">
      <table className="admin-table admin-table--stack">
        <caption className="ui-visually-hidden">Campanhas recentes</caption>
        <thead>
          <tr>
            <th scope="col">Data/Hora</th>
            <th scope="col">Modelo</th>
            <th scope="col" className="admin-num">
              Na fila
            </th>
            <th scope="col" className="admin-num">
              Enviadas
            </th>
            <th scope="col" className="admin-num">
              Falharam
            </th>
            <th scope="col">
              <span className="ui-visually-hidden">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((c) => (
            <tr key={c.id} aria-current={c.id === selectedId ? 'true' : undefined}>
              <td data-label="Data/Hora">{formatDateTime(c.criado_em)}</td>
              <td className="admin-mono" data-label="Modelo">
                {c.modelo}
              </td>
              <td className="admin-num" data-label="Na fila">
                {c.na_fila}
              </td>
              <td className="admin-num" data-label="Enviadas">
                {c.enviado}
              </td>
              <td className="admin-num" data-label="Falharam">
                {c.falhou}
              </td>
              <td>
                <Button variant="ghost" size="sm" onClick={() => onSelect(c.id)} disabled={c.id === selectedId}>
                  {c.id === selectedId ? 'Exibindo' : 'Detalhes'}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
