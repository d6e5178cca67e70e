import { useState } from 'react';
import type { DocumentoItem } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { Button } from '@/components/ui/button';
import { addDocument } from '@/features/pipeline/api/add-document';
import { retireDocument } from '@/features/pipeline/api/retire-document';
import { FormFooter } from '@/features/pipeline/components/form-footer';
import { useListEditing } from '@/features/pipeline/hooks/use-list-editing';

/** Admins edit the default document checklist from the prospect panel: add an item, remove one. */
export function ChecklistEditor({ documentos }: { documentos: readonly DocumentoItem[] }) {
  const [nome, setNome] = useState('');
  const [comoObter, setComoObter] = useState('');
  const { add, remove: retire } = useListEditing(queryKeys.pipeline.all, addDocument, retireDocument, () => {
    setNome('');
    setComoObter('');
  });
  return (
    <details className="pipeline-numbers">
      <summary>Editar a lista de documentos (vale para todos)</summary>
      <ul className="pipeline-checklist">
        {documentos.map((doc) => (
          <li key={doc.id}>
            {doc.nome}{' '}
            <Button variant="ghost" size="sm" aria-label={`Remover ${doc.nome} da lista`} onClick={() => retire.mutate(doc.id)}>
              Remover
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="pipeline-form"
        aria-label="Novo documento"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ nome, como_obter: comoObter });
        }}
      >
        <label className="pipeline-field">
          <span>Documento</span>
          <input value={nome} maxLength={120} onChange={(event) => setNome(event.target.value)} />
        </label>
        <label className="pipeline-field">
          <span>Como obter</span>
          <input value={comoObter} maxLength={500} onChange={(event) => setComoObter(event.target.value)} />
        </label>
        <FormFooter error={add.error ?? retire.error} pending={add.isPending}>
          Adicionar documento
        </FormFooter>
      </form>
    </details>
  );
}
