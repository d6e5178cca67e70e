import type { Campaign } from '@app/contracts';
import { StaffTable } from '@/components/staff-table';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/utils/format-date';

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
    <StaffTable
      label="Campanhas recentes"
      caption="Campanhas recentes"
      rows={campaigns}
      rowKey={(c) => c.id}
      rowProps={(c) => ({ 'aria-current': c.id === selectedId ? 'true' : undefined })}
      columns={[
        { header: 'Data/Hora', cell: (c) => formatDateTime(c.criado_em) },
        { header: 'Modelo', className: 'admin-mono', cell: (c) => c.modelo },
        { header: 'Na fila', numeric: true, cell: (c) => c.na_fila },
        { header: 'Enviadas', numeric: true, cell: (c) => c.enviado },
        { header: 'Falharam', numeric: true, cell: (c) => c.falhou },
        {
          header: 'Ações',
          hiddenHeader: true,
          cell: (c) => (
            <Button variant="ghost" size="sm" onClick={() => onSelect(c.id)} disabled={c.id === selectedId}>
              {c.id === selectedId ? 'Exibindo' : 'Detalhes'}
            </Button>
          ),
        },
      ]}
    />
  );
}
