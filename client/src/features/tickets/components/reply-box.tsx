import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_CHARS } from '@app/contracts';
import { Button } from '../../../components/ui/button';
import { CharacterLimit, useLimitedText } from '../../../components/ui/character-limit';
import { replyPlaceholder } from '../logic/status';

/**
 * 'Responder como {role}…' (the role in words) with Enviar; Enter sends, Shift+Enter breaks the line. Blank text is ignored
 * (SPEC §5.6); the text stays in the box when sending failed.
 */
export function ReplyBox({ author, onSend }: { author: 'admin' | 'colaborador'; onSend(text: string): Promise<boolean> }) {
  const { text, cutFrom, change } = useLimitedText(MESSAGE_MAX_CHARS);
  const [sending, setSending] = useState(false);
  const id = useId();
  const limitId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const send = async () => {
    if (sending || text.trim() === '') return;
    setSending(true);
    try {
      if (await onSend(text)) change('');
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
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <>
      <form className="tickets-reply" onSubmit={onSubmit}>
        <label htmlFor={id} className="tickets-visually-hidden">
          Resposta
        </label>
        <textarea
          ref={inputRef}
          id={id}
          className="tickets-reply__input"
          rows={2}
          aria-describedby={limitId}
          placeholder={replyPlaceholder(author)}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
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
    </>
  );
}
