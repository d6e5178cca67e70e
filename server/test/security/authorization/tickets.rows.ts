/** Matrix rows: the staff inbox (tickets, the assistant switch) and replies forwarded by WhatsApp. */
import { expect } from 'vitest';
import { insertEnvio, insertMessage } from '../seed.js';
import { row, staffOnly, userRow, type MatrixRow } from './matrix.js';

export const TICKET_ROWS: readonly MatrixRow[] = [
  row('GET /api/chat/listar-chamados', 'first page', staffOnly(200), async () => ({ url: '/api/chat/listar-chamados?pagina=1' })),
  row('POST /api/atualizar-status-ia', "the owner's ticket", staffOnly(200), async ({ knex, owner }) => ({
    url: '/api/atualizar-status-ia',
    body: { userId: owner.id, status_ia: 'Desligada' },
    verify: async (res) => expect((await userRow(knex, owner.id))?.status_ia).toBe(res.status === 200 ? 'Desligada' : 'Ligada'),
  })),
  // A student may not switch the assistant for their own conversation; staff accounts are no tickets.
  row('POST /api/atualizar-status-ia', "the actor's own account", staffOnly(404), async ({ knex, me, owner }) => {
    const target = me ?? owner;
    return {
      url: '/api/atualizar-status-ia',
      body: { userId: target.id, status_ia: 'Desligada' },
      verify: async () => expect((await userRow(knex, target.id))?.status_ia).toBe('Ligada'),
    };
  }),
  row('POST /api/atualizar-status-atendimento', "the owner's ticket", staffOnly(200), async ({ knex, owner }) => ({
    url: '/api/atualizar-status-atendimento',
    body: { userId: owner.id, status_atendimento: 'Matriculado' },
    verify: async (res) =>
      expect((await userRow(knex, owner.id))?.status_atendimento).toBe(res.status === 200 ? 'Matriculado' : 'Aberto'),
  })),
  row('GET /api/whatsapp/status', 'whether WhatsApp is configured', staffOnly(200)),
  row('GET /api/whatsapp/envios', "the owner's envios", staffOnly(200), async ({ owner }) => ({
    url: `/api/whatsapp/envios?userId=${owner.id}`,
  })),
  row('GET /api/whatsapp/envios/:id', 'an envio to the owner', staffOnly(200), async ({ knex, owner }) => ({
    url: `/api/whatsapp/envios/${await insertEnvio(knex, owner.id, owner.whatsapp ?? '5511900000000')}`,
  })),
  row('POST /webhook/enviar-whatsapp', "a reply to the owner's message", staffOnly(202), async ({ knex, owner }) => ({
    url: '/webhook/enviar-whatsapp',
    body: {
      numero: owner.whatsapp,
      mensagem: 'Seus documentos chegaram.',
      userId: owner.id,
      mensagemId: await insertMessage(knex, owner.id, 'admin', 'Chegaram!'),
    },
  })),
  row(
    'POST /webhook/enviar-whatsapp',
    "mensagemId of another user's message",
    staffOnly(404),
    async ({ knex, owner, accounts }) => ({
      url: '/webhook/enviar-whatsapp',
      body: {
        numero: owner.whatsapp,
        mensagem: 'Resposta.',
        userId: owner.id,
        mensagemId: await insertMessage(knex, accounts.otherUsuario.id),
      },
    }),
  ),
];
