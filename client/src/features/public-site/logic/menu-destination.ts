import { ASSISTANT_DESTINATION, WHATSAPP_DESTINATION } from '@/content/site';

export interface ResolvedDestination {
  href: string;
  /** Opens in a new tab (another site). */
  external: boolean;
}

export interface DestinationLinks {
  /** The app host's URL for a path (works on localhost and in production). */
  toAppUrl: (path: string) => string;
  /** The in-page link that opens the chat assistant widget. */
  assistantHref: string;
  /** The advisory's WhatsApp chat, or null while the admin has not set the number. */
  whatsappHref: string | null;
  /** The landing sections on the page (#assessores only with advisors, #assessorados only with photos). */
  sections: ReadonlySet<string>;
}

/**
 * Turns a content destination into a link, or null when it leads nowhere on this page: '#id' stays on the page when
 * that section is shown, 'app:/path' goes to the app host, 'assistente' opens the chat widget, 'whatsapp' opens the
 * advisory's chat once it has a number, anything else is an external URL.
 */
export function resolveDestination(destino: string, links: DestinationLinks): ResolvedDestination | null {
  if (destino === ASSISTANT_DESTINATION) return { href: links.assistantHref, external: false };
  if (destino === WHATSAPP_DESTINATION) return links.whatsappHref ? { href: links.whatsappHref, external: true } : null;
  if (destino.startsWith('#')) return links.sections.has(destino.slice(1)) ? { href: destino, external: false } : null;
  if (destino.startsWith('app:')) return { href: links.toAppUrl(destino.slice('app:'.length)), external: false };
  return { href: destino, external: /^https?:\/\//.test(destino) };
}

/** The destination, or its alternative while the destination is not on the page; null when neither is. */
export function resolveWithFallback(
  target: { destino: string; alternativa?: string },
  links: DestinationLinks,
): ResolvedDestination | null {
  return resolveDestination(target.destino, links) ?? (target.alternativa ? resolveDestination(target.alternativa, links) : null);
}
