import { formatWhatsapp } from '@app/contracts';
import type { CampaignDetail } from '../api/get-campaign';
import { formatDateTime } from '../shared/format-date';
import { campaignState, progressShares } from './templates';

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
        <div className={campaign.na_fila > 0 ? 'is-wait' : undefined}>
          <dt>Na fila</dt>
          <dd key={campaign.na_fila} data-testid="campanha-na-fila">
            {campaign.na_fila.toLocaleString('pt-BR')}
          </dd>
        </div>
        <div className={campaign.enviado > 0 ? 'is-ok' : undefined}>
          <dt>Enviadas</dt>
          <dd key={campaign.enviado} data-testid="campanha-enviadas">
            {campaign.enviado.toLocaleString('pt-BR')}
          </dd>
        </div>
        <div className={campaign.falhou > 0 ? 'is-bad' : undefined}>
          <dt>Falharam</dt>
          <dd key={campaign.falhou} data-testid="campanha-falharam">
            {campaign.falhou.toLocaleString('pt-BR')}
          </dd>
        </div>
      </dl>
      {campaign.falhas.length > 0 && (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Envios que falharam">
          <table className="admin-table admin-table--stack">
            <caption className="ui-visually-hidden">Envios que falharam e o motivo</caption>
            <thead>
              <tr>
                <th scope="col">Contato</th>
                <th scope="col">WhatsApp</th>
                <th scope="col">Motivo</th>
              </tr>
            </thead>
            <tbody>
              {campaign.falhas.map((f) => (
                <tr key={`${f.numero}-${f.nome ?? ''}`}>
                  <td data-label="Contato">{f.nome ?? '—'}</td>
                  <td className="admin-mono" data-label="WhatsApp">
                    {formatWhatsapp(f.numero)}
                  </td>
                  <td data-label="Motivo">{f.motivo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {campaign.falhou > campaign.falhas.length && (
        <p className="admin-muted admin-small">Mostrando as primeiras {campaign.falhas.length} falhas.</p>
      )}
    </div>
  );
}
