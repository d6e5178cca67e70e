import { api } from '../../../lib/api-client';

/** POST /api/register from the widget: always role usuario; whatsapp as "+55 (11) 91234-5678" (SPEC §3, §5.2). */
export async function registerAccount(input: { username: string; email: string; password: string; whatsapp: string }): Promise<void> {
  await api.post('/api/register', { ...input, role: 'usuario' });
}
