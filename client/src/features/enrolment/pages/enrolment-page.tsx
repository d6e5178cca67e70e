import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fileUrl } from '@/api/list-files';
import { queryKeys } from '@/api/query-keys';
import { Spinner } from '@/components/ui/spinner';
import { getSocket } from '@/lib/socket';
import { fileLabel } from '@/utils/file-label';
import { formatDateTime } from '@/utils/format-date';
import { getMyEnrolment } from '@/features/enrolment/api/get-my-enrolment';
import { stepStates } from '@/features/enrolment/logic/stepper';
import './enrolment-page.css';

const STATE_WORDS = { feito: 'concluída', atual: 'etapa atual', proximo: 'a seguir' } as const;

/** /painel/matricula: the student's own stage, document checklist and advisor, read-only. */
export default function EnrolmentPage() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.enrolment, queryFn: ({ signal }) => getMyEnrolment(signal) });

  // Staff moving the card or ticking a document notify the student's room: the page follows.
  useEffect(() => {
    const socket = getSocket();
    const reload = () => void queryClient.invalidateQueries({ queryKey: queryKeys.enrolment });
    socket.on('chamado-atualizado', reload);
    return () => {
      socket.off('chamado-atualizado', reload);
    };
  }, [queryClient]);

  if (query.isPending) return <Spinner label="Carregando sua matrícula..." />;
  if (query.isError || !query.data) {
    return (
      <p role="alert" className="matricula-error">
        Não foi possível carregar sua matrícula.
      </p>
    );
  }
  const { etapa, assessor, documentos } = query.data;
  const done = documentos.filter((d) => d.entregue_em).length;
  return (
    <div className="matricula-page">
      <h1>Minha matrícula</h1>
      <p>
        Seu assessor: <strong>{assessor ?? 'ainda não definido'}</strong>
      </p>
      {etapa === 'Perdido' && <p className="matricula-note">Seu processo está pausado. Fale com a assessoria para retomá-lo.</p>}
      <ol className="matricula-steps" aria-label="Etapas da matrícula">
        {stepStates(etapa).map((step) => (
          <li key={step.etapa} className={`matricula-step matricula-step--${step.estado}`} aria-current={step.estado === 'atual' ? 'step' : undefined}>
            <span className="matricula-step__name">{step.etapa}</span>
            <span className="matricula-step__state">{STATE_WORDS[step.estado]}</span>
          </li>
        ))}
      </ol>
      <h2>
        Documentos ({done}/{documentos.length})
      </h2>
      <ul className="matricula-docs" aria-label="Documentos">
        {documentos.map((doc) => (
          <li key={doc.id} className={doc.entregue_em ? 'matricula-doc matricula-doc--ok' : 'matricula-doc'}>
            <span className="matricula-doc__name">
              {doc.entregue_em ? '✓ ' : '○ '}
              {doc.nome}
            </span>
            <span className="matricula-doc__state">{doc.entregue_em ? `Entregue em ${formatDateTime(doc.entregue_em)}` : 'Falta entregar'}</span>
            {!doc.entregue_em && doc.como_obter && <span className="matricula-doc__how">Como obter: {doc.como_obter}</span>}
            {doc.arquivo && (
              <span className="matricula-doc__file">
                Arquivo que você enviou:{' '}
                <a href={fileUrl(doc.arquivo.id)} target="_blank" rel="noopener noreferrer">
                  {fileLabel(doc.arquivo)}
                </a>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
