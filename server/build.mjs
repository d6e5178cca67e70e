// Compiles the server to plain JavaScript for production (`npm run serve` runs node on server/dist/start.js, no
// runtime transpiler). One ESM bundle holds the server's own code and the workspace packages it imports (@app/db,
// @app/contracts, which ship as TypeScript); every npm package stays external and loads from node_modules as usual,
// so native addons (bcrypt) and WASM files resolve exactly as they do in development.
// Files the code opens next to itself (worker threads, the shipped knowledge base) are copied beside the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = import.meta.dirname;
const src = path.join(serverDir, 'src');
const out = path.join(serverDir, 'dist');

/** Bare imports other than the workspace packages are left to node at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@app/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

fs.rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { start: path.join(src, 'start.ts') },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces in the logs keep their real function names.
  keepNames: true,
  logLevel: 'warning',
  plugins: [externalPackages],
  // Lazily imported modules (speech, imports, backups) become chunks loaded on first use, not at start.
  splitting: true,
  // Beside start.js: modules find their workers and data relative to their own URL.
  chunkNames: '[name]-[hash]',
});

/** Plain JavaScript workers and the modules they import, loaded by URL at run time. */
const copied = [
  'tts/espeak.worker.mjs',
  'flashcards/anki-import.worker.mjs',
  'flashcards/anki-collection.mjs',
  'flashcards/anki-package.mjs',
  'flashcards/anki-refusal.mjs',
  'flashcards/anki-text.mjs',
  'flashcards/fsrs-optimizer.worker.mjs',
];
for (const file of copied) fs.copyFileSync(path.join(src, file), path.join(out, path.basename(file)));
fs.cpSync(path.join(src, 'ai/knowledge'), path.join(out, 'knowledge'), { recursive: true });
