/** Matrix rows: the public help centre, the same for everyone (published articles only, no session needed). */
import { expect } from 'vitest';
import { uniqueSuffix } from '../../support/factories.js';
import { everyone, row, type MatrixRow } from './matrix.js';

export const HELP_CENTRE_ROWS: readonly MatrixRow[] = [
  row('GET /api/duvidas', 'the published articles', everyone(200)),
  row('GET /api/duvidas/:slug', 'a published article', everyone(200), async () => ({ url: '/api/duvidas/custos' })),
  row('GET /api/duvidas/:slug', 'an unpublished article', everyone(404), async ({ knex }) => {
    const slug = `rascunho-${uniqueSuffix()}`.toLowerCase();
    await knex('conhecimento_artigos').insert({ slug, titulo: 'Rascunho', conteudo: '# Rascunho\n\n## P\nR.', publicado: false });
    return { url: `/api/duvidas/${slug}` };
  }),
  row('POST /api/duvidas/:slug/avaliacao', "a reader's vote on a published article", everyone(204), async () => ({
    url: '/api/duvidas/custos/avaliacao',
    body: { util: true },
  })),
  row('POST /api/duvidas/:slug/avaliacao', 'a vote on an unpublished article', everyone(404), async ({ knex }) => {
    const slug = `rascunho-${uniqueSuffix()}`.toLowerCase();
    await knex('conhecimento_artigos').insert({ slug, titulo: 'Rascunho', conteudo: '# Rascunho\n\n## P\nR.', publicado: false });
    return { url: `/api/duvidas/${slug}/avaliacao`, body: { util: false } };
  }),
  row('GET /duvidas', 'the index page', everyone(200), async () => ({
    url: '/duvidas',
    verify: async (res) => expect(res.text).toContain('href="/duvidas/custos"'),
  })),
  row('GET /duvidas/:slug', 'an article page', everyone(200), async () => ({ url: '/duvidas/custos' })),
  row('GET /sitemap.xml', 'the sitemap', everyone(200)),
  row('GET /robots.txt', 'the robots file', everyone(200)),
];
