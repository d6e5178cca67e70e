// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { APP_ROUTES, PUBLIC_ROUTES, matchPage, screensOf, type PageRoute } from '@app/contracts/routes';
import { menuItemsFor } from '@/features/shell/logic/menu-items';
import { toRouteObjects } from '@/app/route-objects';
import { screenNames } from '@/app/screens';

/** Every path worth asking: each pattern with sample parameters, plus paths no route declares. */
function samplePaths(routes: readonly PageRoute[], base = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? base : `${base}/${route.path.replace(/:\w+/g, '12').replace('*', 'x/y')}`;
    return [path || '/', ...samplePaths(route.children ?? [], path)];
  });
}
const EXTRA = ['/', '/PAINEL/Flashcards/', '/painel/flashcards/abc', '/painel/flashcards/estatisticas', '/painel/nada', '/admin/funil/x', '/login/x', '/a%20b'];

describe('one route table', () => {
  it('when the route modules are listed, then they are exactly the screens the tables name', () => {
    expect(screenNames().sort()).toEqual([...screensOf(APP_ROUTES), ...screensOf(PUBLIC_ROUTES)].sort());
  });

  it.each([
    ['app', APP_ROUTES],
    ['public', PUBLIC_ROUTES],
  ] as const)("when a %s path is matched by contracts and by react-router, then both pick the same routes", (_host, table) => {
    const objects: RouteObject[] = [{ path: '/', children: toRouteObjects(table) }];
    for (const path of [...new Set([...samplePaths(table), ...EXTRA])]) {
      const ours = matchPage(table, path);
      const theirs = matchRoutes(objects, path);
      expect(theirs, path).not.toBeNull();
      // react-router's matches carry our root; ours start below it.
      const theirDepths = theirs!.slice(1).map((match) => match.route.path ?? (match.route.index ? '(index)' : '(layout)'));
      const ourDepths = ours!.chain.map((route) => route.path ?? (route.index ? '(index)' : '(layout)'));
      expect(ourDepths, path).toEqual(theirDepths);
      expect(ours!.params, path).toEqual(theirs![theirs!.length - 1]!.params);
    }
  });

  it("when the side menu links somewhere, then it is a page of the app's table for that role", () => {
    for (const role of ['admin', 'colaborador', 'usuario'] as const) {
      for (const item of menuItemsFor(role)) {
        const match = matchPage(APP_ROUTES, item.to);
        const leaf = match?.chain[match.chain.length - 1];
        expect(leaf?.redirect, `${role} ${item.to}`).toBeUndefined();
        for (const route of match!.chain) if (route.allow) expect(route.allow, `${role} ${item.to}`).toContain(role);
      }
    }
  });
});
