import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useWhatsappStatus, WhatsappStatusBanner } from '../../../components/whatsapp-status-banner';
import { getDashboard, type Dashboard } from '../api/get-dashboard';
import { formatDateTime, formatDayMonth } from '../shared/format-date';
import { BarChart, DailyChart } from './bar-chart';
import '../admin.css';

/** The numbers age quietly while the page stays open on a Monday morning. */
const REFRESH_MS = 60_000;

/** The admin's default page: prospects by status, last 7 days, chats waiting for a person, WhatsApp queue. */
export default function DashboardPage() {
  const [data, setData] = useState<Dashboard | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const whatsapp = useWhatsappStatus();

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoading(true);
    try {
      const next = await getDashboard(signal);
      setData(next);
      setFailed(false);
    } catch (error) {
      if (signal?.aborted) return;
      console.error('[admin] falha ao carregar o painel:', error);
      setFailed(true);
    } finally {
      if (!signal?.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    const timer = window.setInterval(() => void load(controller.signal), REFRESH_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [load]);

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Dashboard</h1>
      <div className="admin-dash__updated">
        <span aria-live="polite">{data ? `Atualizado em ${formatDateTime(data.geradoEm)}` : loading ? 'Carregando...' : ''}</span>
        <Button variant="secondary" size="sm" onClick={() => void load()} loading={loading && data !== null}>
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
  const queue = data.filaWhatsapp;
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
          <span>{waiting.total === 1 ? 'conversa com a IA desligada e a última palavra do aluno' : 'conversas com a IA desligada e a última palavra do aluno'}</span>
        </p>
        {waiting.maisAntigos.length > 0 && (
          <ul className="admin-waiting" aria-label="Esperando há mais tempo">
            {waiting.maisAntigos.map((c) => (
              <li key={c.id}>
                <span>{c.username}</span>
                <span className="admin-waiting__since">desde {formatDateTime(c.ultima_mensagem_em)}</span>
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
