/** Matrix rows: a student's conversation, the assistant and speech. */
import { expect } from 'vitest';
import { uniqueSuffix } from '../../support/factories.js';
import { insertAudio, insertMessage } from '../seed.js';
import { everyone, loggedIn, only, ownerOnly, row, staffOnly, userRow, type Expectation, type MatrixRow } from './matrix.js';

/** The student reads their own conversation; staff read everyone's. */
const staffAndOwner = (ok: number): Expectation => ({
  anonymous: 401,
  usuario: ok,
  otherUsuario: 403,
  colaborador: ok,
  admin: ok,
});

/** A message in the owner's conversation, signed by `autor`. */
const messageBody = (ownerId: number, autor: string) => ({ userId: ownerId, autor, texto: `Mensagem ${uniqueSuffix()}` });
const saveMessage = (autor: string, kase: string, expectation: Expectation) =>
  row('POST /api/chat/salvar', kase, expectation, async ({ owner }) => ({
    url: '/api/chat/salvar',
    body: messageBody(owner.id, autor),
  }));

export const CHAT_ROWS: readonly MatrixRow[] = [
  saveMessage('user', "autor 'user' in the owner's conversation", only('usuario', 201)),
  saveMessage('colaborador', "autor 'colaborador' in the owner's conversation", only('colaborador', 201)),
  saveMessage('admin', "autor 'admin' in the owner's conversation", only('admin', 201)),
  saveMessage('ia', "autor 'ia' with a text the assistant did not answer", { ...everyone(403), anonymous: 401 }),
  row('POST /api/chat/salvar', 'status_ia in the body is ignored', only('usuario', 201), async ({ knex, owner }) => ({
    url: '/api/chat/salvar',
    body: { ...messageBody(owner.id, 'user'), status_ia: 'Desligada', status_atendimento: 'Matriculado', role: 'admin' },
    verify: async () =>
      expect(await userRow(knex, owner.id)).toMatchObject({ role: 'usuario', status_ia: 'Ligada', status_atendimento: 'Aberto' }),
  })),
  row('GET /api/chat/historico/:userId', "the owner's history", staffAndOwner(200), async ({ knex, owner }) => {
    await insertMessage(knex, owner.id);
    return {
      url: `/api/chat/historico/${owner.id}`,
      verify: async (res) => {
        if (res.status === 200) expect(res.body.mensagens.length).toBeGreaterThan(0);
      },
    };
  }),
  row('GET /api/chat/historico/:userId', 'a user id that does not exist', staffOnly(404), async () => ({
    url: '/api/chat/historico/2147483647',
  })),
  row('GET /api/chat/status-ia/:userId', "the owner's AI switch", staffAndOwner(200), async ({ owner }) => ({
    url: `/api/chat/status-ia/${owner.id}`,
  })),
  row('POST /api/chatgpt', 'a question', loggedIn(200), async () => ({
    url: '/api/chatgpt',
    body: { message: 'Quais documentos preciso para a matrícula?' },
  })),

  // The conversation: the widget's one-request question, the waiting state, the staff's one-action reply.
  row('POST /api/conversa/perguntar', 'a question in one\'s own conversation', loggedIn(200), async () => ({
    url: '/api/conversa/perguntar',
    body: { texto: 'Quais documentos preciso para a matrícula?' },
  })),
  row('POST /api/conversa/mensagens/:id/avaliacao', "👎 on an assistant reply in the owner's conversation", ownerOnly(200), async ({ knex, owner }) => {
    await insertMessage(knex, owner.id, 'user', 'tem piscina na faculdade?');
    const id = await insertMessage(knex, owner.id, 'ia', 'Uma resposta que não ajudou.');
    return {
      url: `/api/conversa/mensagens/${id}/avaliacao`,
      body: { util: false },
      verify: async (res) => {
        const misses = await knex('assistente_encaminhamentos').where({ mensagem_id: id, motivo: 'miss' });
        expect(misses).toHaveLength(res.status === 200 ? 1 : 0);
      },
    };
  }),
  row('GET /api/conversa/aguardando', 'how many conversations wait for a person', staffOnly(200)),
  row('GET /api/conversa/:userId/estado', "the owner's conversation state", staffAndOwner(200), async ({ owner }) => ({
    url: `/api/conversa/${owner.id}/estado`,
  })),
  row('POST /api/conversa/:userId/responder', "a reply in the owner's conversation", staffOnly(201), async ({ owner }) => ({
    url: `/api/conversa/${owner.id}/responder`,
    body: { texto: `Resposta **da equipe** ${uniqueSuffix()}` },
  })),
  row('POST /api/conversa/:userId/devolver', "the owner's conversation back to the assistant", staffOnly(200), async ({ owner }) => ({
    url: `/api/conversa/${owner.id}/devolver`,
  })),
  row('POST /api/conversa/:userId/assumir', "staff take the owner's conversation", staffOnly(200), async ({ owner }) => ({
    url: `/api/conversa/${owner.id}/assumir`,
  })),
  row('POST /api/conversa/:userId/unir', "a WhatsApp lead merged into the owner's account", staffOnly(200), async ({ knex, owner }) => {
    const numero = `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const [lead] = await knex('users').insert({ username: 'Lead', whatsapp: numero, role: 'usuario', lead: true }).returning('id');
    const leadId = Number((lead as { id: number }).id);
    return {
      url: `/api/conversa/${owner.id}/unir`,
      body: { leadId },
      verify: async (res) => {
        // Refused: the lead stays a lead, untouched.
        if (res.status !== 200) expect(await knex('users').where({ id: leadId }).first('lead')).toEqual({ lead: true });
      },
    };
  }),
  row('GET /api/usuario/whatsapp', "whether one's own number is proven", loggedIn(200)),
  // WhatsApp is not configured in the matrix app: a student is told so (409); staff accounts prove no number (403).
  row('POST /api/usuario/whatsapp/codigo', 'a code for one\'s own number', { ...staffOnly(403), usuario: 409, otherUsuario: 409 }),
  row('POST /api/usuario/whatsapp/confirmar', 'a code nobody was sent', { ...staffOnly(403), usuario: 410, otherUsuario: 410 }, async () => ({
    url: '/api/usuario/whatsapp/confirmar',
    body: { codigo: '123456' },
  })),

  // Speech
  row('POST /api/tts', 'a text', loggedIn(200), async () => ({ url: '/api/tts', body: { text: `Olá ${uniqueSuffix()}` } })),
  row('GET /api/audio/:id', "the owner's audio id", ownerOnly(200), async ({ knex, owner }) => ({
    url: `/api/audio/${await insertAudio(knex, owner.id)}`,
  })),
  row('GET /api/audio/:id', 'not a uuid', ownerOnly(404, 404), async () => ({ url: `/api/audio/..%2F..%2Fetc%2Fpasswd` })),
];
