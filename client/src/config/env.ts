/** Hosts whose name starts with this prefix get the app (login, painel, admin); others get the public site. */
export const APP_HOST_PREFIX: string = import.meta.env.VITE_APP_HOST_PREFIX ?? 'app.';

export function isAppHost(hostname: string = window.location.hostname): boolean {
  return hostname.startsWith(APP_HOST_PREFIX);
}

/** The app host's URL for a path, computed from the current public host (works on localhost and in production). */
export function appUrl(path: string, location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location): string {
  const host = isAppHost(location.hostname) ? location.hostname : `${APP_HOST_PREFIX}${location.hostname.replace(/^www\./, '')}`;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${host}${port}${path}`;
}

/** The public site's URL for a path, computed from the current app host. */
export function publicUrl(path: string, location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location): string {
  const host = isAppHost(location.hostname) ? location.hostname.slice(APP_HOST_PREFIX.length) : location.hostname;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${host}${port}${path}`;
}
