import { useCallback, useEffect, useState } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArquivoAtualizadoEvent, ChamadoAtualizadoEvent } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { getSocket } from '@/lib/socket';
import { listFiles } from '@/api/list-files';
import { getWhatsappConversation, resendEnvio, sendTemplate } from '@/features/tickets/api/whatsapp-conversation';
import { windowState } from '@/features/tickets/logic/window';

/** How often the window's countdown is redrawn. */
const TICK_MS = 30_000;

/**
 * WhatsApp around the open conversation: the 24-hour window (refreshed when the ticket changes and counted down
 * every half minute), the "Arquivos" list, sending a template and sending a failed reply again.
 */
export function useWhatsappConversation(userId: number | null) {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const conversation = useQuery({
    queryKey: queryKeys.whatsapp.conversation(userId ?? 0),
    queryFn: userId === null ? skipToken : ({ signal }) => getWhatsappConversation(userId, signal),
    meta: { errorMessage: '[tickets] could not load the WhatsApp window:' },
  });
  const files = useQuery({
    queryKey: queryKeys.whatsapp.files(userId ?? 0),
    queryFn: userId === null ? skipToken : ({ signal }) => listFiles(userId, signal),
    meta: { errorMessage: '[tickets] could not load the files:' },
  });

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (userId === null) return;
    const socket = getSocket();
    const onTicket = ({ userId: changed }: ChamadoAtualizadoEvent) => {
      if (changed !== userId) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.whatsapp.conversation(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.whatsapp.files(userId) });
    };
    const onFile = (event: ArquivoAtualizadoEvent) => {
      if (event.userId === userId) void queryClient.invalidateQueries({ queryKey: queryKeys.whatsapp.files(userId) });
    };
    socket.on('chamado-atualizado', onTicket);
    socket.on('arquivo-atualizado', onFile);
    return () => {
      socket.off('chamado-atualizado', onTicket);
      socket.off('arquivo-atualizado', onFile);
    };
  }, [userId, queryClient]);

  const refreshEnvios = useCallback(() => {
    if (userId !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.whatsapp.envios(userId) });
  }, [userId, queryClient]);

  /** Resolves with an error message to show, or null when the template was queued. */
  const sendModel = useCallback(
    async (modelo: string): Promise<string | null> => {
      if (userId === null) return null;
      try {
        await sendTemplate({ userId, modelo });
        refreshEnvios();
        return null;
      } catch (error) {
        return errorText(error, 'Não foi possível enviar o modelo.');
      }
    },
    [userId, refreshEnvios],
  );

  const resend = useCallback(
    async (envioId: number): Promise<string | null> => {
      try {
        await resendEnvio(envioId);
        refreshEnvios();
        return null;
      } catch (error) {
        return errorText(error, 'Não foi possível reenviar.');
      }
    },
    [refreshEnvios],
  );

  return {
    conversation: conversation.data,
    window: windowState(conversation.data, now),
    files: files.data ?? [],
    sendModel,
    resend,
  };
}

function errorText(error: unknown, fallback: string): string {
  const message = (error as { response?: { data?: { error?: unknown } } }).response?.data?.error;
  return typeof message === 'string' ? message : fallback;
}
