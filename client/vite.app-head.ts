import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { APP_ROUTES, layoutScreensOf, screensOf } from '../contracts/src/routes.ts';
import { SESSION_PROBE_URL } from './src/lib/session-probe.ts';

/** Written beside index.html; the server puts it in the <head> of every page on the app host (server/src/lib/static-client.ts). */
export const APP_HEAD_FILE = 'app-head.html';
/** Also beside index.html: each screen's own chunks and CSS, which the server adds for the path's screens. */
export const APP_SCREENS_FILE = 'app-screens.json';

/** Public screens whose first HTML the server renders (server/src/help-centre): their tags go in the same file. */
const PRERENDERED_PUBLIC_SCREENS = ['help-index', 'help-article'];

/** A screen's route module (contracts' route tables name screens; src/app/screens.ts loads them). */
const screenModule = (screen: string) => `/src/app/routes/${screen}-route.tsx`;

/** The modules every app page runs whatever its route: the router with its providers, and the layouts (the panel's shell). */
const APP_CORE = ['/src/app/app-router.tsx', ...layoutScreensOf(APP_ROUTES).map(screenModule)];

/**
 * The student panel as an installable app: only the app host's pages name the manifest (the landing is a site, not
 * an app). The page's own theme-color (index.html) stays for the landing; these follow the system's light or dark.
 */
const INSTALLABLE_APP = [
  '<link rel="manifest" href="/manifest.webmanifest">',
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png">',
  '<meta name="apple-mobile-web-app-capable" content="yes">',
  '<meta name="apple-mobile-web-app-title" content="Estudo">',
  '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#0b6e4f">',
  '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0f1a17">',
];

const preloadTags = (scripts: string[], styles: string[]) => [
  ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
];

/**
 * On the app host the browser would learn about the session probe and the app's own code only
 * after the entry chunk has downloaded and run, and then fetch two dozen chunks in waves. This writes the hints that
 * let it start them while it parses the HTML: a fetch preload of the session probe (answered from the same request
 * when the app asks, lib/early-requests.ts), a modulepreload for each chunk of the app core, a style preload for its
 * CSS, and per screen the same for its own chunks (the server picks the path's screens with contracts' route table).
 * The landing host gets none of it (index.html is shared; the server decides per host).
 */
export function appHead(): Plugin {
  return {
    name: 'app-head',
    apply: 'build',
    // After every plugin's generateBundle: Vite drops the empty JS chunks of CSS-only modules there, and a hint
    // naming one would be a 404.
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rollup.OutputChunk, into: Set<string>) => {
        if (into.has(start.fileName)) return;
        into.add(start.fileName);
        for (const file of start.imports) if (byFile.has(file)) closure(byFile.get(file)!, into);
      };
      const chunkOf = (moduleEnd: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/\.tsx?$/, '').endsWith(moduleEnd.replace(/\.tsx?$/, '')));
        if (!chunk) this.error(`app-head: no chunk for ${moduleEnd}`);
        return chunk;
      };
      const stylesOf = (files: string[]) => [...new Set(files.flatMap((file) => [...(byFile.get(file)!.viteMetadata?.importedCss ?? [])]))].sort();

      // index.html already preloads the entry and its static imports; the core's files are in every app page's head.
      const inEntry = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, inEntry);
      const core = new Set<string>();
      for (const id of APP_CORE) closure(chunkOf(id), core);
      const coreFiles = [...core].filter((file) => !inEntry.has(file)).sort();
      const coreStyles = stylesOf(coreFiles);
      const head = [`<link rel="preload" as="fetch" href="${SESSION_PROBE_URL}" crossorigin="anonymous">`, ...preloadTags(coreFiles, coreStyles), ...INSTALLABLE_APP];
      fs.writeFileSync(path.join(outDir, APP_HEAD_FILE), `${head.join('\n')}\n`);

      const perScreen: Record<string, string[]> = {};
      for (const screen of screensOf(APP_ROUTES)) {
        const files = new Set<string>();
        closure(chunkOf(screenModule(screen)), files);
        const own = [...files].filter((file) => !inEntry.has(file) && !core.has(file)).sort();
        const styles = stylesOf(own).filter((file) => !coreStyles.includes(file));
        perScreen[screen] = preloadTags(own, styles);
      }
      // The public pages the server renders (the help centre) start their code with the document and hold their CSS
      // as a stylesheet: the server's text is the page, so it is painted styled, and the client's render over it moves
      // nothing (Vite's loader finds the sheet already there and does not add it again). Nothing of the app core is
      // loaded on the public host, so only the entry's files are left out.
      for (const screen of PRERENDERED_PUBLIC_SCREENS) {
        const files = new Set<string>();
        closure(chunkOf(screenModule(screen)), files);
        const own = [...files].filter((file) => !inEntry.has(file)).sort();
        perScreen[screen] = [
          ...own.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...stylesOf(own).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ];
      }
      fs.writeFileSync(path.join(outDir, APP_SCREENS_FILE), JSON.stringify(perScreen));
    },
  };
}
