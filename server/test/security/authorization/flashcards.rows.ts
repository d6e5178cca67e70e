/** Matrix rows: decks, cards, CSV import and card audio. Someone else's deck or card is a plain 404. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { insertDeck } from '../seed.js';
import { loggedIn, ownerOnly, row, type Cell, type MatrixRow } from './matrix.js';

const deckBody = { materia: 'Anatomia', assunto: 'Ossos', autor: 'Prof. Rui', grupo: 'Básico', subgrupo: null, ano: 2026 };
const studyAnswer = {
  nivel: 3,
  revisoes: 4,
  acertos: 3,
  erros: 1,
  proxima_revisao: '2030-01-02 10:00:00',
  ultima_revisao: new Date().toISOString(),
};

/** A deck of the owner with two cards. */
const ownerDeck = ({ knex, owner }: Cell) => insertDeck(knex, owner.id);

/** The actor's own deck (for the owner: the owner's deck itself). */
async function actorDeck({ actor, me, knex }: Cell, ownerDeckId: number): Promise<number> {
  if (!me || actor === 'usuario') return ownerDeckId;
  return (await insertDeck(knex, me.id, 0)).deckId;
}

/** The device clock of a study answer (UTC wall clock: inside the accepted skew). */
const localNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** An answer of the owner on their first card, logged as the answer endpoint logs it; returns its chave. */
async function ownerAnswer({ knex, owner }: Cell, deckId: number, cardId: number): Promise<string> {
  const chave = randomUUID();
  await knex.raw(
    `insert into flashcard_revisoes (user_id, deck_id, flashcard_id, chave, resposta, agendador, respondido_em_local,
       nivel_antes, nivel_depois, estado_antes, proxima_revisao, intervalo_minutos)
     select ?, f.deck_id, f.id, ?, 'acerto', 'tabela', localtimestamp, f.nivel, f.nivel + 1,
       jsonb_build_object('nivel', f.nivel, 'revisoes', f.revisoes, 'acertos', f.acertos, 'erros', f.erros,
         'proxima_revisao', f.proxima_revisao, 'ultima_revisao', f.ultima_revisao, 'ultimo_acerto', f.ultimo_acerto,
         'ultimo_erro', f.ultimo_erro, 'fsrs', f.fsrs),
       localtimestamp + interval '10 minutes', 10
     from flashcards as f where f.id = ? and f.deck_id = ?`,
    [owner.id, chave, cardId, deckId],
  );
  await knex('flashcards').where({ id: cardId }).update({ nivel: 1, revisoes: 1, acertos: 1 });
  return chave;
}

const deckById = ({ knex }: Cell, id: number) => knex('decks').where({ id }).first();
const cardById = ({ knex }: Cell, id: number | undefined) => knex('flashcards').where({ id }).first();

export const FLASHCARD_ROWS: readonly MatrixRow[] = [
  row('GET /api/decks', 'own decks', loggedIn(200), async ({ knex, owner, me }) => {
    await insertDeck(knex, owner.id, 0);
    return {
      url: '/api/decks',
      verify: async (res) => {
        if (res.status !== 200) return;
        const ids = (res.body as Array<{ id: number }>).map((d) => d.id);
        const owners = await knex('decks').whereIn('id', ids).distinct().pluck('user_id');
        expect(owners.filter((id) => id !== me?.id)).toEqual([]);
      },
    };
  }),
  row('POST /api/decks', 'a new deck', loggedIn(201), async () => ({ url: '/api/decks', body: deckBody })),
  row('POST /api/decks/exemplos', 'starter decks for oneself', loggedIn(201), async (cell) => ({
    url: '/api/decks/exemplos',
    body: { user_id: cell.owner.id },
    verify: async (res) => {
      if (res.status !== 201 || !cell.me) return;
      for (const deck of res.body.decks as Array<{ id: number }>)
        expect((await deckById(cell, deck.id)).user_id).toBe(cell.me.id);
    },
  })),
  row('POST /api/decks', 'user_id of the owner in the body is ignored', loggedIn(201), async (cell) => ({
    url: '/api/decks',
    body: { ...deckBody, user_id: cell.owner.id, id: 1 },
    verify: async (res) => {
      if (res.status === 201) expect((await deckById(cell, res.body.id)).user_id).toBe(cell.me?.id);
    },
  })),
  row('GET /api/decks/:id', "the owner's deck", ownerOnly(200), async (cell) => ({
    url: `/api/decks/${(await ownerDeck(cell)).deckId}`,
  })),
  row('PUT /api/decks/:id', "the owner's deck", ownerOnly(200), async (cell) => ({
    url: `/api/decks/${(await ownerDeck(cell)).deckId}`,
    body: deckBody,
  })),
  row('PUT /api/decks/:id', 'user_id of the actor in the body is ignored', ownerOnly(200), async (cell) => {
    const { deckId } = await ownerDeck(cell);
    return {
      url: `/api/decks/${deckId}`,
      body: { ...deckBody, user_id: cell.me?.id ?? 1 },
      verify: async () => expect((await deckById(cell, deckId)).user_id).toBe(cell.owner.id),
    };
  }),
  row('DELETE /api/decks/:id', "the owner's deck", ownerOnly(204), async (cell) => {
    const { deckId } = await ownerDeck(cell);
    return {
      url: `/api/decks/${deckId}`,
      verify: async (res) => expect(Boolean(await deckById(cell, deckId))).toBe(res.status !== 204),
    };
  }),
  row('POST /api/flashcards/importar/:deckId', "CSV into the owner's deck", ownerOnly(201), async (cell) => ({
    url: `/api/flashcards/importar/${(await ownerDeck(cell)).deckId}`,
    csv: Buffer.from('frente;verso\nO que é mitose?;Divisão celular\nO que é meiose?;Divisão reducional\n'),
  })),
  row('GET /api/flashcards/:deckId', "the owner's cards", ownerOnly(200), async (cell) => ({
    url: `/api/flashcards/${(await ownerDeck(cell)).deckId}`,
  })),
  row('POST /api/flashcards/:deckId', "a card in the owner's deck", ownerOnly(201), async (cell) => ({
    url: `/api/flashcards/${(await ownerDeck(cell)).deckId}`,
    body: { frente: 'Frente', verso: 'Verso' },
  })),
  row('PUT /api/flashcards/:deckId/ordem', "the owner's deck and cards", ownerOnly(204), async (cell) => {
    const { deckId, cardIds } = await ownerDeck(cell);
    return { url: `/api/flashcards/${deckId}/ordem`, body: { ids: [...cardIds].reverse() } };
  }),
  // Other accounts reach their own (empty) deck: the ids do not match its cards, nothing moves.
  row(
    'PUT /api/flashcards/:deckId/ordem',
    "the actor's own deck with the owner's card ids",
    ownerOnly(204, 409),
    async (cell) => {
      const { deckId, cardIds } = await ownerDeck(cell);
      return { url: `/api/flashcards/${await actorDeck(cell, deckId)}/ordem`, body: { ids: [...cardIds].reverse() } };
    },
  ),
  row('PUT /api/flashcards/:deckId/:cardId', "study answer on the owner's card", ownerOnly(200), async (cell) => {
    const { deckId, cardIds } = await ownerDeck(cell);
    return { url: `/api/flashcards/${deckId}/${cardIds[0]}`, body: studyAnswer };
  }),
  row('PUT /api/flashcards/:deckId/:cardId', "the actor's own deck with the owner's card id", ownerOnly(200), async (cell) => {
    const { deckId, cardIds } = await ownerDeck(cell);
    return {
      url: `/api/flashcards/${await actorDeck(cell, deckId)}/${cardIds[0]}`,
      body: { frente: 'Trocada', verso: 'Trocado' },
      verify: async (res) => {
        const card = await cardById(cell, cardIds[0]);
        expect(card.deck_id).toBe(deckId);
        expect(card.frente).toBe(res.status === 200 ? 'Trocada' : 'Pergunta 1');
      },
    };
  }),
  // The body is validated before ownership: a 400 for everyone logged in, and the card keeps its level.
  row('PUT /api/flashcards/:deckId/:cardId', "nivel 99 on the owner's card", loggedIn(400), async (cell) => {
    const { deckId, cardIds } = await ownerDeck(cell);
    return {
      url: `/api/flashcards/${deckId}/${cardIds[0]}`,
      body: { ...studyAnswer, nivel: 99 },
      verify: async () => expect((await cardById(cell, cardIds[0])).nivel).toBe(0),
    };
  }),
  row('PUT /api/flashcards/:deckId/:cardId', 'deck_id and id in the body are ignored', ownerOnly(200), async (cell) => {
    const { knex, me, accounts } = cell;
    const { deckId, cardIds } = await ownerDeck(cell);
    const elsewhere = (await insertDeck(knex, (me ?? accounts.otherUsuario).id, 0)).deckId;
    return {
      url: `/api/flashcards/${deckId}/${cardIds[0]}`,
      body: { nivel: 2, deck_id: elsewhere, id: cardIds[1], user_id: me?.id },
      verify: async () => {
        const cards = await knex('flashcards').whereIn('id', cardIds).orderBy('id');
        expect(cards.map((r: { deck_id: number }) => r.deck_id)).toEqual([deckId, deckId]);
        expect(await knex('flashcards').where({ deck_id: elsewhere }).first()).toBeUndefined();
      },
    };
  }),
  row('DELETE /api/flashcards/:deckId/:cardId', "the owner's card", ownerOnly(204), async (cell) => {
    const { deckId, cardIds } = await ownerDeck(cell);
    return { url: `/api/flashcards/${deckId}/${cardIds[0]}` };
  }),
  row('DELETE /api/flashcards/:deckId/:cardId', "the actor's own deck with the owner's card id", ownerOnly(204), async (cell) => {
    const { deckId, cardIds } = await ownerDeck(cell);
    return { url: `/api/flashcards/${await actorDeck(cell, deckId)}/${cardIds[0]}` };
  }),
  row('POST /api/tts/salvar', "the owner's card", ownerOnly(200), async (cell) => {
    const { deckId, cardIds } = await ownerDeck(cell);
    return { url: '/api/tts/salvar', body: { text: 'Pergunta 1', deckId, cardId: cardIds[0], tipo: 'frente' } };
  }),
  row('POST /api/tts/salvar', "the actor's own deck with the owner's card id", ownerOnly(200), async (cell) => {
    const { deckId, cardIds } = await ownerDeck(cell);
    return {
      url: '/api/tts/salvar',
      body: { text: 'Pergunta 1', deckId: await actorDeck(cell, deckId), cardId: cardIds[0], tipo: 'verso' },
    };
  }),
  // Study answers with their log, undo, the scheduler per deck and the statistics.
  row('PUT /api/decks/:id/agendador', "the owner's deck", ownerOnly(200), async (cell) => {
    const { deckId } = await ownerDeck(cell);
    return {
      url: `/api/decks/${deckId}/agendador`,
      body: { agendador: 'fsrs', retencao_desejada: 0.9 },
      verify: async (res) => expect((await deckById(cell, deckId)).agendador).toBe(res.status === 200 ? 'fsrs' : 'tabela'),
    };
  }),
  // "Otimizar com o meu histórico": the owner's deck has no log here, so the fit is refused (422) without running.
  row('GET /api/decks/:id/fsrs', "the FSRS fit of the owner's deck", ownerOnly(200), async (cell) => {
    const { deckId } = await ownerDeck(cell);
    return {
      url: `/api/decks/${deckId}/fsrs`,
      verify: async (res) => {
        if (res.status === 200) expect(res.body).toMatchObject({ minimo: 1000, revisoes: { deck: 0, todos: 0 }, deck: { id: deckId } });
      },
    };
  }),
  row('POST /api/decks/:id/fsrs/otimizar', "the owner's deck (too few answers)", ownerOnly(422), async (cell) => {
    const { deckId } = await ownerDeck(cell);
    return {
      url: `/api/decks/${deckId}/fsrs/otimizar`,
      body: { origem: 'todos' },
      verify: async (res) => {
        if (res.status === 422) expect(res.body.error).toBe('São necessárias 1000 revisões para otimizar; você tem 0.');
        expect((await deckById(cell, deckId)).fsrs_parametros).toBeNull();
      },
    };
  }),
  row('DELETE /api/decks/:id/fsrs/parametros', "the owner's fitted weights", ownerOnly(200), async (cell) => {
    const { deckId } = await ownerDeck(cell);
    const weights = Array.from({ length: 21 }, (_, i) => 0.1 + i / 10);
    await cell.knex('decks').where({ id: deckId }).update({ fsrs_parametros: JSON.stringify(weights), fsrs_revisoes_usadas: 1500 });
    return {
      url: `/api/decks/${deckId}/fsrs/parametros`,
      verify: async (res) => expect((await deckById(cell, deckId)).fsrs_parametros).toEqual(res.status === 200 ? null : weights),
    };
  }),
  row('POST /api/flashcards/:deckId/:cardId/respostas', "an answer on the owner's card", ownerOnly(200), async (cell) => {
    const { deckId, cardIds } = await ownerDeck(cell);
    return {
      url: `/api/flashcards/${deckId}/${cardIds[0]}/respostas`,
      body: { chave: randomUUID(), resposta: 'ok', respondido_em_local: localNow(), revisoes: 0 },
      verify: async (res) => {
        const logged = await cell.knex('flashcard_revisoes').where({ flashcard_id: cardIds[0] }).pluck('user_id');
        expect(logged).toEqual(res.status === 200 ? [cell.owner.id] : []);
        expect((await cardById(cell, cardIds[0])).revisoes).toBe(res.status === 200 ? 1 : 0);
      },
    };
  }),
  row('POST /api/flashcards/:deckId/:cardId/respostas', "the actor's own deck with the owner's card id", ownerOnly(200), async (cell) => {
    const { deckId, cardIds } = await ownerDeck(cell);
    return {
      url: `/api/flashcards/${await actorDeck(cell, deckId)}/${cardIds[0]}/respostas`,
      body: { chave: randomUUID(), resposta: 'errei', respondido_em_local: localNow(), revisoes: 0 },
      verify: async (res) => expect((await cardById(cell, cardIds[0])).revisoes).toBe(res.status === 200 ? 1 : 0),
    };
  }),
  row('POST /api/flashcards/respostas/sincronizar', "an offline answer on the owner's card", loggedIn(200), async (cell) => {
    const { deckId, cardIds } = await ownerDeck(cell);
    const now = new Date();
    const chave = randomUUID();
    return {
      url: '/api/flashcards/respostas/sincronizar',
      body: { respostas: [{ chave, deckId, cardId: cardIds[0], resposta: 'ok', revisoes: 0, respondido_em: now.toISOString(), respondido_em_local: localNow() }] },
      verify: async (res) => {
        // Every account gets 200; only the owner's answer applies, anyone else's comes back refused.
        const applied = res.status === 200 && cell.actor === 'usuario';
        if (res.status === 200) expect((res.body as { resultados: Array<{ situacao: string }> }).resultados[0]!.situacao).toBe(applied ? 'aplicada' : 'recusada');
        expect((await cardById(cell, cardIds[0])).revisoes).toBe(applied ? 1 : 0);
        expect(await cell.knex('flashcard_revisoes').where({ chave }).pluck('user_id')).toEqual(applied ? [cell.owner.id] : []);
      },
    };
  }),
  row('POST /api/flashcards/respostas/:chave/desfazer', "the owner's last answer", ownerOnly(200), async (cell) => {
    const { deckId, cardIds } = await ownerDeck(cell);
    const chave = await ownerAnswer(cell, deckId, cardIds[0]!);
    return {
      url: `/api/flashcards/respostas/${chave}/desfazer`,
      verify: async (res) => {
        expect((await cardById(cell, cardIds[0])).revisoes).toBe(res.status === 200 ? 0 : 1);
        const [undone] = await cell.knex('flashcard_revisoes').where({ chave }).pluck('desfeita_em');
        expect(Boolean(undone)).toBe(res.status === 200);
      },
    };
  }),
  row('GET /api/flashcards/estatisticas', 'own statistics', loggedIn(200), async () => ({ url: '/api/flashcards/estatisticas' })),
  row('GET /api/flashcards/estatisticas', "statistics of the owner's deck", ownerOnly(200), async (cell) => ({
    url: `/api/flashcards/estatisticas?deckId=${(await ownerDeck(cell)).deckId}`,
  })),
  row('POST /api/flashcards/importar-anki/:deckId', "an Anki text export into the owner's deck", ownerOnly(201), async (cell) => {
    const { deckId } = await ownerDeck(cell);
    return {
      url: `/api/flashcards/importar-anki/${deckId}`,
      csv: Buffer.from('#separator:tab\n#html:true\n<b>Mitose?</b>\tDivisão celular\n'),
      verify: async (res) => {
        const added = await cell.knex('flashcards').where({ deck_id: deckId, frente: 'Mitose?' }).first();
        expect(Boolean(added)).toBe(res.status === 201);
      },
    };
  }),
  row('POST /api/flashcards/importar-anki', 'an Anki text export into a new deck of oneself', loggedIn(201), async (cell) => ({
    url: '/api/flashcards/importar-anki',
    body: { ...deckBody, subgrupo: '', ano: '2026', user_id: String(cell.owner.id) },
    csv: Buffer.from('#separator:tab\nMitose?\tDivisão celular\n'),
    verify: async (res) => {
      if (res.status === 201) expect((await deckById(cell, res.body.deck.id)).user_id).toBe(cell.me?.id);
    },
  })),
];
