import { savedMessageSchema, type SavedMessage, type SaveMessageRequest } from '@app/contracts';
import { api } from '@/lib/api-client';

/** POST /api/chat/salvar: the person saves as user or ia, staff reply as their own role (docs/product.md, API calls). */
export async function saveMessage(input: SaveMessageRequest): Promise<SavedMessage> {
  const { data } = await api.post('/api/chat/salvar', input);
  return savedMessageSchema.parse(data);
}
