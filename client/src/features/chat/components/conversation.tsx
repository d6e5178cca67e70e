import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { MESSAGE_MAX_CHARS } from '@app/contracts';
import { CharacterLimit, useLimitedText } from '../../../components/ui/character-limit';
import { useConversation, type ConversationUser } from '../hooks/use-conversation';
import { useSpeechPlayback } from '../hooks/use-speech-playback';
import { readAutoplaySetting, saveAutoplaySetting } from '../logic/autoplay-setting';
import { SUGGESTIONS } from '../logic/widget-texts';
import { LoadingDots } from './loading-dots';
import { MessageBubble } from './message-bubble';
import { Avatar } from './avatar';
import './chat.css';

interface ConversationProps {
  user: ConversationUser;
  variant: 'widget' | 'page';
  /** The widget greets by name after the history; the page does not. */
  greet?: boolean;
  /** Shown when there is no message yet. */
  emptyState?: ReactNode;
  autoFocus?: boolean;
  /** False while the widget is closed: nothing plays, and nothing starts playing later. */
  active?: boolean;
}

/** The conversation itself: history, live staff replies, suggestions and the question box. */
export function Conversation({ user, variant, greet = false, emptyState, autoFocus = false, active = true }: ConversationProps) {
  const [autoplayOn, setAutoplayOn] = useState(readAutoplaySetting);
  const { messages, loading, thinking, notice, announcement, send, listen, cancelAutoplay } = useConversation(user, {
    greet,
    autoplay: autoplayOn && active,
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const playback = useSpeechPlayback(rootRef);
  const { stop } = playback;
  const draft = useLimitedText(MESSAGE_MAX_CHARS);
  const [suggestionsOpen, setSuggestionsOpen] = useState<boolean | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const limitId = useId();
  const suggestionsId = useId();

  // Until the user chooses, suggestions show while they have not asked anything yet.
  const hasAsked = messages.some((m) => m.autor === 'user');
  const showSuggestions = suggestionsOpen ?? !hasAsked;

  // Scroll to the newest message once it is laid out (SPEC §9: 50–100 ms).
  const lastKey = messages.at(-1)?.key;
  const lastWaiting = messages.at(-1)?.esperandoAudio;
  useEffect(() => {
    const timer = setTimeout(() => {
      const list = listRef.current;
      if (list) list.scrollTop = list.scrollHeight;
    }, 60);
    return () => clearTimeout(timer);
  }, [lastKey, lastWaiting, thinking, loading, notice]);

  useEffect(() => {
    if (autoFocus && !loading) inputRef.current?.focus();
  }, [autoFocus, loading]);

  useEffect(() => {
    if (active) return;
    stop();
    cancelAutoplay();
  }, [active, stop, cancelAutoplay]);

  const toggleAutoplay = (on: boolean) => {
    setAutoplayOn(on);
    saveAutoplaySetting(on);
    if (on) return;
    stop();
    cancelAutoplay();
  };

  const submit = (text: string) => {
    const question = text.trim();
    if (!question || thinking) return;
    draft.change('');
    setSuggestionsOpen(false);
    void send(question);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft.text);
  };

  // Enter sends, Shift+Enter breaks the line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(draft.text);
    }
  };

  return (
    <div ref={rootRef} className={`chat-conversation chat-conversation--${variant}`}>
      <div className="chat-messages" ref={listRef} tabIndex={0} aria-label="Mensagens da conversa" role="region">
        {loading ? (
          <div className="chat-messages__loading">
            <LoadingDots label="Carregando a conversa" />
          </div>
        ) : (
          <>
            {messages.length === 0 && emptyState}
            <ol className="chat-messages__list">
              {messages.map((message) => (
                <MessageBubble key={message.key} message={message} showMeta={variant === 'page'} onListen={listen} play={playback.play} />
              ))}
              {thinking && (
                <li className="chat-msg chat-msg--theirs chat-msg--ia">
                  <Avatar autor="ia" />
                  <div className="chat-msg__bubble">
                    <LoadingDots label="A assistente está escrevendo" />
                  </div>
                </li>
              )}
            </ol>
          </>
        )}
      </div>
      <div className="ui-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {notice && (
        <p className="chat-notice" role="alert">
          {notice}
        </p>
      )}
      {showSuggestions && (
        <div className="chat-suggestions" id={suggestionsId}>
          <p className="chat-suggestions__title">Sugestões de perguntas</p>
          {SUGGESTIONS.map((suggestion) => (
            <button key={suggestion} type="button" className="chat-suggestion" onClick={() => submit(suggestion)} disabled={thinking}>
              {suggestion}
            </button>
          ))}
        </div>
      )}
      <div className="chat-audio-bar">
        <label className="chat-audio-bar__toggle">
          <input
            type="checkbox"
            role="switch"
            className="chat-switch"
            checked={autoplayOn}
            onChange={(event) => toggleAutoplay(event.target.checked)}
          />
          Áudio automático
        </label>
        {playback.playing && (
          <button type="button" className="chat-audio-bar__stop" onClick={stop}>
            <svg viewBox="0 0 24 24" width="14" height="14" fill="currentColor" aria-hidden="true">
              <rect x="6" y="6" width="12" height="12" rx="2" />
            </svg>
            Parar áudio
          </button>
        )}
      </div>
      <form className="chat-composer" onSubmit={onSubmit}>
        <button
          type="button"
          className="chat-icon-btn chat-composer__suggest"
          aria-expanded={showSuggestions}
          aria-controls={suggestionsId}
          onClick={() => setSuggestionsOpen(!showSuggestions)}
          title="Sugestões de perguntas"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2V16h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />
          </svg>
          <span className="ui-visually-hidden">Sugestões</span>
        </button>
        <label className="ui-visually-hidden" htmlFor={inputId}>
          Sua pergunta
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          className="chat-composer__input"
          rows={1}
          placeholder="Digite sua pergunta..."
          aria-describedby={limitId}
          value={draft.text}
          onChange={(event) => draft.change(event.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
        />
        <button type="submit" className="chat-icon-btn chat-composer__send" disabled={!draft.text.trim() || thinking}>
          <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
            <path d="M3.4 20.4l17.4-7.5a1 1 0 0 0 0-1.8L3.4 3.6a1 1 0 0 0-1.4 1.2L4.5 12l-2.5 7.2a1 1 0 0 0 1.4 1.2zM4.5 12h8" />
          </svg>
          <span className="ui-visually-hidden">Enviar</span>
        </button>
      </form>
      <CharacterLimit
        id={limitId}
        className="chat-composer__limit"
        length={draft.text.length}
        max={MESSAGE_MAX_CHARS}
        cutFrom={draft.cutFrom}
      />
    </div>
  );
}
