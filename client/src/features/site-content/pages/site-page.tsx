import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/utils/format-date';
import { SetupChecklist } from '@/features/site-content/components/setup-checklist';
import { SiteForm } from '@/features/site-content/components/site-form';
import { useAdminSite, useLoadSiteExample, useSaveSite } from '@/features/site-content/hooks/use-admin-site';
import '@/styles/staff.css';
import './site-page.css';

/**
 * /admin/site (admins): what the public site shows of the advisory (name, WhatsApp, office hours, advisors, legal
 * contacts), the setup checklist, and the shipped example on request. The site shows a change within seconds.
 */
export default function SitePage() {
  const query = useAdminSite();
  const save = useSaveSite();
  const example = useLoadSiteExample();
  const data = query.data;

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Site</h1>
      <p className="admin-page__lead">
        O que o site público mostra da sua assessoria. Campos vazios ficam ocultos no site: nenhum número de exemplo chega a quem
        visita.
      </p>
      {query.isError && <Alert tone="danger">{query.error.message || 'Não foi possível carregar o conteúdo do site.'}</Alert>}
      {query.isPending && (
        <p className="admin-muted" role="status">
          Carregando...
        </p>
      )}
      {data && (
        <>
          {data.exemplo && (
            <Alert tone="info">
              Conteúdo de exemplo: os assessores abaixo são fictícios e não têm telefone. Troque-os pelos seus e salve.
            </Alert>
          )}
          <Card title="Configuração" headingLevel={2}>
            <SetupChecklist steps={data.checklist} />
          </Card>
          <Card
            title="Conteúdo"
            headingLevel={2}
            actions={
              <Button
                variant="secondary"
                size="sm"
                loading={example.isPending}
                disabled={example.isPending}
                onClick={() => example.mutate()}
              >
                Carregar exemplo
              </Button>
            }
          >
            <p className="admin-muted site-page__updated">
              {data.atualizado_em
                ? `Última alteração: ${formatDateTime(data.atualizado_em)}.`
                : 'Ainda não salvo: o site mostra só o nome e o chat.'}
            </p>
            {save.isSuccess && <Alert tone="success">Conteúdo salvo. O site mostra as mudanças em alguns segundos.</Alert>}
            {save.isError && <Alert tone="danger">{save.error.message || 'Não foi possível salvar o conteúdo.'}</Alert>}
            {example.isError && <Alert tone="danger">{example.error.message || 'Não foi possível carregar o exemplo.'}</Alert>}
            <SiteForm content={data.conteudo} saving={save.isPending} onSave={(content) => save.mutate(content)} />
          </Card>
        </>
      )}
    </div>
  );
}
