import { describe, expect, it } from 'vitest';
import { ROLES } from '../accounts.js';
import { PLAN_ROLES, hintsFor, parseDeckId, planFor } from '../route-plan.js';

describe('the route plan', () => {
  it('when it asks every role, then it knows the same roles as the accounts contract', () => {
    expect([...PLAN_ROLES].sort()).toEqual([...ROLES].sort());
  });

  it("when the server hints a path's code without a session, then it names the path's screens and every role's, without data", () => {
    const anonymous = (path: string) => hintsFor(path, null);
    expect(anonymous('/painel/flashcards/12')).toEqual({ screens: ['shell', 'deck'], gets: [] });
    expect(anonymous('/admin')).toEqual({ screens: ['shell', 'dashboard', 'tickets'], gets: [] });
    expect(anonymous('/admin/usuarios/')).toEqual({ screens: ['shell', 'users'], gets: [] });
    expect(anonymous('/login')).toEqual({ screens: ['login'], gets: [] });
    expect(anonymous('/nao-existe')).toEqual({ screens: [], gets: [] });
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

  it('when a deck id is not a positive 32-bit integer, then it is no id (SPEC §5.6)', () => {
    expect(parseDeckId('7')).toBe(7);
    for (const raw of ['0', '-1', '1.5', 'abc', '', undefined, '2147483648']) expect(parseDeckId(raw)).toBeNull();
    expect(planFor('/painel/flashcards/0').forRole!('usuario')).toEqual({});
  });
});
