/**
 * Every page of both hosts, declared once (docs/architecture.md, "Routes"). The client builds its router from these
 * trees (client/src/app/app-router.tsx on the app host, client/src/app/public-site.tsx on the public host), its entry
 * chunk starts a path's code and first data from them (client/src/app/route-preload.ts), the build writes each
 * screen's preload tags (client/vite.app-head.ts) and the server names the path's screens in the page's <head>
 * (server/src/lib/static-client.ts). Zod-free and import-free, exported as `@app/contracts/routes`: the entry chunk
 * every visitor loads imports it.
 */

/** The roles as contracts' accounts.ts spells them (repeated here to keep this module free of zod). */
export const ROUTE_ROLES = ['admin', 'colaborador', 'usuario'] as const;
export type RouteRole = (typeof ROUTE_ROLES)[number];

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface PageRoute {
  /** Relative to the parent, in react-router's syntax (`flashcards/:deckId`, `*`). */
  path?: string;
  index?: true;
  /** What the route renders: the default export of client/src/app/routes/<screen>-route.tsx, loaded on demand. */
  screen?: string;
  /** Other screens whose code goes with this one: the page a form leads to, so the form does not linger under it. */
  alsoLoad?: readonly string[];
  /** Sends the visitor on (history replaced); relative targets resolve against the route's own path. */
  redirect?: string;
  /** Guard: no session → /login. */
  session?: true;
  /** Guard: any other role goes to its own home (an unknown role counts as usuario). */
  allow?: readonly RouteRole[];
  /** The screen depends on the role (the /admin index): each role's screen and that page's first GETs. */
  byRole?: Partial<Record<RouteRole, { screen: string; gets?: readonly string[] }>>;
  /** The page's first GETs, started beside its code for a role the guards let in (the page's fetchers ask the same). */
  gets?(params: RouteParams): readonly string[];
  children?: readonly PageRoute[];
}

/** The deck id route parameter must be a non-zero number (docs/product.md): a positive 32-bit integer id here. */
export function parseDeckId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

const deckGets = ({ deckId }: RouteParams) => {
  const id = parseDeckId(deckId);
  return id ? [`/api/decks/${id}`, `/api/flashcards/${id}`] : [];
};

/**
 * The app host (a host name starting with VITE_APP_HOST_PREFIX): login, register, the student's /painel and the
 * staff's /admin. Portuguese words in URLs, English screen names in code (docs/architecture.md, "Names").
 */
export const APP_ROUTES: readonly PageRoute[] = [
  { index: true, redirect: '/login' },
  { path: 'login', screen: 'login' },
  { path: 'register', screen: 'register', alsoLoad: ['login'] },
  { path: 'esqueci-senha', screen: 'forgot-password' },
  { path: 'redefinir-senha', screen: 'reset-password', alsoLoad: ['login'] },
  {
    path: 'painel',
    session: true,
    screen: 'shell',
    children: [
      { index: true, redirect: 'conversas' },
      {
        allow: ['usuario'],
        children: [
          { path: 'conversas', screen: 'conversations' },
          { path: 'config', screen: 'settings' },
          { path: 'matricula', screen: 'enrolment' },
        ],
      },
      {
        allow: ['usuario', 'admin'],
        children: [
          { path: 'flashcards', screen: 'decks' },
          { path: 'flashcards/estudar/:deckId', screen: 'study' },
          { path: 'flashcards/treinar/:deckId', screen: 'training' },
          { path: 'flashcards/:deckId', screen: 'deck', gets: deckGets },
          { path: 'flashcards/estatisticas', screen: 'study-stats' },
        ],
      },
    ],
  },
  {
    path: 'admin',
    session: true,
    allow: ['admin', 'colaborador'],
    screen: 'shell',
    children: [
      { index: true, byRole: { admin: { screen: 'dashboard', gets: ['/api/admin/dashboard'] }, colaborador: { screen: 'tickets' } } },
      { path: 'atendimento', screen: 'tickets' },
      { path: 'conta', screen: 'account' },
      { path: 'funil', screen: 'pipeline' },
      {
        allow: ['admin'],
        children: [
          { path: 'painel1', screen: 'calculator' },
          { path: 'usuarios', screen: 'users', gets: () => ['/api/admin/usuarios', '/api/session', '/api/deletion-requests'] },
          { path: 'enviar-marketing', screen: 'marketing' },
          { path: 'auditoria', screen: 'audit' },
          { path: 'conhecimento', screen: 'knowledge' },
          { path: 'backups', screen: 'backups', gets: () => ['/api/admin/backups'] },
        ],
      },
    ],
  },
  { path: '*', redirect: '/' },
];

/** Any other host: the landing, the help centre and a few pages. Anything else goes to the landing. */
export const PUBLIC_ROUTES: readonly PageRoute[] = [
  { index: true, screen: 'landing' },
  { path: 'cards-teste', screen: 'advisors' },
  { path: 'privacy', screen: 'privacy' },
  { path: 'terms', screen: 'terms' },
  { path: 'deletion-status', screen: 'deletion-status' },
  { path: 'duvidas', screen: 'help-index' },
  { path: 'duvidas/:slug', screen: 'help-article' },
  { path: 'ajuda', redirect: '/duvidas' },
  { path: '*', redirect: '/' },
];

/** Every screen a tree names (route, role-dependent and also-loaded screens), each once, in declaration order. */
export function screensOf(routes: readonly PageRoute[]): string[] {
  const names = new Set<string>();
  const walk = (list: readonly PageRoute[]) => {
    for (const route of list) {
      for (const name of [route.screen, ...(route.alsoLoad ?? []), ...Object.values(route.byRole ?? {}).map((each) => each?.screen)]) {
        if (name) names.add(name);
      }
      walk(route.children ?? []);
    }
  };
  walk(routes);
  return [...names];
}

/** Screens whose routes hold other routes (the panel's shell): the frame around many pages. */
export function layoutScreensOf(routes: readonly PageRoute[]): string[] {
  const names = new Set<string>();
  const walk = (list: readonly PageRoute[]) => {
    for (const route of list) {
      if (route.children?.length && route.screen) names.add(route.screen);
      walk(route.children ?? []);
    }
  };
  walk(routes);
  return [...names];
}

// ─── Matching, as react-router ranks routes (client/src/app/__tests__/routes-match.test.ts compares the two) ───

interface Branch {
  chain: PageRoute[];
  segments: string[];
  score: number;
}

const isParam = (segment: string) => /^:[\w-]+$/.test(segment);

/** react-router's ranking: a static segment 10, a parameter 3, an index route +2, a splat -2, plus the segment count. */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (index) score += 2;
  for (const segment of segments) if (segment !== '*') score += isParam(segment) ? 3 : segment === '' ? 1 : 10;
  return score;
}

const splitPath = (path: string) => path.split('/').filter(Boolean);

function flatten(routes: readonly PageRoute[], parents: PageRoute[] = [], parentSegments: string[] = [], into: Branch[] = []): Branch[] {
  for (const route of routes) {
    const chain = [...parents, route];
    const segments = [...parentSegments, ...splitPath(route.path ?? '')];
    if (route.children?.length) flatten(route.children, chain, segments, into);
    // A route without a path never matches by itself unless it is an index route.
    if (route.path !== undefined || route.index) into.push({ chain, segments, score: scoreOf(segments, Boolean(route.index)) });
  }
  return into;
}

const branchesCache = new WeakMap<readonly PageRoute[], Branch[]>();
function branchesOf(routes: readonly PageRoute[]): Branch[] {
  let branches = branchesCache.get(routes);
  if (!branches) {
    // A stable sort: equal scores keep declaration order, as react-router's do.
    branches = flatten(routes).sort((a, b) => b.score - a.score);
    branchesCache.set(routes, branches);
  }
  return branches;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface RouteMatch {
  /** The matched routes from the tree's top to the leaf. */
  chain: readonly PageRoute[];
  params: RouteParams;
  /** The part of the path the leaf's route matched up to (an index route's is its parent's). */
  pathname: string;
}

/** The routes a path renders, or null when none matches. Static segments match case-insensitively, like react-router. */
export function matchPage(routes: readonly PageRoute[], pathname: string): RouteMatch | null {
  const parts = splitPath(pathname);
  for (const branch of branchesOf(routes)) {
    const params: Record<string, string> = {};
    let matched = true;
    let consumed = parts.length;
    for (let i = 0; i < branch.segments.length; i++) {
      const segment = branch.segments[i]!;
      if (segment === '*') {
        const rest = parts.slice(i).map(decode).join('/');
        params['*'] = rest && pathname.endsWith('/') ? `${rest}/` : rest;
        consumed = parts.length;
        break;
      }
      const part = parts[i];
      if (part === undefined) {
        matched = false;
        break;
      }
      if (isParam(segment)) params[segment.slice(1)] = decode(part);
      else if (segment.toLowerCase() !== part.toLowerCase()) {
        matched = false;
        break;
      }
      consumed = i + 1;
    }
    if (!matched) continue;
    if (!branch.segments.includes('*') && branch.segments.length !== parts.length) continue;
    return { chain: branch.chain, params, pathname: `/${parts.slice(0, consumed).join('/')}` };
  }
  return null;
}

/** Where a redirect leads: absolute targets as written, relative ones from the matched path. */
function resolveRedirect(target: string, from: string): string {
  if (target.startsWith('/')) return target;
  return `${from.replace(/\/+$/, '')}/${target}`;
}

/** The path a visitor ends up on (redirects followed), with its match; null when nothing matches. */
export function settlePage(routes: readonly PageRoute[], pathname: string): { pathname: string; match: RouteMatch } | null {
  let path = pathname;
  for (let hops = 0; hops < 5; hops++) {
    const match = matchPage(routes, path);
    if (!match) return null;
    const leaf = match.chain[match.chain.length - 1]!;
    if (!leaf.redirect) return { pathname: path, match };
    path = resolveRedirect(leaf.redirect, match.pathname);
  }
  return null;
}

// ─── What a path needs before its first paint (the client's preload and the server's page head) ───

export interface RoutePlan {
  /** Screens whose code every visitor of this path needs (redirects followed). */
  screens: string[];
  /** Once the session's role is known: the role's own screen and the page's first GETs. */
  forRole?(role: string): { screens?: string[]; gets?: string[] };
}

/** The role the guards see: known roles as they are, anything else as a usuario (client/src/lib/auth-guards.tsx). */
function guardRole(role: string): RouteRole {
  return (ROUTE_ROLES as readonly string[]).includes(role) ? (role as RouteRole) : 'usuario';
}

/** What a path of the app host needs. */
export function planFor(pathname: string, routes: readonly PageRoute[] = APP_ROUTES): RoutePlan {
  const settled = settlePage(routes, pathname);
  if (!settled) return { screens: [] };
  const { chain, params } = settled.match;
  const screens = [...new Set(chain.flatMap((route) => (route.screen ? [route.screen, ...(route.alsoLoad ?? [])] : [])))];
  const leaf = chain[chain.length - 1]!;
  if (!leaf.gets && !leaf.byRole) return { screens };
  return {
    screens,
    forRole(role) {
      const seen = guardRole(role);
      if (!chain.every((route) => !route.allow || route.allow.includes(seen))) return {};
      const own = leaf.byRole?.[seen];
      const gets = [...(leaf.gets?.(params) ?? []), ...(own?.gets ?? [])];
      return { ...(own ? { screens: [own.screen] } : {}), ...(gets.length ? { gets } : {}) };
    },
  };
}

export interface PageHints {
  /** Screens whose code the page's <head> names. */
  screens: string[];
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
  const byRole = plan.forRole ? ROUTE_ROLES.flatMap((each) => plan.forRole!(each).screens ?? []) : [];
  return { screens: [...new Set([...plan.screens, ...byRole])], gets: [] };
}
