/** Fuzz targets: user management, Facebook data deletion (signed, no session) and the marketing send. */
import { KB } from './body-plan.js';
import type { FuzzFixtures, FuzzTarget } from './target.js';

const managedAccount = (_m: unknown, f: FuzzFixtures) => ({ id: f.managed.id });

export const ADMIN_TARGETS: readonly FuzzTarget[] = [
  { method: 'POST', path: '/api/admin/usuarios/:id/link-senha', as: 'admin', ids: (m) => ({ id: m.user.id }), valid: () => ({}) },
  { method: 'POST', path: '/api/admin/usuarios/:id/enviar-link-senha', as: 'admin', ids: managedAccount, valid: () => ({}) },
  {
    method: 'PATCH',
    path: '/api/admin/usuarios/:id',
    as: 'admin',
    ids: managedAccount,
    valid: () => ({ username: 'Nome Gerenciado', whatsapp: '+595 981 123 456' }),
  },
  { method: 'POST', path: '/api/admin/usuarios/:id/desativar', as: 'admin', ids: managedAccount, valid: () => ({}) },
  { method: 'POST', path: '/api/admin/usuarios/:id/reativar', as: 'admin', ids: managedAccount, valid: () => ({}) },
  { method: 'DELETE', path: '/api/admin/usuarios/:id', as: 'admin', ids: managedAccount, valid: () => ({}) },
  {
    method: 'POST',
    path: '/api/facebook/data-deletion',
    as: 'anonymous',
    valid: () => ({ signed_request: 'YWJj.eyJ1c2VyX2lkIjoiMSJ9' }),
  },
  {
    method: 'POST',
    path: '/api/enviar-modelo-marketing',
    as: 'admin',
    valid: (m) => ({
      contatos: [{ id: m.user.id, nome: m.user.username, whatsapp: m.user.whatsapp }],
      nomeModelo: 'hello_world',
    }),
    limitBytes: 2 * KB * KB,
  },
];
