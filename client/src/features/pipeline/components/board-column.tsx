import { useDroppable } from '@dnd-kit/core';
import type { Cartao, Coluna, StatusAtendimento } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { ProspectCard } from './prospect-card';

interface BoardColumnProps {
  column: Coluna;
  /** Cards of later pages already loaded ('Carregar mais'). */
  more: Cartao[];
  now: Date;
  busyIds: ReadonlySet<number>;
  loadingMore: boolean;
  onLoadMore(etapa: StatusAtendimento): void;
  onOpen(card: Cartao): void;
  onMove(card: Cartao, etapa: StatusAtendimento): void;
}

/** One stage: its count, its cards (one page at a time, only what is loaded is rendered) and a drop zone (its stage is its id). */
export function BoardColumn({ column, more, now, busyIds, loadingMore, onLoadMore, onOpen, onMove }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.etapa });
  const shown = [...column.cartoes, ...more.filter((c) => !column.cartoes.some((x) => x.user_id === c.user_id))];
  const headingId = `funil-coluna-${column.etapa.replace(/\W+/g, '-')}`;
  return (
    <section
      ref={setNodeRef}
      className={isOver ? 'funil-column funil-column--over' : 'funil-column'}
      aria-labelledby={headingId}
      data-etapa={column.etapa}
    >
      <h2 id={headingId} className="funil-column__title">
        {column.etapa} <span className="funil-column__count">({column.total})</span>
      </h2>
      <ul className="funil-column__cards" aria-label={`Prospectos em ${column.etapa}`}>
        {shown.map((card) => (
          <ProspectCard
            key={card.user_id}
            card={card}
            now={now}
            busy={busyIds.has(card.user_id)}
            onOpen={onOpen}
            onMove={onMove}
          />
        ))}
      </ul>
      {shown.length === 0 && <p className="funil-muted">Nenhum prospecto.</p>}
      {shown.length < column.total && (
        <Button variant="ghost" size="sm" loading={loadingMore} onClick={() => onLoadMore(column.etapa)}>
          Carregar mais
        </Button>
      )}
    </section>
  );
}
