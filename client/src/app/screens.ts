/**
 * Every screen's code, loaded on demand: screen `x` of contracts' route tables is the default export of
 * routes/x-route.tsx (docs/architecture.md, "Routes"). The router (app-router.tsx, public-site.tsx) and the early
 * preload (route-preload.ts) share one promise per screen, so nothing is fetched twice.
 */

type Importer = () => Promise<unknown>;

/** Keyed by file: './routes/deck-route.tsx'. Only this folder's top level: route modules, not their tests. */
const importers: Record<string, Importer> = import.meta.glob('./routes/*-route.tsx');

export const screenFile = (name: string) => `./routes/${name}-route.tsx`;

/** The screens that have a route module (client/src/app/__tests__/routes-table.test.ts compares them with the tables). */
export const screenNames = (): string[] => Object.keys(importers).map((file) => file.slice('./routes/'.length, -'-route.tsx'.length));

const loading = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();

/** A screen's module; once it has arrived, `loadedScreen(name)` hands it out synchronously (lazy-screen.tsx). */
export function loadScreen(name: string): Promise<unknown> {
  let promise = loading.get(name);
  if (!promise) {
    const importer = importers[screenFile(name)];
    promise = importer ? importer() : Promise.reject(new Error(`No route module for screen "${name}"`));
    promise.then(
      (module) => loaded.set(name, module),
      // A chunk that failed (a new deploy removed it, the network dropped) is asked for again next time.
      () => loading.delete(name),
    );
    loading.set(name, promise);
  }
  return promise;
}

export const loadedScreen = (name: string): unknown => loaded.get(name);
