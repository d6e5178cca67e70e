import { useCallback, useState } from 'react';
import { fitToLimit, showsCounter } from '@/utils/text-limit';
import './ui.css';

const count = new Intl.NumberFormat('pt-BR');

/** A text box's value kept within `max` characters, remembering when a change had to be cut. */
export function useLimitedText(max: number) {
  const [text, setText] = useState('');
  const [cutFrom, setCutFrom] = useState<number | null>(null);
  const change = useCallback(
    (value: string) => {
      const fitted = fitToLimit(value, max);
      setText(fitted.text);
      setCutFrom(fitted.cutFrom);
    },
    [max],
  );
  return { text, cutFrom, change };
}

interface CharacterLimitProps {
  /** Referenced by the text box's aria-describedby. */
  id: string;
  length: number;
  max: number;
  cutFrom: number | null;
  className?: string;
}

/**
 * Near the limit, a counter; after a paste or keystroke went past it, says how long the text was and that it
 * was cut (a live region, so screen readers hear it too). Nothing is shown while the text is short.
 */
export function CharacterLimit({ id, length, max, cutFrom, className }: CharacterLimitProps) {
  const cut = cutFrom !== null;
  const counter = cut || showsCounter(length, max);
  const tone = cut || length >= max ? ' ui-char-limit--full' : '';
  return (
    <div id={id} className={`ui-char-limit${tone}${className ? ` ${className}` : ''}`} aria-live="polite">
      {cut && (
        <span className="ui-char-limit__cut">
          Seu texto tinha {count.format(cutFrom)} caracteres e foi cortado no limite de {count.format(max)}. Confira o
          final antes de enviar.
        </span>
      )}
      {counter && (
        <span className="ui-char-limit__count">
          {count.format(length)}/{count.format(max)}
          <span className="visually-hidden"> caracteres</span>
        </span>
      )}
    </div>
  );
}
