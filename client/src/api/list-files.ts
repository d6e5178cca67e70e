import { arquivosResponseSchema, type Arquivo } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/arquivos?userId=: the files a person sent, newest first. */
export async function listFiles(userId: number, signal?: AbortSignal): Promise<Arquivo[]> {
  const { data } = await api.get('/api/arquivos', { params: { userId }, signal });
  return arquivosResponseSchema.parse(data).arquivos;
}

/** Where the browser downloads (or shows) a file: same origin, the session cookie authorises it. */
export const fileUrl = (id: number) => `/api/arquivos/${id}`;
