import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';

const t = useTestApp();

const countMessages = async (userId: number) =>
  Number((await t.db.knex('mensagens').where({ user_id: userId }).count('* as n').first())?.n);

describe('POST /api/chatgpt with the offline knowledge base', () => {
  it('when a user asks the two suggestion questions, then the answers come from the knowledge base', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const documents = await client.post('/api/chatgpt', {
      message: 'Quais documentos são necessários para a matrícula?',
      context: 'Usuário: Ana',
    });
    expect(documents.status).toBe(200);
    expect(documents.body.response).toMatch(/histórico escolar/i);
    expect(documents.body.response).toMatch(/apostilad/);

    const legalization = await client.post('/api/chatgpt', {
      message: 'Como funciona o processo de legalização acadêmica?',
      context: 'Usuário: Ana',
    });
    expect(legalization.status).toBe(200);
    expect(legalization.body.response).toMatch(/Apostila de Haia/);
  });

  it('when a follow-up names no topic, then the stored conversation keeps it on the last topic', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    const say = async (message: string) => {
      expect((await client.post('/api/chat/salvar', { userId: user.id, autor: 'user', texto: message })).status).toBe(201);
      const res = await client.post('/api/chatgpt', { message, context: '' });
      expect(res.status).toBe(200);
      expect((await client.post('/api/chat/salvar', { userId: user.id, autor: 'ia', texto: res.body.response })).status).toBe(
        201,
      );
      return res.body as { response: string; quickReplies?: string[] };
    };
    const first = await say('como funciona a residencia pra estudar ai?');
    expect(first.response).toMatch(/residência temporária/);
    expect(first.quickReplies).toContain('Falar com um assessor');

    const validity = await say('e quanto tempo vale?');
    expect(validity.response).toMatch(/vale \*\*2 anos\*\*/);

    // How long the residence takes to be issued: the wait, never its validity instead.
    const followUp = await say('e quanto tempo demora?');
    expect(followUp.response).not.toMatch(/vale \*\*2 anos/);
    expect(followUp.response).toMatch(/60 dias úteis/);

    // What it costs (the base gives the DNM's fees, no figure) stays on the residence, never the tuition.
    const price = await say('e qto custa?');
    expect(price.response).toMatch(/taxas são fixadas pela DNM/);
    expect(price.response).not.toMatch(/R\$ 900/);
  });

  it('when the AI is Desligada for the user, then 409 and nothing is saved by the AI path', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { status_ia: 'Desligada' });
    const res = await client.post('/api/chatgpt', { message: 'Quanto custa?', context: '' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/desligado/);
    // No answer was handed out, so none can be stored as "ia" either.
    const save = await client.post('/api/chat/salvar', { userId: user.id, autor: 'ia', texto: 'Resposta inventada' });
    expect(save.status).toBe(403);
    expect(await countMessages(user.id)).toBe(0);
  });

  it('when staff switch the AI off between two questions, then the server notices at once', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex);
    expect((await client.post('/api/chatgpt', { message: 'Preciso de visto?' })).status).toBe(200);
    await t.db.knex('users').where({ id: user.id }).update({ status_ia: 'Desligada' });
    expect((await client.post('/api/chatgpt', { message: 'Preciso de visto?' })).status).toBe(409);
  });

  it('when the question is empty or longer than 4000 characters, then a clean 400', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const empty = await client.post('/api/chatgpt', { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Escreva uma pergunta.');
    const long = await client.post('/api/chatgpt', { message: 'x'.repeat(5000) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/longa demais/);
  });

  it('when a user asks more than 20 questions in 10 minutes, then 429 with a Portuguese message, other users unaffected', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    for (let i = 0; i < 20; i++) {
      expect((await client.post('/api/chatgpt', { message: `Quanto custa a mensalidade? ${i}` })).status).toBe(200);
    }
    const limited = await client.post('/api/chatgpt', { message: 'Mais uma pergunta' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/muitas perguntas em pouco tempo/);
    const { client: other } = await loggedIn(t.app, t.db.knex);
    expect((await other.post('/api/chatgpt', { message: 'Quanto custa a mensalidade?' })).status).toBe(200);
  });
});
