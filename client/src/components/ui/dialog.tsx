import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './icons';
import './dialog.css';

interface DialogProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** A line under the title (who the dialog is about). */
  description?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> opened with showModal(): the browser makes the rest of the page inert
 * (focus stays inside) and Escape asks to close. Mounted = open; on unmount the focus goes back to where it was.
 */
export function Dialog({ title, description, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; the open attribute shows it there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const first = dialog.querySelector<HTMLElement>('[data-autofocus], input, select, textarea, button:not(.ui-dialog__close)');
    first?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="ui-dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape: React state closes it (unmount), not the browser behind its back.
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      }}
    >
      <header className="ui-dialog__header">
        <div>
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="ui-dialog__description">
              {description}
            </p>
          )}
        </div>
        <button type="button" className="ui-icon-btn ui-dialog__close" onClick={() => onCloseRef.current()} aria-label="Fechar">
          <Icon name="close" size={20} strokeWidth={2.2} />
        </button>
      </header>
      <div className="ui-dialog__body">{children}</div>
    </dialog>
  );
}
