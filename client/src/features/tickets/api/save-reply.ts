import { z } from 'zod';
import { AUTORES } from '@app/contracts';
import { api } from '../../../lib/api-client';
import type { HistoryMessage } from '../logic/merge-messages';

const savedSchema = z.object({ id: z.number(), autor: z.enum(AUTORES), mensagem: z.string(), criado_em: z.string() });

/** POST /api/chat/salvar with the staff member's role as author. */
export async function saveReply(input: {
  userId: number;
  autor: 'admin' | 'colaborador';
  texto: string;
}): Promise<HistoryMessage> {
  const { data } = await api.post('/api/chat/salvar', input);
  return savedSchema.parse(data);
}
