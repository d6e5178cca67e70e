/** Fuzz targets: the admissions board's moves, owner and follow-up, and document ticks (staff). */
import type { FuzzTarget } from './target.js';

const prospect = (m: { user: { id: number } }) => ({ userId: m.user.id });

export const PIPELINE_TARGETS: readonly FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/funil/prospectos/:userId/etapa',
    as: 'colaborador',
    ids: prospect,
    valid: () => ({ etapa: 'Perdido', versao: 0, motivo: 'Custo', nota: 'Achou caro.' }),
  },
  {
    method: 'PUT',
    path: '/api/funil/prospectos/:userId/acompanhamento',
    as: 'admin',
    ids: prospect,
    valid: () => ({ responsavelId: null, proximoContatoEm: '2030-01-01T12:00:00.000Z', nota: 'Ligar à tarde.' }),
  },
  { method: 'POST', path: '/api/funil/prospectos/:userId/acompanhamento/manter', as: 'colaborador', ids: prospect, valid: () => ({}) },
  {
    method: 'PUT',
    path: '/api/funil/prospectos/:userId/documentos/:documentoId',
    as: 'colaborador',
    ids: (m) => ({ userId: m.user.id, documentoId: 1 }),
    valid: () => ({ entregue: true, arquivoId: null }),
  },
  {
    method: 'POST',
    path: '/api/respostas-rapidas',
    as: 'admin',
    valid: () => ({ atalho: 'documentos', texto: 'Olá {nome}, faltam: {documentos_faltando}.' }),
  },
  { method: 'DELETE', path: '/api/respostas-rapidas/:id', as: 'colaborador', ids: () => ({ id: 1 }), valid: () => ({}) },
  { method: 'POST', path: '/api/funil/documentos', as: 'admin', valid: () => ({ nome: 'Passaporte', como_obter: 'Na Polícia Federal.' }) },
  { method: 'DELETE', path: '/api/funil/documentos/:documentoId', as: 'admin', ids: () => ({ documentoId: 999_999 }), valid: () => ({}) },
];
