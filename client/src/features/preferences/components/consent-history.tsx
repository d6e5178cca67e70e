import { formatDateTime } from '@/utils/format-date';
import { useConsentHistory } from '@/features/preferences/hooks/use-marketing-consent';

const CHANNEL_LABEL: Record<string, string> = { configuracoes: 'nesta página', cadastro: 'no cadastro' };
const PURPOSE_LABEL: Record<string, string> = { marketing_whatsapp: 'Novidades pelo WhatsApp', termos_privacidade: 'Termos de Uso e Política de Privacidade' };

/** The consent ledger under the checkbox: every choice, when and where it was made, and the text version shown. */
export function ConsentHistory() {
  const { data, isPending, isError } = useConsentHistory();
  if (isPending) return null;
  if (isError) return <p className="settings-card__text">Não foi possível carregar o histórico de consentimento.</p>;
  return (
    <div className="consent-history">
      <h3 className="consent-history__title">Histórico de consentimento</h3>
      {data.length === 0 ? (
        <p className="settings-card__text">Nenhuma escolha registrada ainda.</p>
      ) : (
        <ul className="consent-history__list" aria-label="Histórico de consentimento">
          {data.map((record) => (
            <li key={record.id}>
              {PURPOSE_LABEL[record.finalidade] ?? record.finalidade}: <strong>{record.valor ? 'Aceitou' : 'Recusou'}</strong> em {formatDateTime(record.criado_em)},{' '}
              {CHANNEL_LABEL[record.canal] ?? record.canal} — “{record.texto}” <small>(versão {record.versao_texto})</small>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
