import { useId, useRef, useState } from 'react';
import type { PasswordResetLink } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/utils/format-date';

/** Copies with the Clipboard API, or by selecting the field where that is not allowed (plain http on a LAN). */
async function copy(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/** A generated link: shown once, with a copy button, its expiry, and how it must be handed over. */
export function ResetLinkPanel({ link, username }: { link: PasswordResetLink; username: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);

  return (
    <div className="admin-reset-link">
      <label className="ui-field__label" htmlFor={id}>
        Link para {username} criar uma nova senha
      </label>
      <div className="admin-reset-link__row">
        <input
          ref={field}
          id={id}
          className="ui-input admin-mono"
          readOnly
          value={link.url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button onClick={() => void copy(link.url, field.current).then(setCopied)}>Copiar link</Button>
      </div>
      <p className="admin-reset-link__status" role="status">
        {copied === true ? 'Link copiado.' : copied === false ? 'Não foi possível copiar: selecione o link e copie-o.' : ''}
      </p>
      <p className="admin-muted">
        Vale até <strong>{formatDateTime(link.expira_em)}</strong> e serve uma única vez. Um novo link anula este.
      </p>
      <p className="admin-reset-link__warning">
        Entregue este link somente a {username}, em particular (pessoalmente ou numa conversa privada). Quem tiver o link pode
        trocar a senha da conta.
      </p>
    </div>
  );
}
