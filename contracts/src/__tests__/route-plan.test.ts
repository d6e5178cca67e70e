import { describe, expect, it } from 'vitest';
import { ROLES } from '../accounts.js';
import { PLAN_ROLES, parseDeckId, planFor, screensToHint } from '../route-plan.js';

describe('the route plan', () => {
  it('when it asks every role, then it knows the same roles as the accounts contract', () => {
    expect([...PLAN_ROLES].sort()).toEqual([...ROLES].sort());
  });

  it("when the server hints a path's code, then it names the path's screens and every role's, without data", () => {
    expect(screensToHint('/painel/flashcards/12')).toEqual(['shell', 'deck']);
    expect(screensToHint('/admin')).toEqual(['shell', 'dashboard', 'tickets']);
    expect(screensToHint('/admin/usuarios/')).toEqual(['shell', 'users']);
    expect(screensToHint('/login')).toEqual(['login']);
    expect(screensToHint('/nao-existe')).toEqual([]);
  });

  it('when a deck id is not a positive 32-bit integer, then it is no id (SPEC §5.6)', () => {
    expect(parseDeckId('7')).toBe(7);
    for (const raw of ['0', '-1', '1.5', 'abc', '', undefined, '2147483648']) expect(parseDeckId(raw)).toBeNull();
    expect(planFor('/painel/flashcards/0').forRole!('usuario')).toEqual({});
  });
});
