/** Matrix rows: the admissions board (staff) and the student's own 'Minha matrícula'. */
import { expect } from 'vitest';
import type { Knex } from 'knex';
import { adminOnly, everyone, row, staffOnly, userRow, type MatrixRow } from './matrix.js';

const versionOf = async (knex: Knex, id: number) => (await knex('users').where({ id }).first<{ etapa_versao: number }>('etapa_versao')).etapa_versao;
const firstDocument = async (knex: Knex) => (await knex('documentos_modelo').orderBy('id').first<{ id: number }>('id')).id;
/** A ready file in the person's conversation (WhatsApp media). */
async function conversationFile(knex: Knex, userId: number): Promise<number> {
  const [msg] = (await knex('mensagens').insert({ user_id: userId, autor: 'user', mensagem: 'RG', canal: 'whatsapp' }).returning('id')) as Array<{ id: number }>;
  const [file] = (await knex('arquivos')
    .insert({ user_id: userId, mensagem_id: msg!.id, media_id: `m-${msg!.id}`, tipo: 'imagem', mime: 'image/jpeg', estado: 'pronto', conteudo: Buffer.from('jpg'), tamanho: 3 })
    .returning('id')) as Array<{ id: number | string }>;
  return Number(file!.id);
}

export const PIPELINE_ROWS: readonly MatrixRow[] = [
  row('GET /api/funil', 'the board', staffOnly(200), async () => ({ url: '/api/funil?filtro=meus' })),
  row('GET /api/funil', 'the board filtered by source', staffOnly(200), async () => ({ url: '/api/funil?origem=instagram' })),
  row('GET /api/funil/coluna', 'one column page', staffOnly(200), async () => ({ url: '/api/funil/coluna?etapa=Aberto&pagina=1' })),
  row('GET /api/funil/coluna', 'one column page filtered by source', staffOnly(200), async () => ({
    url: '/api/funil/coluna?etapa=Aberto&pagina=1&origem=Direto',
  })),
  row('GET /api/funil/equipe', 'who can own a prospect', staffOnly(200)),
  row('GET /api/funil/numeros', 'the funnel numbers', staffOnly(200)),
  row('GET /api/funil/prospectos/:userId', "the owner's card, history and checklist", staffOnly(200), async ({ owner }) => ({
    url: `/api/funil/prospectos/${owner.id}`,
  })),
  row('POST /api/funil/prospectos/:userId/etapa', "the owner's stage", staffOnly(200), async ({ knex, owner }) => {
    const historyBefore = await knex('etapas_historico').where({ user_id: owner.id }).count<{ n: string }>('* as n').first();
    return {
      url: `/api/funil/prospectos/${owner.id}/etapa`,
      body: { etapa: 'Matriculado', versao: await versionOf(knex, owner.id) },
      verify: async (res) => {
        expect((await userRow(knex, owner.id))?.status_atendimento).toBe(res.status === 200 ? 'Matriculado' : 'Aberto');
        const after = await knex('etapas_historico').where({ user_id: owner.id }).count<{ n: string }>('* as n').first();
        expect(Number(after?.n) - Number(historyBefore?.n)).toBe(res.status === 200 ? 1 : 0);
      },
    };
  }),
  // A student cannot move themselves; a staff account is no prospect.
  row('POST /api/funil/prospectos/:userId/etapa', "the actor's own account", staffOnly(404), async ({ knex, me, owner }) => {
    const target = me ?? owner;
    return {
      url: `/api/funil/prospectos/${target.id}/etapa`,
      body: { etapa: 'Matriculado', versao: await versionOf(knex, target.id) },
      verify: async () => expect((await userRow(knex, target.id))?.status_atendimento).toBe('Aberto'),
    };
  }),
  row('PUT /api/funil/prospectos/:userId/acompanhamento', "the owner's owner and follow-up", staffOnly(200), async ({ knex, owner, accounts }) => {
    await knex('users').where({ id: owner.id }).update({ responsavel_id: null });
    return {
      url: `/api/funil/prospectos/${owner.id}/acompanhamento`,
      body: { responsavelId: accounts.colaborador.id, proximoContatoEm: '2030-01-01T12:00:00.000Z', nota: 'Ligar' },
      verify: async (res) => {
        const stored = await knex('users').where({ id: owner.id }).first<{ responsavel_id: number | null }>('responsavel_id');
        expect(stored.responsavel_id).toBe(res.status === 200 ? accounts.colaborador.id : null);
      },
    };
  }),
  row('POST /api/funil/prospectos/:userId/acompanhamento/manter', "the owner's pending follow-up, kept after they wrote", staffOnly(200), async ({ knex, owner }) => {
    const decided = new Date(Date.now() - 3_600_000);
    await knex('users').where({ id: owner.id }).update({ proximo_contato_em: '2030-01-01T12:00:00.000Z', proximo_contato_definido_em: decided });
    return {
      url: `/api/funil/prospectos/${owner.id}/acompanhamento/manter`,
      verify: async (res) => {
        const stored = await knex('users').where({ id: owner.id }).first<{ proximo_contato_em: Date; proximo_contato_definido_em: Date }>();
        expect(new Date(stored.proximo_contato_em).toISOString()).toBe('2030-01-01T12:00:00.000Z');
        expect(new Date(stored.proximo_contato_definido_em).getTime() > decided.getTime()).toBe(res.status === 200);
      },
    };
  }),
  row('PUT /api/funil/prospectos/:userId/documentos/:documentoId', "a document of the owner's checklist", staffOnly(200), async ({ knex, owner }) => {
    const documentoId = await firstDocument(knex);
    await knex('documentos_prospecto').where({ user_id: owner.id }).delete();
    return {
      url: `/api/funil/prospectos/${owner.id}/documentos/${documentoId}`,
      body: { entregue: true },
      verify: async (res) => {
        const ticked = await knex('documentos_prospecto').where({ user_id: owner.id, documento_id: documentoId }).first();
        expect(Boolean(ticked)).toBe(res.status === 200);
      },
    };
  }),
  row('PUT /api/funil/prospectos/:userId/documentos/:documentoId', "a tick with a file of the owner's conversation", staffOnly(200), async ({ knex, owner }) => {
    const documentoId = await firstDocument(knex);
    await knex('documentos_prospecto').where({ user_id: owner.id }).delete();
    const arquivoId = await conversationFile(knex, owner.id);
    return {
      url: `/api/funil/prospectos/${owner.id}/documentos/${documentoId}`,
      body: { entregue: true, arquivoId },
      verify: async (res) => {
        const ticked = await knex('documentos_prospecto').where({ user_id: owner.id, documento_id: documentoId }).first();
        expect(ticked ? Number(ticked.arquivo_id) : null).toBe(res.status === 200 ? arquivoId : null);
      },
    };
  }),
  // IDOR: a file of another student's conversation cannot be attached to the owner's checklist, by anyone.
  row(
    'PUT /api/funil/prospectos/:userId/documentos/:documentoId',
    "a tick with a file of another student's conversation",
    staffOnly(404),
    async ({ knex, owner, accounts }) => {
      const documentoId = await firstDocument(knex);
      await knex('documentos_prospecto').where({ user_id: owner.id }).delete();
      const arquivoId = await conversationFile(knex, accounts.otherUsuario.id);
      return {
        url: `/api/funil/prospectos/${owner.id}/documentos/${documentoId}`,
        body: { entregue: true, arquivoId },
        verify: async () => expect(await knex('documentos_prospecto').where({ user_id: owner.id })).toEqual([]),
      };
    },
  ),
  // Each student reads only their own page: the owner's stage never shows up in another student's answer.
  row(
    'GET /api/minha-matricula',
    "the actor's own enrolment",
    { ...everyone(403), anonymous: 401, usuario: 200, otherUsuario: 200 },
    async ({ knex, owner, me }) => {
      await knex('users').where({ id: owner.id }).update({ status_atendimento: 'Matrícula em progresso' });
      return {
        url: '/api/minha-matricula',
        verify: async (res) => {
          if (res.status !== 200) return;
          expect(res.body.etapa).toBe(me?.id === owner.id ? 'Matrícula em progresso' : 'Aberto');
        },
      };
    },
  ),
  row('GET /api/respostas-rapidas', "the list, filled for the owner", staffOnly(200), async ({ owner }) => ({
    url: `/api/respostas-rapidas?userId=${owner.id}`,
  })),
  row('POST /api/respostas-rapidas', 'a new quick reply', staffOnly(201), async ({ knex }) => {
    const atalho = `oi-${Math.random().toString(36).slice(2, 8)}`;
    return {
      url: '/api/respostas-rapidas',
      body: { atalho, texto: 'Olá {nome}!' },
      verify: async (res) => expect(Boolean(await knex('respostas_rapidas').where({ atalho }).first())).toBe(res.status === 201),
    };
  }),
  row('DELETE /api/respostas-rapidas/:id', 'an existing quick reply', staffOnly(204), async ({ knex }) => {
    const [created] = (await knex('respostas_rapidas')
      .insert({ atalho: `apagar-${Math.random().toString(36).slice(2, 8)}`, texto: 'x' })
      .returning('id')) as Array<{ id: number }>;
    return {
      url: `/api/respostas-rapidas/${created!.id}`,
      verify: async (res) => expect(Boolean(await knex('respostas_rapidas').where({ id: created!.id }).first())).toBe(res.status !== 204),
    };
  }),
  row('POST /api/funil/documentos', 'a new checklist item', adminOnly(201), async ({ knex }) => {
    const nome = `Documento ${Math.random().toString(36).slice(2, 8)}`;
    return {
      url: '/api/funil/documentos',
      body: { nome, como_obter: 'Peça ao cartório.' },
      verify: async (res) => expect(Boolean(await knex('documentos_modelo').where({ nome }).first())).toBe(res.status === 201),
    };
  }),
  row('DELETE /api/funil/documentos/:documentoId', 'an active checklist item', adminOnly(204), async ({ knex }) => {
    const [created] = (await knex('documentos_modelo').insert({ nome: 'Temporário', como_obter: '' }).returning('id')) as Array<{ id: number }>;
    return {
      url: `/api/funil/documentos/${created!.id}`,
      verify: async (res) => expect((await knex('documentos_modelo').where({ id: created!.id }).first()).ativo).toBe(res.status !== 204),
    };
  }),
];
