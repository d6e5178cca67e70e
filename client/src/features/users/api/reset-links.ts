import {
  passwordResetLinkSchema,
  pendingResetsSchema,
  type PendingResets,
  resetChannelsSchema,
  resetLinkSentSchema,
  type PasswordResetLink,
  type ResetChannels,
  type ResetLinkSent,
} from '@app/contracts';
import { api } from '@/lib/api-client';

/** GET /api/admin/senha/canais (admin): whether e-mail and the WhatsApp reset template are configured. */
export async function getResetChannels(signal?: AbortSignal): Promise<ResetChannels> {
  const { data } = await api.get('/api/admin/senha/canais', { signal });
  return resetChannelsSchema.parse(data);
}

/** POST /api/admin/usuarios/:id/link-senha (admin): a 30-minute link for the admin to hand over privately. */
export async function createResetLink(id: number): Promise<PasswordResetLink> {
  const { data } = await api.post(`/api/admin/usuarios/${id}/link-senha`);
  return passwordResetLinkSchema.parse(data);
}

/** POST /api/admin/usuarios/:id/enviar-link-senha (admin): the server sends the link itself. */
export async function sendResetLink(id: number): Promise<ResetLinkSent> {
  const { data } = await api.post(`/api/admin/usuarios/${id}/enviar-link-senha`);
  return resetLinkSentSchema.parse(data);
}

/** GET /api/admin/senha/pedidos (admin): who asked for a link that no channel could send. */
export async function getPendingResets(signal?: AbortSignal): Promise<PendingResets> {
  const { data } = await api.get('/api/admin/senha/pedidos', { signal });
  return pendingResetsSchema.parse(data);
}
