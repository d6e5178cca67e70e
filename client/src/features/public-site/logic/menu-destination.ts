export interface ResolvedDestination {
  href: string;
  /** Opens in a new tab (another site). */
  external: boolean;
}

/**
 * Turns a content destination into a link: '#id' stays on the page, 'app:/path' goes to the app host
 * (through `toAppUrl`, so it works on localhost and in production), anything else is an external URL.
 */
export function resolveDestination(destino: string, toAppUrl: (path: string) => string): ResolvedDestination {
  if (destino.startsWith('#')) return { href: destino, external: false };
  if (destino.startsWith('app:')) return { href: toAppUrl(destino.slice('app:'.length)), external: false };
  return { href: destino, external: /^https?:\/\//.test(destino) };
}
