// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDashboard } from '@/features/admin/api/get-dashboard';
import { listBackups } from '@/features/backups/api/list-backups';
import { getSessionRole } from '@/features/users/api/get-session-role';
import { listDeletionRequests } from '@/features/deletion-requests/api/list-deletion-requests';
import { listAdminUsers } from '@/features/users/api/list-admin-users';
import { getDeck } from '@/features/flashcards/api/get-deck';
import { listCards } from '@/features/flashcards/api/list-cards';
import { planFor, preloadAppRoute } from '@/app/route-preload';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('planFor', () => {
  it.each([
    ['/login', ['login']],
    ['/register/', ['register', 'login']],
    ['/esqueci-senha', ['forgotPassword']],
    ['/redefinir-senha', ['resetPassword', 'login']],
    ['/painel', ['shell', 'conversations']],
    ['/painel/flashcards', ['shell', 'decks']],
    ['/painel/flashcards/12', ['shell', 'deck']],
    ['/painel/flashcards/estudar/12', ['shell', 'study']],
    ['/painel/flashcards/treinar/12', ['shell', 'training']],
    ['/painel/config', ['shell', 'settings']],
    ['/admin', ['shell']],
    ['/admin/atendimento', ['shell', 'tickets']],
    ['/admin/usuarios', ['shell', 'users']],
    ['/admin/conta', ['shell', 'account']],
    ['/admin/auditoria', ['shell', 'audit']],
    ['/admin/backups', ['shell', 'backups']],
    ['/qualquer', []],
  ])('when the path is %s, then the screens %j load at once', (path, screens) => {
    expect(planFor(path).screens).toEqual(screens);
  });

  it('when the role is known on /admin, then an admin gets the dashboard with its data and a colaborador the tickets', () => {
    const forRole = planFor('/admin').forRole!;
    expect(forRole('admin')).toEqual({ screens: ['dashboard'], gets: ['/api/admin/dashboard'] });
    expect(forRole('colaborador')).toEqual({ screens: ['tickets'] });
    expect(forRole('usuario')).toEqual({});
  });

  it('when the deck id is not a valid id, then no data is asked for', () => {
    expect(planFor('/painel/flashcards/abc').forRole!('usuario')).toEqual({});
    expect(planFor('/painel/flashcards/7').forRole!('colaborador')).toEqual({});
  });
});

describe('the GETs started early are the ones the pages make', () => {
  it("when the deck page's, the dashboard's and the users page's fetchers run, then they request exactly the preloaded paths", async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) => {
        requested.push(String(url));
        throw new TypeError('no network in this test');
      }),
    );
    try {
      await Promise.allSettled([
        getDeck(12),
        listCards(12),
        getDashboard(),
        listAdminUsers({ busca: '', pagina: 1 }),
        getSessionRole(),
        listDeletionRequests(),
        listBackups(),
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
    const preloaded = ['/painel/flashcards/12', '/admin', '/admin/usuarios', '/admin/backups'].flatMap(
      (path) => planFor(path).forRole!('admin').gets!,
    );
    expect(requested.sort()).toEqual(preloaded.sort());
  });
});

describe('preloadAppRoute', () => {
  const user = (role: string) => ({ user: { id: 1, username: 'Ana', email: 'ana@exemplo.com', role, whatsapp: null } });

  function stubFetch(probe: unknown) {
    const fetchStub = vi.fn(async (url: string) => new Response(JSON.stringify(url === '/api/me' ? probe : {}), { status: 200 }));
    vi.stubGlobal('fetch', fetchStub);
    return fetchStub;
  }

  it('when an admin opens /admin, then the session probe and the dashboard data start without waiting for the app code', async () => {
    const fetchStub = stubFetch(user(' Admin '));
    preloadAppRoute('/admin');
    await vi.waitFor(() => expect(fetchStub.mock.calls.map(([url]) => url)).toEqual(['/api/me', '/api/admin/dashboard']));
  });

  it('when nobody is logged in, then only the probe goes out (no data request to be refused)', async () => {
    const fetchStub = stubFetch({ user: null });
    preloadAppRoute('/painel/flashcards/12');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchStub.mock.calls.map(([url]) => url)).toEqual(['/api/me']);
  });
});
