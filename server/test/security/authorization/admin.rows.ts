/** Matrix rows: Facebook data deletion (signed, no session) and its status page, user management and marketing. */
import { expect } from 'vitest';
import { APP_ORIGIN } from '../../support/test-app.js';
import { consentToMarketing, createUser, uniqueSuffix } from '../../support/factories.js';
import { insertCampaign, insertDeletionRequest, sha256, signedRequest } from '../seed.js';
import { adminOnly, everyone, FACEBOOK_APP_SECRET, row, userRow, type MatrixRow } from './matrix.js';

const deletionRequest = (secret: string) => async () => ({
  url: '/api/facebook/data-deletion',
  body: { signed_request: signedRequest(secret, `fb${uniqueSuffix()}`) },
});

export const ADMIN_ROWS: readonly MatrixRow[] = [
  row('POST /api/facebook/data-deletion', 'a valid signed_request', everyone(200), deletionRequest(FACEBOOK_APP_SECRET)),
  row('POST /api/facebook/data-deletion', 'a forged signed_request', everyone(400), deletionRequest('segredo-errado')),
  row('GET /api/deletion-status/:code', 'an issued code', everyone(200), async ({ knex }) => ({
    url: `/api/deletion-status/${await insertDeletionRequest(knex)}`,
  })),
  row('GET /api/deletion-requests', 'the list', adminOnly(200)),

  // User management
  row('GET /api/usuarios', 'the list', adminOnly(200)),
  row('GET /api/admin/dashboard', 'the figures', adminOnly(200)),
  row('GET /api/admin/usuarios', 'a search', adminOnly(200), async () => ({ url: '/api/admin/usuarios?busca=Pessoa&pagina=1' })),
  row('PATCH /api/admin/usuarios/:id', "the owner's name and role", adminOnly(200), async ({ knex }) => {
    const target = await createUser(knex);
    return {
      url: `/api/admin/usuarios/${target.id}`,
      body: { username: 'Nome Alterado', role: 'colaborador' },
      verify: async (res) => expect((await userRow(knex, target.id))?.role).toBe(res.status === 200 ? 'colaborador' : 'usuario'),
    };
  }),
  row('POST /api/admin/usuarios/:id/desativar', 'the owner (fresh account)', adminOnly(200), async ({ knex }) => {
    const target = await createUser(knex);
    return {
      url: `/api/admin/usuarios/${target.id}/desativar`,
      verify: async (res) => expect((await knex('users').where({ id: target.id }).first('ativo')).ativo).toBe(res.status !== 200),
    };
  }),
  row('POST /api/admin/usuarios/:id/reativar', 'a deactivated account', adminOnly(200), async ({ knex }) => {
    const target = await createUser(knex);
    await knex('users').where({ id: target.id }).update({ ativo: false });
    return { url: `/api/admin/usuarios/${target.id}/reativar` };
  }),
  row('DELETE /api/admin/usuarios/:id', 'a fresh account', adminOnly(204), async ({ knex }) => {
    const target = await createUser(knex);
    return {
      url: `/api/admin/usuarios/${target.id}`,
      verify: async (res) => expect(Boolean(await knex('users').where({ id: target.id }).first())).toBe(res.status !== 204),
    };
  }),
  row('POST /api/admin/usuarios/:id/link-senha', "the owner's account", adminOnly(200), async ({ knex, owner }) => ({
    url: `/api/admin/usuarios/${owner.id}/link-senha`,
    verify: async (res) => {
      const link = await knex('password_reset_tokens').where({ user_id: owner.id }).first();
      if (res.status === 200) {
        expect(res.body.url).toMatch(new RegExp(`^${APP_ORIGIN}/redefinir-senha\\?token=[A-Za-z0-9_-]{43}$`));
        expect(link.token_hash).toBe(sha256(new URL(res.body.url).searchParams.get('token')!));
      }
      // The owner's link would outlive this cell: refused or not, none stays behind.
      await knex('password_reset_tokens').where({ user_id: owner.id }).delete();
    },
  })),
  row('GET /api/admin/senha/canais', 'the configured channels', adminOnly(200)),
  // The matrix app has neither SMTP nor WhatsApp: an admin is told to generate the link instead (409), others refused.
  row('POST /api/admin/usuarios/:id/enviar-link-senha', "the owner's account, no channel", adminOnly(409), async ({ knex, owner }) => ({
    url: `/api/admin/usuarios/${owner.id}/enviar-link-senha`,
    verify: async () => expect(await knex('password_reset_tokens').where({ user_id: owner.id }).first()).toBeUndefined(),
  })),

  // Marketing
  row('GET /api/prospectos', 'the list', adminOnly(200)),
  row('GET /api/modelos-marketing', 'the templates', adminOnly(200)),
  row('POST /api/enviar-modelo-marketing', 'the owner (who said yes) as contact', adminOnly(202), async ({ knex, owner }) => {
    await consentToMarketing(knex, [owner.id]);
    return {
      url: '/api/enviar-modelo-marketing',
      body: { contatos: [{ id: owner.id, nome: owner.username }], nomeModelo: 'hello_world' },
    };
  }),
  row('GET /api/campanhas-marketing', 'recent campaigns', adminOnly(200)),
  row('GET /api/campanhas-marketing/:id', 'an existing campaign', adminOnly(200), async ({ knex, accounts }) => ({
    url: `/api/campanhas-marketing/${await insertCampaign(knex, accounts.admin.id)}`,
  })),
];
