/** Matrix rows: the assistant's knowledge base and its content gap, admins only. */
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { gapKey } from '../../../src/ai/index.js';
import { uniqueSuffix } from '../../support/factories.js';
import { adminOnly, row, type MatrixRow } from './matrix.js';

const MARKDOWN = '# Artigo da matriz\n\n## Uma pergunta\nUma resposta.';

async function insertArticle(knex: Knex): Promise<{ id: number; versao: number }> {
  const [created] = await knex('conhecimento_artigos')
    .insert({ slug: `matriz-${uniqueSuffix()}`.toLowerCase(), titulo: 'Artigo da matriz', conteudo: MARKDOWN })
    .returning(['id', 'versao']);
  return created as { id: number; versao: number };
}

export const KNOWLEDGE_ROWS: readonly MatrixRow[] = [
  row('GET /api/conhecimento/artigos', 'the list', adminOnly(200)),
  row('POST /api/conhecimento/artigos', 'a new article', adminOnly(201), async () => ({
    url: '/api/conhecimento/artigos',
    body: { conteudo: MARKDOWN.replace('matriz', `matriz ${uniqueSuffix()}`) },
  })),
  row('GET /api/conhecimento/artigos/:id', 'an article', adminOnly(200), async ({ knex }) => ({
    url: `/api/conhecimento/artigos/${(await insertArticle(knex)).id}`,
  })),
  row('PUT /api/conhecimento/artigos/:id', 'a new version', adminOnly(200), async ({ knex }) => {
    const article = await insertArticle(knex);
    return {
      url: `/api/conhecimento/artigos/${article.id}`,
      body: { conteudo: `${MARKDOWN} Editada.`, publicado: true, versao: article.versao },
      verify: async (res) => {
        const saved = await knex('conhecimento_artigos').where({ id: article.id }).first('versao');
        expect(saved.versao).toBe(res.status === 200 ? 2 : 1);
      },
    };
  }),
  row('POST /api/conhecimento/artigos/:id/manter-texto', 'an article with a newer original', adminOnly(200), async ({ knex }) => {
    const article = await insertArticle(knex);
    await knex('conhecimento_artigos')
      .where({ id: article.id })
      .update({ semente_nova_conteudo: `${MARKDOWN} Original novo.`, semente_nova_hash: 'a'.repeat(64) });
    return {
      url: `/api/conhecimento/artigos/${article.id}/manter-texto`,
      body: {},
      verify: async (res) => {
        const stored = await knex('conhecimento_artigos').where({ id: article.id }).first('semente_nova_hash');
        expect(stored.semente_nova_hash).toBe(res.status === 200 ? null : 'a'.repeat(64));
      },
    };
  }),
  row('GET /api/conhecimento/artigos/:id/historico', 'an article', adminOnly(200), async ({ knex }) => ({
    url: `/api/conhecimento/artigos/${(await insertArticle(knex)).id}/historico`,
  })),
  row('GET /api/conhecimento/lacunas', 'the groups', adminOnly(200)),
  row('GET /api/conhecimento/erros', 'replies people said missed', adminOnly(200)),
  row('POST /api/conhecimento/erros/:id/correcao', "the owner's missed reply", adminOnly(200), async ({ knex, owner }) => {
    const [miss] = await knex('assistente_encaminhamentos')
      .insert({ user_id: owner.id, motivo: 'miss', pergunta: `tem piscina ${uniqueSuffix()}?`, resposta: 'Outra coisa.' })
      .returning('id');
    const article = await insertArticle(knex);
    const id = (miss as { id: number }).id;
    return {
      url: `/api/conhecimento/erros/${id}/correcao`,
      body: { artigoId: article.id, resposta: 'Não há piscina no campus.' },
      verify: async (res) => {
        const stored = await knex('assistente_encaminhamentos').where({ id }).first('lacuna_artigo_id');
        expect(stored.lacuna_artigo_id).toBe(res.status === 200 ? article.id : null);
      },
    };
  }),
  row('POST /api/conhecimento/lacunas/anexar', "the owner's unanswered question", adminOnly(200), async ({ knex, owner }) => {
    const pergunta = `a faculdade tem piscina ${uniqueSuffix()}?`;
    const [gap] = await knex('assistente_encaminhamentos')
      .insert({ user_id: owner.id, motivo: 'unknown', pergunta })
      .returning('id');
    const article = await insertArticle(knex);
    return {
      url: '/api/conhecimento/lacunas/anexar',
      body: { chave: gapKey(pergunta), artigoId: article.id },
      verify: async (res) => {
        const stored = await knex('assistente_encaminhamentos')
          .where({ id: (gap as { id: number }).id })
          .first('lacuna_artigo_id');
        expect(stored.lacuna_artigo_id).toBe(res.status === 200 ? article.id : null);
      },
    };
  }),
];
