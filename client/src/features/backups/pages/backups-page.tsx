import type { BackupList } from '@app/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/utils/format-date';
import { backupDownloadUrl } from '@/features/backups/api/get-backup-status';
import { useBackups, useCreateBackup } from '@/features/backups/hooks/use-backups';
import { backupWarning, formatBytes, scheduleText } from '@/features/backups/logic/backup-text';
import '@/styles/staff.css';
import './backups-page.css';

/** /admin/backups (admins): make a backup now, see and download the files, the schedule's last result, how to restore. */
export default function BackupsPage() {
  const query = useBackups();
  const create = useCreateBackup();
  const data = query.data;
  const busy = create.isPending || Boolean(data?.em_andamento);

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Backups</h1>
      <p className="admin-page__lead">
        Cópias de segurança do banco de dados inteiro: contas, conversas e arquivos, decks e revisões, funil, consentimentos e
        auditoria. Guarde uma cópia fora desta máquina.
      </p>

      <div className="backups-actions">
        <Button onClick={() => create.mutate()} loading={busy} disabled={busy}>
          {busy ? 'Fazendo backup...' : 'Fazer backup agora'}
        </Button>
      </div>
      {create.isSuccess && (
        <Alert tone="success">
          Backup criado: {create.data.arquivo} ({formatBytes(create.data.bytes)}).
        </Alert>
      )}
      {create.isError && <Alert tone="danger">{create.error.message || 'Não foi possível criar o backup.'}</Alert>}
      {query.isError && <Alert tone="danger">{query.error.message || 'Não foi possível carregar os backups.'}</Alert>}
      {query.isPending && (
        <p className="admin-muted" role="status">
          Carregando...
        </p>
      )}
      {data && <BackupsContent data={data} />}
    </div>
  );
}

function BackupsContent({ data }: { data: BackupList }) {
  const warning = backupWarning(data.situacao);
  const last = data.situacao.ultima_agendada;
  return (
    <>
      <Card title="Agenda" headingLevel={2}>
        <p className="backups-text">{scheduleText(data.agenda)}</p>
        <p className="backups-text">
          {last
            ? `Último backup automático: ${formatDateTime(last.iniciado_em)} — ${
                last.estado === 'concluida' ? 'concluído' : last.estado === 'falhou' ? 'falhou' : 'em andamento'
              }.`
            : 'Nenhum backup automático foi feito ainda.'}
        </p>
        {warning && <Alert tone="warning">{warning}</Alert>}
        <p className="backups-text admin-muted">
          Pasta no servidor: <span className="admin-mono">{data.agenda.diretorio}</span>
        </p>
      </Card>

      <Card title="Arquivos" headingLevel={2}>
        {data.arquivos.length === 0 ? (
          <p className="admin-muted">Nenhum backup nesta pasta ainda.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--stack">
              <thead>
                <tr>
                  <th>Data</th>
                  <th className="admin-num">Tamanho</th>
                  <th>Versão</th>
                  <th>Arquivo</th>
                </tr>
              </thead>
              <tbody>
                {data.arquivos.map((file) => (
                  <tr key={file.arquivo}>
                    <td data-label="Data">{formatDateTime(file.criado_em)}</td>
                    <td data-label="Tamanho" className="admin-num">
                      {formatBytes(file.bytes)}
                    </td>
                    <td data-label="Versão">
                      app {file.app} · esquema {file.schema}
                    </td>
                    <td data-label="Arquivo">
                      <a href={backupDownloadUrl(file.arquivo)} download={file.arquivo} className="backups-download">
                        Baixar<span className="visually-hidden"> o backup de {formatDateTime(file.criado_em)}</span>
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <Card title="Como restaurar" headingLevel={2}>
        <p className="backups-text">
          A restauração substitui os dados do sistema e é feita na linha de comando do servidor, com ele parado:
        </p>
        <ol className="backups-steps">
          <li>Pare o servidor.</li>
          <li>
            Rode <code className="admin-mono">npm run restore -- caminho/do/arquivo.backup</code>. Num banco vazio ela restaura
            direto; se o banco já tem dados, acrescente <code className="admin-mono">--force</code> para substituí-lo.
          </li>
          <li>Inicie o servidor de novo. Contas excluídas depois do backup continuam excluídas.</li>
        </ol>
        <p className="backups-text admin-muted">O passo a passo completo está em docs/backups.md.</p>
      </Card>
    </>
  );
}
