import { useCallback, useEffect, useRef, useState } from 'react';
import type { NovaMensagemEvent, StoredMessage } from '@app/contracts';
import { getHistory } from '@/api/get-history';
import { saveMessage } from '@/api/save-message';
import { getSocket } from '@/lib/socket';
import { assistantPlainText } from '@/utils/assistant-markdown';
import { askAssistant } from '@/features/chat/api/ask-assistant';
import { getAiStatus } from '@/features/chat/api/get-ai-status';
import { requestSpeech } from '@/features/chat/api/request-speech';
import { arrivesFromElsewhere, authorOf, fromStored, localKey, sameStoredMessage, type ChatMessage } from '@/features/chat/logic/chat-message';
import { runQuestionFlow } from '@/features/chat/logic/question-flow';
import { welcomeBack } from '@/features/chat/logic/widget-texts';

export interface ConversationUser {
  id: number;
  username: string;
}

function logFailure(message: string, error: unknown) {
  console.error(`[chat] ${message}:`, error);
}

/** Only the newest request to be heard may still start by itself: older pending autoplays are dropped. */
function withoutAutoplay(list: ChatMessage[]): ChatMessage[] {
  return list.some((m) => m.autoplay) ? list.map((m) => (m.autoplay ? { ...m, autoplay: false } : m)) : list;
}

/** Appends stored messages the list does not show yet (realtime event or a refetch after reconnecting). */
/** A stored message, or a realtime event (which carries no id). */
type ArrivedMessage = Pick<StoredMessage, 'autor' | 'mensagem' | 'criado_em'> & { id?: number; autor_nome?: string | null };

function withMissing(list: ChatMessage[], stored: ArrivedMessage[]): ChatMessage[] {
  const missing = stored.filter((s) => !list.some((m) => (s.id !== undefined && m.id === s.id) || sameStoredMessage(m, s)));
  return missing.length ? [...list, ...missing.map(fromStored)] : list;
}

/**
 * One user's conversation: history, the §4.1 question flow, audio per AI reply and realtime staff replies.
 * Shared by the widget and the 'Minhas conversas' page. `autoplay` says whether a new reply may play by itself
 * (the person's setting, and the widget being open).
 */
export function useConversation(user: ConversationUser, options: { greet?: boolean; autoplay?: boolean } = {}) {
  const { greet = false, autoplay = true } = options;
  const autoplayRef = useRef(autoplay);
  autoplayRef.current = autoplay;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [thinking, setThinking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Follow-up questions the assistant offered with its last answer (buttons; sent as a normal question). */
  const [quickReplies, setQuickReplies] = useState<string[]>([]);
  const objectUrls = useRef<string[]>([]);

  const announce = useCallback((message: Pick<ChatMessage, 'autor' | 'texto' | 'autorNome'>) => {
    const text = message.autor === 'ia' ? assistantPlainText(message.texto) : message.texto;
    setAnnouncement(`${authorOf(message)}: ${text}`);
  }, []);

  const update = useCallback((key: string, patch: Partial<ChatMessage>) => {
    setMessages((list) => list.map((m) => (m.key === key ? { ...m, ...patch } : m)));
  }, []);

  // History, then the greeting after it (the greeting is never stored).
  useEffect(() => {
    const request = new AbortController();
    setLoading(true);
    getHistory(user.id, request.signal)
      .catch((error: unknown) => {
        if (!request.signal.aborted) logFailure('could not load the history', error);
        return [] as StoredMessage[];
      })
      .then((history) => {
        if (request.signal.aborted) return;
        const list = history.map(fromStored);
        if (greet) list.push({ key: localKey('greeting'), autor: 'ia', texto: welcomeBack(user.username, history.length > 0), local: true });
        setMessages(list);
        setLoading(false);
      });
    return () => request.abort();
  }, [user.id, user.username, greet]);

  // Staff replies and WhatsApp messages arrive live. Whenever the socket (re)joins — including its first connection
  // after a login, which can come after the history was read — whatever arrived in between is fetched.
  useEffect(() => {
    const socket = getSocket();
    const onMessage = (event: NovaMensagemEvent) => {
      if (event.userId !== user.id || !arrivesFromElsewhere(event)) return;
      setMessages((list) => withMissing(list, [event]));
      announce({ autor: event.autor, texto: event.mensagem, autorNome: event.autor_nome });
    };
    const onConnect = () => {
      getHistory(user.id).then(
        (history) => setMessages((list) => withMissing(list, history.filter(arrivesFromElsewhere))),
        (error: unknown) => logFailure('could not refresh the history', error),
      );
    };
    socket.on('nova-mensagem', onMessage);
    socket.on('connect', onConnect);
    return () => {
      socket.off('nova-mensagem', onMessage);
      socket.off('connect', onConnect);
    };
  }, [user.id, announce]);

  useEffect(
    () => () => {
      for (const url of objectUrls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const speak = useCallback(async (text: string) => {
    const url = await requestSpeech(text);
    objectUrls.current.push(url);
    return url;
  }, []);

  const send = useCallback(
    (question: string) => {
      setNotice(null);
      setQuickReplies([]);
      return runQuestionFlow(
        question,
        {
          saveUserMessage: (texto) => saveMessage({ userId: user.id, autor: 'user', texto }),
          aiStatus: () => getAiStatus(user.id),
          ask: (message) => askAssistant({ message, context: `O usuário se chama ${user.username}.` }),
          saveAiMessage: (texto) => saveMessage({ userId: user.id, autor: 'ia', texto }),
          speak,
          log: logFailure,
        },
        {
          showUserMessage: (texto) => {
            const key = localKey('user');
            setMessages((list) => [...list, { key, autor: 'user', texto }]);
            return key;
          },
          markSaved: (key, saved) => update(key, { id: saved.id, criadoEm: saved.criado_em }),
          setThinking,
          offerQuickReplies: setQuickReplies,
          showAiReply: (texto) => {
            const key = localKey('ia');
            setMessages((list) => [...withoutAutoplay(list), { key, autor: 'ia', texto, autoplay: autoplayRef.current }]);
            announce({ autor: 'ia', texto });
            return key;
          },
          setWaitingAudio: (key, waiting) => update(key, { esperandoAudio: waiting }),
          attachAudio: (key, url) => update(key, { audioUrl: url, esperandoAudio: false }),
          notify: setNotice,
        },
      );
    },
    [user.id, user.username, speak, update, announce],
  );

  /** Audio on demand for an AI message from the history. */
  const listen = useCallback(
    async (key: string, texto: string) => {
      update(key, { esperandoAudio: true });
      try {
        const audioUrl = await speak(texto);
        setMessages((list) => withoutAutoplay(list).map((m) => (m.key === key ? { ...m, audioUrl, esperandoAudio: false, autoplay: true } : m)));
      } catch (error) {
        logFailure('could not get the spoken answer', error);
        update(key, { esperandoAudio: false });
      }
    },
    [speak, update],
  );

  /** Nothing starts by itself any more (widget closed, autoplay turned off). */
  const cancelAutoplay = useCallback(() => setMessages(withoutAutoplay), []);

  return { messages, loading, thinking, notice, announcement, quickReplies, send, listen, cancelAutoplay };
}
