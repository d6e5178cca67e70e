import { useCallback, useEffect, useRef, useState } from 'react';
import { messagePlainText } from '@app/contracts/message-markdown';
import { type ConversationState, type NovaMensagemEvent, type StoredMessage, type TurnEvent } from '@app/contracts';
import { getHistory } from '@/api/get-history';
import { isApiError } from '@/lib/api-client';
import { getSocket } from '@/lib/socket';
import { askTurn } from '@/features/chat/api/ask-turn';
import { getConversationState } from '@/features/chat/api/get-conversation-state';
import { requestSpeech } from '@/features/chat/api/request-speech';
import {
  arrivesFromElsewhere,
  authorOf,
  fromStored,
  localKey,
  sameStoredMessage,
  type ChatMessage,
} from '@/features/chat/logic/chat-message';
import { welcomeBack } from '@/features/chat/logic/widget-texts';
import { useSpeechQueue } from './use-speech-queue';

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

/** A stored message, or a realtime event. */
type ArrivedMessage = Pick<StoredMessage, 'autor' | 'mensagem' | 'criado_em'> & { id?: number; autor_nome?: string | null };

/** Appends stored messages the list does not show yet (realtime event or a refetch after reconnecting). */
function withMissing(list: ChatMessage[], stored: ArrivedMessage[]): ChatMessage[] {
  const missing = stored.filter((s) => !list.some((m) => (s.id !== undefined && m.id === s.id) || sameStoredMessage(m, s)));
  return missing.length ? [...list, ...missing.map(fromStored)] : list;
}

/** A key for the question: a retried request carries it and the server stores the question once. */
function questionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One user's conversation: history, who answers now (the assistant, or a person from the team), the question sent
 * once with its answer streamed back (text as it is composed, speech sentence by sentence), and live staff replies.
 * Shared by the widget and the 'Minhas conversas' page. `autoplay` says whether answers are spoken by themselves.
 */
export function useConversation(user: ConversationUser, options: { greet?: boolean; autoplay?: boolean } = {}) {
  const { greet = false, autoplay = true } = options;
  const autoplayRef = useRef(autoplay);
  autoplayRef.current = autoplay;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [thinking, setThinking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [state, setState] = useState<ConversationState | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Follow-up questions the assistant offered with its last answer (buttons; sent as a normal question). */
  const [quickReplies, setQuickReplies] = useState<string[]>([]);
  const objectUrls = useRef<string[]>([]);
  /**
   * Turns still streaming. A newer question silences the older ones (their text still arrives, their speech never
   * plays); leaving the page aborts them.
   */
  const turns = useRef(new Set<{ controller: AbortController; silenced: boolean }>());
  const latest = useRef<{ controller: AbortController; silenced: boolean } | null>(null);
  const speech = useSpeechQueue();

  const announce = useCallback((message: Pick<ChatMessage, 'autor' | 'texto' | 'autorNome'>) => {
    setAnnouncement(`${authorOf(message)}: ${messagePlainText(message.texto)}`);
  }, []);

  const update = useCallback((key: string, patch: Partial<ChatMessage>) => {
    setMessages((list) => list.map((m) => (m.key === key ? { ...m, ...patch } : m)));
  }, []);

  // History and who answers, then the greeting after it (the greeting is never stored, and only the assistant greets).
  useEffect(() => {
    const request = new AbortController();
    setLoading(true);
    setMessages([]);
    Promise.all([
      getHistory(user.id, request.signal).catch((error: unknown) => {
        if (!request.signal.aborted) logFailure('could not load the history', error);
        return [] as StoredMessage[];
      }),
      getConversationState(user.id, request.signal).catch((error: unknown) => {
        if (!request.signal.aborted) logFailure('could not read who answers the conversation', error);
        return null;
      }),
    ]).then(([history, current]) => {
      if (request.signal.aborted) return;
      const list = history.map(fromStored);
      if (greet && (current?.estado ?? 'assistente') === 'assistente') {
        list.push({ key: localKey('greeting'), autor: 'ia', texto: welcomeBack(user.username, history.length > 0), local: true });
      }
      // A question sent while the history was on its way (a slow link, a quick typist) was read before it was stored:
      // it stays after the history rather than vanishing from the screen.
      setMessages((meanwhile) => [...list, ...meanwhile.filter((m) => !list.some((h) => h.id !== undefined && h.id === m.id))]);
      setState(current);
      setLoading(false);
    });
    return () => request.abort();
  }, [user.id, user.username, greet]);

  // Staff replies, WhatsApp messages and changes of who answers arrive live. Whenever the socket (re)joins — including
  // its first connection after a login — whatever arrived in between is fetched.
  useEffect(() => {
    const socket = getSocket();
    const onMessage = (event: NovaMensagemEvent) => {
      if (event.userId !== user.id || !arrivesFromElsewhere(event)) return;
      setMessages((list) => withMissing(list, [event]));
      announce({ autor: event.autor, texto: event.mensagem, autorNome: event.autor_nome });
    };
    const onState = (event: ConversationState) => {
      if (event.userId === user.id) setState(event);
    };
    const onConnect = () => {
      getHistory(user.id).then(
        (history) => setMessages((list) => withMissing(list, history.filter(arrivesFromElsewhere))),
        (error: unknown) => logFailure('could not refresh the history', error),
      );
      getConversationState(user.id).then(setState, (error: unknown) => logFailure('could not refresh the state', error));
    };
    socket.on('nova-mensagem', onMessage);
    socket.on('conversa-estado', onState);
    socket.on('connect', onConnect);
    return () => {
      socket.off('nova-mensagem', onMessage);
      socket.off('conversa-estado', onState);
      socket.off('connect', onConnect);
    };
  }, [user.id, announce]);

  useEffect(
    () => () => {
      for (const each of turns.current) each.controller.abort();
      for (const url of objectUrls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  /** Silences the answer being spoken, and what was still to come of it ('Parar áudio'). */
  const stopSpeaking = useCallback(() => {
    for (const each of turns.current) each.silenced = true;
    speech.stop();
  }, [speech]);

  const send = useCallback(
    async (raw: string) => {
      const question = raw.trim();
      if (!question) return;
      // A new question silences the previous answers at once; their text still arrives.
      for (const each of turns.current) each.silenced = true;
      speech.stop();
      const controller = new AbortController();
      const turn = { controller, silenced: false };
      turns.current.add(turn);
      latest.current = turn;
      setNotice(null);
      setQuickReplies([]);
      const userKey = localKey('user');
      let answerKey: string | null = null;
      let answered = false;
      setMessages((list) => [...withoutAutoplay(list), { key: userKey, autor: 'user', texto: question }]);
      setThinking(true);

      const onEvent = (event: TurnEvent) => {
        if (controller.signal.aborted) return;
        const isLatest = latest.current === turn;
        switch (event.tipo) {
          case 'pergunta':
            // The history, read just after the question was stored, may have brought it already: one copy stays.
            setMessages((list) =>
              list
                .filter((m) => m.key === userKey || m.id !== event.mensagem.id)
                .map((m) => (m.key === userKey ? { ...m, id: event.mensagem.id, criadoEm: event.mensagem.criado_em } : m)),
            );
            break;
          case 'estado':
            setState(event.estado);
            if (event.estado.estado !== 'assistente' && isLatest) setThinking(false);
            break;
          case 'parte':
            if (isLatest) setThinking(false);
            if (!answerKey) {
              const key = localKey('ia');
              answerKey = key;
              setMessages((list) => [...list, { key, autor: 'ia', texto: event.texto, pending: true }]);
            } else {
              const key = answerKey;
              setMessages((list) => list.map((m) => (m.key === key ? { ...m, texto: m.texto + event.texto } : m)));
            }
            break;
          case 'resposta': {
            answered = true;
            if (isLatest) setThinking(false);
            const stored = { ...fromStored(event.mensagem), fontes: event.fontes };
            if (answerKey) {
              const key = answerKey;
              setMessages((list) => list.map((m) => (m.key === key ? { ...stored, key, pending: false } : m)));
            } else {
              answerKey = stored.key;
              setMessages((list) => [...list, stored]);
            }
            if (isLatest) setQuickReplies(event.sugestoes);
            announce({ autor: 'ia', texto: event.mensagem.mensagem });
            break;
          }
          case 'audio':
            // Not after a newer question, nor while the widget is closed or autoplay is off.
            if (!turn.silenced && autoplayRef.current) speech.enqueue(event);
            break;
          case 'erro':
            setNotice(event.erro);
            break;
          case 'fim':
            // Text shown as it was composed but never stored (a person took the conversation meanwhile): it goes.
            if (answerKey && !answered) {
              const key = answerKey;
              setMessages((list) => list.filter((m) => m.key !== key));
            }
            break;
        }
      };
      try {
        await askTurn({ texto: question, chave: questionKey(), audio: autoplayRef.current }, onEvent, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        logFailure('the question was not answered', error);
        const status = isApiError(error) ? error.status : undefined;
        if (isApiError(error) && error.serverMessage && status !== undefined && status < 500) setNotice(error.serverMessage);
        else setNotice('Não foi possível enviar sua mensagem agora. Verifique sua conexão e tente de novo.');
      } finally {
        turns.current.delete(turn);
        if (latest.current === turn) {
          setThinking(false);
          latest.current = null;
        }
      }
    },
    [speech, announce],
  );

  /** Audio on demand for an AI message from the history. */
  const listen = useCallback(
    async (key: string, texto: string) => {
      update(key, { esperandoAudio: true });
      try {
        const audioUrl = await requestSpeech(texto);
        objectUrls.current.push(audioUrl);
        setMessages((list) =>
          withoutAutoplay(list).map((m) => (m.key === key ? { ...m, audioUrl, esperandoAudio: false, autoplay: true } : m)),
        );
      } catch (error) {
        logFailure('could not get the spoken answer', error);
        update(key, { esperandoAudio: false });
      }
    },
    [update],
  );

  /** Nothing starts by itself any more (widget closed, autoplay turned off), and what is speaking stops. */
  const cancelAutoplay = useCallback(() => {
    for (const each of turns.current) each.silenced = true;
    speech.stop();
    setMessages(withoutAutoplay);
  }, [speech]);

  return {
    messages,
    loading,
    thinking,
    notice,
    state,
    announcement,
    quickReplies,
    send,
    listen,
    cancelAutoplay,
    stopSpeaking,
    speechPlayerRef: speech.playerRef,
  };
}
