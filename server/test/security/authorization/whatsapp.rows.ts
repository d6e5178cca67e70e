/** Matrix rows: two-way WhatsApp (window and templates, resending, stored files) and Meta's inbound webhook. */
import { insertEnvio, insertFile, insertMessage } from '../seed.js';
import { everyone, row, staffOnly, type Expectation, type MatrixRow } from './matrix.js';

/** Files are read by staff and the student who sent them; someone else's file is a plain 404. */
const fileReaders = (ok: number): Expectation => ({ anonymous: 401, usuario: ok, otherUsuario: 404, colaborador: ok, admin: ok });

export const WHATSAPP_ROWS: readonly MatrixRow[] = [
  row('GET /api/whatsapp/conversas/:userId', "the owner's window and templates", staffOnly(200), async ({ owner }) => ({
    url: `/api/whatsapp/conversas/${owner.id}`,
  })),
  row('GET /api/whatsapp/modelos', 'template health', staffOnly(200)),
  row('POST /api/whatsapp/modelo', 'an approved template to the owner', staffOnly(202), async ({ owner }) => ({
    url: '/api/whatsapp/modelo',
    body: { userId: owner.id, modelo: 'hello_world' },
  })),
  row('POST /api/whatsapp/envios/:id/reenviar', 'a failed reply to the owner', staffOnly(202), async ({ knex, owner }) => {
    const id = await insertEnvio(knex, owner.id, owner.whatsapp ?? '5511900000000');
    await knex('whatsapp_envios').where({ id }).update({ status: 'falhou', erro_codigo: 131026 });
    return { url: `/api/whatsapp/envios/${id}/reenviar` };
  }),
  row(
    'GET /api/arquivos',
    "the owner's files",
    { anonymous: 401, usuario: 200, otherUsuario: 403, colaborador: 200, admin: 200 },
    async ({ owner }) => ({
      url: `/api/arquivos?userId=${owner.id}`,
    }),
  ),
  row('GET /api/arquivos/:id', 'a file the owner sent', fileReaders(200), async ({ knex, owner }) => ({
    url: `/api/arquivos/${await insertFile(knex, owner.id, await insertMessage(knex, owner.id))}`,
  })),
  // Meta's webhook has no session: every actor is a stranger to it. Without the variables it does not exist.
  row('GET /webhook/whatsapp', 'verification without WHATSAPP_VERIFY_TOKEN', everyone(404), async () => ({
    url: '/webhook/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
  })),
  row('POST /webhook/whatsapp', 'a delivery without WHATSAPP_APP_SECRET', everyone(404), async () => ({
    url: '/webhook/whatsapp',
    body: { object: 'whatsapp_business_account', entry: [] },
  })),
];
