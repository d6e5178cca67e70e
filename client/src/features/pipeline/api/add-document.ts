import { documentoItemSchema, type NovoDocumento } from '@app/contracts';
import { api } from '@/lib/api-client';

const addedSchema = documentoItemSchema.omit({ entregue_em: true, arquivo: true });

/** POST /api/funil/documentos (admin): a new item at the end of the default checklist. */
export async function addDocument(body: NovoDocumento) {
  const { data } = await api.post('/api/funil/documentos', body);
  return addedSchema.parse(data);
}
