import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_CHARS, type RespostaRapida } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { CharacterLimit, useLimitedText } from '@/components/ui/character-limit';
import { isSendKey } from '@/utils/send-key';
import { quickReplyMatches, stepActive } from '@/features/tickets/logic/quick-reply-menu';
import { replyPlaceholder } from '@/features/tickets/logic/status';
import './reply-box.css';

interface ReplyBoxProps {
  author: 'admin' | 'colaborador';
  name?: string | null;
  /** `ok` false keeps the text; `note` says where the reply did not go (e.g. the WhatsApp window is closed). */
  onSend(text: string): Promise<{ ok: boolean; note?: string }>;
  /** Offered when the text is '/' and the start of a shortcut, already filled for this person. */
  quickReplies?: readonly RespostaRapida[];
}

/**
 * 'Responder como {name} ({role})…' (the role in words) with Enviar; Enter sends, Shift+Enter breaks the line. Blank text is ignored
 * (docs/product.md, Validation); the text stays in the box when sending failed. Typing '/' opens the quick replies: arrows choose,
 * Enter or Tab inserts, Escape closes.
 */
export function ReplyBox({ author, name, onSend, quickReplies = [] }: ReplyBoxProps) {
  const { text, cutFrom, change } = useLimitedText(MESSAGE_MAX_CHARS);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const id = useId();
  const limitId = useId();
  const menuId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const matches = dismissed ? null : quickReplyMatches(text, quickReplies);
  const menuOpen = Boolean(matches && matches.length > 0);
  const current = menuOpen ? matches![Math.min(active, matches!.length - 1)] : undefined;

  const edit = (value: string) => {
    change(value);
    setActive(0);
    setDismissed(false);
  };
  const insert = (reply: RespostaRapida) => {
    change(reply.texto);
    setDismissed(true);
    inputRef.current?.focus();
  };

  const send = async () => {
    if (sending || text.trim() === '') return;
    setSending(true);
    try {
      const sent = await onSend(text);
      setNote(sent.note ?? null);
      if (sent.ok) change('');
    } finally {
      setSending(false);
      // The button was disabled while sending, which drops focus: give it back to the box.
      inputRef.current?.focus();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (menuOpen && current) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((index) => stepActive(Math.min(index, matches!.length - 1), matches!.length, event.key as 'ArrowDown' | 'ArrowUp'));
        return;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        event.preventDefault();
        insert(current);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setDismissed(true);
        return;
      }
    }
    if (isSendKey(event)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <>
      <form className="tickets-reply" onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          Resposta
        </label>
        <textarea
          ref={inputRef}
          id={id}
          className="tickets-reply__input"
          rows={2}
          aria-describedby={limitId}
          placeholder={replyPlaceholder(author, name)}
          value={text}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onKeyDown}
          // A textbox (multi-line) that points at the open menu; screens and tests keep finding it as the reply textbox.
          aria-autocomplete="list"
          aria-controls={menuOpen ? menuId : undefined}
          aria-activedescendant={current ? `${menuId}-${current.id}` : undefined}
        />
        {menuOpen && (
          <ul id={menuId} role="listbox" aria-label="Respostas rápidas" className="tickets-reply__menu">
            {matches!.map((reply) => (
              <li
                key={reply.id}
                id={`${menuId}-${reply.id}`}
                role="option"
                aria-selected={reply.id === current?.id}
                className="tickets-reply__option"
                onMouseDown={(event) => {
                  event.preventDefault();
                  insert(reply);
                }}
              >
                <strong>/{reply.atalho}</strong> <span>{reply.texto}</span>
              </li>
            ))}
          </ul>
        )}
        <Button type="submit" loading={sending}>
          Enviar
        </Button>
      </form>
      <CharacterLimit
        id={limitId}
        className="tickets-reply__limit"
        length={text.length}
        max={MESSAGE_MAX_CHARS}
        cutFrom={cutFrom}
      />
      {note && (
        <p className="tickets-reply__note" role="status">
          {note}
        </p>
      )}
      <p className="tickets-reply__hint">**negrito**, listas com “- ” e links funcionam na resposta.</p>
    </>
  );
}
