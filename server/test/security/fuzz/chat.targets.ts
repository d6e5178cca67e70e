/** Fuzz targets: a student's conversation, the assistant and speech. */
import type { FuzzTarget } from './target.js';

export const CHAT_TARGETS: readonly FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/chat/salvar',
    valid: (m) => ({ userId: m.user.id, autor: 'user', texto: 'Olá, tenho uma dúvida.' }),
  },
  { method: 'POST', path: '/api/chatgpt', valid: () => ({ message: 'Quais documentos?', context: 'Aluno' }) },
  { method: 'POST', path: '/api/conversa/perguntar', valid: () => ({ texto: 'Quais documentos?', chave: 'chave-da-pergunta-1', audio: false }) },
  { method: 'POST', path: '/api/conversa/mensagens/:id/avaliacao', ids: () => ({ id: 1 }), valid: () => ({ util: false }) },
  { method: 'POST', path: '/api/usuario/whatsapp/codigo', valid: () => ({}) },
  { method: 'POST', path: '/api/usuario/whatsapp/confirmar', valid: () => ({ codigo: '123456' }) },
  { method: 'POST', path: '/api/tts', valid: () => ({ text: 'Olá', voice: 'nova', instructions: 'Calma' }) },
];
