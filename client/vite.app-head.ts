import type { Plugin, Rollup } from 'vite';
import { SESSION_PROBE_URL } from './src/lib/session-probe';

/** Written beside index.html; the server puts it in the <head> of every page on the app host (server/src/lib/static-client.ts). */
export const APP_HEAD_FILE = 'app-head.html';

/** The modules every app page runs whatever its route (app/app-routes.tsx and the panel's shell). */
const APP_CORE = ['/src/app/app-routes.tsx', '/src/features/shell/pages/app-shell.tsx'];

/**
 * Issue 20, point 3: on the app host the browser would learn about the session probe and the app's own code only
 * after the entry chunk has downloaded and run, and then fetch two dozen chunks in waves. This writes the hints that
 * let it start all of them while it parses the HTML: a fetch preload of the session probe (answered from the same
 * request when the app asks, lib/early-requests.ts), a modulepreload for each chunk of the app core, and a style
 * preload for its CSS. The landing host gets none of it (index.html is shared; the server decides per host).
 */
export function appHead(): Plugin {
  return {
    name: 'app-head',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rollup.OutputChunk, into: Set<string>) => {
        if (into.has(start.fileName)) return;
        into.add(start.fileName);
        for (const file of start.imports) closure(byFile.get(file)!, into);
      };
      // index.html already preloads the entry and its static imports.
      const inEntry = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, inEntry);
      const scripts = new Set<string>();
      for (const id of APP_CORE) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(id));
        if (!chunk) this.error(`app-head: no chunk for ${id}`);
        closure(chunk, scripts);
      }
      const wanted = [...scripts].filter((file) => !inEntry.has(file)).sort();
      const styles = new Set(wanted.flatMap((file) => [...(byFile.get(file)!.viteMetadata?.importedCss ?? [])]));
      const tags = [
        `<link rel="preload" as="fetch" href="${SESSION_PROBE_URL}" crossorigin="anonymous">`,
        ...wanted.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...[...styles].sort().map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ];
      this.emitFile({ type: 'asset', fileName: APP_HEAD_FILE, source: `${tags.join('\n')}\n` });
    },
  };
}
