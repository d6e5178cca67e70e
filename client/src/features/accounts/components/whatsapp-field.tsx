import { useId, type Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { COUNTRY_CODES, PAGE_PHONE_EXAMPLES, PAGE_PHONE_MASKS } from '@/features/accounts/logic/register-schema';

const COUNTRY_NAMES: Record<(typeof COUNTRY_CODES)[number], string> = {
  '+55': 'Brasil',
  '+595': 'Paraguai',
  '+54': 'Argentina',
};

export interface WhatsappFieldProps {
  countryCode: string;
  onCountryCodeChange(code: string): void;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}

/** Country code select (+55 default, +595, +54) beside the WhatsApp number, masked per code (docs/product.md, Validation; Constants and limits: the page's masks). */
export function WhatsappField({ countryCode, onCountryCodeChange, value, onChange, onBlur, inputRef, error }: WhatsappFieldProps) {
  const id = useId();
  const numberId = `${id}-numero`;
  const codeId = `${id}-codigo`;
  const messageId = `${id}-msg`;
  const mask = PAGE_PHONE_MASKS[countryCode as keyof typeof PAGE_PHONE_MASKS] ?? '00000000000';
  const example = PAGE_PHONE_EXAMPLES[countryCode as keyof typeof PAGE_PHONE_EXAMPLES];

  return (
    <div className={['ui-field', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={numberId}>
        WhatsApp
      </label>
      <div className="auth-phone">
        <label className="visually-hidden" htmlFor={codeId}>
          Código do país
        </label>
        <select
          id={codeId}
          className="ui-input ui-select auth-phone__code"
          value={countryCode}
          onChange={(event) => onCountryCodeChange(event.target.value)}
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code} aria-label={`${COUNTRY_NAMES[code]} ${code}`}>
              {code}
            </option>
          ))}
        </select>
        <IMaskInput
          // A new mask instance per code: the typed digits are re-laid out under the new pattern.
          key={countryCode}
          id={numberId}
          className="ui-input auth-phone__number"
          mask={mask}
          value={value}
          unmask={false}
          onAccept={(accepted: string) => onChange(accepted)}
          onBlur={onBlur}
          inputRef={inputRef}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={example}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
        />
      </div>
      {error && (
        <p id={messageId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
