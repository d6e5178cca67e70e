import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { MARKETING_CONSENT_TEXT, TERMS_ACCEPTANCE_TEXT } from '@app/contracts';
import './registration-consent.css';

interface RegistrationConsentProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  termsHref: string;
  privacyHref: string;
}

/**
 * The registration forms' consent block (LGPD art. 8): the marketing box, unticked until the person ticks it, with
 * the exact text the server records, and the terms and privacy policy accepted by creating the account.
 */
export const RegistrationConsent = forwardRef<HTMLInputElement, RegistrationConsentProps>(function RegistrationConsent(
  { termsHref, privacyHref, id, ...checkbox },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [before, after] = splitAround(TERMS_ACCEPTANCE_TEXT.texto);
  return (
    <div className="registration-consent">
      <label className="registration-consent__choice" htmlFor={inputId}>
        <input ref={ref} id={inputId} type="checkbox" {...checkbox} />
        <span>{MARKETING_CONSENT_TEXT.texto}</span>
      </label>
      <p className="registration-consent__terms">
        {before}
        <a href={termsHref} target="_blank" rel="noopener noreferrer">
          Termos de Uso
        </a>
        {' e a '}
        <a href={privacyHref} target="_blank" rel="noopener noreferrer">
          Política de Privacidade
        </a>
        {after}
      </p>
    </div>
  );
});

/** The recorded sentence with its two document names turned into links. */
function splitAround(text: string): [string, string] {
  const start = text.indexOf('Termos de Uso');
  const endName = 'Política de Privacidade';
  const end = text.indexOf(endName);
  return [text.slice(0, start), text.slice(end + endName.length)];
}
