import { describe, expect, it } from 'vitest';
import { ROLES } from '../accounts.js';
import { APP_ROUTES, PUBLIC_ROUTES, ROUTE_ROLES, hintsFor, layoutScreensOf, matchPage, parseDeckId, planFor, screensOf, settlePage } from '../routes.js';

describe('the route tables', () => {
  it('when the guards name roles, then they are the accounts contract roles', () => {
    expect([...ROUTE_ROLES].sort()).toEqual([...ROLES].sort());
  });

  it('when every screen is listed, then each app and public page is named once', () => {
    expect(screensOf(APP_ROUTES)).toEqual([
      'login',
      'register',
      'forgot-password',
      'reset-password',
      'shell',
      'conversations',
      'settings',
      'enrolment',
      'decks',
      'study',
      'training',
      'deck',
      'study-stats',
      'dashboard',
      'tickets',
      'account',
      'pipeline',
      'calculator',
      'users',
      'marketing',
      'audit',
      'knowledge',
      'backups',
      'site',
    ]);
    expect(screensOf(PUBLIC_ROUTES)).toEqual(['landing', 'advisors', 'privacy', 'terms', 'deletion-status', 'help-index', 'help-article']);
    expect(layoutScreensOf(APP_ROUTES)).toEqual(['shell']);
  });
});

describe('matchPage', () => {
  const leafOf = (path: string) => {
    const match = matchPage(APP_ROUTES, path);
    return match && { leaf: match.chain[match.chain.length - 1], params: match.params };
  };

  it('when a static segment and a parameter both fit, then the static one wins whatever the declaration order', () => {
    expect(leafOf('/painel/flashcards/estatisticas')?.leaf?.screen).toBe('study-stats');
    expect(leafOf('/painel/flashcards/12')).toMatchObject({ leaf: { screen: 'deck' }, params: { deckId: '12' } });
  });

  it('when the path differs in case or ends in a slash, then it still matches, and a parameter keeps its case', () => {
    expect(leafOf('/Painel/Flashcards/')?.leaf?.screen).toBe('decks');
    expect(leafOf('/painel/flashcards/estudar/AbC')?.params).toEqual({ deckId: 'AbC' });
  });

  it('when nothing else fits, then the catch-all matches with the rest of the path', () => {
    expect(leafOf('/painel/nada')).toMatchObject({ leaf: { redirect: '/' }, params: { '*': 'painel/nada' } });
    expect(leafOf('/admin/funil/extra')?.leaf?.redirect).toBe('/');
  });

  it('when redirects lead on, then settlePage follows them to the page shown', () => {
    expect(settlePage(APP_ROUTES, '/painel')?.pathname).toBe('/painel/conversas');
    expect(settlePage(APP_ROUTES, '/qualquer/coisa')?.pathname).toBe('/login');
    expect(settlePage(PUBLIC_ROUTES, '/qualquer')?.pathname).toBe('/');
    expect(settlePage(PUBLIC_ROUTES, '/privacy/')?.pathname).toBe('/privacy/');
  });
});

describe('planFor', () => {
  it.each([
    ['/login', ['login']],
    ['/register/', ['register', 'login']],
    ['/esqueci-senha', ['forgot-password']],
    ['/redefinir-senha', ['reset-password', 'login']],
    ['/painel', ['shell', 'conversations']],
    ['/painel/flashcards', ['shell', 'decks']],
    ['/painel/flashcards/12', ['shell', 'deck']],
    ['/painel/flashcards/estudar/12', ['shell', 'study']],
    ['/painel/flashcards/treinar/12', ['shell', 'training']],
    ['/painel/flashcards/estatisticas', ['shell', 'study-stats']],
    ['/painel/config', ['shell', 'settings']],
    ['/painel/matricula', ['shell', 'enrolment']],
    ['/admin', ['shell']],
    ['/admin/atendimento', ['shell', 'tickets']],
    ['/admin/funil', ['shell', 'pipeline']],
    ['/admin/usuarios', ['shell', 'users']],
    ['/admin/conta', ['shell', 'account']],
    ['/admin/auditoria', ['shell', 'audit']],
    ['/', ['login']],
    ['/qualquer', ['login']],
  ])('when the path is %s, then the screens %j load at once', (path, screens) => {
    expect(planFor(path).screens).toEqual(screens);
  });

  it('when the role is known on /admin, then an admin gets the dashboard with its data and a colaborador the tickets', () => {
    const forRole = planFor('/admin').forRole!;
    expect(forRole('admin')).toEqual({ screens: ['dashboard'], gets: ['/api/admin/dashboard'] });
    expect(forRole('colaborador')).toEqual({ screens: ['tickets'] });
    expect(forRole('usuario')).toEqual({});
  });

  it('when the guards keep a role out, then no data is asked for it', () => {
    expect(planFor('/painel/flashcards/7').forRole!('colaborador')).toEqual({});
    expect(planFor('/admin/usuarios').forRole!('colaborador')).toEqual({});
    expect(planFor('/admin/usuarios').forRole!('admin')).toEqual({ gets: ['/api/admin/usuarios', '/api/session', '/api/deletion-requests'] });
    expect(planFor('/painel/flashcards/7').forRole!('desconhecido')).toEqual({ gets: ['/api/decks/7', '/api/flashcards/7'] });
  });

  it('when the deck id is not a valid id, then no data is asked for', () => {
    expect(planFor('/painel/flashcards/abc').forRole!('usuario')).toEqual({});
    expect(planFor('/painel/flashcards/0').forRole!('usuario')).toEqual({});
  });
});

describe('hintsFor', () => {
  it("when the server hints a path's code without a session, then it names the path's screens and every role's, without data", () => {
    const anonymous = (path: string) => hintsFor(path, null);
    expect(anonymous('/painel/flashcards/12')).toEqual({ screens: ['shell', 'deck'], gets: [] });
    expect(anonymous('/admin')).toEqual({ screens: ['shell', 'dashboard', 'tickets'], gets: [] });
    expect(anonymous('/admin/usuarios/')).toEqual({ screens: ['shell', 'users'], gets: [] });
    expect(anonymous('/login')).toEqual({ screens: ['login'], gets: [] });
    expect(anonymous('/nao-existe')).toEqual({ screens: ['login'], gets: [] });
  });

  it("when the visitor's role is known, then only that role's screens are named, with the page's first GETs", () => {
    expect(hintsFor('/admin', 'admin')).toEqual({ screens: ['shell', 'dashboard'], gets: ['/api/admin/dashboard'] });
    expect(hintsFor('/admin', 'colaborador')).toEqual({ screens: ['shell', 'tickets'], gets: [] });
    expect(hintsFor('/admin', 'usuario')).toEqual({ screens: ['shell'], gets: [] });
    expect(hintsFor('/painel/flashcards/12', 'usuario')).toEqual({ screens: ['shell', 'deck'], gets: ['/api/decks/12', '/api/flashcards/12'] });
    expect(hintsFor('/painel/flashcards/12', 'colaborador')).toEqual({ screens: ['shell', 'deck'], gets: [] });
    expect(hintsFor('/painel/flashcards/abc', 'usuario')).toEqual({ screens: ['shell', 'deck'], gets: [] });
    expect(hintsFor('/login', 'usuario')).toEqual({ screens: ['login'], gets: [] });
  });
});

describe('parseDeckId', () => {
  it('when a deck id is not a positive 32-bit integer, then it is no id', () => {
    expect(parseDeckId('7')).toBe(7);
    expect(parseDeckId('2147483647')).toBe(2_147_483_647);
    for (const raw of ['0', '-1', '1.5', 'abc', '', undefined, '2147483648']) expect(parseDeckId(raw)).toBeNull();
  });
});
