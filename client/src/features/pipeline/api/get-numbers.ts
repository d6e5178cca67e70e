import { numerosFunilSchema, type NumerosFunil } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/funil/numeros: counts per stage, conversion per month, median days per stage, lost reasons. */
export async function getNumbers(signal?: AbortSignal): Promise<NumerosFunil> {
  const { data } = await api.get('/api/funil/numeros', { signal });
  return numerosFunilSchema.parse(data);
}
