import { marketingTemplateOptions, type MarketingTemplateOption } from '@app/contracts';
import { PRODUCT_SLUG } from '@/content/site';

/** docs/product.md, Entities: anuncio_{product}, anuncio_{product}_2, hello_world; the first is the default. */
export const TEMPLATE_OPTIONS: readonly MarketingTemplateOption[] = marketingTemplateOptions(PRODUCT_SLUG);
export const DEFAULT_TEMPLATE = TEMPLATE_OPTIONS[0]!.valor;

/**
 * The send only queues the messages (docs/product.md, Error messages words it 'enviadas com sucesso', which they are not yet): the page says
 * how many were enfileiradas and follows their envio below.
 */
export function queuedMessage(enfileiradas: number): string {
  const n = enfileiradas.toLocaleString('pt-BR');
  return enfileiradas === 1 ? `${n} mensagem enfileirada` : `${n} mensagens enfileiradas`;
}

export function people(count: number): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? 'pessoa' : 'pessoas'}`;
}

/** The failure message of docs/product.md, Error messages. */
export function failureMessage(serverErro: string | undefined): string {
  return `❌ Erro: ${serverErro && serverErro.trim() !== '' ? serverErro : 'Erro desconhecido'}`;
}

/** True while some campaign still has recipients waiting in the queue (the page keeps polling). */
export function hasPending(campaigns: readonly { na_fila: number }[]): boolean {
  return campaigns.some((c) => c.na_fila > 0);
}

/** Where a campaign stands; `configurado` is null while the WhatsApp status is unknown. */
export function campaignState(c: { na_fila: number }, configurado: boolean | null): string {
  if (c.na_fila === 0) return 'concluída';
  return configurado === false ? 'aguardando a configuração do WhatsApp' : 'em andamento';
}

/** Percentages of a campaign's bar: sent, failed (the rest is still queued). */
export function progressShares(c: { total: number; enviado: number; falhou: number }): { enviado: number; falhou: number } {
  if (c.total <= 0) return { enviado: 0, falhou: 0 };
  return { enviado: (c.enviado / c.total) * 100, falhou: (c.falhou / c.total) * 100 };
}
