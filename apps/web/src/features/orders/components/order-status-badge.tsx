import { CircleCheck, CircleDashed } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { useTranslation } from '../../../lib/i18n';

/** SPEC §4 Order payment status: Paid or Not Paid. */
export function OrderStatusBadge({ isPaid }: { isPaid: boolean }) {
  const { t } = useTranslation('shop');
  return isPaid ? (
    <Badge tone="green">
      <CircleCheck className="size-3.5" aria-hidden="true" />
      {t('orders.paid')}
    </Badge>
  ) : (
    <Badge tone="ochre">
      <CircleDashed className="size-3.5" aria-hidden="true" />
      {t('orders.notPaid')}
    </Badge>
  );
}
