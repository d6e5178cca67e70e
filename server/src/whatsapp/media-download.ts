import crypto from 'node:crypto';
import type { ArquivoTipo } from '@app/contracts';
import type { CloudApiCredentials } from './cloud-api.js';

/** MIME types kept per kind (what WhatsApp delivers for each); anything else is refused, never stored. */
export const ALLOWED_MIME: Record<ArquivoTipo, readonly string[]> = {
  imagem: ['image/jpeg', 'image/png', 'image/webp'],
  documento: ['application/pdf'],
  audio: ['audio/ogg', 'audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/amr'],
  video: ['video/mp4', 'video/3gpp'],
};

/** The first bytes each allowed type starts with: a file whose content is not what its type says is refused. */
function contentMatches(mime: string, head: Buffer): boolean {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  switch (mime) {
    case 'image/jpeg':
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case 'image/png':
      return head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
    case 'application/pdf':
      return ascii(0, 5) === '%PDF-';
    case 'audio/ogg':
      return ascii(0, 4) === 'OggS';
    case 'audio/mpeg':
      return ascii(0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0);
    case 'audio/aac':
      return head[0] === 0xff && ((head[1] ?? 0) & 0xf6) === 0xf0;
    case 'audio/amr':
      return ascii(0, 5) === '#!AMR';
    case 'audio/mp4':
    case 'video/mp4':
    case 'video/3gpp':
      return ascii(4, 8) === 'ftyp';
    default:
      return false;
  }
}

export type DownloadOutcome =
  | { kind: 'ok'; bytes: Buffer; mime: string; sha256: string }
  /** Worth another attempt (network trouble, Meta 5xx/429). */
  | { kind: 'retry'; reason: string }
  /** Kept as a failed file with this Portuguese reason. */
  | { kind: 'refused'; reason: string; size?: number };

const TIMEOUT_MS = 30_000;

function bareMime(value: string | null | undefined): string {
  return (value ?? '').split(';')[0]!.trim().toLowerCase();
}

function humanSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * Meta's two-step media download: `GET {base}/{media-id}` (bearer token) answers a short-lived URL with the type and
 * size, then `GET <url>` with the same token answers the bytes. Limits are checked on the announced size before
 * downloading and again while reading (the announcement may lie); the content must match its type.
 */
export async function downloadMedia(
  credentials: CloudApiCredentials,
  media: { id: string; tipo: ArquivoTipo },
  maxBytes: number,
): Promise<DownloadOutcome> {
  const auth = { Authorization: `Bearer ${credentials.token}` };
  let info: { url?: unknown; mime_type?: unknown; file_size?: unknown };
  try {
    const response = await fetch(`${credentials.apiBase}/${encodeURIComponent(media.id)}`, {
      headers: auth,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 429 || response.status >= 500)
      return { kind: 'retry', reason: `HTTP ${response.status} ao consultar a mídia` };
    if (!response.ok) return { kind: 'refused', reason: 'o WhatsApp não entregou o arquivo (mídia expirada ou inexistente)' };
    info = (await response.json()) as typeof info;
  } catch (error) {
    return { kind: 'retry', reason: `falha de rede: ${error instanceof Error ? error.message : String(error)}` };
  }
  const mime = bareMime(typeof info.mime_type === 'string' ? info.mime_type : null);
  if (!ALLOWED_MIME[media.tipo].includes(mime))
    return { kind: 'refused', reason: `tipo de arquivo não aceito (${mime || 'desconhecido'})` };
  const announced = Number(info.file_size);
  if (Number.isFinite(announced) && announced > maxBytes) {
    return {
      kind: 'refused',
      reason: `arquivo grande demais (${humanSize(announced)}; o limite é ${humanSize(maxBytes)})`,
      size: announced,
    };
  }
  if (typeof info.url !== 'string' || !/^https?:\/\//.test(info.url))
    return { kind: 'refused', reason: 'o WhatsApp não informou o endereço do arquivo' };

  try {
    const response = await fetch(info.url, { headers: auth, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.status === 429 || response.status >= 500)
      return { kind: 'retry', reason: `HTTP ${response.status} ao baixar a mídia` };
    if (!response.ok || !response.body) return { kind: 'refused', reason: 'o link do arquivo expirou antes do download' };
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength;
      if (total > maxBytes)
        return { kind: 'refused', reason: `arquivo grande demais (mais de ${humanSize(maxBytes)})`, size: total };
      chunks.push(Buffer.from(chunk));
    }
    const bytes = Buffer.concat(chunks);
    if (!contentMatches(mime, bytes.subarray(0, 16)))
      return { kind: 'refused', reason: `o conteúdo não corresponde ao tipo ${mime}` };
    return { kind: 'ok', bytes, mime, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
  } catch (error) {
    return { kind: 'retry', reason: `falha de rede: ${error instanceof Error ? error.message : String(error)}` };
  }
}
