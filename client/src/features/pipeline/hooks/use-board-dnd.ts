import { useMemo } from 'react';
import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { Cartao } from '@app/contracts';
import { announce, DRAG_INSTRUCTIONS, neighbourColumn } from '@/features/pipeline/logic/drag';

/** What a draggable card carries. */
export interface CardDragData {
  card: Cartao;
}
const cardOf = (data: unknown) => (data as CardDragData | undefined)?.card;

/** Arrow left/right jumps to the neighbouring column (dnd-kit's default moves 25 px per press). */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = event.code === 'ArrowRight' ? 'right' : event.code === 'ArrowLeft' ? 'left' : null;
  const { collisionRect, droppableRects, over } = context;
  if (!collisionRect) return undefined;
  if (!direction) {
    if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
    return undefined;
  }
  event.preventDefault();
  const placed = [...droppableRects.entries()].map(([id, rect]) => ({ id: String(id), left: rect.left }));
  const target = neighbourColumn(placed, over ? String(over.id) : null, direction);
  const rect = target === null ? undefined : droppableRects.get(target);
  if (!rect) return undefined;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: Math.max(rect.top, Math.min(collisionRect.top, rect.top + rect.height - collisionRect.height)),
  };
};

/** The pointer decides where a mouse or finger drops; the keyboard (no pointer) goes by the card's rectangle. */
export const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/** Mouse, touch and keyboard sensors, and Portuguese screen-reader announcements for the board. */
export function useBoardDnd() {
  const sensors = useSensors(
    // A few pixels of travel before a drag: a click on the name still opens the panel.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press before a drag: a finger can still scroll the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const accessibility = useMemo(() => {
    const name = (data: unknown) => cardOf(data)?.username ?? 'O prospecto';
    const stage = (data: unknown) => cardOf(data)?.etapa ?? '';
    // The column last announced: dnd-kit reports "over" again for the column a card starts in and for every move
    // within a column; a screen reader hears only a change (the pick-up message is not talked over).
    let lastOver: string | null = null;
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver = stage(active.data.current) || null;
        return announce.start(name(active.data.current), stage(active.data.current));
      },
      onDragOver: ({ active, over }) => {
        const etapa = over ? String(over.id) : null;
        if (etapa === lastOver) return undefined;
        lastOver = etapa;
        return announce.over(name(active.data.current), etapa);
      },
      onDragEnd: ({ active, over }) =>
        announce.end(name(active.data.current), stage(active.data.current), over ? String(over.id) : null),
      onDragCancel: ({ active }) => announce.cancel(name(active.data.current), stage(active.data.current)),
    };
    return { announcements, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } };
  }, []);
  return { sensors, accessibility, collisionDetection, cardOf };
}
