import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcompanhamentoRequest, Cartao } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { Button } from '@/components/ui/button';
import { getSocket } from '@/lib/socket';
import { formatDateTime } from '@/utils/format-date';
import { getFollowUp, keepFollowUp, saveFollowUp, type FollowUpState } from '@/features/tickets/api/follow-up';
import { cleared, postponed } from '@/features/tickets/logic/follow-up';

/**
 * Above the reply box: the person's next follow-up and the choice to clear it or move it after this exchange. When
 * the prospect wrote after the date was set, the bar asks to keep, clear or move it (a message never
 * changes the date silently, and never leaves it unquestioned either).
 */
export function FollowUpBar({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const key = [...queryKeys.pipeline.prospect(userId), 'card'];
  const state = useQuery({ queryKey: key, queryFn: ({ signal }) => getFollowUp(userId, signal) });

  // A message in this conversation (the prospect's included) may raise the question: read it again.
  useEffect(() => {
    const socket = getSocket();
    const onTicket = (event: { userId: number }) => {
      if (event.userId === userId)
        void queryClient.invalidateQueries({ queryKey: [...queryKeys.pipeline.prospect(userId), 'card'] });
    };
    socket.on('chamado-atualizado', onTicket);
    return () => {
      socket.off('chamado-atualizado', onTicket);
    };
  }, [queryClient, userId]);

  // Any of the choices answers the question.
  const decided = (cartao: Cartao) => {
    queryClient.setQueryData<FollowUpState>(key, { cartao, mensagemAposContatoEm: null });
    void queryClient.invalidateQueries({ queryKey: queryKeys.pipeline.all });
  };
  const save = useMutation({ mutationFn: (body: AcompanhamentoRequest) => saveFollowUp(userId, body), onSuccess: decided });
  const keep = useMutation({ mutationFn: () => keepFollowUp(userId), onSuccess: decided });

  const current = state.data?.cartao;
  if (!current?.proximo_contato_em) return null;
  const wroteAt = state.data?.mensagemAposContatoEm ?? null;
  const pending = save.isPending || keep.isPending;
  const failure = save.error ?? keep.error;
  return (
    <div
      className={wroteAt ? 'tickets-follow-up tickets-follow-up--ask' : 'tickets-follow-up'}
      role="group"
      aria-label="Próximo contato"
    >
      <span>
        Próximo contato: <strong>{formatDateTime(current.proximo_contato_em)}</strong>
        {current.proximo_contato_nota && ` — ${current.proximo_contato_nota}`}
      </span>
      <p className="tickets-follow-up__ask" role="status">
        {wroteAt &&
          `${current.username} escreveu em ${formatDateTime(wroteAt)}, depois que este contato foi marcado. Manter a data, concluir ou adiar?`}
      </p>
      {wroteAt && (
        <Button variant="ghost" size="sm" loading={keep.isPending} disabled={pending} onClick={() => keep.mutate()}>
          Manter data
        </Button>
      )}
      {[1, 7].map((days) => (
        <Button
          key={days}
          variant="ghost"
          size="sm"
          loading={save.isPending}
          disabled={pending}
          onClick={() => save.mutate(postponed(current, days, new Date()))}
        >
          {days === 1 ? 'Adiar 1 dia' : `Adiar ${days} dias`}
        </Button>
      ))}
      <Button variant="ghost" size="sm" loading={save.isPending} disabled={pending} onClick={() => save.mutate(cleared(current))}>
        Concluir
      </Button>
      {failure && (
        <span role="alert" className="tickets-follow-up__error">
          {failure.message}
        </span>
      )}
    </div>
  );
}
