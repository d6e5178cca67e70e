import { useEffect, useState } from 'react';
import type { Cartao } from '@app/contracts';
import { Dialog } from '@/components/ui/dialog';
import { formatDateTime } from '@/utils/format-date';
import { useAuth } from '@/lib/auth';
import { ChecklistEditor } from '@/features/pipeline/components/checklist-editor';
import { DocumentChecklist } from '@/features/pipeline/components/document-checklist';
import { FormFooter } from '@/features/pipeline/components/form-footer';
import { SourceDetails } from '@/features/pipeline/components/source-details';
import { useProspect } from '@/features/pipeline/hooks/use-prospect';
import { fromLocalInput, toLocalInput } from '@/features/pipeline/logic/board';

/** A prospect's panel: owner and next follow-up, the document checklist and the stage history. */
export function ProspectPanel({ card, onClose }: { card: Cartao; onClose(): void }) {
  const { prospect, staff, followUp, document } = useProspect(card.user_id);
  const { role } = useAuth();
  const current = prospect.data?.cartao ?? card;
  const [owner, setOwner] = useState(current.responsavel ? String(current.responsavel.id) : '');
  const [when, setWhen] = useState(toLocalInput(current.proximo_contato_em));
  const [note, setNote] = useState(current.proximo_contato_nota ?? '');

  const loaded = prospect.data?.cartao;
  useEffect(() => {
    if (!loaded) return;
    setOwner(loaded.responsavel ? String(loaded.responsavel.id) : '');
    setWhen(toLocalInput(loaded.proximo_contato_em));
    setNote(loaded.proximo_contato_nota ?? '');
  }, [loaded]);

  const documentos = prospect.data?.documentos ?? [];
  const missing = documentos.filter((d) => !d.entregue_em);
  return (
    <Dialog title={card.username} description={`Etapa: ${current.etapa}`} onClose={onClose}>
      <form
        className="pipeline-form"
        aria-label="Responsável e próximo contato"
        onSubmit={(event) => {
          event.preventDefault();
          followUp.mutate({
            responsavelId: owner ? Number(owner) : null,
            proximoContatoEm: fromLocalInput(when),
            nota: note.trim() || null,
          });
        }}
      >
        <label className="pipeline-field">
          <span>Responsável</span>
          <select value={owner} onChange={(event) => setOwner(event.target.value)}>
            <option value="">Sem responsável</option>
            {(staff.data ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.username}
              </option>
            ))}
          </select>
        </label>
        <label className="pipeline-field">
          <span>Próximo contato</span>
          <input type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
        </label>
        <label className="pipeline-field">
          <span>Nota do contato</span>
          <input type="text" value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
        </label>
        <FormFooter error={followUp.error} pending={followUp.isPending}>
          Salvar acompanhamento
        </FormFooter>
      </form>

      <section aria-labelledby="pipeline-docs-title">
        <h3 id="pipeline-docs-title" className="pipeline-subtitle">
          Documentos ({documentos.length - missing.length}/{documentos.length})
        </h3>
        {current.etapa === 'Pendente de documentação' && missing.length > 0 && (
          <p className="pipeline-muted">Faltam: {missing.map((d) => d.nome).join(', ')}.</p>
        )}
        <DocumentChecklist
          userId={card.user_id}
          documentos={documentos}
          busy={document.isPending}
          error={document.isError ? document.error.message : null}
          onChange={(documentoId, body) => document.mutate({ documentoId, ...body })}
        />
        {role === 'admin' && <ChecklistEditor documentos={documentos} />}
      </section>

      {prospect.data && <SourceDetails origem={prospect.data.origem} />}

      <section aria-labelledby="pipeline-history-title">
        <h3 id="pipeline-history-title" className="pipeline-subtitle">
          Histórico de etapas
        </h3>
        {prospect.data && prospect.data.historico.length === 0 && <p className="pipeline-muted">Nenhuma mudança de etapa ainda.</p>}
        <ol className="pipeline-history" aria-label="Histórico de etapas">
          {(prospect.data?.historico ?? []).map((h) => (
            <li key={h.id}>
              {formatDateTime(h.criado_em)}: {h.autor ?? 'Alguém'} moveu de {h.de ?? '—'} para {h.para}
              {h.motivo && ` (motivo: ${h.motivo})`}
              {h.nota && ` — ${h.nota}`}
            </li>
          ))}
        </ol>
      </section>
    </Dialog>
  );
}
