/** Fuzz targets: decks, cards, CSV import and card audio, each on the run's own deck unless the run says otherwise. */
import type { FuzzTarget, Member } from './target.js';

const DECK = { materia: 'Anatomia', assunto: 'Ossos', autor: 'Prof. Rui', grupo: 'Básico', subgrupo: 'Crânio', ano: 2026 };
const ownDeck = (m: Member) => ({ id: m.deckId, deckId: m.deckId });
const ownCard = (m: Member) => ({ deckId: m.deckId, cardId: m.cardIds[0] });

export const FLASHCARD_TARGETS: readonly FuzzTarget[] = [
  { method: 'POST', path: '/api/decks', valid: () => DECK },
  { method: 'POST', path: '/api/decks/exemplos', valid: () => ({}) },
  { method: 'PUT', path: '/api/decks/:id', ids: ownDeck, valid: () => DECK },
  { method: 'DELETE', path: '/api/decks/:id', ids: ownDeck, valid: () => ({}) },
  { method: 'POST', path: '/api/flashcards/importar/:deckId', ids: ownDeck, valid: () => ({}), multipartFile: true },
  { method: 'POST', path: '/api/flashcards/:deckId', ids: ownDeck, valid: () => ({ frente: 'Frente', verso: 'Verso' }) },
  { method: 'PUT', path: '/api/flashcards/:deckId/ordem', ids: ownDeck, valid: (m) => ({ ids: [...m.cardIds].reverse() }) },
  {
    method: 'PUT',
    path: '/api/flashcards/:deckId/:cardId',
    ids: ownCard,
    valid: () => ({
      frente: 'F',
      verso: 'V',
      ordem: 1,
      nivel: 3,
      revisoes: 4,
      acertos: 3,
      erros: 1,
      proxima_revisao: '2030-01-02 10:00:00',
      ultima_revisao: '2030-01-01T10:00:00.000Z',
      ultimo_acerto: '2030-01-01',
      ultimo_erro: null,
    }),
  },
  { method: 'DELETE', path: '/api/flashcards/:deckId/:cardId', ids: ownCard, valid: () => ({}) },
  {
    method: 'POST',
    path: '/api/tts/salvar',
    valid: (m) => ({ text: 'Frente', deckId: m.deckId, cardId: m.cardIds[0], tipo: 'frente' }),
  },
  { method: 'PUT', path: '/api/decks/:id/agendador', ids: ownDeck, valid: () => ({ agendador: 'fsrs', retencao_desejada: 0.9 }) },
  { method: 'POST', path: '/api/decks/:id/fsrs/otimizar', ids: ownDeck, valid: () => ({ origem: 'deck' }) },
  { method: 'DELETE', path: '/api/decks/:id/fsrs/parametros', ids: ownDeck, valid: () => ({}) },
  {
    method: 'POST',
    path: '/api/flashcards/:deckId/:cardId/respostas',
    ids: ownCard,
    valid: () => ({
      chave: '6f1c2d3e-4a5b-4c6d-8e7f-001122334455',
      resposta: 'ok',
      respondido_em_local: new Date().toISOString().slice(0, 19).replace('T', ' '),
      revisoes: 0,
      tempo_resposta_ms: 1500,
    }),
  },
  {
    method: 'POST',
    path: '/api/flashcards/respostas/sincronizar',
    valid: (m) => ({
      respostas: [
        {
          chave: '6f1c2d3e-4a5b-4c6d-8e7f-001122334466',
          deckId: m.deckId,
          cardId: m.cardIds[0],
          resposta: 'ok',
          revisoes: 0,
          respondido_em: new Date().toISOString(),
          respondido_em_local: new Date().toISOString().slice(0, 19).replace('T', ' '),
        },
      ],
    }),
  },
  // No answer has this key: a valid call is a 404; the run mutates the key and the body around it.
  { method: 'POST', path: '/api/flashcards/respostas/:chave/desfazer', ids: () => ({ chave: '00000000-0000-4000-8000-000000000000' }), valid: () => ({}) },
  { method: 'POST', path: '/api/flashcards/importar-anki/:deckId', ids: ownDeck, valid: () => ({}), multipartFile: true },
  {
    method: 'POST',
    path: '/api/flashcards/importar-anki',
    valid: () => DECK,
    multipartFile: true,
  },
];
