/**
 * Registers the app host's service worker (built from src/sw.ts) so the panel opens without network after one visit.
 * Production builds only: the dev server has no worker. The landing never calls this (only the app router does).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('[offline] service worker not registered:', error));
}
