import { colunaSchema, type Coluna, type FiltroFunil, type StatusAtendimento } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/funil/coluna: one more page of one column. */
export async function getColumn(
  etapa: StatusAtendimento,
  pagina: number,
  filtro: FiltroFunil,
  busca: string,
  origem: string,
  signal?: AbortSignal,
): Promise<Coluna> {
  const { data } = await api.get('/api/funil/coluna', {
    params: { etapa, pagina, filtro, busca: busca || undefined, origem: origem || undefined },
    signal,
  });
  return colunaSchema.parse(data);
}
