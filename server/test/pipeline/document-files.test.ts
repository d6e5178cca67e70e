import { describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import { dataExportSchema, type DocumentoItem, type MinhaMatricula, type Prospecto } from '@app/contracts';
import { useTestApp } from '../support/test-app.js';
import { loggedIn } from '../support/factories.js';

const t = useTestApp();

/** A file the person sent in the conversation (WhatsApp media), stored and ready unless told otherwise. */
async function conversationFile(knex: Knex, userId: number, nome: string, estado: 'pronto' | 'falhou' = 'pronto') {
  const [msg] = await knex('mensagens')
    .insert({ user_id: userId, autor: 'user', mensagem: nome, canal: 'whatsapp' })
    .returning('id');
  const [file] = await knex('arquivos')
    .insert({
      user_id: userId,
      mensagem_id: msg.id,
      media_id: `m-${nome}`,
      tipo: 'documento',
      mime: 'application/pdf',
      nome,
      estado,
      conteudo: estado === 'pronto' ? Buffer.from('%PDF-1.4 rg') : null,
      tamanho: estado === 'pronto' ? 11 : null,
    })
    .returning('id');
  return Number(file.id);
}

async function setup() {
  const staff = await loggedIn(t.app, t.db.knex, { role: 'colaborador' });
  const ana = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
  const bia = await loggedIn(t.app, t.db.knex, { role: 'usuario' });
  const documento = ((await staff.client.get(`/api/funil/prospectos/${ana.user.id}`)).body as Prospecto).documentos[0]!;
  const tick = (userId: number, body: Record<string, unknown>) =>
    staff.client.put(`/api/funil/prospectos/${userId}/documentos/${documento.id}`, body);
  return { staff, ana, bia, documento, tick };
}

const itemOf = (documentos: DocumentoItem[], id: number) => documentos.find((d) => d.id === id)!;

describe('checklist: a file from the conversation', () => {
  it("when staff tick a document with the prospect's own file, then the item shows it to staff and on the student's page, and the student can download it", async () => {
    const { ana, bia, documento, tick } = await setup();
    const fileId = await conversationFile(t.db.knex, ana.user.id, 'rg-ana.pdf');

    const res = await tick(ana.user.id, { entregue: true, arquivoId: fileId });
    expect(res.status).toBe(200);
    expect(itemOf(res.body.documentos, documento.id)).toMatchObject({
      entregue_em: expect.any(String),
      arquivo: { id: fileId, nome: 'rg-ana.pdf', tipo: 'documento' },
    });
    const stored = await t.db.knex('documentos_prospecto').where({ user_id: ana.user.id, documento_id: documento.id }).first();
    expect(Number(stored.arquivo_id)).toBe(fileId);

    const page = (await ana.client.get('/api/minha-matricula')).body as MinhaMatricula;
    expect(itemOf(page.documentos, documento.id).arquivo).toEqual({ id: fileId, nome: 'rg-ana.pdf', tipo: 'documento' });
    const download = await ana.client.get(`/api/arquivos/${fileId}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // Another student neither sees it on their page nor downloads it.
    const theirs = (await bia.client.get('/api/minha-matricula')).body as MinhaMatricula;
    expect(theirs.documentos.every((d) => d.arquivo === null)).toBe(true);
    const refused = await bia.client.get(`/api/arquivos/${fileId}`);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Arquivo não encontrado.');
  });

  it('when the file belongs to another prospect, does not exist or failed to download, then the tick is refused in Portuguese and nothing is stored', async () => {
    const { ana, bia, documento, tick } = await setup();
    const biaFile = await conversationFile(t.db.knex, bia.user.id, 'rg-bia.pdf');
    const failed = await conversationFile(t.db.knex, ana.user.id, 'falhou.pdf', 'falhou');

    for (const arquivoId of [biaFile, 987_654_321]) {
      const res = await tick(ana.user.id, { entregue: true, arquivoId });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Arquivo não encontrado na conversa deste prospecto.');
    }
    const res = await tick(ana.user.id, { entregue: true, arquivoId: failed });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Este arquivo não pôde ser baixado do WhatsApp: escolha outro.');
    const untick = await tick(ana.user.id, { entregue: false, arquivoId: biaFile });
    expect(untick.status).toBe(400);
    expect(untick.body.error).toBe('Para anexar um arquivo, marque o documento como entregue.');
    expect(await t.db.knex('documentos_prospecto').where({ user_id: ana.user.id, documento_id: documento.id })).toEqual([]);
  });

  it('when a ticked item gets a file later, then the tick keeps its date; ticking again without a file keeps it; null detaches it', async () => {
    const { ana, documento, tick } = await setup();
    const fileId = await conversationFile(t.db.knex, ana.user.id, 'historico.pdf');
    const first = itemOf((await tick(ana.user.id, { entregue: true })).body.documentos, documento.id);
    expect(first.arquivo).toBeNull();

    const attached = itemOf((await tick(ana.user.id, { entregue: true, arquivoId: fileId })).body.documentos, documento.id);
    expect(attached).toMatchObject({ entregue_em: first.entregue_em, arquivo: { id: fileId } });
    const kept = itemOf((await tick(ana.user.id, { entregue: true })).body.documentos, documento.id);
    expect(kept.arquivo?.id).toBe(fileId);
    const detached = itemOf((await tick(ana.user.id, { entregue: true, arquivoId: null })).body.documentos, documento.id);
    expect(detached).toMatchObject({ entregue_em: first.entregue_em, arquivo: null });
  });

  it('when a file is attached, then the audit records which file on the tick, and the student’s data export carries it', async () => {
    const { staff, ana, documento, tick } = await setup();
    const fileId = await conversationFile(t.db.knex, ana.user.id, 'antecedentes.pdf');
    expect((await tick(ana.user.id, { entregue: true, arquivoId: fileId })).status).toBe(200);

    const entry = await vi.waitFor(
      async () => {
        const row = await t.db
          .knex('auditoria')
          .where({ acao: 'marcar_documento', ator_id: staff.user.id, alvo_id: ana.user.id })
          .first();
        if (!row) throw new Error('no audit entry yet');
        return row as { detalhes: Record<string, unknown> };
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(entry.detalhes).toEqual({ documento_id: documento.id, entregue: true, arquivo_id: fileId });

    const exported = dataExportSchema.parse((await ana.client.get('/api/usuario/meus-dados')).body);
    expect(exported.secoes.documentos_da_matricula).toEqual([
      expect.objectContaining({ documento: documento.nome, arquivo_id: fileId, arquivo_nome: 'antecedentes.pdf' }),
    ]);
  });
});
