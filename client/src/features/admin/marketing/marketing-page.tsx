import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { isApiError } from '../../../lib/api-client';
import { listProspects, type Prospect } from '../api/list-prospects';
import { sendMarketing } from '../api/send-marketing';
import { formatDateTime } from '../shared/format-date';
import { CampaignStatus } from './campaign-status';
import { DEFAULT_TEMPLATE, failureMessage, SENT_MESSAGE, TEMPLATE_OPTIONS } from './templates';
import { useCampaigns } from './use-campaigns';
import '../admin.css';

type Outcome = { tone: 'success'; text: string; detail: string } | { tone: 'danger'; text: string };

/** /admin/enviar-marketing (SPEC §2.10, §8): a template to every prospect, then live delivery results. */
export default function MarketingPage() {
  const [modelo, setModelo] = useState(DEFAULT_TEMPLATE);
  const [prospects, setProspects] = useState<Prospect[] | null>(null);
  const [prospectsFailed, setProspectsFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { campaigns, detail, selectedId, failed: campaignsFailed, select, showCampaign } = useCampaigns();

  useEffect(() => {
    const controller = new AbortController();
    listProspects(controller.signal)
      .then((list) => setProspects(list))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[admin] falha ao carregar prospectos:', error);
        setProspectsFailed(true);
        setProspects([]);
      });
    return () => controller.abort();
  }, []);

  const send = async () => {
    if (!prospects) return;
    setSending(true);
    setOutcome(null);
    try {
      const result = await sendMarketing(prospects, modelo);
      const ignored = result.ignorados ? ` ${result.ignorados} contato(s) ignorado(s).` : '';
      setOutcome({ tone: 'success', text: SENT_MESSAGE, detail: `${result.enfileiradas} mensagem(ns) na fila de envio.${ignored}` });
      showCampaign(result.campanhaId);
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureMessage(isApiError(error) ? error.serverMessage : undefined) });
    } finally {
      setSending(false);
    }
  };

  const selectedTemplate = TEMPLATE_OPTIONS.find((o) => o.valor === modelo);
  const count = prospects?.length ?? 0;

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Enviar Mensagem de Marketing</h1>

      <Card>
        <div className="admin-form">
          <div className="admin-marketing__form">
            <SelectField
              label="Modelo de mensagem"
              options={TEMPLATE_OPTIONS.map((o) => ({ value: o.valor, label: o.nome }))}
              value={modelo}
              onChange={(e) => setModelo(e.target.value)}
              disabled={sending}
            />
            <Button onClick={() => void send()} disabled={sending || prospects === null || count === 0} loading={sending}>
              {sending ? 'Enviando...' : 'Enviar para todos'}
            </Button>
          </div>
          <p className="admin-muted">
            Modelo aprovado no WhatsApp: <code className="admin-mono">{selectedTemplate?.valor}</code> (idioma pt_BR).{' '}
            {prospects === null
              ? 'Carregando contatos...'
              : prospectsFailed
                ? 'Não foi possível carregar os contatos.'
                : count === 0
                  ? 'Nenhum prospecto com WhatsApp aceita mensagens de marketing no momento.'
                  : `Será enviado para ${count.toLocaleString('pt-BR')} ${count === 1 ? 'prospecto' : 'prospectos'} com WhatsApp cadastrado.`}
          </p>
          {outcome && (
            <Alert tone={outcome.tone} onClose={() => setOutcome(null)}>
              <strong>{outcome.text}</strong>
              {outcome.tone === 'success' && <> {outcome.detail}</>}
            </Alert>
          )}
        </div>
      </Card>

      <Card title="Acompanhamento do envio">
        {campaigns === null ? (
          <p className="admin-muted">Carregando...</p>
        ) : campaigns.length === 0 ? (
          <p className="admin-muted">{campaignsFailed ? 'Não foi possível consultar as campanhas.' : 'Nenhuma campanha enviada ainda.'}</p>
        ) : (
          <div className="admin-campaigns">
            {detail && detail.id === selectedId ? <CampaignStatus campaign={detail} /> : <p className="admin-muted">Carregando...</p>}
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
                        <Button variant="ghost" size="sm" onClick={() => select(c.id)} disabled={c.id === selectedId}>
                          {c.id === selectedId ? 'Exibindo' : 'Detalhes'}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
