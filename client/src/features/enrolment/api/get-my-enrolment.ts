import { minhaMatriculaSchema, type MinhaMatricula } from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/minha-matricula: the student's own stage, checklist and advisor. */
export async function getMyEnrolment(signal?: AbortSignal): Promise<MinhaMatricula> {
  const { data } = await api.get('/api/minha-matricula', { signal });
  return minhaMatriculaSchema.parse(data);
}
