/** Hosts whose name starts with this prefix get the app (login, painel, admin); others get the public site. */
export const APP_HOST_PREFIX: string = import.meta.env.VITE_APP_HOST_PREFIX ?? 'app.';

export function isAppHost(hostname: string = window.location.hostname): boolean {
  return hostname.startsWith(APP_HOST_PREFIX);
}

/** A loopback address has no `app.` sub-host: its app is the one on localhost (same machine, same port). */
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '[::1]', '::1']);

/** The app host's URL for a path, computed from the current public host (works on localhost and in production). */
export function appUrl(path: string, location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location): string {
  const publicHost = LOOPBACK_ADDRESSES.has(location.hostname) ? 'localhost' : location.hostname.replace(/^www\./, '');
  const host = isAppHost(location.hostname) ? location.hostname : `${APP_HOST_PREFIX}${publicHost}`;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${host}${port}${path}`;
}

/** The public site's URL for a path, computed from the current app host. */
export function publicUrl(path: string, location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location): string {
  const host = isAppHost(location.hostname) ? location.hostname.slice(APP_HOST_PREFIX.length) : location.hostname;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${host}${port}${path}`;
}
