import { useCallback, useEffect, useRef, useState } from 'react';
import type { NovaMensagemEvent } from '@app/contracts';
import { getSocket } from '../../../lib/socket';
import { assistantPlainText } from '../../../utils/assistant-markdown';
import { askAssistant } from '../api/ask-assistant';
import { getAiStatus } from '../api/get-ai-status';
import { getHistory, type StoredMessage } from '../api/get-history';
import { requestSpeech } from '../api/request-speech';
import { saveMessage } from '../api/save-message';
import { AUTHOR_LABEL, fromStored, isStaffAutor, localKey, sameStoredMessage, type ChatMessage } from '../logic/chat-message';
import { runQuestionFlow } from '../logic/question-flow';
import { welcomeBack } from '../logic/widget-texts';

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
function withMissing(list: ChatMessage[], stored: StoredMessage[]): ChatMessage[] {
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
  const objectUrls = useRef<string[]>([]);

  const announce = useCallback((message: Pick<ChatMessage, 'autor' | 'texto'>) => {
    const text = message.autor === 'ia' ? assistantPlainText(message.texto) : message.texto;
    setAnnouncement(`${AUTHOR_LABEL[message.autor]}: ${text}`);
  }, []);

  const update = useCallback((key: string, patch: Partial<ChatMessage>) => {
    setMessages((list) => list.map((m) => (m.key === key ? { ...m, ...patch } : m)));
  }, []);

  // History, then the greeting after it (the greeting is never stored).
  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    getHistory(user.id)
      .catch((error: unknown) => {
        logFailure('não foi possível carregar o histórico', error);
        return [] as StoredMessage[];
      })
      .then((history) => {
        if (cancelled) return;
        const list = history.map(fromStored);
        if (greet) list.push({ key: localKey('greeting'), autor: 'ia', texto: welcomeBack(user.username, history.length > 0), local: true });
        setMessages(list);
        setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [user.id, user.username, greet]);

  // Staff replies arrive live; after a reconnection, whatever was missed is fetched.
  useEffect(() => {
    const socket = getSocket();
    let connectedBefore = socket.connected;
    const onMessage = (event: NovaMensagemEvent) => {
      if (event.userId !== user.id || !isStaffAutor(event.autor)) return;
      setMessages((list) => withMissing(list, [event]));
      announce({ autor: event.autor, texto: event.mensagem });
    };
    const onConnect = () => {
      if (!connectedBefore) {
        connectedBefore = true;
        return;
      }
      getHistory(user.id).then(
        (history) => setMessages((list) => withMissing(list, history.filter((m) => isStaffAutor(m.autor)))),
        (error: unknown) => logFailure('não foi possível atualizar o histórico', error),
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
        logFailure('não foi possível gerar o áudio', error);
        update(key, { esperandoAudio: false });
      }
    },
    [speak, update],
  );

  /** Nothing starts by itself any more (widget closed, autoplay turned off). */
  const cancelAutoplay = useCallback(() => setMessages(withoutAutoplay), []);

  return { messages, loading, thinking, notice, announcement, send, listen, cancelAutoplay };
}
