import type { WhatsappConversa } from '@app/contracts';

/** "5 h 12 min", "48 min", "menos de 1 min". */
export function remaining(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'menos de 1 min';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

export interface WindowState {
  /** Free text may go to WhatsApp. */
  freeText: boolean;
  /** What the reply box says about the window (null: nothing to say). */
  text: string | null;
  tone: 'open' | 'closing' | 'closed' | 'unknown';
}

/**
 * The 24-hour window as staff read it in the reply box. Without the inbound webhook the product cannot know the
 * window: replies go as before and nothing is said.
 */
export function windowState(conversa: WhatsappConversa | undefined, now: number): WindowState {
  if (!conversa || !conversa.entrada_configurada || !conversa.numero) return { freeText: true, text: null, tone: 'unknown' };
  const closes = conversa.janela.fecha_em ? Date.parse(conversa.janela.fecha_em) : null;
  if (closes !== null && closes > now) {
    const left = closes - now;
    return {
      freeText: true,
      text: `Janela do WhatsApp aberta: respostas livres chegam por mais ${remaining(left)}.`,
      tone: left < 2 * 3600_000 ? 'closing' : 'open',
    };
  }
  const why = conversa.janela.ultima_entrada_em
    ? 'Passaram 24 horas desde a última mensagem desta pessoa no WhatsApp'
    : 'Esta pessoa ainda não escreveu no WhatsApp';
  return { freeText: false, text: `${why}: texto livre não chega até ela. Envie um modelo aprovado.`, tone: 'closed' };
}
