import { quadroSchema, type FiltroFunil, type Quadro } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/funil: the first page of every column for a filter and a search. */
export async function getBoard(filtro: FiltroFunil, busca: string, signal?: AbortSignal): Promise<Quadro> {
  const { data } = await api.get('/api/funil', { params: { filtro, busca: busca || undefined }, signal });
  return quadroSchema.parse(data);
}
