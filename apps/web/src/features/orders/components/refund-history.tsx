import type { Refund, RefundStatus } from '@ochre/shared/schemas/refunds';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';

const STATUS_TONE: Record<RefundStatus, 'green' | 'ochre' | 'red'> = {
  completed: 'green',
  pending: 'ochre',
  failed: 'red',
};

/** Money given back on an order or a reservation, newest first: when, how much, why, and PayPal's reference. */
export function RefundHistory({ refunds }: { refunds: readonly Refund[] }) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  return (
    <ul className="divide-y divide-line">
      {refunds.map((refund) => (
        <li key={refund._id} className="space-y-1 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="amount">{formatPrice(refund.amount, lang)}</span>
            <Badge tone={STATUS_TONE[refund.status]}>{t(`refunds.statuses.${refund.status}`)}</Badge>
          </div>
          <p className="text-sm text-ink-soft">{refund.automatic ? t('refunds.automatic') : refund.reason}</p>
          <p className="text-xs text-muted">
            {formatDateTime(refund.createdAt, lang)}
            {refund.providerRefundId ? (
              <>
                {' · '}
                {t('refunds.reference')} <span dir="ltr">{refund.providerRefundId}</span>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
