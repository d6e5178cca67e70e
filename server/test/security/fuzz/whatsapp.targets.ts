/** Fuzz targets: templates and resending from the reply box, and Meta's inbound webhook. */
import type { FuzzTarget } from './target.js';

export const WHATSAPP_TARGETS: readonly FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/whatsapp/modelo',
    as: 'colaborador',
    valid: (m) => ({ userId: m.user.id, modelo: 'hello_world' }),
  },
  {
    method: 'POST',
    path: '/api/whatsapp/envios/:id/reenviar',
    as: 'colaborador',
    ids: () => ({ id: 2147483647 }),
    valid: () => ({}),
  },
  {
    method: 'POST',
    path: '/webhook/whatsapp',
    as: 'anonymous',
    limitBytes: 2 * 1024 * 1024,
    valid: (m) => ({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: { messages: [{ from: m.user.whatsapp, id: 'wamid.X', timestamp: '1', type: 'text', text: { body: 'oi' } }] },
            },
          ],
        },
      ],
    }),
  },
];
