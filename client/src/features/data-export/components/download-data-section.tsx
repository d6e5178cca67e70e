import { useState } from 'react';
import { SettingsCard, SettingsCardStatus } from '@/components/settings-card';
import { Button } from '@/components/ui/button';
import { downloadMyData, DownloadError, type ExportKind } from '@/features/data-export/api/download-my-data';
import { saveFile } from '@/features/data-export/logic/save-file';

const FAILED = 'Não foi possível gerar o arquivo. Tente novamente.';

/** 'Baixar meus dados' on /painel/config (LGPD art. 18 and 19): a copy of everything the product holds about the person. */
export function DownloadDataSection() {
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
    <SettingsCard title="Seus dados">
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
      <SettingsCardStatus status={done ? 'Arquivo gerado.' : ''} error={error} onCloseError={() => setError(null)} />
    </SettingsCard>
  );
}
