import { z } from 'zod';
import { AUTORES, type Autor } from '@app/contracts';
import { api } from '../../../lib/api-client';

export const savedMessageSchema = z.object({
  id: z.number(),
  userId: z.number(),
  autor: z.enum(AUTORES),
  mensagem: z.string(),
  criado_em: z.string(),
});
export type SavedMessage = z.infer<typeof savedMessageSchema>;

/** POST /api/chat/salvar: userId, autor, texto (both user and ia messages are saved — SPEC §7). */
export async function saveMessage(input: { userId: number; autor: Autor; texto: string }): Promise<SavedMessage> {
  const { data } = await api.post('/api/chat/salvar', input);
  return savedMessageSchema.parse(data);
}
