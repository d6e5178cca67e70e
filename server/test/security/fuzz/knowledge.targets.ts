/** Fuzz targets: the assistant's knowledge base and its content gap (admins). */
import type { FuzzTarget } from './target.js';

const MARKDOWN = '# Artigo do fuzz\n\n## Uma pergunta\nUma resposta.';

export const KNOWLEDGE_TARGETS: readonly FuzzTarget[] = [
  { method: 'POST', path: '/api/conhecimento/artigos', as: 'admin', valid: () => ({ conteudo: MARKDOWN, publicado: false }) },
  {
    method: 'PUT',
    path: '/api/conhecimento/artigos/:id',
    as: 'admin',
    ids: () => ({ id: 1 }),
    valid: () => ({ conteudo: MARKDOWN, publicado: true, versao: 1 }),
  },
  { method: 'POST', path: '/api/conhecimento/artigos/:id/manter-texto', as: 'admin', ids: () => ({ id: 1 }), valid: () => ({}) },
  { method: 'POST', path: '/api/conhecimento/lacunas/anexar', as: 'admin', valid: () => ({ chave: 'piscina', artigoId: 1 }) },
  {
    method: 'POST',
    path: '/api/conhecimento/erros/:id/correcao',
    as: 'admin',
    ids: () => ({ id: 1 }),
    valid: () => ({ artigoId: 1, resposta: 'A resposta certa.' }),
  },
];
