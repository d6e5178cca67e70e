import { api, isApiError } from '@/lib/api-client';

export type ExportKind = 'json' | 'mensagens' | 'flashcards';

export interface DownloadedFile {
  filename: string;
  type: string;
  content: string;
}

const PATHS: Record<ExportKind, string> = {
  json: '/api/usuario/meus-dados',
  mensagens: '/api/usuario/meus-dados/csv/mensagens',
  flashcards: '/api/usuario/meus-dados/csv/flashcards',
};

/** The file name the server chose (Content-Disposition), or a sensible one. */
function filenameFrom(disposition: unknown, kind: ExportKind): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/.exec(disposition) : null;
  return match?.[1] ?? (kind === 'json' ? 'meus-dados.json' : `meus-dados-${kind}.csv`);
}

/** The `{ error }` of a refusal: read as text like the file itself, so it arrives unparsed. */
function serverErrorOf(failure: unknown): string | undefined {
  if (!isApiError(failure)) return undefined;
  if (failure.serverMessage) return failure.serverMessage;
  try {
    const parsed = JSON.parse(String(failure.body)) as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

export class DownloadError extends Error {}

/** GET /api/usuario/meus-dados (JSON) or /api/usuario/meus-dados/csv/{mensagens|flashcards}: the logged-in person's own data. */
export async function downloadMyData(kind: ExportKind): Promise<DownloadedFile> {
  try {
    const response = await api.get<string>(PATHS[kind], { responseType: 'text', transformResponse: (data: string) => data });
    return {
      filename: filenameFrom(response.headers['content-disposition'], kind),
      type: kind === 'json' ? 'application/json' : 'text/csv;charset=utf-8',
      content: response.data,
    };
  } catch (failure) {
    throw new DownloadError(serverErrorOf(failure) ?? 'Não foi possível gerar o arquivo. Tente novamente.');
  }
}
