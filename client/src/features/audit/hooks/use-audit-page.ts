import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditFilters } from '@app/contracts';
import { queryKeys } from '@/api/query-keys';
import { listAuditEntries } from '@/features/audit/api/list-audit-entries';

export function useAuditPage(filters: AuditFilters) {
  return useQuery({
    queryKey: queryKeys.audit.page(filters),
    queryFn: ({ signal }) => listAuditEntries(filters, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: '[audit] could not load the audit trail:' },
  });
}
