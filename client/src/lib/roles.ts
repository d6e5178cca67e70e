import type { Role } from '@app/contracts';

/** The roles' names as people read them, in the admin form's menu order. */
export const ROLE_OPTIONS: readonly { value: Role; label: string }[] = [
  { value: 'admin', label: 'Administrador' },
  { value: 'usuario', label: 'Usuário' },
  { value: 'colaborador', label: 'Colaborador' },
];

export function roleLabel(role: string): string {
  return ROLE_OPTIONS.find((o) => o.value === role.trim().toLowerCase())?.label ?? role;
}
