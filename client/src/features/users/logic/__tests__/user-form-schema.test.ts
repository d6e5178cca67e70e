import { describe, expect, it } from 'vitest';
import { createUserSchema, CREATE_USER_DEFAULTS, roleLabel } from '@/features/users/logic/user-form-schema';

const valid = { username: 'Ana', email: 'ana@exemplo.com', password: 'segredo', role: 'colaborador' as const };
const firstMessage = (input: unknown) => {
  const result = createUserSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('createUserSchema (docs/product.md, Validation)', () => {
  it('when every field is filled, then it passes with the chosen role', () => {
    expect(createUserSchema.parse(valid)).toEqual(valid);
  });

  it('when the form starts, then the default role is usuario', () => {
    expect(CREATE_USER_DEFAULTS.role).toBe('usuario');
  });

  it('when a field is missing or wrong, then a Portuguese message', () => {
    expect(firstMessage({ ...valid, username: '  ' })).toBe('Nome é obrigatório.');
    expect(firstMessage({ ...valid, email: '' })).toBe('E-mail é obrigatório.');
    expect(firstMessage({ ...valid, email: 'ana@' })).toBe('E-mail inválido.');
    expect(firstMessage({ ...valid, password: '' })).toBe('Senha é obrigatória.');
    expect(firstMessage({ ...valid, password: '12345' })).toBe('Mínimo de 6 caracteres.');
    expect(firstMessage({ ...valid, role: '' })).toBe('Selecione o papel.');
  });
});

describe('roleLabel', () => {
  it('when the role is known, then its Portuguese label; otherwise the raw value', () => {
    expect(roleLabel('admin')).toBe('Administrador');
    expect(roleLabel(' Usuario ')).toBe('Usuário');
    expect(roleLabel('colaborador')).toBe('Colaborador');
    expect(roleLabel('outro')).toBe('outro');
  });
});
