import type { KeyboardEvent } from 'react';

/** Enter sends a message box; Shift+Enter breaks the line, and an Enter that ends an IME composition only commits it. */
export function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}
