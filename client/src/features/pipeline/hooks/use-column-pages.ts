import { useCallback, useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FUNIL_COLUMN_PAGE_SIZE, type Cartao, type Coluna, type FiltroFunil } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { getColumn } from '@/features/pipeline/api/get-column';
import { columnCards } from '@/features/pipeline/logic/board';

export interface BoardFilter {
  filtro: FiltroFunil;
  busca: string;
  origem: string;
}

/**
 * One column's cards: the board's first page plus the pages after it, asked of the server (an infinite query) only
 * once the list is scrolled near its end. They are refreshed with the board (both keys start with 'pipeline').
 */
export function useColumnPages(column: Coluna, filter: BoardFilter) {
  // Later pages are asked for only once this list (this filter, search and source) was scrolled near its end.
  const listKey = `${filter.filtro}|${filter.busca}|${filter.origem}`;
  const [startedFor, setStartedFor] = useState<string | null>(null);
  const started = startedFor === listKey;
  const later = useInfiniteQuery({
    queryKey: queryKeys.pipeline.columnPages(filter.filtro, filter.busca, filter.origem, column.etapa),
    queryFn: ({ pageParam, signal }) => getColumn(column.etapa, pageParam, filter.filtro, filter.busca, filter.origem, signal),
    initialPageParam: 2,
    getNextPageParam: (last) => (last.pagina * FUNIL_COLUMN_PAGE_SIZE < last.total ? last.pagina + 1 : undefined),
    enabled: started,
    meta: { errorMessage: '[pipeline] could not load more cards:' },
  });
  const pages = later.data?.pages;
  const cards: Cartao[] = useMemo(() => columnCards(column.cartoes, pages ?? []), [column.cartoes, pages]);
  const hasMore = started ? later.hasNextPage : cards.length < column.total;
  const { fetchNextPage, isFetching, hasNextPage } = later;

  /** Called as the end of the list comes into view: the next page, once per page. */
  const loadMore = useCallback(() => {
    if (!started) setStartedFor(listKey);
    else if (hasNextPage && !isFetching) void fetchNextPage();
  }, [started, listKey, hasNextPage, isFetching, fetchNextPage]);

  const retry = useCallback(() => void (later.data ? later.fetchNextPage() : later.refetch()), [later]);

  return { cards, hasMore, loading: later.isFetching, failed: later.isError, loadMore, retry, listKey };
}
