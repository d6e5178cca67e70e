import { api } from '@/lib/api-client';

/** DELETE /api/funil/documentos/:id (admin): the item leaves every checklist. */
export async function retireDocument(documentoId: number): Promise<void> {
  await api.delete(`/api/funil/documentos/${documentoId}`);
}
