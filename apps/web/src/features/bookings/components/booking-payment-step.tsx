import type { CaptureResponse, Order } from '@ochre/shared/schemas/orders';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatCalendarDate, formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import type { PaymentTarget } from '../../orders/api/payments';
import { PaymentButton } from '../../orders/components/payment-button';
import { breakdownOf, breakdownParts } from '../../orders/reservation-breakdown';
import type { BookingFlow, BookingStep } from '../use-booking-flow';
import { PaymentTypeChoice } from './payment-type-choice';

/**
 * Once the reservation exists (SPEC §4): what was booked, how to pay (in full
 * or the deposit, switchable), and the payment button in place of submit.
 */
export function BookingPaymentStep({
  step,
  flow,
  deposit,
}: {
  step: BookingStep;
  flow: Pick<BookingFlow, 'pending' | 'choosePaymentType' | 'retryOrder' | 'paid'>;
  /** Dollars charged as the deposit. */
  deposit: number;
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
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
          <dd className="font-medium text-ink">
            {breakdownParts(t, breakdownOf(reservation)).join(' · ') || reservation.numberOfPersons}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-2">
          <dt className="font-semibold text-ink">{t('summary.total')}</dt>
          <dd className="amount">{formatPrice(reservation.totalPrice, lang)}</dd>
        </div>
      </dl>

      <PaymentTypeChoice
        value={step.isPartial ? 'partial' : 'full'}
        onChange={(type) => flow.choosePaymentType(type === 'partial')}
        total={reservation.totalPrice}
        deposit={deposit}
        disabled={flow.pending}
      />

      {flow.pending ? (
        <p className="flex items-center justify-center gap-2 py-4 text-sm text-muted" role="status">
          <Spinner className="size-4" />
          {t('step.preparing')}
        </p>
      ) : order ? (
        <PayNow order={order} target={{ orderId: order._id }} onPaid={flow.paid} />
      ) : (
        <Button
          className="w-full"
          size="lg"
          onClick={() => void flow.retryOrder(reservation, step.isPartial)}
        >
          {t('step.continue')}
        </Button>
      )}
    </div>
  );
}

/** What is due now and the payment for it, once the order paying a reservation exists. */
export function PayNow({
  order,
  target,
  onPaid,
}: {
  order: Pick<Order, '_id' | 'totalPrice'>;
  target: PaymentTarget;
  onPaid: (response: CaptureResponse) => void;
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  return (
    <div className="space-y-3">
      <p className="flex items-baseline justify-between gap-3 text-ink">
        <span className="font-semibold">{t('step.dueNow')}</span>
        <span className="text-2xl font-semibold tabular-nums" data-testid="amount-due">
          {formatPrice(order.totalPrice, lang)}
        </span>
      </p>
      <PaymentButton key={order._id} target={target} amount={order.totalPrice} onPaid={onPaid} />
    </div>
  );
}
