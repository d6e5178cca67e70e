/**
 * Who may call what: every route of the app × five actors → the expected HTTP status.
 *
 * Actors: `anonymous` (no session), `usuario` (the student who owns the resource in the request),
 * `otherUsuario` (another student), `colaborador` and `admin` (staff). Every route the router declares must
 * appear here at least once (authorization-matrix.test.ts walks the router and fails on a missing or stale
 * row); extra rows for the same route are IDOR and field-level cases. The request each row sends is built in
 * the test file under the same `case` name. Pure data: it can be printed or exported as JSON.
 */
import type { HttpMethod } from './support.js';

export const ACTORS = ['anonymous', 'usuario', 'otherUsuario', 'colaborador', 'admin'] as const;
export type MatrixActor = (typeof ACTORS)[number];
export type Expectation = Record<MatrixActor, number>;

export interface MatrixRow {
  method: HttpMethod;
  path: string;
  /** What the request carries; unique per route. */
  case: string;
  expect: Expectation;
}

const everyone = (status: number): Expectation => ({
  anonymous: status,
  usuario: status,
  otherUsuario: status,
  colaborador: status,
  admin: status,
});
/** Any logged-in account, acting on its own data. */
const loggedIn = (ok: number): Expectation => ({ anonymous: 401, usuario: ok, otherUsuario: ok, colaborador: ok, admin: ok });
/** The owner's deck, card or audio: anyone else gets the same 404 as for a missing one (no existence oracle). */
const ownerOnly = (ok: number, others = 404): Expectation => ({
  anonymous: 401,
  usuario: ok,
  otherUsuario: others,
  colaborador: others,
  admin: others,
});
const staffOnly = (ok: number): Expectation => ({ anonymous: 401, usuario: 403, otherUsuario: 403, colaborador: ok, admin: ok });
const adminOnly = (ok: number): Expectation => ({ anonymous: 401, usuario: 403, otherUsuario: 403, colaborador: 403, admin: ok });

export const AUTHORIZATION_MATRIX: readonly MatrixRow[] = [
  { method: 'GET', path: '/healthz', case: 'health check', expect: everyone(200) },

  // Accounts
  { method: 'POST', path: '/api/register', case: 'new student account (no role)', expect: everyone(201) },
  {
    method: 'POST',
    path: '/api/register',
    case: "role 'admin' in the body",
    expect: { anonymous: 403, usuario: 403, otherUsuario: 403, colaborador: 403, admin: 201 },
  },
  {
    method: 'POST',
    path: '/api/register',
    case: "role 'colaborador' in the body",
    expect: { anonymous: 403, usuario: 403, otherUsuario: 403, colaborador: 403, admin: 201 },
  },
  {
    method: 'POST',
    path: '/api/register',
    case: 'status_ia, id and password_hash in the body are ignored',
    expect: everyone(201),
  },
  { method: 'POST', path: '/api/login', case: 'own credentials (fresh session)', expect: everyone(200) },
  { method: 'POST', path: '/api/login', case: 'wrong password', expect: everyone(401) },
  { method: 'POST', path: '/api/logout', case: 'own session (fresh session)', expect: everyone(200) },
  { method: 'GET', path: '/api/user', case: 'own account', expect: loggedIn(200) },
  { method: 'GET', path: '/api/csrf', case: 'token', expect: everyone(200) },
  { method: 'GET', path: '/api/session', case: 'own session', expect: loggedIn(200) },
  { method: 'GET', path: '/api/me', case: 'own account, or null without a session', expect: everyone(200) },
  { method: 'DELETE', path: '/api/usuario/excluir', case: 'own account (fresh account)', expect: loggedIn(200) },
  { method: 'GET', path: '/api/usuario/preferencias', case: 'own preferences', expect: loggedIn(200) },
  { method: 'PUT', path: '/api/usuario/preferencias', case: 'own marketing consent (fresh account)', expect: loggedIn(200) },

  // Passwords
  { method: 'POST', path: '/api/senha/esqueci', case: "the owner's address", expect: everyone(202) },
  { method: 'POST', path: '/api/senha/redefinir', case: 'a live link to a fresh account', expect: everyone(200) },
  { method: 'POST', path: '/api/senha/redefinir', case: 'a link that was never issued', expect: everyone(400) },
  { method: 'PUT', path: '/api/usuario/senha', case: 'own password (fresh account)', expect: loggedIn(200) },
  {
    method: 'PUT',
    path: '/api/usuario/senha',
    case: 'a wrong current password',
    expect: { anonymous: 401, usuario: 400, otherUsuario: 400, colaborador: 400, admin: 400 },
  },

  // Chat
  {
    method: 'POST',
    path: '/api/chat/salvar',
    case: "autor 'user' in the owner's conversation",
    expect: { anonymous: 401, usuario: 201, otherUsuario: 403, colaborador: 403, admin: 403 },
  },
  {
    method: 'POST',
    path: '/api/chat/salvar',
    case: "autor 'colaborador' in the owner's conversation",
    expect: { anonymous: 401, usuario: 403, otherUsuario: 403, colaborador: 201, admin: 403 },
  },
  {
    method: 'POST',
    path: '/api/chat/salvar',
    case: "autor 'admin' in the owner's conversation",
    expect: { anonymous: 401, usuario: 403, otherUsuario: 403, colaborador: 403, admin: 201 },
  },
  {
    method: 'POST',
    path: '/api/chat/salvar',
    case: "autor 'ia' without an assistant receipt",
    expect: { anonymous: 401, usuario: 403, otherUsuario: 403, colaborador: 403, admin: 403 },
  },
  {
    method: 'POST',
    path: '/api/chat/salvar',
    case: 'status_ia in the body is ignored',
    expect: { anonymous: 401, usuario: 201, otherUsuario: 403, colaborador: 403, admin: 403 },
  },
  {
    method: 'GET',
    path: '/api/chat/historico/:userId',
    case: "the owner's history",
    expect: { anonymous: 401, usuario: 200, otherUsuario: 403, colaborador: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: '/api/chat/historico/:userId',
    case: 'a user id that does not exist',
    expect: { anonymous: 401, usuario: 403, otherUsuario: 403, colaborador: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/api/chat/status-ia/:userId',
    case: "the owner's AI switch",
    expect: { anonymous: 401, usuario: 200, otherUsuario: 403, colaborador: 200, admin: 200 },
  },
  { method: 'POST', path: '/api/chatgpt', case: 'a question', expect: loggedIn(200) },

  // Speech
  { method: 'POST', path: '/api/tts', case: 'a text', expect: loggedIn(200) },
  { method: 'GET', path: '/api/audio/:id', case: "the owner's audio id", expect: ownerOnly(200) },
  { method: 'GET', path: '/api/audio/:id', case: 'not a uuid', expect: ownerOnly(404, 404) },

  // Flashcards
  { method: 'GET', path: '/api/decks', case: 'own decks', expect: loggedIn(200) },
  { method: 'POST', path: '/api/decks', case: 'a new deck', expect: loggedIn(201) },
  { method: 'POST', path: '/api/decks/exemplos', case: 'starter decks for oneself', expect: loggedIn(201) },
  { method: 'POST', path: '/api/decks', case: 'user_id of the owner in the body is ignored', expect: loggedIn(201) },
  { method: 'GET', path: '/api/decks/:id', case: "the owner's deck", expect: ownerOnly(200) },
  { method: 'PUT', path: '/api/decks/:id', case: "the owner's deck", expect: ownerOnly(200) },
  { method: 'PUT', path: '/api/decks/:id', case: 'user_id of the actor in the body is ignored', expect: ownerOnly(200) },
  { method: 'DELETE', path: '/api/decks/:id', case: "the owner's deck", expect: ownerOnly(204) },
  { method: 'POST', path: '/api/flashcards/importar/:deckId', case: "CSV into the owner's deck", expect: ownerOnly(201) },
  { method: 'GET', path: '/api/flashcards/:deckId', case: "the owner's cards", expect: ownerOnly(200) },
  { method: 'POST', path: '/api/flashcards/:deckId', case: "a card in the owner's deck", expect: ownerOnly(201) },
  { method: 'PUT', path: '/api/flashcards/:deckId/ordem', case: "the owner's deck and cards", expect: ownerOnly(204) },
  {
    method: 'PUT',
    path: '/api/flashcards/:deckId/ordem',
    case: "the actor's own deck with the owner's card ids",
    // Other accounts reach their own (empty) deck: the ids do not match its cards, nothing moves.
    expect: { anonymous: 401, usuario: 204, otherUsuario: 409, colaborador: 409, admin: 409 },
  },
  { method: 'PUT', path: '/api/flashcards/:deckId/:cardId', case: "study answer on the owner's card", expect: ownerOnly(200) },
  {
    method: 'PUT',
    path: '/api/flashcards/:deckId/:cardId',
    case: "the actor's own deck with the owner's card id",
    expect: ownerOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/flashcards/:deckId/:cardId',
    case: "nivel 99 on the owner's card",
    // The body is validated before ownership: a 400 for everyone logged in, and the card keeps its level.
    expect: { anonymous: 401, usuario: 400, otherUsuario: 400, colaborador: 400, admin: 400 },
  },
  {
    method: 'PUT',
    path: '/api/flashcards/:deckId/:cardId',
    case: 'deck_id and id in the body are ignored',
    expect: ownerOnly(200),
  },
  { method: 'DELETE', path: '/api/flashcards/:deckId/:cardId', case: "the owner's card", expect: ownerOnly(204) },
  {
    method: 'DELETE',
    path: '/api/flashcards/:deckId/:cardId',
    case: "the actor's own deck with the owner's card id",
    expect: ownerOnly(204),
  },
  { method: 'POST', path: '/api/tts/salvar', case: "the owner's card", expect: ownerOnly(200) },
  { method: 'POST', path: '/api/tts/salvar', case: "the actor's own deck with the owner's card id", expect: ownerOnly(200) },

  // Facebook data deletion (server-to-server, signed; no session needed) and its public status page
  { method: 'POST', path: '/api/facebook/data-deletion', case: 'a valid signed_request', expect: everyone(200) },
  { method: 'POST', path: '/api/facebook/data-deletion', case: 'a forged signed_request', expect: everyone(400) },
  { method: 'GET', path: '/api/deletion-status/:code', case: 'an issued code', expect: everyone(200) },
  { method: 'GET', path: '/api/deletion-requests', case: 'the list', expect: adminOnly(200) },

  // Admin
  { method: 'GET', path: '/api/usuarios', case: 'the list', expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/dashboard', case: 'the figures', expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/usuarios', case: 'a search', expect: adminOnly(200) },
  { method: 'PATCH', path: '/api/admin/usuarios/:id', case: "the owner's name and role", expect: adminOnly(200) },
  { method: 'POST', path: '/api/admin/usuarios/:id/desativar', case: 'the owner (fresh account)', expect: adminOnly(200) },
  { method: 'POST', path: '/api/admin/usuarios/:id/reativar', case: 'a deactivated account', expect: adminOnly(200) },
  { method: 'DELETE', path: '/api/admin/usuarios/:id', case: 'a fresh account', expect: adminOnly(204) },
  { method: 'POST', path: '/api/admin/usuarios/:id/link-senha', case: "the owner's account", expect: adminOnly(200) },

  // Marketing
  { method: 'GET', path: '/api/prospectos', case: 'the list', expect: adminOnly(200) },
  { method: 'GET', path: '/api/modelos-marketing', case: 'the templates', expect: adminOnly(200) },
  { method: 'POST', path: '/api/enviar-modelo-marketing', case: 'the owner as contact', expect: adminOnly(202) },
  { method: 'GET', path: '/api/campanhas-marketing', case: 'recent campaigns', expect: adminOnly(200) },
  { method: 'GET', path: '/api/campanhas-marketing/:id', case: 'an existing campaign', expect: adminOnly(200) },

  // Staff inbox
  { method: 'GET', path: '/api/chat/listar-chamados', case: 'first page', expect: staffOnly(200) },
  { method: 'POST', path: '/api/atualizar-status-ia', case: "the owner's ticket", expect: staffOnly(200) },
  {
    method: 'POST',
    path: '/api/atualizar-status-ia',
    case: "the actor's own account",
    // A student may not switch the assistant for their own conversation; staff accounts are no tickets.
    expect: { anonymous: 401, usuario: 403, otherUsuario: 403, colaborador: 404, admin: 404 },
  },
  { method: 'POST', path: '/api/atualizar-status-atendimento', case: "the owner's ticket", expect: staffOnly(200) },
  { method: 'GET', path: '/api/whatsapp/status', case: 'whether WhatsApp is configured', expect: staffOnly(200) },
  { method: 'GET', path: '/api/whatsapp/envios', case: "the owner's envios", expect: staffOnly(200) },
  { method: 'GET', path: '/api/whatsapp/envios/:id', case: 'an envio to the owner', expect: staffOnly(200) },
  { method: 'POST', path: '/webhook/enviar-whatsapp', case: "a reply to the owner's message", expect: staffOnly(202) },
  {
    method: 'POST',
    path: '/webhook/enviar-whatsapp',
    case: "mensagemId of another user's message",
    expect: { anonymous: 401, usuario: 403, otherUsuario: 403, colaborador: 404, admin: 404 },
  },
];
