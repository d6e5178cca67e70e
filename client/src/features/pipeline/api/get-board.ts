import { quadroSchema, type FiltroFunil, type Quadro } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/funil: the first page of every column for a filter, a search and a source ('' for any). */
export async function getBoard(filtro: FiltroFunil, busca: string, origem: string, signal?: AbortSignal): Promise<Quadro> {
  const { data } = await api.get('/api/funil', {
    params: { filtro, busca: busca || undefined, origem: origem || undefined },
    signal,
  });
  return quadroSchema.parse(data);
}
