/** Fuzz targets: the LGPD data rights that change state (correction of one's own profile). */
import type { FuzzTarget } from './target.js';

export const DATA_RIGHTS_TARGETS: readonly FuzzTarget[] = [
  {
    method: 'PUT',
    path: '/api/usuario/perfil',
    // The pool student's own e-mail and number: a valid body changes only the name, and without the password no
    // mutation can move the e-mail that the pool logs in with.
    valid: (m) => ({ username: m.user.username, email: m.user.email, whatsapp: m.user.whatsapp ?? '' }),
  },
];
