import { describe, expect, it } from 'vitest';
import { homePathFor, normalizeRole } from '@/lib/auth-storage';

describe('where a user lands after login (docs/product.md, After login; Roles and permissions)', () => {
  it.each([
    ['admin', '/admin'],
    [' Admin ', '/admin'],
    ['COLABORADOR', '/admin'],
    ['usuario', '/painel'],
    ['gerente', '/painel'],
    ['', '/painel'],
    [null, '/painel'],
    [undefined, '/painel'],
  ] as const)('when the role is %j, then the user goes to %s', (role, path) => {
    expect(homePathFor(role)).toBe(path);
  });
});

describe('role state (docs/product.md, Role state)', () => {
  it('when the role is known, then it is trimmed and lowercased', () => {
    expect(normalizeRole(' Colaborador')).toBe('colaborador');
    expect(normalizeRole('usuario')).toBe('usuario');
  });

  it('when the role is missing or unexpected, then it is unknown (null)', () => {
    expect(normalizeRole(undefined)).toBeNull();
    expect(normalizeRole(null)).toBeNull();
    expect(normalizeRole('root')).toBeNull();
  });
});
