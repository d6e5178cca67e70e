import { useMemo, useRef, useState } from 'react';
import { format } from 'date-fns';
import { marketingRecipients, type Prospect } from '@app/contracts';
import { StatusText } from '@/components/ui/status-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { useWhatsappStatus, WhatsappStatusBanner } from '@/components/whatsapp-status-banner';
import { isApiError } from '@/lib/api-client';
import { CampaignStatus } from '@/features/marketing/components/campaign-status';
import { CampaignsTable } from '@/features/marketing/components/campaigns-table';
import { SendConfirmation } from '@/features/marketing/components/send-confirmation';
import { DEFAULT_TEMPLATE, failureMessage, hasPending, people, queuedMessage, TEMPLATE_OPTIONS } from '@/features/marketing/logic/templates';
import { IDLE_POLL_MS, POLL_MS, useCampaigns } from '@/features/marketing/hooks/use-campaigns';
import { useProspects } from '@/features/marketing/hooks/use-prospects';
import { useSendMarketing } from '@/features/marketing/hooks/use-send-marketing';
import '@/styles/staff.css';
import './marketing-page.css';

const NO_PROSPECTS: Prospect[] = [];

type Outcome = { tone: 'success' | 'warning'; text: string; detail: string } | { tone: 'danger'; text: string };

/** /admin/enviar-marketing (docs/product.md, Marketing page; Error messages): a confirmed template send to every prospect, then live envio results. */
export default function MarketingPage() {
  const [modelo, setModelo] = useState(DEFAULT_TEMPLATE);
  const prospectsQuery = useProspects();
  const prospectsFailed = prospectsQuery.isError;
  // Contacts that could not be read count as none (the page says so).
  const prospects = prospectsQuery.data ?? (prospectsFailed ? NO_PROSPECTS : null);
  const { mutateAsync: sendMarketing } = useSendMarketing();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const whatsapp = useWhatsappStatus();
  const configurado = whatsapp?.configurado ?? null;
  const pollMs = configurado === false ? IDLE_POLL_MS : POLL_MS;
  const {
    campaigns,
    detail,
    selectedId,
    failed: campaignsFailed,
    updatedAt,
    refresh,
    select,
  } = useCampaigns(pollMs);

  // Two accounts sharing a number get one message: the count the admin confirms is the count the server queues.
  const recipients = useMemo(() => marketingRecipients(prospects ?? []), [prospects]);
  const count = recipients.length;
  const selectedTemplate = TEMPLATE_OPTIONS.find((o) => o.valor === modelo) ?? TEMPLATE_OPTIONS[0]!;

  const cancel = () => {
    setConfirming(false);
    // The send button was disabled during the confirmation; give focus back once it is enabled again.
    setTimeout(() => sendButton.current?.focus(), 0);
  };

  const send = async () => {
    setConfirming(false);
    setSending(true);
    setOutcome(null);
    try {
      const result = await sendMarketing({ contatos: recipients, nomeModelo: modelo });
      const ignored = result.ignorados ? ` ${people(result.ignorados)} deixaram de receber marketing e foram ignoradas.` : '';
      const waiting = configurado === false ? ' O WhatsApp não está configurado: elas aguardam na fila até a configuração.' : '';
      setOutcome({
        tone: configurado === false ? 'warning' : 'success',
        text: queuedMessage(result.enfileiradas),
        detail: `para envio pelo WhatsApp. Acompanhe a entrega abaixo.${ignored}${waiting}`,
      });
      // The new campaign is shown and followed below.
      select(result.campanhaId);
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureMessage(isApiError(error) ? error.serverMessage : undefined) });
    } finally {
      setSending(false);
    }
  };

  const pending = campaigns !== null && hasPending(campaigns);

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Enviar Mensagem de Marketing</h1>
      <WhatsappStatusBanner status={whatsapp} />

      <Card>
        <div className="admin-form">
          <div className="admin-marketing__form">
            <SelectField
              label="Modelo de mensagem"
              options={TEMPLATE_OPTIONS.map((o) => ({ value: o.valor, label: o.nome }))}
              value={modelo}
              onChange={(e) => setModelo(e.target.value)}
              disabled={sending || confirming}
            />
            <Button
              ref={sendButton}
              onClick={() => {
                setOutcome(null);
                setConfirming(true);
              }}
              disabled={sending || confirming || prospects === null || count === 0}
              loading={sending}
            >
              {sending ? 'Enviando...' : 'Enviar para todos'}
            </Button>
          </div>
          <p className="admin-muted">
            {/* "Aprovado" only where Meta can have approved it: without the Cloud API nothing was checked. */}
            {configurado ? 'Modelo aprovado no WhatsApp' : 'Modelo do WhatsApp (precisa ser aprovado pela Meta)'}:{' '}
            <code className="admin-mono">{selectedTemplate.valor}</code> (idioma pt_BR).{' '}
            {prospects === null
              ? 'Carregando contatos...'
              : prospectsFailed
                ? 'Não foi possível carregar os contatos.'
                : count === 0
                  ? 'Nenhum prospecto com WhatsApp aceita mensagens de marketing no momento.'
                  : `Será enviado para ${people(count)} com WhatsApp cadastrado que aceitam mensagens de marketing.`}
          </p>
          {confirming && (
            <SendConfirmation
              template={selectedTemplate}
              count={count}
              configurado={configurado}
              onConfirm={() => void send()}
              onCancel={cancel}
            />
          )}
          {outcome && (
            <Alert tone={outcome.tone} onClose={() => setOutcome(null)}>
              <strong>
                <StatusText text={outcome.text} />
              </strong>
              {outcome.tone !== 'danger' && <> {outcome.detail}</>}
            </Alert>
          )}
        </div>
      </Card>

      <Card title="Acompanhamento do envio">
        {campaigns === null ? (
          <p className="admin-muted">Carregando...</p>
        ) : campaigns.length === 0 ? (
          <p className="admin-muted">
            {campaignsFailed ? 'Não foi possível consultar as campanhas.' : 'Nenhuma campanha enviada ainda.'}
          </p>
        ) : (
          <div className="admin-campaigns">
            <div className="admin-live">
              <span>
                {pending && <span className="admin-live__dot" aria-hidden="true" />}
                {updatedAt ? `Atualizado às ${format(updatedAt, 'HH:mm:ss')}` : 'Atualizando...'}
                {pending && ` · atualiza sozinho a cada ${pollMs / 1000} s`}
              </span>
              <Button variant="secondary" size="sm" onClick={refresh}>
                Atualizar
              </Button>
            </div>
            {campaignsFailed && <Alert tone="warning">Não foi possível atualizar agora; tentando de novo.</Alert>}
            {detail && detail.id === selectedId ? (
              <CampaignStatus campaign={detail} configurado={configurado} />
            ) : (
              <p className="admin-muted">Carregando...</p>
            )}
            <CampaignsTable campaigns={campaigns} selectedId={selectedId} onSelect={select} />
          </div>
        )}
      </Card>
    </div>
  );
}
