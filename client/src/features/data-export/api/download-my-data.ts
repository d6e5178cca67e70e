import { api, isApiError } from '@/lib/api-client';

export type ExportKind = 'json' | 'mensagens' | 'flashcards';

export interface DownloadedFile {
  filename: string;
  type: string;
  /** The bytes as the server sent them: read as text, a CSV would lose its byte order mark (Excel needs it for accents). */
  content: Blob;
}

const PATHS: Record<ExportKind, string> = {
  json: '/api/usuario/meus-dados',
  mensagens: '/api/usuario/meus-dados/csv/mensagens',
  flashcards: '/api/usuario/meus-dados/csv/flashcards',
};

/** The file name the server chose (Content-Disposition), or a sensible one. */
function filenameFrom(disposition: string | null, kind: ExportKind): string {
  const match = disposition ? /filename="?([^";]+)"?/.exec(disposition) : null;
  return match?.[1] ?? (kind === 'json' ? 'meus-dados.json' : `meus-dados-${kind}.csv`);
}

/** The `{ error }` of a refusal (the client parses an error body as JSON even when the file was asked for as text). */
const serverErrorOf = (failure: unknown) => (isApiError(failure) ? failure.serverMessage : undefined);

export class DownloadError extends Error {}

/** GET /api/usuario/meus-dados (JSON) or /api/usuario/meus-dados/csv/{mensagens|flashcards}: the logged-in person's own data. */
export async function downloadMyData(kind: ExportKind): Promise<DownloadedFile> {
  try {
    const response = await api.get<Blob>(PATHS[kind], { responseType: 'blob' });
    return {
      filename: filenameFrom(response.headers.get('content-disposition'), kind),
      type: kind === 'json' ? 'application/json' : 'text/csv;charset=utf-8',
      content: response.data,
    };
  } catch (failure) {
    throw new DownloadError(serverErrorOf(failure) ?? 'Não foi possível gerar o arquivo. Tente novamente.');
  }
}
