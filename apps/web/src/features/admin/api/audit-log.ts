import type { Pagination } from '@ochre/shared/schemas/common';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AuditEntry {
  _id: string;
  actor: { _id: string | null; email: string };
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export const auditLogQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', { search, page }],
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: AuditEntry[]; pagination: Pagination }>(
        '/admin/audit-log',
        { search, page, limit: 25 },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
