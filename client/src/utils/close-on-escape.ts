import type { KeyboardEvent } from 'react';

/** A keydown handler for a panel that closes like a dialog: Escape anywhere inside runs `close`. */
export function closeOnEscape(close: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
}
