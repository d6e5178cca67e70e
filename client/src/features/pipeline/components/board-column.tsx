import { useCallback, useEffect, useRef } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { Cartao, Coluna, StatusAtendimento } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { useColumnPages, type BoardFilter } from '@/features/pipeline/hooks/use-column-pages';
import { ProspectCard } from './prospect-card';

/** A card's height before it is measured (a card with owner, days, date, documents and source). */
const ESTIMATED_CARD_PX = 200;
const CARD_GAP_PX = 8;
/** Cards drawn beyond each edge of the visible part (keyboard focus and short scrolls never meet a gap). */
const OVERSCAN = 3;
/** Ask for the next page when the last drawn card is this close to the end of what is loaded. */
const LOAD_AHEAD = 5;

interface BoardColumnProps {
  column: Coluna;
  filter: BoardFilter;
  now: Date;
  busyIds: ReadonlySet<number>;
  /** The card being dragged: it stays drawn even when scrolled out of view, so dnd-kit keeps its node. */
  draggingId: number | null;
  onOpen(card: Cartao): void;
  onMove(card: Cartao, etapa: StatusAtendimento): void;
}

/**
 * One stage: its count, a drop zone (its stage is its id) and its cards as a virtual list — only the cards in view
 * (plus a few) are in the page, and the next server page is asked for as the list nears its end. Screen readers hear
 * each card's position in the whole column (aria-posinset / aria-setsize).
 */
export function BoardColumn({ column, filter, now, busyIds, draggingId, onOpen, onMove }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.etapa });
  const { cards, hasMore, loading, failed, loadMore, retry, listKey } = useColumnPages(column, filter);
  const scrollRef = useRef<HTMLDivElement>(null);
  const draggingIndex = draggingId === null ? -1 : cards.findIndex((c) => c.user_id === draggingId);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return draggingIndex === -1 || indexes.includes(draggingIndex)
        ? indexes
        : [...indexes, draggingIndex].sort((a, b) => a - b);
    },
    [draggingIndex],
  );
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    gap: CARD_GAP_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => cards[index]?.user_id ?? index,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  // A new filter, search or source is a new list: it starts at its top.
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [listKey]);
  const lastDrawn = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !failed && lastDrawn >= cards.length - LOAD_AHEAD) loadMore();
  }, [hasMore, failed, lastDrawn, cards.length, loadMore]);

  const headingId = `pipeline-column-${column.etapa.replace(/\W+/g, '-')}`;
  return (
    <section
      ref={setNodeRef}
      className={isOver ? 'pipeline-column pipeline-column--over' : 'pipeline-column'}
      aria-labelledby={headingId}
      data-etapa={column.etapa}
    >
      <h2 id={headingId} className="pipeline-column__title">
        {column.etapa} <span className="pipeline-column__count">({column.total})</span>
      </h2>
      <div ref={scrollRef} className="pipeline-column__scroll" data-testid={`rolagem-${column.etapa}`}>
        <ul
          className="pipeline-column__cards"
          aria-label={`Prospectos em ${column.etapa}`}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const card = cards[item.index]!;
            return (
              <ProspectCard
                key={item.key}
                card={card}
                now={now}
                busy={busyIds.has(card.user_id)}
                position={{ index: item.index, start: item.start, of: Math.max(column.total, cards.length) }}
                measureRef={virtualizer.measureElement}
                onOpen={onOpen}
                onMove={onMove}
              />
            );
          })}
        </ul>
        {cards.length === 0 && <p className="pipeline-muted">Nenhum prospecto.</p>}
      </div>
      <p className="pipeline-column__more" role="status">
        {loading && hasMore && !failed ? 'Carregando mais prospectos...' : ''}
        {failed ? 'Não foi possível carregar mais prospectos.' : ''}
      </p>
      {failed && (
        <Button variant="ghost" size="sm" loading={loading} onClick={retry}>
          Tentar de novo
        </Button>
      )}
    </section>
  );
}
