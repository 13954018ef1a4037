import type { Refund } from '@ochre/shared/schemas/refunds';
import { dollars } from '../../lib/serialize';
import type { RefundRow } from './repository';

export function toRefundDto(row: RefundRow): Refund {
  return {
    _id: row.id,
    amount: dollars(row.amountCents) ?? 0,
    reason: row.reason,
    status: row.status,
    providerRefundId: row.providerRefundId,
    automatic: row.createdBy === null,
    createdAt: row.createdAt.toISOString(),
  };
}
