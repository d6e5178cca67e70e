import { z } from 'zod';
import { documentoItemSchema, type DocumentoItem } from '@app/contracts';
import { api } from '@/lib/api-client';

const answerSchema = z.object({ documentos: z.array(documentoItemSchema) });

/** PUT /api/funil/prospectos/:userId/documentos/:documentoId: ticks or unticks one document. */
export async function setDocument(userId: number, documentoId: number, entregue: boolean): Promise<DocumentoItem[]> {
  const { data } = await api.put(`/api/funil/prospectos/${userId}/documentos/${documentoId}`, { entregue });
  return answerSchema.parse(data).documentos;
}
