import type { PaymentStatus, ReservationStatus } from '@ochre/shared/rules/reservation-lifecycle';
import { CircleCheck, CircleDashed, CircleDot, CircleX, Clock } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { Badge } from './badge';

const STATUS = {
  pending: { tone: 'ochre', icon: Clock },
  confirmed: { tone: 'blue', icon: CircleCheck },
  completed: { tone: 'green', icon: CircleCheck },
  cancelled: { tone: 'red', icon: CircleX },
} as const;

const PAYMENT = {
  pending: { tone: 'neutral', icon: CircleDashed },
  partially_paid: { tone: 'ochre', icon: CircleDot },
  paid: { tone: 'green', icon: CircleCheck },
} as const;

/** SPEC §4 Reservation status: 'Pending Confirmation', Confirmed, Completed or Cancelled. */
export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation('booking');
  const { tone, icon: Icon } = STATUS[status];
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Payment status: Not paid, Deposit paid, Paid. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('booking');
  const { tone, icon: Icon } = PAYMENT[status];
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}
