import { useCallback, useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatusAtendimento, StatusIa, TicketsPage, UpdatedTicket } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { useReloadOnSocket, type ReloadEvent } from '@/lib/use-reload-on-socket';
import { listTickets } from '@/features/tickets/api/list-tickets';
import { updateStatusAtendimento, updateStatusIa } from '@/features/tickets/api/update-status';

// Every connection, the first included: a message that arrived between the list's first read and the socket
// joining the staff room sent its event to nobody (seen in a full e2e run), so the list is read again.
const RELOAD_ON: readonly ReloadEvent[] = ['chamado-atualizado', 'connect'];

/**
 * One page of the ticket list, reloaded on every `chamado-atualizado` (docs/product.md, Attendance and AI status) and on every socket connection.
 * Failures are only logged (docs/product.md, Error messages); the last good page stays on screen.
 */
export function useTickets() {
  const [page, setPage] = useState(1);
  const [lastShown, setLastShown] = useState<TicketsPage | null>(null);
  const query = useQuery({
    queryKey: queryKeys.tickets.page(page),
    queryFn: ({ signal }) => listTickets(page, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: '[tickets] could not load the ticket list:' },
  });

  // The list shrank under us (e.g. an account was deleted): show its last page instead of an empty one.
  const fetched = query.data;
  const shrunk = fetched !== undefined && fetched.chamados.length === 0 && page > 1 && fetched.total > 0;
  useEffect(() => {
    if (shrunk) setPage(fetched.paginas);
    else if (fetched) setLastShown(fetched);
  }, [fetched, shrunk]);

  useReloadOnSocket(queryKeys.tickets.all, RELOAD_ON);
  return { page, setPage, data: fetched && !shrunk ? fetched : lastShown, loading: query.isPending };
}

type StatusChange = { userId: number; status_ia: StatusIa } | { userId: number; status_atendimento: StatusAtendimento };

/**
 * The two switches of a ticket. The row changes only after the server accepted (docs/product.md, Attendance and AI status): the changed field of
 * the stored row is applied to the list at once, before the realtime reload arrives.
 */
export function useChangeTicketStatus() {
  const queryClient = useQueryClient();
  const applyToList = useCallback(
    (userId: number, change: Partial<UpdatedTicket>) =>
      queryClient.setQueriesData<TicketsPage>({ queryKey: queryKeys.tickets.all }, (current) =>
        current && { ...current, chamados: current.chamados.map((t) => (t.user_id === userId ? { ...t, ...change } : t)) },
      ),
    [queryClient],
  );
  const { mutateAsync } = useMutation({
    mutationFn: (change: StatusChange) =>
      'status_ia' in change ? updateStatusIa(change.userId, change.status_ia) : updateStatusAtendimento(change.userId, change.status_atendimento),
    onSuccess: (updated, change) =>
      applyToList(
        updated.user_id,
        'status_ia' in change ? { status_ia: updated.status_ia } : { status_atendimento: updated.status_atendimento },
      ),
  });
  return mutateAsync;
}
