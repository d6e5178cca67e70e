import type { AdminUser, ResetChannel, ResetChannels } from '@app/contracts';

/** Pages of a server-paged list: at least one, so 'Página 1 de 1' on an empty search. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/** The channel the server would use for this person (e-mail first), or null: then only a generated link reaches them. */
export function resetChannelFor(user: Pick<AdminUser, 'whatsapp'>, channels: ResetChannels | undefined): ResetChannel | null {
  if (channels?.email) return 'email';
  if (channels?.whatsapp && user.whatsapp) return 'whatsapp';
  return null;
}

export const CHANNEL_WORDS: Record<ResetChannel, string> = { email: 'e-mail', whatsapp: 'WhatsApp' };
