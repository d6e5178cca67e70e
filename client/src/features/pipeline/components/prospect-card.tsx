import type { SyntheticEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { STATUS_ATENDIMENTO, type Cartao, type StatusAtendimento } from '@app/contracts';
import { DescriptionItem } from '@/components/ui/description-item';
import { PlainOptions } from '@/components/ui/plain-options';
import { formatDateTime } from '@/utils/format-date';
import type { CardDragData } from '@/features/pipeline/hooks/use-board-dnd';
import { daysInStage, daysLabel, isOverdue } from '@/features/pipeline/logic/board';

interface ProspectCardProps {
  card: Cartao;
  now: Date;
  busy: boolean;
  /** Where the card sits in its column's virtual list: its index, its offset in px and the column's total. */
  position: { index: number; start: number; of: number };
  /** The virtual list measures each drawn card (cards differ in height). */
  measureRef(node: Element | null): void;
  onOpen(card: Cartao): void;
  onMove(card: Cartao, etapa: StatusAtendimento): void;
}

/** Form controls inside a card keep their own mouse and touch behaviour: pressing them never starts a drag. */
const isFormControl = (target: EventTarget) => target instanceof Element && target.closest('select, input, textarea') !== null;

/**
 * One prospect: name, owner, days in stage, next follow-up (red when overdue), waiting badge, source and document
 * progress. It moves by dragging (mouse or touch anywhere on the card), with the keyboard from its 'Arrastar' handle
 * (space, arrows, space), or through its 'Mover para' select.
 */
export function ProspectCard({ card, now, busy, position, measureRef, onOpen, onMove }: ProspectCardProps) {
  const overdue = isOverdue(card.proximo_contato_em, now);
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `cartao-${card.user_id}`,
    data: { card } satisfies CardDragData,
    disabled: busy,
    attributes: { roleDescription: 'cartão arrastável' },
  });
  // dnd-kit types its listeners as plain Functions.
  const handlers = listeners as Partial<Record<'onMouseDown' | 'onTouchStart' | 'onKeyDown', (event: SyntheticEvent) => void>> | undefined;
  const pointerDown = (event: SyntheticEvent, start: ((event: SyntheticEvent) => void) | undefined) => {
    if (!isFormControl(event.target)) start?.(event);
  };
  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        measureRef(node);
      }}
      className={isDragging ? 'pipeline-card pipeline-card--dragging' : 'pipeline-card'}
      style={{ transform: `translateY(${position.start}px)` }}
      data-index={position.index}
      aria-posinset={position.index + 1}
      aria-setsize={position.of}
      aria-busy={busy || undefined}
      data-testid={`cartao-${card.user_id}`}
      onMouseDown={(event) => pointerDown(event, handlers?.onMouseDown)}
      onTouchStart={(event) => pointerDown(event, handlers?.onTouchStart)}
    >
      <div className="pipeline-card__top">
        <button type="button" className="pipeline-card__name" onClick={() => onOpen(card)}>
          {card.username}
        </button>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="pipeline-card__handle"
          {...attributes}
          aria-label={`Arrastar ${card.username}`}
          onKeyDown={handlers?.onKeyDown}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      </div>
      {card.aguardando && <span className="pipeline-badge">Aguardando resposta</span>}
      <dl className="pipeline-card__facts">
        <DescriptionItem term="Responsável">{card.responsavel?.username ?? 'Sem responsável'}</DescriptionItem>
        <DescriptionItem term="Na etapa">{daysLabel(daysInStage(card.etapa_desde, now))}</DescriptionItem>
        {card.proximo_contato_em && (
          <DescriptionItem term="Próximo contato" className={overdue ? 'pipeline-card__due pipeline-card__due--overdue' : 'pipeline-card__due'}>
            {formatDateTime(card.proximo_contato_em)}
            {overdue && ' (atrasado)'}
          </DescriptionItem>
        )}
        <DescriptionItem term="Documentos">
          {card.documentos.entregues}/{card.documentos.total}
        </DescriptionItem>
        {card.origem && (
          <DescriptionItem term="Origem" className="pipeline-card__source">
            {card.origem}
          </DescriptionItem>
        )}
        {card.motivo_perda && <DescriptionItem term="Motivo">{card.motivo_perda}</DescriptionItem>}
      </dl>
      <label className="pipeline-card__move">
        <span>Mover para</span>
        <select
          aria-label={`Mover ${card.username} para`}
          value={card.etapa}
          disabled={busy}
          onChange={(event) => onMove(card, event.target.value as StatusAtendimento)}
        >
          <PlainOptions values={STATUS_ATENDIMENTO} />
        </select>
      </label>
    </li>
  );
}
