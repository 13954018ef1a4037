import type { CaptureResponse } from '@ochre/shared/schemas/orders';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatCalendarDate, formatPrice } from '../../../lib/format';
import type { Lang } from '../../../lib/i18n';
import { PaymentButton } from '../../payments/components/payment-button';
import type { BookingStep } from '../use-booking-flow';
import { PaymentTypeChoice } from './payment-type-choice';

/**
 * Once the reservation exists (SPEC §4): what was booked, how to pay (in full
 * or the deposit, switchable), and the payment button in place of submit.
 */
export function BookingPaymentStep({
  step,
  deposit,
  pending,
  onChoose,
  onRetry,
  onPaid,
}: {
  step: BookingStep;
  /** Dollars charged as the deposit. */
  deposit: number;
  pending: boolean;
  onChoose: (isPartial: boolean) => void;
  onRetry: () => void;
  onPaid: (response: CaptureResponse) => void;
}) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Lang;
  const { reservation, order } = step;
  const isActivity = reservation.kind === 'activity';

  return (
    <div className="space-y-5" data-testid="booking-payment">
      <div className="flex gap-3 rounded-2xl bg-palm-50 p-4 text-palm-700" role="status">
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="space-y-0.5">
          <p className="font-semibold">{t('step.created')}</p>
          <p className="text-sm">{t('step.reference', { reference: reservation.reference })}</p>
        </div>
      </div>

      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{isActivity ? t('summary.date') : t('summary.startDate')}</dt>
          <dd className="font-medium text-ink">{formatCalendarDate(reservation.reservationDate, lang)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{isActivity ? t('summary.persons') : t('summary.travelers')}</dt>
          <dd className="font-medium text-ink">{reservation.numberOfPersons}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-2">
          <dt className="font-semibold text-ink">{t('summary.total')}</dt>
          <dd className="font-semibold text-ink tabular-nums">{formatPrice(reservation.totalPrice, lang)}</dd>
        </div>
      </dl>

      <PaymentTypeChoice
        value={step.isPartial ? 'partial' : 'full'}
        onChange={(type) => onChoose(type === 'partial')}
        total={reservation.totalPrice}
        deposit={deposit}
        disabled={pending}
      />

      {pending ? (
        <p className="flex items-center justify-center gap-2 py-4 text-sm text-muted" role="status">
          <Spinner className="size-4" />
          {t('step.preparing')}
        </p>
      ) : order ? (
        <div className="space-y-3">
          <p className="flex items-baseline justify-between gap-3 text-ink">
            <span className="font-semibold">{t('step.dueNow')}</span>
            <span className="text-2xl font-semibold tabular-nums" data-testid="amount-due">
              {formatPrice(order.totalPrice, lang)}
            </span>
          </p>
          <PaymentButton key={order._id} target={{ orderId: order._id }} onPaid={onPaid} />
        </div>
      ) : (
        <Button className="w-full" size="lg" onClick={onRetry}>
          {t('step.continue')}
        </Button>
      )}
    </div>
  );
}
