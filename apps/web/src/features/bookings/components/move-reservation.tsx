import type { Reservation } from '@ochre/shared/schemas/bookings';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { translateError, useTranslation } from '../../../lib/i18n';
import { useMoveReservation } from '../api/reservations';
import { canOfferCancel } from './cancel-reservation';

/** Offered on a paid, open reservation not moved yet; the server applies the policy's limit. */
export function canOfferMove(reservation: Reservation): boolean {
  return reservation.paymentStatus === 'paid' && !reservation.rebookedAt && canOfferCancel(reservation);
}

/** Change date on a reservation of the account (issue 16): once, free, until free cancellation ends. */
export function MoveReservation({
  reservation,
  onMoved,
}: {
  reservation: Reservation;
  onMoved: (moved: Reservation) => void;
}) {
  const { t } = useTranslation('booking');
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(reservation.reservationDate);
  const [time, setTime] = useState(reservation.startTime ?? '');
  const move = useMoveReservation((moved) => {
    setOpen(false);
    onMoved(moved);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate({ reservation, date, startTime: reservation.startTime === null ? null : time });
  };

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('account.moveNamed', { title: reservation.title })}
      >
        {t('account.move')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('account.moveTitle')}
        description={t('account.moveHint')}
      >
        <form id={formId} onSubmit={submit} className="space-y-3">
          <Field label={t('account.newDate')}>
            {(a11y) => (
              <Input
                {...a11y}
                type="date"
                dir="ltr"
                required
                value={date}
                onChange={(e) => setDate(e.target.value)}
              />
            )}
          </Field>
          {reservation.startTime !== null ? (
            <Field label={t('account.newTime')}>
              {(a11y) => (
                <Input
                  {...a11y}
                  type="time"
                  dir="ltr"
                  required
                  value={time}
                  onChange={(e) => setTime(e.target.value)}
                />
              )}
            </Field>
          ) : null}
          {move.isError ? (
            <p className="text-sm text-danger-700" role="alert">
              {translateError(t, move.error)}
            </p>
          ) : null}
        </form>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('account.keep')}
          </Button>
          <Button type="submit" form={formId} loading={move.isPending}>
            {t('account.confirmMove')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
