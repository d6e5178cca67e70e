export type DeliveryStatus = 'na_fila' | 'enviado' | 'falhou';

export interface Delivery {
  id: number;
  mensagem_id: number | null;
  status: DeliveryStatus;
  via_modelo: boolean;
  motivo: string | null;
}

export interface DeliveryLabel {
  tone: 'pending' | 'sent' | 'failed';
  text: string;
}

/** What staff read under a forwarded reply (na fila / enviado / falhou: reason in Portuguese). */
export function deliveryLabel(delivery: Pick<Delivery, 'status' | 'via_modelo' | 'motivo'>): DeliveryLabel {
  switch (delivery.status) {
    case 'na_fila':
      return { tone: 'pending', text: 'WhatsApp: na fila' };
    case 'enviado':
      return {
        tone: 'sent',
        text: delivery.via_modelo ? 'WhatsApp: enviado como aviso (fora da janela de 24 h)' : 'WhatsApp: enviado',
      };
    default:
      return { tone: 'failed', text: `WhatsApp: falhou: ${delivery.motivo ?? 'motivo desconhecido'}` };
  }
}

/** The newest delivery per saved message (a reply forwarded twice shows its latest state). */
export function deliveriesByMessage(deliveries: readonly Delivery[]): Map<number, Delivery> {
  const map = new Map<number, Delivery>();
  for (const d of deliveries) {
    if (d.mensagem_id === null) continue;
    const current = map.get(d.mensagem_id);
    if (!current || current.id < d.id) map.set(d.mensagem_id, d);
  }
  return map;
}
