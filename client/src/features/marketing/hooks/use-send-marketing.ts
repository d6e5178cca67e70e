import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMarketingRequest } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { sendMarketing } from '@/features/marketing/api/send-marketing';

/** Queues the template for every recipient; the new campaign joins the list. */
export function useSendMarketing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contatos, nomeModelo }: SendMarketingRequest) => sendMarketing(contatos, nomeModelo),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.marketing.campaigns });
    },
  });
}
