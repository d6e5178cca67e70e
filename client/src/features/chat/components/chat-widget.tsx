import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { LoadingDots } from './loading-dots';
import './chat-launcher.css';

// The panel (forms, masks, socket) loads when the visitor reaches for the launcher: the landing stays light.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/** Opens the widget from anywhere on the page with a link to this hash. */
export const CHAT_WIDGET_HASH = '#assistente';

/** The floating "ask us" button and the chat panel it opens (SPEC §2.3). Escape closes it. */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = `chat-widget-${useId().replace(/:/g, '')}`;

  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  useEffect(() => {
    const fromHash = () => {
      if (window.location.hash === CHAT_WIDGET_HASH) show();
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [show]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <div className={`chat-widget${open ? ' chat-widget--open' : ''}`}>
      {mounted && (
        <Suspense
          fallback={
            <div className="chat-panel chat-panel--loading" role="status">
              <LoadingDots label="Abrindo o chat" />
            </div>
          }
        >
          <ChatPanel open={open} onClose={close} panelId={panelId} />
        </Suspense>
      )}
      <button
        ref={launcherRef}
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        onClick={() => (open ? close() : show())}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        {open ? (
          <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true">
            <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
            <circle cx="8" cy="11" r="1.4" fill="var(--color-primary)" />
            <circle cx="12" cy="11" r="1.4" fill="var(--color-primary)" />
            <circle cx="16" cy="11" r="1.4" fill="var(--color-primary)" />
          </svg>
        )}
        <span className="chat-launcher__label">{open ? 'Fechar o chat' : 'Tire suas dúvidas'}</span>
      </button>
    </div>
  );
}
