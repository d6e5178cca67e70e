import { Link } from 'react-router-dom';
import { HANDOFF_REASON_LABELS, type Dashboard } from '@app/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useWhatsappStatus, WhatsappStatusBanner } from '@/components/whatsapp-status-banner';
import { formatDateTime, formatDayMonth } from '@/utils/format-date';
import { waitedFor } from '@/utils/waited-for';
import { useNow } from '@/lib/use-now';
import { BarChart, DailyChart } from '@/components/charts/bar-chart';
import { useDashboard } from '@/features/admin/hooks/use-dashboard';
import '@/styles/staff.css';
import './dashboard-page.css';

/** The admin's default page: prospects by status, last 7 days, chats waiting for a person, WhatsApp queue. */
export default function DashboardPage() {
  const { data, isError: failed, isFetching: loading, refetch } = useDashboard();
  const whatsapp = useWhatsappStatus();

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Dashboard</h1>
      <div className="admin-dash__updated">
        <span aria-live="polite">{data ? `Atualizado em ${formatDateTime(data.geradoEm)}` : loading ? 'Carregando...' : ''}</span>
        <Button variant="secondary" size="sm" onClick={() => void refetch()} loading={loading && data !== undefined}>
          Atualizar
        </Button>
      </div>
      <WhatsappStatusBanner status={whatsapp} />
      {failed && <Alert tone="danger">Não foi possível carregar os números do painel. Tente atualizar.</Alert>}
      {data && <DashboardWidgets data={data} />}
    </div>
  );
}

function DashboardWidgets({ data }: { data: Dashboard }) {
  const prospects = data.prospectosPorStatus.reduce((acc, s) => acc + s.total, 0);
  const waiting = data.aguardandoHumano;
  const oldest = waiting.maisAntigos[0];
  const now = useNow();
  const queue = data.filaWhatsapp;
  const gaps = data.perguntasSemResposta ?? [];
  return (
    <div className="admin-dash">
      <Card title="Prospectos por status de atendimento" className="admin-dash__wide">
        <p className="admin-stat">
          <strong>{prospects.toLocaleString('pt-BR')}</strong>
          <span>prospectos cadastrados</span>
        </p>
        <BarChart label="Prospectos por status de atendimento" bars={data.prospectosPorStatus.map((s) => ({ label: s.status, value: s.total }))} />
      </Card>

      <Card title="Aguardando atendimento humano" className="admin-dash__narrow">
        <p className="admin-stat">
          <strong>{waiting.total.toLocaleString('pt-BR')}</strong>
          <span>{waiting.total === 1 ? 'conversa aguardando um assessor' : 'conversas aguardando um assessor'}</span>
        </p>
        {oldest?.aguardando_desde && (
          <p className="admin-small admin-waiting__oldest">
            A mais antiga espera <strong>{waitedFor(oldest.aguardando_desde, now)}</strong>.
          </p>
        )}
        {waiting.maisAntigos.length > 0 && (
          <ul className="admin-waiting" aria-label="Esperando há mais tempo">
            {waiting.maisAntigos.map((c) => (
              <li key={c.id}>
                <span>{c.username}</span>
                {c.motivo && <span className="admin-waiting__reason">aguardando assessor: {HANDOFF_REASON_LABELS[c.motivo]}</span>}
                <span className="admin-waiting__since">
                  {c.aguardando_desde ? `esperando ${waitedFor(c.aguardando_desde, now)}` : `desde ${formatDateTime(c.ultima_mensagem_em)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="admin-small">
          <Link className="admin-link" to="/admin/atendimento">
            Abrir Atendimento IA
          </Link>
        </p>
      </Card>

      <Card title="Perguntas sem resposta na base" className="admin-dash__wide">
        {gaps.length === 0 ? (
          <p className="admin-small">Nenhuma pergunta ficou sem resposta do assistente.</p>
        ) : (
          <ul className="admin-waiting" aria-label="Perguntas sem resposta, as mais feitas primeiro">
            {gaps.map((gap) => (
              <li key={`${gap.pergunta}-${gap.ultima_em}`}>
                <span>{gap.pergunta}</span>
                <span className="admin-waiting__since">
                  {gap.total === 1 ? '1 vez' : `${gap.total.toLocaleString('pt-BR')} vezes`} · última em {formatDateTime(gap.ultima_em)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title="Novos cadastros (7 dias)" className="admin-dash__half">
        <p className="admin-stat">
          <strong>{data.cadastros7Dias.total.toLocaleString('pt-BR')}</strong>
          <span>novos prospectos</span>
        </p>
        <DailyChart label="Novos cadastros por dia" days={data.cadastros7Dias.porDia.map((d) => ({ label: formatDayMonth(d.dia), value: d.total }))} />
      </Card>

      <Card title="Mensagens (7 dias)" className="admin-dash__half">
        <p className="admin-stat">
          <strong>{data.mensagens7Dias.total.toLocaleString('pt-BR')}</strong>
          <span>mensagens no chat</span>
        </p>
        <DailyChart label="Mensagens por dia" days={data.mensagens7Dias.porDia.map((d) => ({ label: formatDayMonth(d.dia), value: d.total }))} />
      </Card>

      <Card title="Fila do WhatsApp" className="admin-dash__half">
        <dl className="admin-queue">
          <div>
            <dt>Aguardando envio</dt>
            <dd>{queue.aguardando.toLocaleString('pt-BR')}</dd>
          </div>
          <div className={queue.falhou > 0 ? 'is-bad' : undefined}>
            <dt>Falharam</dt>
            <dd>{queue.falhou.toLocaleString('pt-BR')}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
