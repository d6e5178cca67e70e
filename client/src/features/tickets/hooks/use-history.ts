import { useCallback, useEffect } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArquivoAtualizadoEvent, ChamadoAtualizadoEvent, EntregaResposta, NovaMensagemEvent, WhatsappEntregaEvent } from '@app/contracts';
import { getHistory } from '@/api/get-history';
import { queryKeys } from '@/api/query-keys';
import { getSocket } from '@/lib/socket';
import { replyToConversation } from '@/features/tickets/api/reply-to-conversation';
import { listEnvios } from '@/features/tickets/api/list-envios';
import type { Envio } from '@/features/tickets/logic/envio';
import { mergeMessage, type HistoryMessage } from '@/features/tickets/logic/merge-messages';

export interface HistoryTarget {
  user_id: number;
}

/** What staff read under the reply box after sending, when the reply did not go to WhatsApp. */
const DELIVERY_NOTE: Partial<Record<EntregaResposta, string>> = {
  janela_fechada: 'A resposta ficou no site: a janela de 24 horas do WhatsApp está fechada. Use "Enviar modelo" para avisar a pessoa.',
  sem_whatsapp: 'A resposta ficou no site e espera na fila do WhatsApp, que ainda não está configurado.',
};

const NO_MESSAGES: HistoryMessage[] = [];
const NO_ENVIOS: Envio[] = [];

/**
 * The open conversation: history and envio states of replies sent to WhatsApp, live `nova-mensagem` appends, and the
 * reply as one action (the server stores it and queues it to WhatsApp when the person is reachable there).
 */
export function useHistory(target: HistoryTarget | null) {
  const queryClient = useQueryClient();
  const userId = target?.user_id ?? null;

  const history = useQuery<HistoryMessage[]>({
    queryKey: queryKeys.chat.history(userId ?? 0),
    queryFn:
      userId === null
        ? skipToken
        : async ({ signal }) => {
            const stored = await getHistory(userId, signal);
            // Anything that arrived live while the request was in flight is kept, once.
            const live = queryClient.getQueryData<HistoryMessage[]>(queryKeys.chat.history(userId)) ?? [];
            return [...stored, ...live].reduce(mergeMessage, [] as HistoryMessage[]);
          },
    meta: { errorMessage: '[tickets] could not load the history:' },
  });

  const envios = useQuery<Envio[]>({
    queryKey: queryKeys.whatsapp.envios(userId ?? 0),
    queryFn:
      userId === null
        ? skipToken
        : async ({ signal }) => {
            const stored = await listEnvios(userId, signal);
            // A reply queued while the list was being read (its id is newer than all of them) is kept.
            const newest = Math.max(0, ...stored.map((d) => d.id));
            const queuedSince = (queryClient.getQueryData<Envio[]>(queryKeys.whatsapp.envios(userId)) ?? []).filter(
              (d) => d.id > newest,
            );
            return [...queuedSince, ...stored];
          },
    meta: { errorMessage: '[tickets] could not load the WhatsApp envios:' },
  });

  useEffect(() => {
    if (userId === null) return;
    const socket = getSocket();
    const onMessage = (event: NovaMensagemEvent) => {
      if (event.userId !== userId) return;
      const arrived: HistoryMessage = {
        id: event.id,
        autor: event.autor,
        mensagem: event.mensagem,
        criado_em: event.criado_em,
        autor_nome: event.autor_nome ?? null,
        canal: event.canal,
        nota: event.nota,
        arquivo: event.arquivo,
      };
      queryClient.setQueryData<HistoryMessage[]>(queryKeys.chat.history(userId), (list = []) => mergeMessage(list, arrived));
    };
    // Ticks move live: the envio's new state replaces the cached one (only ever forward, the server decides).
    const onDelivery = (event: WhatsappEntregaEvent) => {
      if (event.userId !== userId) return;
      queryClient.setQueryData<Envio[]>(queryKeys.whatsapp.envios(userId), (list = []) => {
        const known = list.some((d) => d.id === event.envioId);
        const updated = {
          status: event.status,
          entrega: event.entrega,
          fora_da_janela: event.fora_da_janela,
          motivo: event.motivo,
        };
        return known
          ? list.map((d) => (d.id === event.envioId ? { ...d, ...updated } : d))
          : [{ id: event.envioId, mensagem_id: event.mensagemId, via_modelo: false, ...updated }, ...list];
      });
    };
    // A file finished downloading: the message that carries it shows the preview.
    const onFile = (event: ArquivoAtualizadoEvent) => {
      if (event.userId !== userId) return;
      queryClient.setQueryData<HistoryMessage[]>(queryKeys.chat.history(userId), (list = []) =>
        list.map((m) => (m.id === event.arquivo.mensagem_id ? { ...m, arquivo: event.arquivo } : m)),
      );
    };
    // A settled envio (or a new message) changes the ticket: its envio states are read again.
    const onTicket = ({ userId: changed }: ChamadoAtualizadoEvent) => {
      if (changed === userId) void queryClient.invalidateQueries({ queryKey: queryKeys.whatsapp.envios(userId) });
    };
    socket.on('nova-mensagem', onMessage);
    socket.on('nota-conversa', onMessage);
    socket.on('chamado-atualizado', onTicket);
    socket.on('whatsapp-entrega', onDelivery);
    socket.on('arquivo-atualizado', onFile);
    return () => {
      socket.off('nova-mensagem', onMessage);
      socket.off('nota-conversa', onMessage);
      socket.off('chamado-atualizado', onTicket);
      socket.off('whatsapp-entrega', onDelivery);
      socket.off('arquivo-atualizado', onFile);
    };
  }, [userId, queryClient]);

  const { mutateAsync: send } = useMutation({
    mutationFn: ({ userId, texto }: { userId: number; texto: string }) => replyToConversation(userId, texto),
  });

  /**
   * Sends a reply; `ok` false when there was nothing to send or it failed (the text is then kept). `note` says when it
   * reached the site only.
   */
  const reply = useCallback(
    async (text: string): Promise<{ ok: boolean; note?: string }> => {
      const texto = text.trim();
      if (!target || !texto) return { ok: false };
      try {
        const sent = await send({ userId: target.user_id, texto });
        queryClient.setQueryData<HistoryMessage[]>(queryKeys.chat.history(target.user_id), (list = []) => mergeMessage(list, sent.mensagem));
        if (sent.envioId !== null) {
          const pending: Envio = { id: sent.envioId, mensagem_id: sent.mensagem.id, status: 'na_fila', via_modelo: false, motivo: null };
          // The worker may have been faster than this answer: never overwrite a newer state.
          queryClient.setQueryData<Envio[]>(queryKeys.whatsapp.envios(target.user_id), (list = []) =>
            list.some((d) => d.id === sent.envioId) ? list : [pending, ...list],
          );
        }
        return { ok: true, note: DELIVERY_NOTE[sent.whatsapp] };
      } catch (error) {
        console.error('[tickets] could not send the reply:', error);
        return { ok: false };
      }
    },
    [target, send, queryClient],
  );

  return {
    messages: userId === null ? NO_MESSAGES : (history.data ?? NO_MESSAGES),
    envios: userId === null ? NO_ENVIOS : (envios.data ?? NO_ENVIOS),
    loading: history.isLoading,
    reply,
  };
}
