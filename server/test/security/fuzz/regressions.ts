import { describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { snapshot } from '../invariants.js';
import { browserRequest } from '../support.js';
import { KB } from './body-plan.js';
import { FLASHCARD_TARGETS } from './flashcards.targets.js';
import { CSVS_WITH_NUL, POLLUTION } from './generators.js';
import type { FuzzHarness } from './run-fuzz.js';
import type { FuzzTarget, Member } from './target.js';

const target = (path: string) => FLASHCARD_TARGETS.find((e) => e.method === 'POST' && e.path === path) as FuzzTarget;

/** Sends a hand-made upload to the member's own deck; the snapshots tell whether anything was stored. */
async function importInto(fuzz: FuzzHarness, member: Member, upload: (req: Test) => Test) {
  const before = await snapshot(fuzz.t.db.knex);
  await member.client.prime();
  const res = await upload(browserRequest(member.client, 'post', `/api/flashcards/importar/${member.deckId}`));
  return { res, before, after: await snapshot(fuzz.t.db.knex) };
}

/** What the fuzz properties found, pinned: each was a 500 or an English message before its fix. */
export function describeRegressions(fuzz: FuzzHarness) {
  describe('bad input everywhere: regressions', () => {
    it('when a CSV past the 5 MB upload limit arrives, then 413 in Portuguese and no card is stored', async () => {
      const member = fuzz.f.pool[0]!;
      const big = Buffer.from(`frente;verso\n${'pergunta;resposta\n'.repeat(Math.ceil((5 * KB * KB + 1) / 18))}`);
      const res = await fuzz.check(target('/api/flashcards/importar/:deckId'), member.client, {
        method: 'POST',
        url: `/api/flashcards/importar/${member.deckId}`,
        encoding: 'multipart',
        body: { pairs: [] },
        files: [{ field: 'arquivo', name: 'grande.csv', type: 'text/csv', content: big }],
      });
      expect(res.status).toBe(413);
    });

    it.each([
      [
        'a NUL in a part header',
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="arquivo"; filename="a\u0000b"\r\n\r\nfrente;verso\r\n--XYZ--\r\n',
      ],
      ['no boundary', 'multipart/form-data', 'frente;verso\n'],
      [
        'a form cut short',
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="arquivo"; filename="a.csv"\r\n\r\nfrente;verso',
      ],
    ])('when an upload has %s, then 400 "Envio de arquivo inválido." and no card is stored', async (_label, type, body) => {
      const { res, before, after } = await importInto(fuzz, fuzz.f.pool[2]!, (req) =>
        req.set('Content-Type', type).send(Buffer.from(body)),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Envio de arquivo inválido.' });
      expect(after).toBe(before);
    });

    it.each(Object.entries(CSVS_WITH_NUL))(
      'when a %s CSV carries a NUL character, then 400 and no card is stored',
      async (_label, content) => {
        const { res, before, after } = await importInto(fuzz, fuzz.f.pool[2]!, (req) =>
          req.attach('arquivo', content, { filename: 'cards.csv', contentType: 'text/csv' }),
        );
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: 'O arquivo não parece ser um CSV de texto.' });
        expect(after).toBe(before);
      },
    );

    it('when text fields carry NUL characters, then they are stored without them instead of a 500', async () => {
      const { t, f } = fuzz;
      const member = f.pool[3]!;
      const deck = await member.client.post('/api/decks', {
        materia: 'Ana\u0000tomia',
        assunto: '\u0000Ossos',
        autor: 'Rui',
        grupo: 'B',
        ano: 2025,
      });
      expect(deck.status).toBe(201);
      expect(await t.db.knex('decks').where({ id: deck.body.id }).first()).toMatchObject({
        materia: 'Anatomia',
        assunto: 'Ossos',
      });
      const card = await member.client.post(`/api/flashcards/${deck.body.id}`, { frente: 'F\u0000', verso: 'V' });
      expect(card.status).toBe(201);
      expect(card.body).toMatchObject({ frente: 'F', verso: 'V' });
      const login = await f.anonymous.post('/api/login', { email: `\u0000${member.user.email}`, password: 'errada\u0000' });
      expect(login.status).toBe(401);
      const forward = await f.admin.post('/webhook/enviar-whatsapp', {
        numero: member.user.whatsapp,
        mensagem: 'Oi\u0000!',
        userId: member.user.id,
      });
      expect(forward.status).toBe(202);
      expect((await t.db.knex('whatsapp_envios').where({ id: forward.body.id }).first()).texto).toBe('Oi!');
    });

    it('when a body is not a JSON object or a field has no message of its own, then the 400 is in Portuguese', async () => {
      const { f } = fuzz;
      const member = f.pool[3]!;
      const asText = await member.client.post('/api/decks', JSON.stringify({ materia: 'A' }), { 'Content-Type': 'text/plain' });
      expect(asText.status).toBe(400);
      expect(asText.body).toEqual({ error: 'Envie os dados como um objeto JSON.' });
      const asArray = await member.client.post('/api/chat/salvar', [{ userId: member.user.id, autor: 'user', texto: 'Oi' }]);
      expect(asArray.body).toEqual({ error: 'Envie os dados como um objeto JSON.' });
      const contact = await f.admin.post('/api/enviar-modelo-marketing', {
        contatos: [{ id: member.user.id, nome: 5 }],
        nomeModelo: 'hello_world',
      });
      expect(contact.status).toBe(400);
      expect(contact.body.error).toBe('Campo "contatos.0.nome" inválido.');
    });

    it('when a request is a prototype-pollution attempt, then no object in the server gains the keys', async () => {
      const { t, f } = fuzz;
      const member = f.pool[1]!;
      const res = await fuzz.check(target('/api/decks'), member.client, {
        method: 'POST',
        url: '/api/decks',
        encoding: 'json',
        body: {
          whole: `{"__proto__":${POLLUTION},"constructor":{"prototype":${POLLUTION}},"materia":"A","assunto":"B","autor":"C","grupo":"D","ano":2025}`,
        },
      });
      // Valid fields plus ignored pollution keys: the deck is created for its owner, nothing else moves.
      expect(res.status).toBe(201);
      expect(await t.db.knex('decks').where({ id: res.body.id }).first()).toMatchObject({
        user_id: member.user.id,
        materia: 'A',
      });
      expect(({} as Record<string, unknown>).role).toBeUndefined();
    });
  });
}
