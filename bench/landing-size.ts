/**
 * Initial JavaScript of the public landing, read from Vite's build manifest: the entry (index.html)
 * and its static imports, plus the landing's route module and its static imports. Lazy chunks (app routes,
 * admin, flashcards, legal pages) are not counted. Sizes are gzip (level 6, as the server's compression).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const LANDING_ROUTE_SRC = 'src/app/routes/landing-route.tsx';

export interface LandingSize {
  /** Gzipped bytes of every JS file the landing loads before it can render. */
  gzipBytes: number;
  rawBytes: number;
  files: { file: string; rawBytes: number; gzipBytes: number }[];
}

/** The manifest keys the landing needs: `start` and everything it imports statically (depth first). */
function staticClosure(manifest: Manifest, start: string, seen: Set<string>) {
  if (seen.has(start)) return;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`landing-size: "${start}" is not in the build manifest`);
  seen.add(start);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
}

/** Detailed measurement: which files count and their sizes. `manifestPath` is `<dist>/.vite/manifest.json`. */
export async function measureLanding(manifestPath: string, landingRouteSrc = LANDING_ROUTE_SRC): Promise<LandingSize> {
  const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as Manifest;
  const distDir = path.resolve(path.dirname(manifestPath), '..');
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('landing-size: the manifest has no entry chunk');

  const keys = new Set<string>();
  staticClosure(manifest, entry, keys);
  staticClosure(manifest, landingRouteSrc, keys);

  const files = await Promise.all(
    [...keys]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .map(async (file) => {
        const bytes = await fs.readFile(path.join(distDir, file));
        return { file, rawBytes: bytes.length, gzipBytes: (await gzip(bytes, { level: 6 })).length };
      }),
  );
  return {
    files,
    rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

/**
 * The landing's initial JS as it ships: raw bytes per file, named without its content hash (`index`, `landing-route`).
 * Raw, not gzip: a content hash has a fixed length, so raw sizes move only when code moves, while gzip also moves by a
 * few bytes when a chunk name (inside the entry's preload lists) gets a new hash.
 */
export function landingRawBytesByFile(size: LandingSize): Record<string, number> {
  const byFile: Record<string, number> = {};
  for (const { file, rawBytes } of size.files) byFile[path.basename(file).replace(/-[\w-]{8}\.js$/, '')] = rawBytes;
  return Object.fromEntries(Object.entries(byFile).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * What the landing shipped when this file was last written on purpose (bench/landing-initial-js.json). App-only code
 * (the panel, the service worker, the device copy) must leave it exactly as it is; a landing change that means to
 * grow it rewrites the file in the same commit.
 */
export const LANDING_BASELINE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'landing-initial-js.json');

export async function landingBaseline(): Promise<Record<string, number>> {
  return JSON.parse(await fs.readFile(LANDING_BASELINE_FILE, 'utf8')) as Record<string, number>;
}

/** Gzipped bytes of the JavaScript the public landing needs initially. */
export async function landingInitialJsGzipBytes(manifestPath: string): Promise<number> {
  return (await measureLanding(manifestPath)).gzipBytes;
}

export default landingInitialJsGzipBytes;
