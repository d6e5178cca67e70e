import { ASSISTANT_DESTINATION } from '@/content/site';

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
}

/**
 * Turns a content destination into a link: '#id' stays on the page, 'app:/path' goes to the app host,
 * 'assistente' opens the chat widget, anything else is an external URL.
 */
export function resolveDestination(destino: string, { toAppUrl, assistantHref }: DestinationLinks): ResolvedDestination {
  if (destino === ASSISTANT_DESTINATION) return { href: assistantHref, external: false };
  if (destino.startsWith('#')) return { href: destino, external: false };
  if (destino.startsWith('app:')) return { href: toAppUrl(destino.slice('app:'.length)), external: false };
  return { href: destino, external: /^https?:\/\//.test(destino) };
}
