import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcompanhamentoRequest, MarcarDocumentoRequest, Prospecto } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { getProspect } from '@/features/pipeline/api/get-prospect';
import { listStaff } from '@/features/pipeline/api/list-staff';
import { setDocument } from '@/features/pipeline/api/set-document';
import { updateFollowUp } from '@/features/pipeline/api/update-follow-up';

/** One prospect's panel: card, history and checklist, the staff list, and the two edits it offers. */
export function useProspect(userId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.pipeline.prospect(userId);
  const prospect = useQuery({ queryKey: key, queryFn: ({ signal }) => getProspect(userId, signal) });
  const staff = useQuery({ queryKey: queryKeys.pipeline.staff, queryFn: ({ signal }) => listStaff(signal), staleTime: 60_000 });
  const refreshBoard = () => void queryClient.invalidateQueries({ queryKey: ['pipeline', 'board'] });

  const followUp = useMutation({
    mutationFn: (body: AcompanhamentoRequest) => updateFollowUp(userId, body),
    onSuccess: (cartao) => {
      queryClient.setQueryData<Prospecto>(key, (current) => current && { ...current, cartao });
      refreshBoard();
    },
  });
  const document = useMutation({
    mutationFn: ({ documentoId, ...body }: { documentoId: number } & MarcarDocumentoRequest) => setDocument(userId, documentoId, body),
    onSuccess: (documentos) => {
      queryClient.setQueryData<Prospecto>(key, (current) => current && { ...current, documentos });
      refreshBoard();
    },
  });
  return { prospect, staff, followUp, document };
}
