import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QUICK_REPLY_VARIABLES } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { Button } from '@/components/ui/button';
import { createQuickReply } from '@/features/pipeline/api/create-quick-reply';
import { deleteQuickReply } from '@/features/pipeline/api/delete-quick-reply';
import { listQuickReplies } from '@/features/pipeline/api/list-quick-replies';
import { FormFooter } from '@/features/pipeline/components/form-footer';
import { useListEditing } from '@/features/pipeline/hooks/use-list-editing';

/** 'Respostas rápidas': the staff-managed list staff insert with '/atalho' in the reply box. */
export function QuickRepliesManager() {
  const list = useQuery({ queryKey: queryKeys.quickReplies.all, queryFn: ({ signal }) => listQuickReplies(signal) });
  const [atalho, setAtalho] = useState('');
  const [texto, setTexto] = useState('');
  const { add: create, remove } = useListEditing(queryKeys.quickReplies.all, createQuickReply, deleteQuickReply, () => {
    setAtalho('');
    setTexto('');
  });

  return (
    <details className="pipeline-numbers">
      <summary>Respostas rápidas</summary>
      <p className="pipeline-muted">Digite / e o atalho na caixa de resposta. Variáveis: {QUICK_REPLY_VARIABLES.join(', ')}.</p>
      <ul className="pipeline-checklist" aria-label="Respostas rápidas cadastradas">
        {(list.data ?? []).map((reply) => (
          <li key={reply.id}>
            <strong>/{reply.atalho}</strong> {reply.texto}{' '}
            <Button variant="ghost" size="sm" aria-label={`Excluir /${reply.atalho}`} onClick={() => remove.mutate(reply.id)}>
              Excluir
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="pipeline-form"
        aria-label="Nova resposta rápida"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ atalho, texto });
        }}
      >
        <label className="pipeline-field">
          <span>Atalho</span>
          <input value={atalho} maxLength={31} onChange={(event) => setAtalho(event.target.value)} />
        </label>
        <label className="pipeline-field">
          <span>Texto</span>
          <textarea value={texto} rows={2} onChange={(event) => setTexto(event.target.value)} />
        </label>
        <FormFooter error={create.error} pending={create.isPending}>
          Adicionar resposta
        </FormFooter>
      </form>
    </details>
  );
}
