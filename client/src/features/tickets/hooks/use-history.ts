import { useCallback, useEffect } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ArquivoAtualizadoEvent,
  ChamadoAtualizadoEvent,
  ForwardRequest,
  NovaMensagemEvent,
  SavedMessage,
  SaveMessageRequest,
  WhatsappEntregaEvent,
} from '@app/contracts';
import { getHistory } from '@/api/get-history';
import { queryKeys } from '@/api/query-keys';
import { saveMessage } from '@/api/save-message';
import { getSocket } from '@/lib/socket';
import { forwardWhatsapp } from '@/features/tickets/api/forward-whatsapp';
import { listEnvios } from '@/features/tickets/api/list-envios';
import type { Envio } from '@/features/tickets/logic/envio';
import { mergeMessage, type HistoryMessage } from '@/features/tickets/logic/merge-messages';

export interface HistoryTarget {
  user_id: number;
  whatsapp: string | null;
}

const NO_MESSAGES: HistoryMessage[] = [];
const NO_ENVIOS: Envio[] = [];

/**
 * The open conversation: history and envio states of forwarded replies, live `nova-mensagem` appends
 * (SPEC §4.2) and the reply flow (save, then forward to WhatsApp when the user has a number — SPEC §7).
 * Failures are only logged (SPEC §8).
 */
export function useHistory(
  target: HistoryTarget | null,
  author: 'admin' | 'colaborador',
  options: { forwardText: boolean } = { forwardText: true },
) {
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

  const { mutateAsync: save } = useMutation({ mutationFn: (input: SaveMessageRequest) => saveMessage(input) });
  const { mutateAsync: forward } = useMutation({ mutationFn: (input: ForwardRequest) => forwardWhatsapp(input) });

  /** Sends a reply; false when there was nothing to send or the save failed (the text is then kept). */
  const reply = useCallback(
    async (text: string): Promise<boolean> => {
      const texto = text.trim();
      if (!target || !texto) return false;
      let saved: SavedMessage;
      try {
        saved = await save({ userId: target.user_id, autor: author, texto });
      } catch (error) {
        console.error('[tickets] could not save the reply:', error);
        return false;
      }
      queryClient.setQueryData<HistoryMessage[]>(queryKeys.chat.history(target.user_id), (list = []) =>
        mergeMessage(list, saved),
      );
      // With the 24-hour window closed, free text would fail at Meta: the reply stays on the site only.
      if (target.whatsapp && options.forwardText) {
        try {
          const queued = await forward({
            numero: target.whatsapp,
            mensagem: texto,
            userId: target.user_id,
            mensagemId: saved.id,
          });
          const pending: Envio = { id: queued.id, mensagem_id: saved.id, status: 'na_fila', via_modelo: false, motivo: null };
          // The worker may have been faster than this answer: never overwrite a newer state.
          queryClient.setQueryData<Envio[]>(queryKeys.whatsapp.envios(target.user_id), (list = []) =>
            list.some((d) => d.id === queued.id) ? list : [pending, ...list],
          );
        } catch (error) {
          console.error('[tickets] could not forward the reply to WhatsApp:', error);
        }
      }
      return true;
    },
    [target, author, save, forward, queryClient, options.forwardText],
  );

  return {
    messages: userId === null ? NO_MESSAGES : (history.data ?? NO_MESSAGES),
    envios: userId === null ? NO_ENVIOS : (envios.data ?? NO_ENVIOS),
    loading: history.isLoading,
    reply,
  };
}
