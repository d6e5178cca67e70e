import { useCallback, useEffect, useRef, useState } from 'react';
import type { NovaMensagemEvent } from '@app/contracts';
import { getSocket } from '../../../lib/socket';
import { forwardWhatsapp } from '../api/forward-whatsapp';
import { getHistory } from '../api/get-history';
import { listDeliveries } from '../api/list-deliveries';
import { saveReply } from '../api/save-reply';
import type { Delivery } from '../logic/delivery';
import { mergeMessage, type HistoryMessage } from '../logic/merge-messages';

export interface HistoryTarget {
  user_id: number;
  whatsapp: string | null;
}

/**
 * The open conversation: history and delivery states of forwarded replies, live `nova-mensagem` appends
 * (SPEC §4.2) and the reply flow (save, then forward to WhatsApp when the user has a number — SPEC §7).
 * Failures are only logged (SPEC §8).
 */
export function useHistory(target: HistoryTarget | null, author: 'admin' | 'colaborador') {
  const userId = target?.user_id ?? null;
  const [messages, setMessages] = useState<HistoryMessage[]>([]);
  const [deliveries, setDeliveries] = useState<Delivery[]>([]);
  const [loading, setLoading] = useState(false);
  const currentUser = useRef(userId);
  currentUser.current = userId;

  const loadDeliveries = useCallback(async (id: number) => {
    try {
      const list = await listDeliveries(id);
      if (currentUser.current === id) setDeliveries(list);
    } catch (error) {
      console.error('[chamados] falha ao carregar os envios de WhatsApp:', error);
    }
  }, []);

  const loadHistory = useCallback(async (id: number) => {
    try {
      const list = await getHistory(id);
      // Anything that arrived live while the request was in flight is kept, once.
      if (currentUser.current === id)
        setMessages((current) => [...list, ...current].reduce(mergeMessage, [] as HistoryMessage[]));
    } catch (error) {
      console.error('[chamados] falha ao carregar o histórico:', error);
    } finally {
      if (currentUser.current === id) setLoading(false);
    }
  }, []);

  useEffect(() => {
    setMessages([]);
    setDeliveries([]);
    if (userId === null) return;
    setLoading(true);
    void loadHistory(userId);
    void loadDeliveries(userId);
  }, [userId, loadHistory, loadDeliveries]);

  useEffect(() => {
    if (userId === null) return;
    const socket = getSocket();
    const onMessage = (event: NovaMensagemEvent) => {
      if (event.userId !== userId) return;
      setMessages((list) => mergeMessage(list, { autor: event.autor, mensagem: event.mensagem, criado_em: event.criado_em }));
    };
    const onTicket = ({ userId: changed }: { userId: number }) => {
      if (changed !== userId) return;
      void loadDeliveries(userId);
    };
    socket.on('nova-mensagem', onMessage);
    socket.on('chamado-atualizado', onTicket);
    return () => {
      socket.off('nova-mensagem', onMessage);
      socket.off('chamado-atualizado', onTicket);
    };
  }, [userId, loadDeliveries]);

  /** Sends a reply; false when there was nothing to send or the save failed (the text is then kept). */
  const reply = useCallback(
    async (text: string): Promise<boolean> => {
      const texto = text.trim();
      if (!target || !texto) return false;
      let saved: HistoryMessage;
      try {
        saved = await saveReply({ userId: target.user_id, autor: author, texto });
      } catch (error) {
        console.error('[chamados] falha ao salvar a resposta:', error);
        return false;
      }
      if (currentUser.current === target.user_id) setMessages((list) => mergeMessage(list, saved));
      if (target.whatsapp) {
        try {
          const queued = await forwardWhatsapp({
            numero: target.whatsapp,
            mensagem: texto,
            userId: target.user_id,
            mensagemId: saved.id,
          });
          if (currentUser.current === target.user_id) {
            const pending: Delivery = {
              id: queued.id,
              mensagem_id: saved.id ?? null,
              status: 'na_fila',
              via_modelo: false,
              motivo: null,
            };
            // The worker may have been faster than this answer: never overwrite a newer state.
            setDeliveries((list) => (list.some((d) => d.id === queued.id) ? list : [pending, ...list]));
          }
        } catch (error) {
          console.error('[chamados] falha ao encaminhar a resposta ao WhatsApp:', error);
        }
      }
      return true;
    },
    [target, author],
  );

  return { messages, deliveries, loading, reply };
}
