import { useState } from 'react';
import { MOTIVOS_PERDA, type MotivoPerda } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PlainOptions } from '@/components/ui/plain-options';

interface LostReasonDialogProps {
  name: string;
  onConfirm(motivo: MotivoPerda, nota: string): void;
  onClose(): void;
}

/** Moving a card to Perdido asks why (a reason from the short list) and an optional note. */
export function LostReasonDialog({ name, onConfirm, onClose }: LostReasonDialogProps) {
  const [motivo, setMotivo] = useState<MotivoPerda | ''>('');
  const [nota, setNota] = useState('');
  const [error, setError] = useState('');
  return (
    <Dialog title="Marcar como Perdido" description={name} onClose={onClose}>
      <form
        className="pipeline-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!motivo) {
            setError('Escolha o motivo da perda.');
            return;
          }
          onConfirm(motivo, nota);
        }}
      >
        <label className="pipeline-field">
          <span>Motivo da perda</span>
          <select value={motivo} onChange={(event) => setMotivo(event.target.value as MotivoPerda)} aria-invalid={Boolean(error)}>
            <option value="">Selecione o motivo</option>
            <PlainOptions values={MOTIVOS_PERDA} />
          </select>
        </label>
        {error && (
          <p role="alert" className="pipeline-error">
            {error}
          </p>
        )}
        <label className="pipeline-field">
          <span>Observação (opcional)</span>
          <textarea value={nota} maxLength={500} rows={3} onChange={(event) => setNota(event.target.value)} />
        </label>
        <div className="pipeline-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger">
            Marcar como Perdido
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
