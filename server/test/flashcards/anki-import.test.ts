import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { APP_ORIGIN } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import { TestClient } from '../support/client.js';
import { createDeck } from './helpers.js';

const t = useTestApp();

async function upload(client: TestClient, deckId: number, text: string, query = '') {
  await client.prime();
  return client.agent
    .post(`/api/flashcards/importar-anki/${deckId}${query}`)
    .set('Origin', APP_ORIGIN)
    .set('X-XSRF-TOKEN', client.xsrf ?? '')
    .attach('arquivo', Buffer.from(text), { filename: 'deck.txt', contentType: 'text/plain' });
}

async function ownDeck() {
  const owner = await loggedIn(t.app, t.db.knex);
  const deck = await createDeck(owner.client);
  return { ...owner, deck };
}

const cardsOf = (deckId: number) => t.db.knex('flashcards').where({ deck_id: deckId }).orderBy('ordem').select('frente', 'verso');

describe('Anki plain-text import', () => {
  it.each([
    ['tab (the default, no headers)', 'Mitose?\tDivisão celular\nMeiose?\tDivisão reducional\n'],
    ['#separator:tab', '#separator:tab\n#html:false\nMitose?\tDivisão celular\nMeiose?\tDivisão reducional\n'],
    ['#separator:comma with quotes', '#separator:comma\n"Mitose?","Divisão celular"\n"Meiose?","Divisão reducional"\n'],
    ['#separator:semicolon', '#separator:semicolon\n#deck:Biologia::Citologia\nMitose?;Divisão celular\nMeiose?;Divisão reducional\n'],
    ['#separator:Pipe', '#separator:Pipe\nMitose?|Divisão celular\nMeiose?|Divisão reducional\n'],
  ])('when the export uses %s, then both notes become cards in order', async (_name, text) => {
    const { client, deck } = await ownDeck();
    const res = await upload(client, deck.id, text);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ importados: 2 });
    expect(await cardsOf(deck.id)).toEqual([
      { frente: 'Mitose?', verso: 'Divisão celular' },
      { frente: 'Meiose?', verso: 'Divisão reducional' },
    ]);
  });

  it('when #html:true, then tags are stripped to safe text with line breaks and entities decoded', async () => {
    const { client, deck } = await ownDeck();
    const text =
      '#separator:tab\n#html:true\n<b>O que é</b> a <i>mitose</i>?<script>alert(1)</script>\tDivisão<br>celular &amp; <img src="x.png" onerror="alert(1)">equacional [sound:a.mp3]&nbsp;&#233;\n';
    const res = await upload(client, deck.id, text);
    expect(res.status).toBe(201);
    expect(await cardsOf(deck.id)).toEqual([{ frente: 'O que é a mitose?', verso: 'Divisão\ncelular & equacional é' }]);
  });

  it('when asked for a preview, then the headers, column names and first rows come back and nothing is imported', async () => {
    const { client, deck } = await ownDeck();
    const rows = Array.from({ length: 7 }, (_, i) => `Tag${i}\tFrente ${i}\tVerso ${i}`).join('\n');
    const res = await upload(client, deck.id, `#separator:tab\n#html:false\n#deck:Anatomia\n#columns:Tags\tFront\tBack\n${rows}\n`, '?previa=1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      deck: 'Anatomia',
      html: false,
      colunas: ['Tags', 'Front', 'Back'],
      linhas: [0, 1, 2, 3, 4].map((i) => [`Tag${i}`, `Frente ${i}`, `Verso ${i}`]),
      total: 7,
    });
    expect(await cardsOf(deck.id)).toEqual([]);

    const imported = await upload(client, deck.id, `#separator:tab\n#columns:Tags\tFront\tBack\n${rows}\n`, '?frente=1&verso=2');
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({ importados: 7 });
    expect((await cardsOf(deck.id))[6]).toEqual({ frente: 'Frente 6', verso: 'Verso 6' });
  });

  it('when a note has no text in the back column, then 400 names its file line and nothing is imported', async () => {
    const { client, deck } = await ownDeck();
    const res = await upload(client, deck.id, '#separator:semicolon\n#html:false\nMitose?;Divisão\nMeiose?;\nOsmose?;Água\n');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Linha 4: verso vazio (coluna 2).');
    expect(await cardsOf(deck.id)).toEqual([]);
  });

  it.each([
    ['#separator:virgula\nA\tB\n', 'Linha 1: separador "virgula" desconhecido (use tab, comma, semicolon, pipe ou space).'],
    ['#separator:tab\n', 'O arquivo não contém nenhuma nota.'],
  ])('when the file is %j, then 400 with a Portuguese message', async (text, message) => {
    const { client, deck } = await ownDeck();
    const res = await upload(client, deck.id, text);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('when the same columns are chosen for front and back, then 400', async () => {
    const { client, deck } = await ownDeck();
    const res = await upload(client, deck.id, 'A\tB\n', '?frente=1&verso=1');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Escolha colunas diferentes para a frente e o verso.');
  });

  it('when the deck already has a note, then the duplicates question of the CSV import is asked', async () => {
    const { client, deck } = await ownDeck();
    expect((await upload(client, deck.id, 'Mitose?\tDivisão\n')).status).toBe(201);
    const again = await upload(client, deck.id, 'Mitose?\tDivisão\nMeiose?\tReducional\n');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ repetidos: 1, total: 2 });
    const skipped = await upload(client, deck.id, 'Mitose?\tDivisão\nMeiose?\tReducional\n', '?repetidos=pular');
    expect(skipped.body).toEqual({ importados: 1, repetidos_ignorados: 1 });
  });

  it("when someone imports into another user's deck, then 404 and nothing is imported", async () => {
    const { deck } = await ownDeck();
    const other = await loggedIn(t.app, t.db.knex);
    const res = await upload(other.client, deck.id, 'A\tB\n');
    expect(res.status).toBe(404);
    expect(await cardsOf(deck.id)).toEqual([]);
  });
});

async function uploadNew(client: TestClient, text: string, fields: Record<string, string>, query = '') {
  await client.prime();
  const req = client.agent.post(`/api/flashcards/importar-anki${query}`).set('Origin', APP_ORIGIN).set('X-XSRF-TOKEN', client.xsrf ?? '');
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req.attach('arquivo', Buffer.from(text), { filename: 'deck.txt', contentType: 'text/plain' });
}

const newDeck = { materia: 'Biologia', assunto: 'Citologia', autor: 'Anki', grupo: 'Importados', ano: '2026' };
const decksOf = (userId: number) => t.db.knex('decks').where({ user_id: userId }).select('id', 'materia', 'assunto');

describe('Anki plain-text import into a new deck', () => {
  it('when the deck fields and the file are sent, then the deck is created with every note as a card', async () => {
    const { client, user } = await loggedIn(t.app, t.db.knex);
    const res = await uploadNew(client, '#separator:tab\n#deck:Biologia::Citologia\nMitose?\tDivisão celular\nMeiose?\tDivisão reducional\n', newDeck);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ importados: 2, deck: { materia: 'Biologia', assunto: 'Citologia', autor: 'Anki', grupo: 'Importados', ano: 2026 } });
    expect(await decksOf(user.id)).toEqual([{ id: res.body.deck.id, materia: 'Biologia', assunto: 'Citologia' }]);
    expect(await cardsOf(res.body.deck.id)).toEqual([
      { frente: 'Mitose?', verso: 'Divisão celular' },
      { frente: 'Meiose?', verso: 'Divisão reducional' },
    ]);
  });

  it('when asked for a preview, then the #deck: name and the rows come back and no deck is created', async () => {
    const { client, user } = await loggedIn(t.app, t.db.knex);
    const res = await uploadNew(client, '#separator:semicolon\n#deck:Anatomia::Ossos\nFêmur?;Coxa\n', {}, '?previa=1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deck: 'Anatomia::Ossos', html: false, colunas: ['Coluna 1', 'Coluna 2'], linhas: [['Fêmur?', 'Coxa']], total: 1 });
    expect(await decksOf(user.id)).toEqual([]);
  });

  it('when the chosen columns are sent, then those columns become front and back', async () => {
    const { client } = await loggedIn(t.app, t.db.knex);
    const res = await uploadNew(client, '#columns:Tags\tFront\tBack\nossos\tMaior osso?\tFêmur\n', newDeck, '?frente=1&verso=2');
    expect(res.status).toBe(201);
    expect(await cardsOf(res.body.deck.id)).toEqual([{ frente: 'Maior osso?', verso: 'Fêmur' }]);
  });

  it('when a note is bad, then 400 names its line and no deck is left behind', async () => {
    const { client, user } = await loggedIn(t.app, t.db.knex);
    const res = await uploadNew(client, 'Mitose?\tDivisão\nMeiose?\t\n', newDeck);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Linha 2: verso vazio (coluna 2).');
    expect(await decksOf(user.id)).toEqual([]);
  });

  it('when a required deck field is missing, then 400 in Portuguese and nothing is created', async () => {
    const { client, user } = await loggedIn(t.app, t.db.knex);
    const res = await uploadNew(client, 'Mitose?\tDivisão\n', { ...newDeck, autor: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Autor é obrigatório.');
    expect(await decksOf(user.id)).toEqual([]);
  });

  it('when no one is logged in, then 401 and nothing is created', async () => {
    const before = await t.db.knex('decks').count({ n: '*' }).first();
    const res = await new TestClient(t.app).post('/api/flashcards/importar-anki', newDeck);
    expect(res.status).toBe(401);
    expect(await t.db.knex('decks').count({ n: '*' }).first()).toEqual(before);
  });
});
