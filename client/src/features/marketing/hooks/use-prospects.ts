import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { listProspects } from '@/features/marketing/api/list-prospects';

/** Who a send would reach: students with a WhatsApp number who accept marketing. */
export function useProspects() {
  return useQuery({
    queryKey: queryKeys.marketing.prospects,
    queryFn: ({ signal }) => listProspects(signal),
    meta: { errorMessage: '[marketing] could not load the prospects:' },
  });
}
