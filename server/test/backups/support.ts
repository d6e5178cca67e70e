import crypto, { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Express } from 'express';
import { loggedIn } from '../support/factories.js';
import type { TestClient } from '../support/client.js';

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Every row of a table as Postgres prints it (bytea as hex, timestamps with zone), sorted: equal lists = equal tables. */
export async function tableRows(knex: Knex, table: string): Promise<string[]> {
  const rows = (await knex.raw(`select row_to_json(t)::text as j from "${table}" t`)).rows as Array<{ j: string }>;
  return rows.map((r) => r.j).sort();
}

export async function publicTableCount(knex: Knex): Promise<number> {
  return Number((await knex.raw(`select count(*) as n from pg_tables where schemaname = 'public'`)).rows[0].n);
}

export const localNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

export interface Seeded {
  admin: { id: number; client: TestClient };
  staff: { id: number; client: TestClient };
  students: Array<{ id: number; client: TestClient; deckId: number; cardIds: number[]; fileId: number; fileBytes: Buffer }>;
}

/**
 * What an advisory holds: students with conversations (and a file each, bytes that are not text), decks with cards and
 * review logs, enrolment stages moved by staff, and the audit entries those accesses leave.
 */
export async function seedAdvisory(app: Express, knex: Knex, students = 3): Promise<Seeded> {
  const admin = await loggedIn(app, knex, { role: 'admin' });
  const staff = await loggedIn(app, knex, { role: 'colaborador' });
  const seeded: Seeded = {
    admin: { id: admin.user.id, client: admin.client },
    staff: { id: staff.user.id, client: staff.client },
    students: [],
  };
  for (let i = 0; i < students; i++) {
    const { user, client } = await loggedIn(app, knex, { role: 'usuario', username: `Aluna ${i} \\ "aspas" \t tab ção 😀` });
    for (const texto of [`Olá, linha 1\nlinha 2 \\N não é nulo ${i}`, 'Quais documentos preciso?', 'Tab\there']) {
      expect201(await client.post('/api/chat/salvar', { userId: user.id, autor: 'user', texto }), 'chat');
    }
    const [message] = await knex('mensagens')
      .insert({ user_id: user.id, autor: 'user', mensagem: '[documento]' })
      .returning('id');
    const fileBytes = Buffer.concat([crypto.randomBytes(150_000), Buffer.from([0, 10, 13, 9, 92, 255])]);
    const [file] = await knex('arquivos')
      .insert({
        user_id: user.id,
        mensagem_id: (message as { id: number }).id,
        media_id: `media-${randomUUID()}`,
        tipo: 'documento',
        mime: 'application/pdf',
        nome: `historico-${i}.pdf`,
        tamanho: fileBytes.length,
        sha256: crypto.createHash('sha256').update(fileBytes).digest('hex'),
        conteudo: fileBytes,
        estado: 'pronto',
      })
      .returning('id');
    const deck = await client.post('/api/decks', {
      materia: 'Anatomia',
      assunto: `Ossos ${i}`,
      autor: 'Eu',
      grupo: 'Básico',
      ano: 2026,
    });
    expect201(deck, 'deck');
    const deckId = Number(deck.body.id ?? (await knex('decks').where({ user_id: user.id }).first('id')).id);
    const cardIds: number[] = [];
    for (const frente of ['Fêmur', 'Úmero', 'Rádio']) {
      const card = await client.post(`/api/flashcards/${deckId}`, { frente, verso: `${frente}: osso longo` });
      expect201(card, 'card');
      cardIds.push(Number(card.body.id));
    }
    for (const resposta of ['acerto', 'errei']) {
      const answer = await client.post(`/api/flashcards/${deckId}/${cardIds[0]}/respostas`, {
        chave: randomUUID(),
        resposta,
        respondido_em_local: localNow(),
        revisoes: resposta === 'acerto' ? 0 : 1,
      });
      if (answer.status !== 200 && answer.status !== 201)
        throw new Error(`review: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    const move = await staff.client.post(`/api/funil/prospectos/${user.id}/etapa`, {
      etapa: 'Em progresso',
      versao: 0,
      nota: `Primeiro contato ${i}`,
    });
    if (move.status !== 200) throw new Error(`stage: ${move.status} ${JSON.stringify(move.body)}`);
    // Staff reading the conversation is audited.
    await staff.client.get(`/api/chat/historico/${user.id}`);
    seeded.students.push({ id: user.id, client, deckId, cardIds, fileId: Number((file as { id: number }).id), fileBytes });
  }
  return seeded;
}

function expect201(res: { status: number; body: unknown }, what: string) {
  if (res.status !== 200 && res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
}
