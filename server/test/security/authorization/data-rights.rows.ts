/** Matrix rows: the LGPD data rights (own data export, consent history) and the admins' audit trail. */
import { expect } from 'vitest';
import { adminOnly, loggedIn, row, userRow, type MatrixRow } from './matrix.js';

export const DATA_RIGHTS_ROWS: readonly MatrixRow[] = [
  // No id anywhere in the request: whoever asks gets their own data, never the owner's.
  row('GET /api/usuario/meus-dados', 'own data export (JSON)', loggedIn(200), async ({ me, owner }) => ({
    url: `/api/usuario/meus-dados?userId=${owner.id}`,
    verify: async (res) => {
      if (res.status !== 200 || !me) return;
      const data = JSON.parse(res.text) as { titular: { id: number }; secoes: { conta: Array<{ id: number }> } };
      expect(data.titular.id).toBe(me.id);
      expect(data.secoes.conta.map((c) => c.id)).toEqual([me.id]);
    },
  })),
  row('GET /api/usuario/meus-dados/csv/:secao', 'own messages as CSV', loggedIn(200), async ({ knex, me, owner }) => {
    const marker = `csv-dono-${owner.id}-${Date.now()}`;
    await knex('mensagens').insert({ user_id: owner.id, autor: 'user', mensagem: marker });
    return {
      url: '/api/usuario/meus-dados/csv/mensagens',
      verify: async (res) => {
        if (res.status === 200 && me?.id !== owner.id) expect(res.text).not.toContain(marker);
        if (res.status === 200 && me?.id === owner.id) expect(res.text).toContain(marker);
      },
    };
  }),
  row('GET /api/usuario/consentimentos', 'own consent history', loggedIn(200), async () => ({
    url: '/api/usuario/consentimentos',
    verify: async (res) => {
      if (res.status === 200) expect(Array.isArray(res.body.consentimentos)).toBe(true);
    },
  })),
  // A fresh account per actor: the shared accounts keep their names for the other rows.
  row('PUT /api/usuario/perfil', 'own profile correction naming the owner (fresh account)', loggedIn(200), async ({ knex, owner, freshClient }) => {
    const fresh = await freshClient();
    const ownerName = (await knex('users').where({ id: owner.id }).first('username')).username as string;
    return {
      url: '/api/usuario/perfil',
      client: fresh.client,
      body: { id: owner.id, userId: owner.id, username: 'Nome Corrigido', email: fresh.user?.email ?? 'x@exemplo.com', whatsapp: '' },
      verify: async (res) => {
        if (res.status === 200 && fresh.user) expect((await knex('users').where({ id: fresh.user.id }).first('username')).username).toBe('Nome Corrigido');
        expect((await knex('users').where({ id: owner.id }).first('username')).username).toBe(ownerName);
        expect((await userRow(knex, owner.id))?.role).toBe('usuario');
      },
    };
  }),
  row('GET /api/admin/auditoria', 'audit trail filtered by target', adminOnly(200), async ({ owner }) => ({
    url: `/api/admin/auditoria?alvo_id=${owner.id}`,
    verify: async (res) => {
      if (res.status === 200) expect(Array.isArray(res.body.entradas)).toBe(true);
    },
  })),
];
