/// <reference lib="webworker" />
/**
 * The app host's service worker: the built app (HTML, JS, CSS, icons) precached so the student panel opens without
 * network after one visit. It caches no API answer: the study data lives in IndexedDB, owned and cleared by the page
 * (lib/offline). Navigations go to the network first (the server's page carries the session hints); only when that
 * fails does the precached page answer, and never for staff screens (/admin) or the API.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

void self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

const NEVER_FROM_CACHE = [/^\/api\//, /^\/webhook\//, /^\/socket\.io\//, /^\/admin(\/|$)/];

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: NEVER_FROM_CACHE },
  ),
);
