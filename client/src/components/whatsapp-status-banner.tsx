import { useEffect, useId, useState } from 'react';
import type { WhatsappStatus } from '@app/contracts';
import { getWhatsappStatus } from '../lib/get-whatsapp-status';
import './whatsapp-status-banner.css';

/** The server's WhatsApp configuration, or null while unknown (a failed check is only logged). */
export function useWhatsappStatus(): WhatsappStatus | null {
  const [status, setStatus] = useState<WhatsappStatus | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getWhatsappStatus(controller.signal)
      .then(setStatus)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('[whatsapp] falha ao consultar a configuração:', error);
      });
    return () => controller.abort();
  }, []);
  return status;
}

/** For staff pages: says plainly that nothing reaches WhatsApp, and what the server needs. Renders nothing otherwise. */
export function WhatsappStatusBanner({ status }: { status: WhatsappStatus | null }) {
  const titleId = useId();
  if (!status || status.configurado) return null;
  return (
    <section className="wa-banner" aria-labelledby={titleId}>
      <svg
        className="wa-banner__icon"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
        <path d="M12 9v4M12 17h.01" />
      </svg>
      <div className="wa-banner__body">
        <p id={titleId} className="wa-banner__title">
          WhatsApp não configurado
        </p>
        <p>Nada chega ao WhatsApp: respostas e campanhas ficam na fila e serão enviadas depois da configuração.</p>
        <p>
          Defina{' '}
          {status.faltando.map((name, index) => (
            <span key={name}>
              {index > 0 && (index === status.faltando.length - 1 ? ' e ' : ', ')}
              <code>{name}</code>
            </span>
          ))}{' '}
          no ambiente do servidor e reinicie-o (ou avise quem cuida do servidor).
        </p>
      </div>
    </section>
  );
}
