import { CARD_TEXT_MAX_CHARS } from '@app/contracts';

/** The label and text box of one side of a card (at most CARD_TEXT_MAX_CHARS characters). */
export function CardSideInput({
  id,
  label,
  rows,
  value,
  onChange,
}: {
  id: string;
  label: string;
  rows: number;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="ui-input fc-textarea" dir="auto" rows={rows} maxLength={CARD_TEXT_MAX_CHARS} value={value} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}
