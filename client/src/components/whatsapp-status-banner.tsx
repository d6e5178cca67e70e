import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WhatsappStatus } from '@app/contracts';
import { getWhatsappStatus } from '@/api/get-whatsapp-status';
import { queryKeys } from '@/api/query-keys';
import { Icon } from '@/components/ui/icons';
import './whatsapp-status-banner.css';

/** The server's WhatsApp configuration, or null while unknown (a failed check is only logged). */
export function useWhatsappStatus(): WhatsappStatus | null {
  const { data } = useQuery({
    queryKey: queryKeys.whatsapp.status,
    queryFn: ({ signal }) => getWhatsappStatus(signal),
    meta: { errorMessage: '[whatsapp] could not read the WhatsApp configuration:' },
  });
  return data ?? null;
}

/** For staff pages: says plainly that nothing reaches WhatsApp, and what the server needs. Renders nothing otherwise. */
export function WhatsappStatusBanner({ status }: { status: WhatsappStatus | null }) {
  const titleId = useId();
  if (!status || status.configurado) return null;
  return (
    <section className="wa-banner" aria-labelledby={titleId}>
      <Icon name="warning" size={22} className="wa-banner__icon" />
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
