// An Anki package (`.apkg`/`.colpkg`) opened in the import's worker thread: which collection file to read, unpacked
// within a size budget, and how many media files it carries. The formats are described in docs/anki-import.md.
import { unzipSync } from 'fflate';
import zstdWasm from '@bokuweb/zstd-wasm';
import { ptNumber, refuse } from './anki-refusal.mjs';

/** `meta`'s PackageMetadata.version: which collection file is the real one. */
export const PACKAGE_VERSION = { LEGACY_1: 1, LEGACY_2: 2, LATEST: 3 };
const COLLECTION_FILE = { 1: 'collection.anki2', 2: 'collection.anki21', 3: 'collection.anki21b' };
const WANTED = new Set(['meta', 'media', ...Object.values(COLLECTION_FILE)]);

export const STUB_ONLY =
  'Este pacote do Anki só traz a coleção de compatibilidade que o Anki inclui para versões antigas (uma nota pedindo para atualizar o Anki), não as suas notas. Exporte o baralho de novo no Anki e envie o arquivo .apkg completo, sem extrair nem recompactar.';
const TOO_NEW =
  'Este pacote foi criado por uma versão do Anki mais nova do que a que sabemos ler. No Anki, exporte marcando "Suporte a versões antigas do Anki" ou use "Notas em texto simples".';
const TOO_BIG = (max) => `O pacote do Anki passa de ${ptNumber(Math.round(max / 1024 / 1024))} MB depois de descompactado. Divida o baralho em pacotes menores.`;

/**
 * The entries the import reads (never the media files themselves), their declared unpacked sizes summed within
 * `maxBytes` before anything is inflated; fflate writes no more than the declared size.
 * @param {Uint8Array} bytes
 * @param {number} maxBytes
 * @returns {Record<string, Uint8Array>}
 */
function unzip(bytes, maxBytes) {
  let total = 0;
  let tooBig = false;
  try {
    const files = unzipSync(bytes, {
      filter: (file) => {
        if (!WANTED.has(file.name)) return false;
        total += file.originalSize;
        tooBig ||= total > maxBytes;
        return !tooBig;
      },
    });
    if (!tooBig) return files;
  } catch {
    if (!tooBig) throw refuse('Não consegui abrir o pacote do Anki (.apkg).');
  }
  throw refuse(TOO_BIG(maxBytes), 413);
}

// The reference zstd decoder compiled to WASM (its npm package ships the .wasm): about twice as fast as a pure
// JavaScript decoder in a fresh thread. Started with the thread, like sql.js.
const zstdReady = zstdWasm.init();
zstdReady.catch(() => undefined);
const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
/** zstd's error code for an output larger than the room given. */
const DST_SIZE_TOO_SMALL = 'code -70';

/**
 * The unpacked size a zstd frame declares, or null when it does not (Anki's streaming encoder never does). Read
 * here because the decoder would otherwise allocate whatever a stranger's header says.
 * @param {Uint8Array} frame
 */
function declaredSize(frame) {
  const descriptor = frame[4] ?? 0;
  const singleSegment = (descriptor >> 5) & 1;
  const sizeBytes = [singleSegment, 2, 4, 8][descriptor >> 6];
  if (sizeBytes === 0) return null;
  const at = 5 + (singleSegment ? 0 : 1) + [0, 1, 2, 4][descriptor & 3];
  let size = 0;
  for (let i = sizeBytes - 1; i >= 0; i -= 1) size = size * 256 + (frame[at + i] ?? 0);
  return sizeBytes === 2 ? size + 256 : size;
}

/**
 * A zstd frame decoded into at most `maxBytes` (a declared size above it is refused before decoding; without one,
 * the decoder stops when the room is full).
 * @param {Uint8Array} bytes
 * @param {number} maxBytes
 */
export async function unzstd(bytes, maxBytes) {
  await zstdReady;
  if (bytes.length < 6 || ZSTD_MAGIC.some((b, i) => bytes[i] !== b)) throw refuse('Não consegui descompactar a coleção do pacote do Anki.');
  const declared = declaredSize(bytes);
  if (declared !== null && declared > maxBytes) throw refuse(TOO_BIG(maxBytes), 413);
  try {
    return zstdWasm.decompress(bytes, { defaultHeapSize: maxBytes });
  } catch (error) {
    if (declared === null && String(error?.message).endsWith(DST_SIZE_TOO_SMALL)) throw refuse(TOO_BIG(maxBytes), 413);
    throw refuse('Não consegui descompactar a coleção do pacote do Anki.');
  }
}

/** A base-128 varint at `at`: [value, next offset]; numbers past 2^53 are not needed here. */
export function varint(bytes, at) {
  let value = 0;
  let scale = 1;
  for (let i = at; i < bytes.length && i < at + 10; i += 1) {
    value += (bytes[i] & 0x7f) * scale;
    if ((bytes[i] & 0x80) === 0) return [value, i + 1];
    scale *= 128;
  }
  throw new Error('varint truncated');
}

/**
 * The top-level fields of a protobuf message: each field number with its varint value or its bytes.
 * @param {Uint8Array} bytes
 * @returns {Array<{ field: number, value?: number, bytes?: Uint8Array }>}
 */
export function protobufFields(bytes) {
  const fields = [];
  let at = 0;
  while (at < bytes.length) {
    const [key, afterKey] = varint(bytes, at);
    const field = Math.floor(key / 8);
    const wire = key % 8;
    if (wire === 0) {
      const [value, next] = varint(bytes, afterKey);
      fields.push({ field, value });
      at = next;
    } else if (wire === 2) {
      const [length, start] = varint(bytes, afterKey);
      if (start + length > bytes.length) throw new Error('field truncated');
      fields.push({ field, bytes: bytes.subarray(start, start + length) });
      at = start + length;
    } else if (wire === 1 || wire === 5) {
      at = afterKey + (wire === 1 ? 8 : 4);
    } else {
      throw new Error(`wire type ${wire}`);
    }
  }
  return fields;
}

/** The package version `meta` declares, or, without `meta` (Anki before 2.1.50), the one its files imply. */
function versionOf(files) {
  if (!files.meta) {
    // Anki itself would read collection.anki2 here, which beside a collection.anki21b is only the stub.
    if (files['collection.anki21b']) return PACKAGE_VERSION.LATEST;
    return files['collection.anki21'] ? PACKAGE_VERSION.LEGACY_2 : PACKAGE_VERSION.LEGACY_1;
  }
  let version = 0;
  try {
    version = protobufFields(files.meta).find((f) => f.field === 1)?.value ?? 0;
  } catch {
    throw refuse('Não consegui ler o arquivo "meta" do pacote do Anki.');
  }
  if (!COLLECTION_FILE[version]) throw refuse(TOO_NEW);
  return version;
}

/** How many media files the package lists: a JSON map in legacy packages, a zstd'd MediaEntries message today. */
async function mediaCount(files, version, maxBytes) {
  const media = files.media;
  if (!media || media.length === 0) return 0;
  try {
    if (version === PACKAGE_VERSION.LATEST) return protobufFields(await unzstd(media, maxBytes)).filter((f) => f.field === 1).length;
    const map = JSON.parse(new TextDecoder().decode(media));
    return map && typeof map === 'object' ? Object.keys(map).length : 0;
  } catch {
    return 0;
  }
}

/**
 * The package's real collection as SQLite bytes (Anki's choice: the file `meta` names, zstd-decoded in the current
 * format), the media count, and whether the bytes may be the compatibility stub (a `collection.anki2` read as such).
 * @param {Uint8Array} bytes
 * @param {number} maxBytes
 */
export async function openPackage(bytes, maxBytes) {
  const files = unzip(bytes, maxBytes);
  const version = versionOf(files);
  const name = COLLECTION_FILE[version];
  const stored = files[name];
  if (!stored) {
    // The file `meta` names is missing: what is left is at most the stub current Anki writes beside it.
    if (files['collection.anki2'] && version !== PACKAGE_VERSION.LEGACY_1) throw refuse(STUB_ONLY);
    throw refuse('O pacote do Anki não contém uma coleção (collection.anki2).');
  }
  const collection = version === PACKAGE_VERSION.LATEST ? await unzstd(stored, maxBytes) : stored;
  return { collection, version, media: await mediaCount(files, version, maxBytes), maybeStub: name === 'collection.anki2' };
}
