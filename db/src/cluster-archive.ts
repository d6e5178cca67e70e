import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/**
 * Unpacks a brotli-compressed tarball made by PGlite's `dumpDataDir('none')` (ustar: regular files and directories,
 * names relative to the data directory) into `target`, which must not exist yet. Read here rather than through
 * PGlite's `loadDataDir`, which would start a second Postgres and hold the archive three times over while it
 * unpacks: the server's first start would then need ~350 MB more for a few seconds.
 */
export function unpackClusterArchive(archive: string, target: string): void {
  const tar = zlib.brotliDecompressSync(fs.readFileSync(archive));
  const root = path.resolve(target);
  // Postgres' own permissions for a data directory: the cluster is readable by its owner only.
  fs.mkdirSync(root, { mode: 0o700 });
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    const name = field(header, 0, 100);
    if (!name) break; // the end-of-archive blocks
    const prefix = field(header, 345, 155);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156]!);
    const destination = path.resolve(root, `.${path.posix.sep}${prefix ? `${prefix}/${name}` : name}`);
    if (destination !== root && !destination.startsWith(root + path.sep)) {
      throw new Error(`Arquivo do banco vazio com caminho fora do diretório: ${name}`);
    }
    const data = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    if (type === '5') fs.mkdirSync(destination, { recursive: true, mode: 0o700 });
    else if (type === '0' || type === '\0') {
      fs.mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
      fs.writeFileSync(destination, data, { mode: 0o600 });
    } else throw new Error(`Arquivo do banco vazio com entrada de tipo inesperado (${type}): ${name}`);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (!fs.existsSync(path.join(root, 'PG_VERSION'))) throw new Error(`${archive} não contém um banco PGlite.`);
}
