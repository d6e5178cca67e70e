/** Records inserted straight into the tables (no HTTP), so each request starts from a known state. */
import crypto from 'node:crypto';
import type { Knex } from 'knex';

export const randomTag = () => crypto.randomBytes(4).toString('hex');
export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export async function insertDeck(knex: Knex, userId: number, cards = 2): Promise<{ deckId: number; cardIds: number[] }> {
  const [deck] = await knex('decks')
    .insert({
      user_id: userId,
      materia: 'Biologia',
      assunto: `Citologia ${randomTag()}`,
      autor: 'Prof. Ana',
      grupo: 'Vestibular',
      ano: 2025,
    })
    .returning('id');
  const deckId = Number((deck as { id: number }).id);
  const cardIds: number[] = [];
  for (let i = 0; i < cards; i++) {
    const [card] = await knex('flashcards')
      .insert({ deck_id: deckId, frente: `Pergunta ${i + 1}`, verso: `Resposta ${i + 1}`, ordem: i })
      .returning('id');
    cardIds.push(Number((card as { id: number }).id));
  }
  return { deckId, cardIds };
}

/** A tiny valid WAV (44-byte header + a few silent samples). */
export function tinyWav(): Buffer {
  const samples = 16;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8);
  buffer.write('fmt ', 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(24_000, 24);
  buffer.writeUInt32LE(48_000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  return buffer;
}

export async function insertAudio(knex: Knex, userId: number): Promise<string> {
  const [row] = await knex('audio')
    .insert({ user_id: userId, hash: crypto.randomBytes(32).toString('hex'), voice: 'nova', mime: 'audio/wav', bytes: tinyWav() })
    .returning('id');
  return String((row as { id: string }).id);
}

export async function insertMessage(
  knex: Knex,
  userId: number,
  autor = 'user',
  mensagem = 'Olá, tenho uma dúvida.',
): Promise<number> {
  const [row] = await knex('mensagens').insert({ user_id: userId, autor, mensagem }).returning('id');
  return Number((row as { id: number }).id);
}

export async function insertEnvio(knex: Knex, userId: number, numero: string): Promise<number> {
  const [row] = await knex('whatsapp_envios')
    .insert({ user_id: userId, numero, tipo: 'texto', texto: 'Resposta encaminhada.' })
    .returning('id');
  return Number((row as { id: number }).id);
}

/** A downloaded WhatsApp file (a tiny PDF) attached to a message of the user. */
export async function insertFile(knex: Knex, userId: number, mensagemId: number): Promise<number> {
  const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');
  const [row] = await knex('arquivos')
    .insert({ user_id: userId, mensagem_id: mensagemId, media_id: 'm1', tipo: 'documento', mime: 'application/pdf', nome: 'doc.pdf', tamanho: bytes.length, conteudo: bytes, estado: 'pronto' })
    .returning('id');
  return Number((row as { id: number }).id);
}

export async function insertCampaign(knex: Knex, adminId: number): Promise<number> {
  const [row] = await knex('campanhas_marketing').insert({ modelo: 'hello_world', criado_por: adminId }).returning('id');
  return Number((row as { id: number }).id);
}

export async function insertDeletionRequest(knex: Knex): Promise<string> {
  const code = crypto
    .randomBytes(15)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 20);
  await knex('deletion_requests').insert({
    facebook_id: `fb${randomTag()}`,
    confirmation_code: code,
    status: 'concluida',
    concluido_em: knex.fn.now(),
  });
  return code;
}

/** A live password-reset link for the account (replacing any earlier one); returns the token the link carries. */
export async function insertResetLink(knex: Knex, userId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await knex('password_reset_tokens')
    .insert({ user_id: userId, token_hash: sha256(token), expira_em: knex.raw("now() + interval '30 minutes'") })
    .onConflict('user_id')
    .merge();
  return token;
}

/** Facebook's `signed_request`: base64url(HMAC-SHA256(payload)) + '.' + base64url(payload). */
export function signedRequest(secret: string, userId: string): string {
  const payload = Buffer.from(
    JSON.stringify({ algorithm: 'HMAC-SHA256', user_id: userId, issued_at: Math.floor(Date.now() / 1000) }),
  ).toString('base64url');
  const signature = crypto.createHmac('sha256', secret).update(payload).digest('base64url');
  return `${signature}.${payload}`;
}
