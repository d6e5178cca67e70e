/** Fuzz targets: the staff inbox (assistant switch, ticket status) and replies forwarded by WhatsApp. */
import type { FuzzTarget } from './target.js';

export const TICKET_TARGETS: readonly FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/atualizar-status-ia',
    as: 'colaborador',
    valid: (m) => ({ userId: m.user.id, status_ia: 'Desligada' }),
  },
  {
    method: 'POST',
    path: '/api/atualizar-status-atendimento',
    as: 'colaborador',
    valid: (m) => ({ userId: m.user.id, status_atendimento: 'Em progresso' }),
  },
  {
    method: 'POST',
    path: '/api/conversa/:userId/responder',
    as: 'colaborador',
    ids: (m) => ({ userId: m.user.id }),
    valid: (m) => ({ texto: `Oi ${m.user.username}, **seus documentos** chegaram.` }),
  },
  { method: 'POST', path: '/api/conversa/:userId/devolver', as: 'colaborador', ids: (m) => ({ userId: m.user.id }), valid: () => ({}) },
  { method: 'POST', path: '/api/conversa/:userId/assumir', as: 'colaborador', ids: (m) => ({ userId: m.user.id }), valid: () => ({}) },
  { method: 'POST', path: '/api/conversa/:userId/unir', as: 'admin', ids: (m) => ({ userId: m.user.id }), valid: () => ({ leadId: 2147480000 }) },
  {
    method: 'POST',
    path: '/webhook/enviar-whatsapp',
    as: 'admin',
    valid: (m) => ({ numero: m.user.whatsapp, mensagem: 'Seus documentos chegaram.', userId: m.user.id }),
  },
];
