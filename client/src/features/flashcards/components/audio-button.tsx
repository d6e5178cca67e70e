import { Icon } from '@/components/ui/icons';

/** A speaker button for one side of a card. */
export function AudioButton({ label, loading, onClick }: { label: string; loading: boolean; onClick(): void }) {
  return (
    <button type="button" className="fc-audio-btn" aria-label={label} title={label} aria-busy={loading || undefined} onClick={onClick}>
      {loading ? <span className="ui-btn__spinner" aria-hidden="true" /> : <Icon name="speaker" size={18} />}
      <span className="fc-audio-btn__text">Ouvir</span>
    </button>
  );
}
