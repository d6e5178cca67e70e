import type { Envio as EnvioRecord } from '@app/contracts';

/** What the history shows of an envio (a reply forwarded to WhatsApp). */
export type Envio = Pick<EnvioRecord, 'id' | 'mensagem_id' | 'status' | 'via_modelo' | 'motivo'> &
  Partial<Pick<EnvioRecord, 'entrega' | 'fora_da_janela'>>;

export interface EnvioLabel {
  tone: 'pending' | 'sent' | 'read' | 'failed';
  text: string;
  /** WhatsApp-style ticks: 🕓 queued, ✓ sent, ✓✓ delivered, ✓✓ (blue) read. */
  ticks: string;
  /** What staff can do about it: send the text again, or (closed window) send a template. */
  action: 'reenviar' | 'enviar-modelo' | null;
}

/** What staff read under a forwarded reply: na fila / enviado / entregue / lido / falhou (reason in Portuguese). */
export function envioLabel(envio: Pick<Envio, 'status' | 'via_modelo' | 'motivo' | 'entrega' | 'fora_da_janela'>): EnvioLabel {
  switch (envio.status) {
    case 'na_fila':
      return { tone: 'pending', text: 'WhatsApp: na fila', ticks: '🕓', action: null };
    case 'enviado':
      if (envio.entrega === 'lido') return { tone: 'read', text: 'WhatsApp: lido', ticks: '✓✓', action: null };
      if (envio.entrega === 'entregue') return { tone: 'sent', text: 'WhatsApp: entregue', ticks: '✓✓', action: null };
      return {
        tone: 'sent',
        text: envio.via_modelo ? 'WhatsApp: enviado como aviso (fora da janela de 24 h)' : 'WhatsApp: enviado',
        ticks: '✓',
        action: null,
      };
    default:
      return {
        tone: 'failed',
        text: `WhatsApp: falhou: ${envio.motivo ?? 'motivo desconhecido'}`,
        ticks: '!',
        action: envio.fora_da_janela ? 'enviar-modelo' : 'reenviar',
      };
  }
}

/** The newest envio per saved message (a reply forwarded twice shows its latest state). */
export function enviosByMessage(envios: readonly Envio[]): Map<number, Envio> {
  const map = new Map<number, Envio>();
  for (const d of envios) {
    if (d.mensagem_id === null) continue;
    const current = map.get(d.mensagem_id);
    if (!current || current.id < d.id) map.set(d.mensagem_id, d);
  }
  return map;
}
