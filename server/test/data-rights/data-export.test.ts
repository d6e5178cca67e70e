import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { dataExportSchema, type DataExport } from '@app/contracts';
import { TABLE_COVERAGE } from '../../src/data-export/index.js';
import { useTestApp } from '../support/test-app.js';
import { TestClient } from '../support/client.js';
import { loggedIn, uniqueSuffix } from '../support/factories.js';

const t = useTestApp();

/** Every (table, column) of the public schema with a foreign key to another table. */
async function foreignKeys(knex: Knex): Promise<Array<{ table: string; column: string; references: string }>> {
  const result = (await knex.raw(`
    select c.conrelid::regclass::text as "table", a.attname as "column", c.confrelid::regclass::text as "references"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
     where c.contype = 'f' and c.connamespace = 'public'::regnamespace`)) as { rows: Array<{ table: string; column: string; references: string }> };
  return result.rows;
}

/** Columns that look like a person's id but have no foreign key (a reference the graph walk would miss). */
async function looseUserColumns(knex: Knex): Promise<Array<{ table: string; column: string }>> {
  const result = (await knex.raw(`
    select table_name as "table", column_name as "column" from information_schema.columns
     where table_schema = 'public' and (column_name in ('user_id', 'usuario_id') or column_name like '%\\_user\\_id' escape '\\')`)) as {
    rows: Array<{ table: string; column: string }>;
  };
  return result.rows;
}

/** Writes one row of each kind of personal data for `userId`, every text carrying `marker`. */
async function fillEveryTable(knex: Knex, userId: number, marker: string) {
  const [msg] = await knex('mensagens').insert({ user_id: userId, autor: 'user', mensagem: `pergunta ${marker}` }).returning('id');
  await knex('mensagens').insert({ user_id: userId, autor: 'ia', mensagem: `resposta ${marker}` });
  const [deck] = await knex('decks')
    .insert({ user_id: userId, materia: `Biologia ${marker}`, assunto: 'Células', autor: 'Eu', ano: 2026 })
    .returning('id');
  const [card] = await knex('flashcards').insert({ deck_id: deck.id, frente: `frente ${marker}`, verso: `verso ${marker}` }).returning('id');
  const [audio] = await knex('audio')
    .insert({ user_id: userId, hash: crypto.randomBytes(32).toString('hex'), voice: 'nova', mime: 'audio/mpeg', bytes: Buffer.from('ID3xx') })
    .returning('id');
  await knex('flashcard_audio').insert({ flashcard_id: card.id, tipo: 'frente', audio_id: audio.id });
  await knex('whatsapp_envios').insert({ user_id: userId, numero: '5511999990000', tipo: 'texto', texto: `envio ${marker}` });
  await knex('arquivos').insert({ user_id: userId, mensagem_id: msg.id, media_id: `m-${marker}`, tipo: 'documento', nome: `doc-${marker}.pdf`, conteudo: Buffer.from('%PDF') });
  await knex('whatsapp_verificacoes').insert({ user_id: userId, numero: '5511900000009', codigo_hash: 'b'.repeat(64), expira_em: new Date(Date.now() + 60_000) });
  await knex('password_reset_tokens').insert({ user_id: userId, token_hash: crypto.randomBytes(32).toString('hex'), expira_em: new Date(Date.now() + 60_000) });
  await knex('consentimentos').insert({ user_id: userId, finalidade: 'marketing_whatsapp', valor: true, canal: 'configuracoes', versao_texto: 'v', texto: `texto ${marker}` });
  await knex('campanhas_marketing').insert({ modelo: `modelo_${marker}`, criado_por: userId });
}

/** The named sections, each required to be present. */
type SectionName =
  | 'conta' | 'sessoes' | 'mensagens' | 'mensagens_escritas' | 'envios_whatsapp' | 'campanhas_marketing_criadas' | 'decks'
  | 'flashcards' | 'audio_dos_flashcards' | 'audios' | 'arquivos' | 'confirmacao_whatsapp_pendente' | 'links_redefinicao_senha'
  | 'consentimentos' | 'acessos_aos_meus_dados' | 'minhas_acoes_registradas';
function sectionsOf(data: DataExport) {
  return new Proxy({} as Record<SectionName, Array<Record<string, unknown>>>, {
    get: (_target, name: string) => {
      const rows = data.secoes[name];
      if (!rows) throw new Error(`section ${name} missing from the export`);
      return rows;
    },
  });
}

const exportOf = async (client: TestClient): Promise<DataExport> => {
  const res = await client.get('/api/usuario/meus-dados');
  expect(res.status).toBe(200);
  return dataExportSchema.parse(JSON.parse(res.text));
};

describe('data export completeness', () => {
  it('when the schema is read, then every table that refers to a person (directly or through a parent) is covered by the export', async () => {
    const keys = await foreignKeys(t.db.knex);
    const reached = new Set(['users']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const fk of keys) {
        if (reached.has(fk.references) && !reached.has(fk.table)) {
          reached.add(fk.table);
          grew = true;
        }
      }
    }
    expect([...reached].filter((table) => !TABLE_COVERAGE[table]), 'tables holding personal data missing from the export').toEqual([]);

    const direct = keys.filter((fk) => fk.references === 'users').map((fk) => `${fk.table}.${fk.column}`);
    const loose = (await looseUserColumns(t.db.knex)).map((c) => `${c.table}.${c.column}`);
    const declared = new Set(Object.entries(TABLE_COVERAGE).flatMap(([table, c]) => c.columns.map((col) => `${table}.${col}`)));
    expect([...new Set([...direct, ...loose])].filter((c) => !declared.has(c)), 'user-referencing columns the export does not read').toEqual([]);
    // A direct reference is real, not an unused declaration (the walk found at least the first tables of the product).
    expect(direct).toEqual(expect.arrayContaining(['mensagens.user_id', 'decks.user_id', 'sessions.user_id']));
  });

  it('when a student exports, then every declared section is present and holds their rows of every table', async () => {
    const marker = uniqueSuffix();
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    await fillEveryTable(t.db.knex, user.id, marker);
    const data = await exportOf(client);

    const sections = new Set(Object.values(TABLE_COVERAGE).flatMap((c) => c.sections));
    expect(Object.keys(data.secoes).sort()).toEqual([...sections].sort());
    const s = sectionsOf(data);
    expect(s.conta).toEqual([expect.objectContaining({ id: user.id, email: user.email, username: user.username })]);
    expect(s.mensagens.map((m) => m.mensagem)).toEqual([`pergunta ${marker}`, `resposta ${marker}`]);
    expect(s.mensagens[0]).toEqual(expect.objectContaining({ autor: 'user', criado_em: expect.any(String) }));
    expect(s.decks.map((d) => d.materia)).toEqual([`Biologia ${marker}`]);
    expect(s.flashcards.map((c) => c.frente)).toEqual([`frente ${marker}`]);
    expect(s.audio_dos_flashcards).toHaveLength(1);
    expect(s.audios).toEqual([expect.objectContaining({ tamanho_bytes: 5, mime: 'audio/mpeg' })]);
    expect(s.envios_whatsapp.map((e) => e.texto)).toEqual([`envio ${marker}`]);
    expect(s.arquivos.map((a) => a.nome)).toEqual([`doc-${marker}.pdf`]);
    expect(s.confirmacao_whatsapp_pendente).toHaveLength(1);
    expect(JSON.stringify(s.confirmacao_whatsapp_pendente)).not.toContain('b'.repeat(64));
    expect(s.links_redefinicao_senha).toHaveLength(1);
    expect(s.consentimentos.map((c) => c.texto)).toEqual([`texto ${marker}`]);
    expect(s.campanhas_marketing_criadas.map((c) => c.modelo)).toEqual([`modelo_${marker}`]);
    expect(s.sessoes.length).toBeGreaterThanOrEqual(1);
    expect(s.minhas_acoes_registradas.map((a) => a.acao)).toEqual(expect.arrayContaining(['login']));
  });

  it('when a student exports, then secrets and raw bytes stay out: password hash, token hashes, session ids, audio and file contents', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    await fillEveryTable(t.db.knex, user.id, uniqueSuffix());
    const res = await client.get('/api/usuario/meus-dados');
    const { password_hash } = await t.db.knex('users').where({ id: user.id }).first('password_hash');
    const { token_hash } = await t.db.knex('password_reset_tokens').where({ user_id: user.id }).first('token_hash');
    expect(res.text).not.toContain(password_hash);
    expect(res.text).not.toContain(token_hash);
    expect(res.text).not.toContain('a'.repeat(64));
    for (const { sid } of await t.db.knex('sessions').where({ user_id: user.id }).select('sid')) expect(res.text).not.toContain(sid);
    const data = dataExportSchema.parse(JSON.parse(res.text));
    const s = sectionsOf(data);
    expect(s.conta[0]).not.toHaveProperty('password_hash');
    expect(s.audios[0]).not.toHaveProperty('bytes');
    expect(s.arquivos[0]).not.toHaveProperty('conteudo');
  });

  it("when two students hold data, then each export holds only its owner's rows", async () => {
    const a = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const b = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const markerA = `dono-a-${uniqueSuffix()}`;
    const markerB = `dono-b-${uniqueSuffix()}`;
    await fillEveryTable(t.db.knex, a.user.id, markerA);
    await fillEveryTable(t.db.knex, b.user.id, markerB);

    const text = JSON.stringify(await exportOf(a.client));
    expect(text).toContain(markerA);
    expect(text).not.toContain(markerB);
    expect(text).not.toContain(b.user.email);
    const otherText = JSON.stringify(await exportOf(b.client));
    expect(otherText).toContain(markerB);
    expect(otherText).not.toContain(markerA);
  });

  it('when a staff member answered a student, then the staff export lists when they wrote, not what the student said', async () => {
    const student = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const staff = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
    const marker = uniqueSuffix();
    await t.db.knex('mensagens').insert({ user_id: student.user.id, autor: 'user', mensagem: `segredo do aluno ${marker}` });
    await t.db.knex('mensagens').insert({ user_id: student.user.id, autor: 'colaborador', autor_id: staff.user.id, mensagem: `resposta ${marker}` });
    const data = await exportOf(staff.client);
    expect(sectionsOf(data).mensagens_escritas).toEqual([expect.objectContaining({ autor: 'colaborador', criado_em: expect.any(String) })]);
    expect(JSON.stringify(data)).not.toContain(marker);
  });
});

describe('data export delivery', () => {
  it('when the JSON is downloaded, then it is an attachment, not cached, and the export is recorded in the audit trail', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const res = await client.get('/api/usuario/meus-dados');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?meus-dados-\d{4}-\d{2}-\d{2}\.json"?$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const entry = await t.db.knex('auditoria').where({ acao: 'exportar_dados', ator_id: user.id }).first();
    expect(entry).toMatchObject({ alvo_id: user.id, detalhes: { formato: 'json' } });
  });

  it('when the conversation CSV is downloaded, then it holds their messages with time and author, quoted safely', async () => {
    const { user, client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    await t.db.knex('mensagens').insert({ user_id: user.id, autor: 'user', mensagem: 'Olá; tudo "bem"?\nsim' });
    await t.db.knex('mensagens').insert({ user_id: user.id, autor: 'ia', mensagem: '=HYPERLINK("x")' });
    const res = await client.get('/api/usuario/meus-dados/csv/mensagens');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id;criado_em;autor;canal;mensagem');
    expect(res.text).toContain(';user;site;"Olá; tudo ""bem""?\nsim"');
    expect(res.text).toContain(`;ia;site;"'=HYPERLINK(""x"")"`);
  });

  it('when the cards CSV is downloaded, then it holds their cards only', async () => {
    const a = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const b = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const markerA = uniqueSuffix();
    const markerB = uniqueSuffix();
    await fillEveryTable(t.db.knex, a.user.id, markerA);
    await fillEveryTable(t.db.knex, b.user.id, markerB);
    const res = await a.client.get('/api/usuario/meus-dados/csv/flashcards');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`frente ${markerA};verso ${markerA}`);
    expect(res.text).not.toContain(markerB);
  });

  it('when the CSV section is unknown, then 400 in Portuguese', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    const res = await client.get('/api/usuario/meus-dados/csv/senhas');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Escolha mensagens ou flashcards.');
  });

  it('when nobody is logged in, then 401 and nothing is exported', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/usuario/meus-dados')).status).toBe(401);
    expect((await anonymous.get('/api/usuario/meus-dados/csv/mensagens')).status).toBe(401);
  });

  it('when a student exports more than 10 times in an hour, then the 11th is refused with 429 in Portuguese', async () => {
    const { client } = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    for (let i = 0; i < 10; i++) expect((await client.get('/api/usuario/meus-dados/csv/mensagens')).status).toBe(200);
    const refused = await client.get('/api/usuario/meus-dados');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/exportações/);
    // Another person's limit is their own.
    const other = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
    expect((await other.client.get('/api/usuario/meus-dados')).status).toBe(200);
  });
});
