import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserUpdate, RegisterRequest } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { registerAccount } from '@/api/register-account';
import { normalizeRole } from '@/lib/auth';
import { deleteUser } from '@/features/users/api/delete-user';
import { getSessionRole } from '@/features/users/api/get-session-role';
import { listAdminUsers, type AdminUsersQuery } from '@/features/users/api/list-admin-users';
import { createResetLink, getPendingResets, getResetChannels, sendResetLink } from '@/features/users/api/reset-links';
import { setUserActive } from '@/features/users/api/set-user-active';
import { updateUser } from '@/features/users/api/update-user';

/** One page of the admin's table; the previous page stays on screen while the next one loads. */
export function useUsersPage(query: AdminUsersQuery) {
  return useQuery({
    queryKey: queryKeys.admin.usersPage(query.busca.trim(), query.pagina),
    queryFn: ({ signal }) => listAdminUsers(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: '[users] could not load the users:' },
  });
}

/** The role the server holds for this session (not the stored one): it decides what the page shows below the table. */
export function useSessionRole() {
  return useQuery({
    queryKey: queryKeys.accounts.sessionRole,
    queryFn: async ({ signal }) => normalizeRole(await getSessionRole(signal)),
    meta: { errorMessage: '[users] could not read the session role:' },
  });
}

/** Which channels can carry a reset link ('Enviar link' is offered only through one that exists). */
export function useResetChannels() {
  return useQuery({
    queryKey: queryKeys.admin.resetChannels,
    queryFn: ({ signal }) => getResetChannels(signal),
    staleTime: Infinity,
    meta: { errorMessage: '[users] could not read the reset channels:' },
  });
}

/** A mutation after which every page of the table is read again. */
function useUsersMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.users });
    },
  });
}

/** The admin's 'Adicionar Novo Usuário': a created account joins the table. */
export function useCreateUser() {
  return useUsersMutation((input: RegisterRequest) => registerAccount(input));
}

export function useUpdateUser() {
  return useUsersMutation(({ id, changes }: { id: number; changes: AdminUserUpdate }) => updateUser(id, changes));
}

export function useSetUserActive() {
  return useUsersMutation(({ id, ativo }: { id: number; ativo: boolean }) => setUserActive(id, ativo));
}

export function useDeleteUser() {
  return useUsersMutation((id: number) => deleteUser(id));
}

/** Links change nothing in the table. */
/** "Esqueci minha senha" requests no channel could send: the team hands those people a link. */
export function usePendingResets() {
  return useQuery({
    queryKey: queryKeys.admin.pendingResets,
    queryFn: ({ signal }) => getPendingResets(signal),
    meta: { errorMessage: '[users] could not read the pending reset requests:' },
  });
}

// A new link answers the person's pending request: the list of requests is read again.
export function useCreateResetLink() {
  return useUsersMutation((id: number) => createResetLink(id));
}

export function useSendResetLink() {
  return useUsersMutation((id: number) => sendResetLink(id));
}
