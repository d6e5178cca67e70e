import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChamadoAtualizadoEvent, WaitingSummary } from '@app/contracts';
import { getWaitingSummary } from '@/api/get-waiting-summary';
import { queryKeys } from '@/api/query-keys';
import { getSocket } from '@/lib/socket';

const ALERTS_KEY = (userId: number) => `avisos-navegador:${userId}`;

/** Whether this staff member asked for browser notifications on this browser (opt-in, per person). */
export function browserAlertsOn(userId: number): boolean {
  try {
    return localStorage.getItem(ALERTS_KEY(userId)) === 'sim' && typeof Notification !== 'undefined' && Notification.permission === 'granted';
  } catch {
    return false;
  }
}

/** Turns the opt-in on (asking the browser's permission first) or off; resolves with what is now true. */
export async function setBrowserAlerts(userId: number, on: boolean): Promise<boolean> {
  if (on && typeof Notification !== 'undefined' && Notification.permission !== 'granted') {
    if ((await Notification.requestPermission()) !== 'granted') return false;
  }
  try {
    if (on) localStorage.setItem(ALERTS_KEY(userId), 'sim');
    else localStorage.removeItem(ALERTS_KEY(userId));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  return browserAlertsOn(userId);
}

let audio: AudioContext | undefined;

/** A short two-note chime, made by the browser (no audio file to download); silent where audio is not allowed yet. */
function chime() {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1175],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.18, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.22);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.25);
    }
  } catch {
    // No Web Audio (old browser, tests): the badge still says it.
  }
}

/**
 * For staff screens: how many conversations wait for a person (kept fresh by the ticket events), and an alert when a
 * new one starts waiting — a chime, and a browser notification when the tab is in the background and this staff
 * member opted in.
 */
export function useWaitingConversations(staffId: number | null): WaitingSummary | undefined {
  const queryClient = useQueryClient();
  const summary = useQuery({
    queryKey: queryKeys.chat.waiting,
    queryFn: ({ signal }) => getWaitingSummary(signal),
    enabled: staffId !== null,
  });
  useEffect(() => {
    if (staffId === null) return;
    const socket = getSocket();
    const onTicket = (event: ChamadoAtualizadoEvent) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.waiting });
      if (!event.aguardandoAssessor) return;
      chime();
      if (document.hidden && browserAlertsOn(staffId)) {
        new Notification('Uma conversa aguarda a equipe', {
          body: 'Abra o Atendimento para responder.',
          tag: `aguardando-${event.userId}`,
        });
      }
    };
    socket.on('chamado-atualizado', onTicket);
    return () => {
      socket.off('chamado-atualizado', onTicket);
    };
  }, [staffId, queryClient]);
  return summary.data;
}
