import { selfCancelRefusal, startInstant } from '@ochre/shared/rules/cancellation';
import type { Reservation } from '@ochre/shared/schemas/bookings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatPrice } from '../../../lib/format';
import { translateError, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { cancellationPreviewQuery, useCancelReservation } from '../api/reservations';

/** Offered while the customer may still cancel; the server decides again when they confirm. */
export function canOfferCancel(reservation: Reservation, now = new Date()): boolean {
  const start = startInstant(reservation.reservationDate, reservation.startTime);
  return selfCancelRefusal({ status: reservation.status, start }, now) === null;
}

/**
 * Cancel on a reservation of the account (issue 16): the dialog shows the
 * refund the policy gives now, as the server computes it, before the
 * customer confirms. The safe choice comes first and takes the focus.
 */
export function CancelReservation({
  reservation,
  onCancelled,
}: {
  reservation: Reservation;
  onCancelled: (refundAmount: number) => void;
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const preview = useQuery({ ...cancellationPreviewQuery(reservation), enabled: open });
  const cancel = useCancelReservation((cancelled) => {
    setOpen(false);
    onCancelled(cancelled.refundedAmount - reservation.refundedAmount);
  });
  const quote = preview.data;

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('account.cancelNamed', { title: reservation.title })}
      >
        {t('account.cancel')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('account.cancelTitle')}
        description={reservation.title}
      >
        <div className="space-y-2 text-sm" aria-live="polite" data-testid="cancel-preview">
          {preview.isPending ? <p className="text-muted">…</p> : null}
          {preview.isError ? (
            <p className="text-danger-700" role="alert">
              {t('account.previewFailed')}
            </p>
          ) : null}
          {quote?.refusal ? (
            <p className="text-danger-700" role="alert">
              {translateMessage(t, quote.refusal)}
            </p>
          ) : null}
          {quote && !quote.refusal ? (
            <>
              <p className="font-semibold text-ink">
                {quote.refundAmount > 0
                  ? t('account.refundPreview', {
                      amount: formatPrice(quote.refundAmount, lang),
                      percent: quote.percent,
                    })
                  : t('account.noRefund')}
              </p>
              {quote.keptDeposit > 0 ? (
                <p className="text-muted">
                  {t('account.depositKept', { amount: formatPrice(quote.keptDeposit, lang) })}
                </p>
              ) : null}
            </>
          ) : null}
          {cancel.isError ? (
            <p className="text-danger-700" role="alert">
              {translateError(t, cancel.error)}
            </p>
          ) : null}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('account.keep')}
          </Button>
          <Button
            variant="danger"
            disabled={!quote || Boolean(quote.refusal)}
            loading={cancel.isPending}
            onClick={() => cancel.mutate(reservation)}
          >
            {t('account.confirmCancel')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
