/** Fuzz targets: sign-up, sessions, own account and passwords. */
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import type { FuzzTarget } from './target.js';

export const ACCOUNT_TARGETS: readonly FuzzTarget[] = [
  {
    method: 'POST',
    path: '/api/register',
    as: 'anonymous',
    valid: (_m, f) => ({
      username: 'Pessoa Nova',
      email: f.taken.email,
      password: 'senha-nova-123',
      whatsapp: '5511987654321',
      origem: { utm_source: 'instagram', utm_campaign: 'x', gclid: 'g1', referrer: 'https://www.google.com/', capturado_em: '2026-11-20T10:00:00.000Z' },
    }),
  },
  {
    method: 'POST',
    path: '/api/login',
    as: 'anonymous',
    valid: (_m, f) => ({ email: f.taken.email, password: DEFAULT_PASSWORD }),
  },
  { method: 'POST', path: '/api/logout', as: 'newVisitor', valid: () => ({}) },
  { method: 'PUT', path: '/api/usuario/preferencias', valid: () => ({ receber_marketing: true }) },
  { method: 'DELETE', path: '/api/usuario/excluir', as: 'newStudent', valid: () => ({ senha: DEFAULT_PASSWORD }) },
  { method: 'POST', path: '/api/senha/esqueci', as: 'anonymous', valid: (_m, f) => ({ email: f.taken.email }) },
  {
    method: 'POST',
    path: '/api/senha/redefinir',
    as: 'anonymous',
    valid: (_m, f) => ({ token: f.resetLinkToken, senha: 'senha-redefinida-123' }),
  },
  {
    method: 'PUT',
    path: '/api/usuario/senha',
    // A wrong current password: the body is valid and reaches bcrypt and the failure count, without turning the
    // pool's cheap factory hashes into cost-12 ones (the success path has its own tests).
    valid: () => ({ senhaAtual: 'senha-errada-999', novaSenha: 'senha-nova-123' }),
  },
];
