import { Button } from '@/components/ui/button';
import { dismissRefusals, useSyncStatus } from '@/lib/offline';

const answers = (n: number) => (n === 1 ? '1 resposta' : `${n} respostas`);

/**
 * Where the device's answers stand: offline with how many wait, being sent, "Sincronizado", and the answers the server
 * did not apply with its reason (its rule wins; the student is told plainly, once).
 */
export function SyncBanner({ fromCopy }: { fromCopy: boolean }) {
  const { pendentes, sincronizando, online, sincronizado_em, recusadas } = useSyncStatus();
  const offline = !online || (fromCopy && pendentes > 0 && !sincronizando);
  let text: string | null = null;
  let tone = 'fc-sync--offline';
  if (offline) {
    text = pendentes > 0 ? `Sem conexão — ${answers(pendentes)} aguardando sincronização` : 'Sem conexão — estudando com a cópia deste aparelho';
  } else if (sincronizando) {
    text = `Sincronizando ${answers(pendentes)}…`;
    tone = 'fc-sync--busy';
  } else if (pendentes > 0) {
    text = `${answers(pendentes)} aguardando sincronização`;
    tone = 'fc-sync--busy';
  } else if (sincronizado_em !== null) {
    text = 'Sincronizado';
    tone = 'fc-sync--done';
  }
  return (
    <>
      {text && (
        <p className={`fc-sync ${tone}`} role="status">
          {text}
        </p>
      )}
      {recusadas.length > 0 && (
        <div className="fc-sync fc-sync--refused" role="alert">
          <p>
            {recusadas.length === 1 ? 'Uma resposta dada sem conexão não foi aplicada:' : `${recusadas.length} respostas dadas sem conexão não foram aplicadas:`}
          </p>
          <ul>
            {[...new Set(recusadas.map((r) => r.motivo))].map((motivo) => (
              <li key={motivo}>{motivo}</li>
            ))}
          </ul>
          <Button size="sm" variant="secondary" onClick={dismissRefusals}>
            Entendi
          </Button>
        </div>
      )}
    </>
  );
}
