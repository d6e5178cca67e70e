import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { cartaoSchema, type Cartao, type Coluna, type FiltroFunil, type MoverEtapaRequest, type Quadro } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { isApiError } from '@/lib/api-client';
import { useReloadOnSocket, type ReloadEvent } from '@/lib/use-reload-on-socket';
import { getBoard } from '@/features/pipeline/api/get-board';
import { moveProspect } from '@/features/pipeline/api/move-prospect';
import { placeCard, withoutMovedCard } from '@/features/pipeline/logic/board';

// Every connection too, the first included: a move made between the board's first read and the socket joining the
// staff room sent its event to nobody (the same gap the ticket list had).
const RELOAD_ON: readonly ReloadEvent[] = ['chamado-atualizado', 'connect'];

/** The board for a filter, search and source, reloaded live on every `chamado-atualizado` (a move by anyone, a message) and socket connection. */
export function useBoard(filtro: FiltroFunil, busca: string, origem: string) {
  const query = useQuery({
    queryKey: queryKeys.pipeline.board(filtro, busca, origem),
    queryFn: ({ signal }) => getBoard(filtro, busca, origem, signal),
    meta: { errorMessage: '[pipeline] could not load the board:' },
  });
  useReloadOnSocket(queryKeys.pipeline.all, RELOAD_ON);
  return query;
}

export type MoveOutcome = { ok: true } | { ok: false; message: string };

/** Moves a card; on success the board shows it at once, on a 409 the board takes the server's current card. */
export function useMoveCard() {
  const queryClient = useQueryClient();
  const apply = useCallback(
    (card: Cartao) => {
      queryClient.setQueriesData<Quadro>({ queryKey: ['pipeline', 'board'] }, (board) => board && placeCard(board, card));
      queryClient.setQueriesData<InfiniteData<Coluna>>(
        { queryKey: ['pipeline', 'column'] },
        (later) => later && { ...later, pages: withoutMovedCard(later.pages, card) },
      );
    },
    [queryClient],
  );
  const { mutateAsync } = useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: MoverEtapaRequest }) => moveProspect(userId, body),
    onSuccess: apply,
  });
  return useCallback(
    async (userId: number, body: MoverEtapaRequest): Promise<MoveOutcome> => {
      try {
        await mutateAsync({ userId, body });
        return { ok: true };
      } catch (error) {
        const current =
          isApiError(error) && error.status === 409 ? cartaoSchema.safeParse((error.body as { atual?: unknown })?.atual) : null;
        if (current?.success) apply(current.data);
        void queryClient.invalidateQueries({ queryKey: queryKeys.pipeline.all });
        return {
          ok: false,
          message: isApiError(error) && error.serverMessage ? error.serverMessage : 'Não foi possível mover o cartão.',
        };
      }
    },
    [mutateAsync, apply, queryClient],
  );
}
