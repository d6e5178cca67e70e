/**
 * What each app-host path needs before its first paint (issue 20, point 3): the screens whose code it runs and, once
 * the session's role is known, the page's first GETs. Zod-free and import-free, exported as
 * `@app/contracts/route-plan`: the client's entry chunk starts these at boot (client/src/app/route-preload.ts) and the
 * server names the same screens' code in the page's <head> (server/src/lib/static-client.ts), so both read one plan.
 */

export const SCREENS = [
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'shell',
  'conversations',
  'decks',
  'deck',
  'study',
  'training',
  'settings',
  'dashboard',
  'tickets',
  'calculator',
  'users',
  'marketing',
  'account',
  'audit',
  'knowledge',
  'board',
  'enrolment',
  'studyStats',
  'backups',
] as const;
export type ScreenName = (typeof SCREENS)[number];

/** The roles as contracts' accounts.ts spells them (repeated here to keep this module free of zod). */
export const PLAN_ROLES = ['admin', 'colaborador', 'usuario'] as const;

export interface RoutePlan {
  /** Screens whose code every visitor of this path needs. */
  screens: ScreenName[];
  /** Once the session's role is known: more screens (role-dependent pages) and the page's first GETs. */
  forRole?(role: string): { screens?: ScreenName[]; gets?: string[] };
}

/** SPEC §5.6: the deck id route parameter must be a non-zero number (a positive integer id here). */
export function parseDeckId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * What a path needs, mirroring the route tree in client/src/app/app-routes.tsx. The GETs are the exact paths the
 * page's own fetchers request first (the deck page, the dashboard, the users page);
 * client/src/app/__tests__/route-preload.test.ts checks that they still match.
 */
export function planFor(pathname: string): RoutePlan {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/login') return { screens: ['login'] };
  // A form whose success leads to /login brings the login page's code along: otherwise the router keeps the old form
  // on screen under the new URL while that code arrives, and what the person types meanwhile goes into the old form.
  if (path === '/register') return { screens: ['register', 'login'] };
  if (path === '/esqueci-senha') return { screens: ['forgotPassword'] };
  // PASSWORD_RESET_PAGE (passwords.ts), written out: importing it would bring zod into this module.
  if (path === '/redefinir-senha') return { screens: ['resetPassword', 'login'] };

  if (path === '/painel/flashcards/estatisticas') return { screens: ['shell', 'studyStats'] };
  const deck = /^\/painel\/flashcards\/([^/]+)$/.exec(path);
  if (deck) {
    const id = parseDeckId(deck[1]);
    return {
      screens: ['shell', 'deck'],
      forRole: (role) =>
        id && (role === 'usuario' || role === 'admin') ? { gets: [`/api/decks/${id}`, `/api/flashcards/${id}`] } : {},
    };
  }
  if (path.startsWith('/painel/flashcards/estudar/')) return { screens: ['shell', 'study'] };
  if (path.startsWith('/painel/flashcards/treinar/')) return { screens: ['shell', 'training'] };
  if (path === '/painel/flashcards') return { screens: ['shell', 'decks'] };
  if (path === '/painel/config') return { screens: ['shell', 'settings'] };
  if (path === '/painel' || path === '/painel/conversas') return { screens: ['shell', 'conversations'] };

  if (path === '/admin') {
    return {
      screens: ['shell'],
      forRole: (role) =>
        role === 'admin'
          ? { screens: ['dashboard'], gets: ['/api/admin/dashboard'] }
          : role === 'colaborador'
            ? { screens: ['tickets'] }
            : {},
    };
  }
  if (path === '/admin/atendimento') return { screens: ['shell', 'tickets'] };
  if (path === '/admin/painel1') return { screens: ['shell', 'calculator'] };
  if (path === '/admin/usuarios') {
    return {
      screens: ['shell', 'users'],
      forRole: (role) => (role === 'admin' ? { gets: ['/api/admin/usuarios', '/api/session', '/api/deletion-requests'] } : {}),
    };
  }
  if (path === '/admin/enviar-marketing') return { screens: ['shell', 'marketing'] };
  if (path === '/admin/conta') return { screens: ['shell', 'account'] };
  if (path === '/admin/auditoria') return { screens: ['shell', 'audit'] };
  if (path === '/admin/conhecimento') return { screens: ['shell', 'knowledge'] };
  if (path === '/admin/funil') return { screens: ['shell', 'board'] };
  if (path === '/admin/backups') return { screens: ['shell', 'backups'], forRole: (role) => (role === 'admin' ? { gets: ['/api/admin/backups'] } : {}) };
  if (path === '/painel/matricula') return { screens: ['shell', 'enrolment'] };
  return { screens: [] };
}

export interface PageHints {
  /** Screens whose code the page's <head> names. */
  screens: ScreenName[];
  /** GETs the page's <head> starts (only with a signed-in visitor: a data request without a session is a 401). */
  gets: string[];
}

/**
 * What the server names in the page's <head>. With the signed-in visitor's role (the server reads the session cookie
 * of the page's own request): that role's screens and the page's first GETs, so the data travels beside the code.
 * Without one: the path's screens and every role's (on /admin, the dashboard and the tickets), and no data.
 */
export function hintsFor(pathname: string, role: string | null): PageHints {
  const plan = planFor(pathname);
  if (role) {
    const next = plan.forRole?.(role) ?? {};
    return { screens: [...new Set([...plan.screens, ...(next.screens ?? [])])], gets: next.gets ?? [] };
  }
  const byRole = plan.forRole ? PLAN_ROLES.flatMap((each) => plan.forRole!(each).screens ?? []) : [];
  return { screens: [...new Set([...plan.screens, ...byRole])], gets: [] };
}
