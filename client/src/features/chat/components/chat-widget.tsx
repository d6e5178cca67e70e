import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { LoadingDots } from './loading-dots';
import { Icon } from '@/components/ui/icons';
import './chat-launcher.css';

// The panel (forms, masks, socket) loads when the visitor reaches for the launcher: the landing stays light.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/** Opens the widget from anywhere on the page with a link to this hash. */
export const CHAT_WIDGET_HASH = '#assistente';

/**
 * The floating "ask us" button and the chat panel it opens (docs/product.md, Chat widget). Escape closes it. `draft` is typed into the
 * question box when it changes (a help article's "ask about this").
 */
export function ChatWidget({ draft }: { draft?: string } = {}) {
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
          <ChatPanel open={open} onClose={close} panelId={panelId} draft={draft} />
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
          <Icon name="close" size={24} strokeWidth={2.4} />
        ) : (
          <Icon name="chat-bubble" size={24} />
        )}
        <span className="chat-launcher__label">{open ? 'Fechar o chat' : 'Tire suas dúvidas'}</span>
      </button>
    </div>
  );
}
