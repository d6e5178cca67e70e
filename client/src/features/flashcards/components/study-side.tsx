import type { Ref } from 'react';
import type { CardSide, Flashcard } from '@app/contracts';
import { AudioButton } from '@/features/flashcards/components/audio-button';

const WORDS: Record<CardSide, { label: string; listen: string }> = {
  frente: { label: 'Frente', listen: 'Ouvir a frente' },
  verso: { label: 'Verso', listen: 'Ouvir o verso' },
};

/** One side of the card being studied, with the button that reads it aloud; the back takes focus once revealed. */
export function StudySide({
  card,
  side,
  loading,
  unavailable = false,
  onListen,
  sideRef,
}: {
  card: Flashcard;
  side: CardSide;
  loading: boolean;
  /** Asked for without network and never played on this device: there is nothing to play. */
  unavailable?: boolean;
  onListen(): void;
  sideRef?: Ref<HTMLDivElement>;
}) {
  const back = side === 'verso';
  return (
    <div className={back ? 'fc-study__side fc-study__side--back' : 'fc-study__side'} ref={sideRef} tabIndex={back ? -1 : undefined}>
      <div className="fc-study__side-head">
        <span className="fc-tile__label">{WORDS[side].label}</span>
        <AudioButton label={WORDS[side].listen} loading={loading} onClick={onListen} />
      </div>
      {unavailable && (
        <p className="fc-audio-note" role="status">
          Áudio indisponível sem conexão: só fica guardado neste aparelho depois de ouvido com internet.
        </p>
      )}
      <p className="fc-study__text" dir="auto">
        {card[side]}
      </p>
    </div>
  );
}
