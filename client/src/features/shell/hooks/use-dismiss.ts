import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, a pointer press outside every element in `insideRefs`, or the Escape key, calls `onDismiss`
 * (with `viaEscape` so the caller can move focus back to the opener).
 */
export function useDismiss(
  active: boolean,
  insideRefs: readonly RefObject<HTMLElement | null>[],
  onDismiss: (viaEscape: boolean) => void,
) {
  const latest = useRef({ insideRefs, onDismiss });
  useEffect(() => {
    latest.current = { insideRefs, onDismiss };
  });

  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      const inside = latest.current.insideRefs.some((ref) => ref.current && target && ref.current.contains(target));
      if (!inside) latest.current.onDismiss(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active]);
}
