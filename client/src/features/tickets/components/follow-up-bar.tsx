import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcompanhamentoRequest } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/utils/format-date';
import { getFollowUp, saveFollowUp } from '@/features/tickets/api/follow-up';
import { cleared, postponed } from '@/features/tickets/logic/follow-up';

/**
 * Above the reply box: the person's next follow-up and the choice to clear it or move it after this exchange
 * (issue 15: never changed silently by a message).
 */
export function FollowUpBar({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const key = queryKeys.pipeline.prospect(userId);
  const card = useQuery({ queryKey: [...key, 'card'], queryFn: ({ signal }) => getFollowUp(userId, signal) });
  const save = useMutation({
    mutationFn: (body: AcompanhamentoRequest) => saveFollowUp(userId, body),
    onSuccess: (next) => {
      queryClient.setQueryData([...key, 'card'], next);
      void queryClient.invalidateQueries({ queryKey: queryKeys.pipeline.all });
    },
  });
  const current = card.data;
  if (!current?.proximo_contato_em) return null;
  return (
    <div className="tickets-follow-up" role="group" aria-label="Próximo contato">
      <span>
        Próximo contato: <strong>{formatDateTime(current.proximo_contato_em)}</strong>
        {current.proximo_contato_nota && ` — ${current.proximo_contato_nota}`}
      </span>
      <Button variant="ghost" size="sm" loading={save.isPending} onClick={() => save.mutate(postponed(current, 1, new Date()))}>
        Adiar 1 dia
      </Button>
      <Button variant="ghost" size="sm" loading={save.isPending} onClick={() => save.mutate(postponed(current, 7, new Date()))}>
        Adiar 7 dias
      </Button>
      <Button variant="ghost" size="sm" loading={save.isPending} onClick={() => save.mutate(cleared(current))}>
        Concluir
      </Button>
    </div>
  );
}
