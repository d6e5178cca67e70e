import { api } from '@/lib/api-client';

/** DELETE /api/respostas-rapidas/:id */
export async function deleteQuickReply(id: number): Promise<void> {
  await api.delete(`/api/respostas-rapidas/${id}`);
}
