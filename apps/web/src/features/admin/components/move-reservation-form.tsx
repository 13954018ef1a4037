import type { Reservation } from '@ochre/shared/schemas/bookings';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { translateError, translateMessage, useTranslation } from '../../../lib/i18n';
import { useMoveReservationAdmin } from '../api/reservations-admin';

/** Staff move an open booking to another date or time, whatever the policy (issue 16). */
export function MoveReservationForm({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [date, setDate] = useState(reservation.reservationDate);
  const [time, setTime] = useState(reservation.startTime ?? '');
  const move = useMoveReservationAdmin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate(
      { reservation, date, startTime: reservation.startTime === null ? null : time },
      {
        onSuccess: (response) => toast.success(translateMessage(t, response.message)),
        onError: (error) => toast.error(translateError(t, error)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-2 border-t border-line pt-3">
      <label htmlFor={`${id}-date`} className="block text-sm font-medium text-ink">
        {t('reservations.moveDate')}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-date`}
          type="date"
          dir="ltr"
          required
          value={date}
          onChange={(e) => setDate(e.target.value)}
          className="w-auto"
        />
        {reservation.startTime !== null ? (
          <Input
            type="time"
            dir="ltr"
            required
            aria-label={t('reservations.moveTime')}
            value={time}
            onChange={(e) => setTime(e.target.value)}
            className="w-auto"
          />
        ) : null}
        <Button type="submit" variant="outline" loading={move.isPending}>
          {t('reservations.move')}
        </Button>
      </div>
    </form>
  );
}
