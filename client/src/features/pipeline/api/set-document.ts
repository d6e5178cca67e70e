import { z } from 'zod';
import { documentoItemSchema, type DocumentoItem, type MarcarDocumentoRequest } from '@app/contracts';
import { api } from '@/lib/api-client';

const answerSchema = z.object({ documentos: z.array(documentoItemSchema) });

/** PUT /api/funil/prospectos/:userId/documentos/:documentoId: ticks or unticks one document, with or without a conversation file. */
export async function setDocument(userId: number, documentoId: number, body: MarcarDocumentoRequest): Promise<DocumentoItem[]> {
  const { data } = await api.put(`/api/funil/prospectos/${userId}/documentos/${documentoId}`, body);
  return answerSchema.parse(data).documentos;
}
