import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';
import { createCard, createDeck, importCsv } from './helpers.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/csv');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

const t = useTestApp();

async function freshDeck() {
  const owner = await loggedIn(t.app, t.db.knex);
  const deck = await createDeck(owner.client);
  return { ...owner, deck };
}

async function storedCards(deckId: number) {
  const rows = await t.db.knex('flashcards').where({ deck_id: deckId }).orderBy('ordem').select('frente', 'verso', 'ordem');
  return rows as { frente: string; verso: string; ordem: number }[];
}

const pairs = (rows: { frente: string; verso: string }[]) => rows.map((r) => [r.frente, r.verso]);

describe('CSV import of real files', () => {
  it.each([
    ['virgula.csv', [
      ['Qual é o maior órgão do corpo humano?', 'A pele'],
      ['Função do fígado, em poucas palavras', 'Metabolizar e desintoxicar'],
      ['Capital do Paraguai', 'Assunção'],
    ]],
    ['ponto-e-virgula.csv', [
      ['O que é anemia?', 'Redução da hemoglobina, com menor transporte de oxigênio'],
      ['Valor normal da glicemia de jejum', '70 a 99 mg/dL'],
      ['Unidade funcional do rim', 'Néfron'],
    ]],
    ['tabulacao.csv', [
      ['Mitocôndria', 'Produz ATP; é a "usina" da célula'],
      ['Ribossomo', 'Síntese de proteínas, no citoplasma'],
    ]],
    ['utf8-bom.csv', [
      ['Coração', 'Órgão que bombeia o sangue'],
      ['Pulmão', 'Troca gasosa'],
    ]],
    ['windows-1252.csv', [
      ['Coração', 'Bomba muscular com quatro câmaras'],
      ['Ação da insulina', 'Reduz a glicemia'],
      ['Átrio', 'Câmara que recebe o sangue'],
    ]],
    ['quebra-de-linha-entre-aspas.csv', [
      ['Cite as fases da mitose', 'Prófase\nMetáfase\nAnáfase\nTelófase'],
      ['Último card', 'Fim'],
    ]],
    ['sem-cabecalho.csv', [
      ['Sístole', 'Contração'],
      ['Diástole', 'Relaxamento'],
    ]],
    ['cabecalho-acentuado.csv', [['Tíbia', 'Osso da perna']]],
    ['linhas-em-branco.csv', [['A', '1'], ['B', '2']]],
  ])('when %s is imported, then exactly its cards are stored in file order', async (name, expected) => {
    const { client, deck } = await freshDeck();
    const res = await importCsv(client, deck.id, fixture(name), name);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ importados: expected.length });
    const rows = await storedCards(deck.id);
    expect(pairs(rows)).toEqual(expected);
    expect(rows.map((r) => r.ordem)).toEqual(expected.map((_, i) => i));
  });

  it('when the verso on line 7 is empty, then 400 names line 7 and no card is stored', async () => {
    const { client, deck } = await freshDeck();
    const res = await importCsv(client, deck.id, fixture('verso-vazio-linha-7.csv'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Linha 7: verso vazio' });
    expect(await storedCards(deck.id)).toEqual([]);
  });

  it.each([
    ['aspas-sem-fechamento-linha-4.csv', 'Linha 4: aspas abertas e nunca fechadas'],
    ['aspas-sem-fechamento-linha-1.csv', 'Linha 1: aspas abertas e nunca fechadas'],
  ])('when %s has a quote that never closes, then 400 names the line where it opened and no card is stored', async (name, message) => {
    const { client, deck } = await freshDeck();
    const res = await importCsv(client, deck.id, fixture(name), name);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect(await storedCards(deck.id)).toEqual([]);
  });

  it('when the deck already has cards, then the import appends after the last ordem', async () => {
    const { client, deck } = await freshDeck();
    await createCard(client, deck.id, 'Existente', 'Já estava');
    await t.db.knex('flashcards').where({ deck_id: deck.id }).update({ ordem: 7 });
    expect((await importCsv(client, deck.id, fixture('sem-cabecalho.csv'))).status).toBe(201);
    const rows = await storedCards(deck.id);
    expect(rows.map((r) => [r.frente, r.ordem])).toEqual([
      ['Existente', 7],
      ['Sístole', 8],
      ['Diástole', 9],
    ]);
  });
});

describe('CSV import errors', () => {
  it.each([
    ['a,b\nc,d,e\n', 'Linha 2: esperadas 2 colunas (frente e verso), encontradas 3. Coloque entre aspas o texto que contém vírgula.'],
    ['a,b\n,d\n', 'Linha 2: frente vazia'],
    ['a,b\nc,"d\ne,f\n', 'Linha 2: aspas abertas e nunca fechadas'],
    ['a,"b\n', 'Linha 1: aspas abertas e nunca fechadas'],
    ['\n\n"a,b\nc,d\n', 'Linha 3: aspas abertas e nunca fechadas'],
    ['a,b\n\n\n"c,d\n', 'Linha 4: aspas abertas e nunca fechadas'],
    ['a,"várias\nlinhas"\nb,"c ""d"" e\r\nf,g\r\n', 'Linha 3: aspas abertas e nunca fechadas'],
    ['só uma coluna\noutra linha\n', 'Não encontrei as duas colunas (frente e verso). Separe-as com vírgula, ponto e vírgula ou tabulação.'],
    ['frente,verso\n\n', 'O arquivo não contém nenhum card.'],
    [`a,${'x'.repeat(10_001)}\n`, 'Linha 1: verso com mais de 10.000 caracteres'],
  ])('when the file is %j, then 400 with a clear message', async (content, message) => {
    const { client, deck } = await freshDeck();
    const res = await importCsv(client, deck.id, Buffer.from(content));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect(await storedCards(deck.id)).toEqual([]);
  });

  it('when no file is sent, then 400 "Selecione um arquivo CSV válido."', async () => {
    const { client, deck } = await freshDeck();
    const res = await client.post(`/api/flashcards/importar/${deck.id}`, {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Selecione um arquivo CSV válido.' });
  });

  it('when the file comes in another field, then 400 naming the expected field', async () => {
    const { client, deck } = await freshDeck();
    const res = await importCsv(client, deck.id, fixture('virgula.csv'), 'x.csv', 'file');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Envie o CSV no campo "arquivo".' });
  });

  it('when the file is larger than 5 MB, then 413 with a Portuguese error and nothing stored', async () => {
    const { client, deck } = await freshDeck();
    const big = Buffer.from('pergunta,resposta\n'.repeat(Math.ceil((5 * 1024 * 1024 + 10) / 18)));
    const res = await importCsv(client, deck.id, big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'Arquivo grande demais (máximo de 5 MB).' });
    expect(await storedCards(deck.id)).toEqual([]);
  });

  it('when the file has more than 20 000 cards, then 400 and nothing stored', async () => {
    const { client, deck } = await freshDeck();
    const rows = Array.from({ length: 20_001 }, (_, i) => `F${i},V${i}`).join('\n');
    const res = await importCsv(client, deck.id, Buffer.from(rows));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'O arquivo tem mais de 20.000 cards. Divida-o em arquivos menores.' });
    expect(await storedCards(deck.id)).toEqual([]);
  });

  it("when a user imports into another user's deck, then 404 and the deck stays empty", async () => {
    const { deck } = await freshDeck();
    const intruder = await loggedIn(t.app, t.db.knex);
    const res = await importCsv(intruder.client, deck.id, fixture('virgula.csv'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Deck não encontrado.' });
    expect(await storedCards(deck.id)).toEqual([]);
  });
});

describe('CSV import of a file whose cards the deck already has', () => {
  const file = Buffer.from('Capital do Paraguai,Assunção\nÓrgão que bombeia o sangue,Coração\nUnidade do rim,Néfron\n');

  it('when the same file is imported twice, then the second import is refused with the count and nothing doubles', async () => {
    const { client, deck } = await freshDeck();
    expect((await importCsv(client, deck.id, file)).status).toBe(201);
    const again = await importCsv(client, deck.id, file);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error:
        'Todos os 3 cards deste arquivo já existem no deck (mesma frente e verso). Escolha se quer pular os repetidos ou importar todos.',
      repetidos: 3,
      total: 3,
    });
    expect(await storedCards(deck.id)).toHaveLength(3);
  });

  it('when the user chooses to skip, then only the new rows are added, after the existing cards', async () => {
    const { client, deck } = await freshDeck();
    await createCard(client, deck.id, '  Capital do Paraguai ', 'Assunção');
    const res = await importCsv(client, deck.id, file, 'cards.csv', 'arquivo', '?repetidos=pular');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ importados: 2, repetidos_ignorados: 1 });
    expect(pairs(await storedCards(deck.id))).toEqual([
      ['Capital do Paraguai', 'Assunção'],
      ['Órgão que bombeia o sangue', 'Coração'],
      ['Unidade do rim', 'Néfron'],
    ]);
  });

  it('when the user chooses to import everything, then the repeated rows are added too', async () => {
    const { client, deck } = await freshDeck();
    await createCard(client, deck.id, 'Unidade do rim', 'Néfron');
    const res = await importCsv(client, deck.id, file, 'cards.csv', 'arquivo', '?repetidos=importar');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ importados: 3 });
    expect(await storedCards(deck.id)).toHaveLength(4);
  });

  it('when only the front matches, then the row is a new card and no question is asked', async () => {
    const { client, deck } = await freshDeck();
    await createCard(client, deck.id, 'Capital do Paraguai', 'Ciudad del Este');
    const res = await importCsv(client, deck.id, file);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ importados: 3 });
  });

  it('when the choice is not one of the two, then 400 and nothing stored', async () => {
    const { client, deck } = await freshDeck();
    const res = await importCsv(client, deck.id, file, 'cards.csv', 'arquivo', '?repetidos=talvez');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Escolha "pular" ou "importar" para os cards repetidos.' });
    expect(await storedCards(deck.id)).toEqual([]);
  });
});

// Durations are measured by bench/csv-import.ts, not asserted here: two shared cores make any time bound flaky.
describe('CSV import at the row limit', () => {
  it('when 20 000 rows are imported, then every row is stored in file order with its quotes and accents', async () => {
    const { client, deck } = await freshDeck();
    const lines = ['frente;verso'];
    for (let i = 1; i <= 20_000; i += 1) lines.push(`"Pergunta número ${i}; com ""aspas"" e acentuação";Resposta ${i}, com vírgula`);
    const bytes = Buffer.from(lines.join('\r\n'));
    const res = await importCsv(client, deck.id, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ importados: 20_000 });
    const counted = await t.db.knex('flashcards').where({ deck_id: deck.id }).count('* as n').first();
    expect(Number(counted?.n)).toBe(20_000);
    const last = await t.db.knex('flashcards').where({ deck_id: deck.id }).orderBy('ordem', 'desc').first();
    expect(last).toMatchObject({ ordem: 19_999, frente: 'Pergunta número 20000; com "aspas" e acentuação', verso: 'Resposta 20000, com vírgula' });
  });
});
