import { formatWhatsapp, type CampaignDetail } from '@app/contracts';
import { StaffTable } from '@/components/staff-table';
import { formatDateTime } from '@/utils/format-date';
import { campaignState, progressShares } from '@/features/marketing/logic/templates';
import './campaign-status.css';

const COUNTERS = [
  { label: 'Na fila', count: 'na_fila', tone: 'is-wait', testId: 'campanha-na-fila' },
  { label: 'Enviadas', count: 'enviado', tone: 'is-ok', testId: 'campanha-enviadas' },
  { label: 'Falharam', count: 'falhou', tone: 'is-bad', testId: 'campanha-falharam' },
] as const;

/**
 * Queued / sent / failed for one campaign, a progress bar, and every failure with its reason. A count that
 * changes is re-mounted (its key), which replays a short highlight: the refresh is visible.
 */
export function CampaignStatus({ campaign, configurado }: { campaign: CampaignDetail; configurado: boolean | null }) {
  const shares = progressShares(campaign);
  return (
    <div aria-live="polite">
      <h3 className="admin-campaign__title">Campanha de {formatDateTime(campaign.criado_em)}</h3>
      <p className="admin-muted admin-campaign__meta">
        Modelo {campaign.modelo}
        {campaign.criado_por ? ` · por ${campaign.criado_por}` : ''} · {campaignState(campaign, configurado)}
      </p>
      <div
        className="admin-meter"
        role="progressbar"
        aria-label="Progresso do envio"
        aria-valuemin={0}
        aria-valuemax={campaign.total}
        aria-valuenow={campaign.enviado + campaign.falhou}
      >
        <span className="admin-meter__ok" style={{ width: `${shares.enviado}%` }} />
        <span className="admin-meter__bad" style={{ width: `${shares.falhou}%` }} />
      </div>
      <dl className="admin-progress">
        {COUNTERS.map(({ label, count, tone, testId }) => (
          <div key={label} className={campaign[count] > 0 ? tone : undefined}>
            <dt>{label}</dt>
            <dd key={campaign[count]} data-testid={testId}>
              {campaign[count].toLocaleString('pt-BR')}
            </dd>
          </div>
        ))}
      </dl>
      {campaign.falhas.length > 0 && (
        <StaffTable
          label="Envios que falharam"
          caption="Envios que falharam e o motivo"
          rows={campaign.falhas}
          rowKey={(f) => `${f.numero}-${f.nome ?? ''}`}
          columns={[
            { header: 'Contato', cell: (f) => f.nome ?? '—' },
            { header: 'WhatsApp', className: 'admin-mono', cell: (f) => formatWhatsapp(f.numero) },
            { header: 'Motivo', cell: (f) => f.motivo },
          ]}
        />
      )}
      {campaign.falhou > campaign.falhas.length && (
        <p className="admin-muted admin-small">Mostrando as primeiras {campaign.falhas.length} falhas.</p>
      )}
    </div>
  );
}
