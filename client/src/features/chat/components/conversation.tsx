import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { MESSAGE_MAX_CHARS } from '@app/contracts';
import { CharacterLimit, useLimitedText } from '@/components/ui/character-limit';
import { isSendKey } from '@/utils/send-key';
import { useConversation, type ConversationUser } from '@/features/chat/hooks/use-conversation';
import { useSpeechPlayback } from '@/features/chat/hooks/use-speech-playback';
import { readAutoplaySetting, saveAutoplaySetting } from '@/features/chat/logic/autoplay-setting';
import { SUGGESTIONS } from '@/features/chat/logic/widget-texts';
import { LoadingDots } from './loading-dots';
import { MessageBubble } from './message-bubble';
import { Avatar } from './avatar';
import { Icon } from '@/components/ui/icons';
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
  /** Typed into the question box whenever it changes (the reader may edit it before sending). */
  draft?: string;
}

/** The conversation itself: history, live staff replies, suggestions and the question box. */
export function Conversation({ user, variant, greet = false, emptyState, autoFocus = false, active = true, draft: givenDraft }: ConversationProps) {
  const [autoplayOn, setAutoplayOn] = useState(readAutoplaySetting);
  const { messages, loading, thinking, notice, state, announcement, quickReplies, send, listen, cancelAutoplay, stopSpeaking, speechPlayerRef } =
    useConversation(user, { greet, autoplay: autoplayOn && active });
  const rootRef = useRef<HTMLDivElement>(null);
  const playback = useSpeechPlayback(rootRef);
  const stop = useCallback(() => {
    stopSpeaking();
    playback.stop();
  }, [stopSpeaking, playback]);
  const waitingForPerson = state !== null && state.estado !== 'assistente';
  const draft = useLimitedText(MESSAGE_MAX_CHARS);
  const changeDraft = draft.change;
  useEffect(() => {
    if (givenDraft) changeDraft(givenDraft);
  }, [givenDraft, changeDraft]);
  const [suggestionsOpen, setSuggestionsOpen] = useState<boolean | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const limitId = useId();
  const suggestionsId = useId();

  // Until the user chooses, suggestions show while they have not asked anything yet.
  const hasAsked = messages.some((m) => m.autor === 'user');
  const showSuggestions = suggestionsOpen ?? !hasAsked;

  // Scroll to the newest message once it is laid out (docs/product.md, Constants and limits: 50–100 ms).
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
    if (!question) return;
    draft.change('');
    setSuggestionsOpen(false);
    // Whatever was being said stops now; the new question's answer replaces it.
    stop();
    void send(question);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(event)) {
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
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {/* The answer's speech, sentence by sentence (played by the conversation, never shown). */}
      <audio ref={speechPlayerRef} className="chat-speech-player" preload="auto" aria-hidden="true" />
      {waitingForPerson && state?.aviso && (
        <p className="chat-waiting" role="status" data-estado={state.estado}>
          <Icon name="headset" size={16} />
          <span>{state.aviso}</span>
        </p>
      )}
      {notice && (
        <p className="chat-notice" role="alert">
          {notice}
        </p>
      )}
      {quickReplies.length > 0 && !thinking && !showSuggestions && !waitingForPerson && (
        <div className="chat-quick-replies" role="group" aria-label="Respostas rápidas">
          {quickReplies.map((question) => (
            <button key={question} type="button" className="chat-suggestion chat-quick-reply" onClick={() => submit(question)}>
              {question}
            </button>
          ))}
        </div>
      )}
      {showSuggestions && !waitingForPerson && (
        <div className="chat-suggestions" id={suggestionsId}>
          <p className="chat-suggestions__title">Sugestões de perguntas</p>
          {SUGGESTIONS.map((suggestion) => (
            <button key={suggestion} type="button" className="chat-suggestion" onClick={() => submit(suggestion)}>
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
            <Icon name="stop" size={14} />
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
          <Icon name="lightbulb" />
          <span className="visually-hidden">Sugestões</span>
        </button>
        <label className="visually-hidden" htmlFor={inputId}>
          Sua pergunta
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          className="chat-composer__input"
          rows={1}
          placeholder={waitingForPerson ? 'Escreva para a equipe...' : 'Digite sua pergunta...'}
          aria-describedby={limitId}
          value={draft.text}
          onChange={(event) => draft.change(event.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
        />
        <button type="submit" className="chat-icon-btn chat-composer__send" disabled={!draft.text.trim()}>
          <Icon name="send" />
          <span className="visually-hidden">Enviar</span>
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
