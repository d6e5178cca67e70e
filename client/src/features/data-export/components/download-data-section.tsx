import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { downloadMyData, DownloadError, type ExportKind } from '@/features/data-export/api/download-my-data';
import { saveFile } from '@/features/data-export/logic/save-file';

const FAILED = 'Não foi possível gerar o arquivo. Tente novamente.';

/** 'Baixar meus dados' on /painel/config (LGPD art. 18 and 19): a copy of everything the product holds about the person. */
export function DownloadDataSection() {
  const id = useId();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const download = async (kind: ExportKind) => {
    if (busy) return;
    setBusy(kind);
    setError(null);
    setDone(false);
    try {
      saveFile(await downloadMyData(kind));
      setDone(true);
    } catch (failure) {
      setError(failure instanceof DownloadError ? failure.message : FAILED);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-card__title">
        Seus dados
      </h2>
      <p className="settings-card__text">
        Baixe uma cópia de tudo o que guardamos sobre você: conta, conversas, envios de WhatsApp, decks, flashcards,
        áudios, histórico de consentimento e registros de acesso aos seus dados. O arquivo JSON tem tudo; as planilhas
        (CSV) trazem as conversas e os flashcards.
      </p>
      <div className="settings-card__actions">
        <Button loading={busy === 'json'} disabled={busy !== null} onClick={() => void download('json')}>
          Baixar meus dados
        </Button>
        <Button variant="secondary" loading={busy === 'mensagens'} disabled={busy !== null} onClick={() => void download('mensagens')}>
          Conversas (CSV)
        </Button>
        <Button variant="secondary" loading={busy === 'flashcards'} disabled={busy !== null} onClick={() => void download('flashcards')}>
          Flashcards (CSV)
        </Button>
      </div>
      <p className="settings-card__status" role="status" aria-live="polite">
        {done ? 'Arquivo gerado.' : ''}
      </p>
      {error && (
        <Alert tone="danger" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </section>
  );
}
