import { sessionUserSchema, type ProfileUpdateRequest, type SessionUser } from '@app/contracts';
import { api } from '@/lib/api-client';

/** PUT /api/usuario/perfil: corrects one's own name, e-mail (with the current password) and WhatsApp. */
export async function updateProfile(input: ProfileUpdateRequest): Promise<SessionUser> {
  const { data } = await api.put('/api/usuario/perfil', input);
  return sessionUserSchema.parse(data);
}
