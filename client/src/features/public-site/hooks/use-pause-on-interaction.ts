import { useState, type FocusEvent } from 'react';

/** Hover and keyboard focus inside an element pause its rotation (WCAG 2.2.2). Spread `handlers` on it. */
export function usePauseOnInteraction() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { interacting: hovered || focused, handlers };
}
