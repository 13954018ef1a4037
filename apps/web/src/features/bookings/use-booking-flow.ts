import type { Reservation } from '@ochre/shared/schemas/bookings';
import type { CaptureResponse, Order } from '@ochre/shared/schemas/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast';
import { translateError, translateMessage, useTranslation } from '../../lib/i18n';
import { authDialogs } from '../auth/auth-dialogs';
import { authStore } from '../auth/auth-store';
import { useAuth } from '../auth/use-auth';
import { orderQuery } from '../orders/api/orders';
import { orderForReservation, reservationKeys } from './api/reservations';
import { bookingStorage } from './booking-storage';

/** Where a booking stands once its reservation exists: the order paying it, when there is one yet. */
export interface BookingStep {
  reservation: Reservation;
  order: Order | null;
  isPartial: boolean;
}

/**
 * SPEC §4 Activity booking and Travel booking: a guest who submits is asked
 * to sign in (the form is kept, also across a reload) and the submission then
 * proceeds; the reservation is created, then the order paying it (in full or
 * the deposit), and the payment replaces the submit button. A reload during
 * payment resumes it rather than booking again.
 */
export function useBookingFlow<TValues>({
  storageKey,
  reserve,
  isPartial,
  onRestore,
  onPaid,
  onReserveSettled,
  reserveFailed = 'There was an error submitting your reservation. Please try again.',
}: {
  /** e.g. `activity:medina-cooking-class`: one draft and one payment per form. */
  storageKey: string;
  reserve: (values: TValues) => Promise<Reservation>;
  isPartial: (values: TValues) => boolean;
  /** Puts saved details back into the form. */
  onRestore: (values: TValues) => void;
  onPaid: (step: BookingStep & { order: Order }, response: CaptureResponse) => void;
  /** After a reservation was made or refused: what it depends on (places left) may have changed. */
  onReserveSettled?: () => void;
  /** SPEC §8 fallback when the server gives no message. */
  reserveFailed?: string;
}) {
  const { t } = useTranslation('booking');
  const queryClient = useQueryClient();
  const { status, user } = useAuth();
  const store = useMemo(() => bookingStorage<TValues>(storageKey), [storageKey]);
  const [step, setStep] = useState<BookingStep | null>(null);
  const [pending, setPending] = useState(false);
  const [restored, setRestored] = useState(false);
  const restore = useRef(onRestore);
  restore.current = onRestore;

  // Details typed before signing in come back, here or after a reload.
  useEffect(() => {
    const draft = store.draft();
    if (draft) {
      restore.current(draft);
      setRestored(true);
    }
  }, [store]);

  // A payment under way in this tab resumes, if the order is still this customer's and unpaid.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the session is known
  useEffect(() => {
    if (status === 'loading') return;
    const progress = store.progress();
    if (!progress) return;
    if (!user) {
      store.clearProgress();
      return;
    }
    queryClient
      .fetchQuery(orderQuery(user._id, progress.orderId))
      .then((order) => {
        if (order.isPaid) store.clearProgress();
        else setStep({ reservation: progress.reservation, order, isPartial: progress.isPartial });
      })
      .catch(() => store.clearProgress());
  }, [status, user?._id, store]);

  const createOrder = useCallback(
    async (reservation: Reservation, partial: boolean) => {
      setPending(true);
      try {
        const order = await orderForReservation(reservation, partial);
        setStep({ reservation, order, isPartial: partial });
        store.saveProgress({ reservation, orderId: order._id, isPartial: partial });
      } catch (error) {
        toast.error(translateError(t, error, 'Failed to create order.', { serverOnly: true }));
      } finally {
        setPending(false);
      }
    },
    [store, t],
  );

  const submit = useCallback(
    async function submit(values: TValues): Promise<void> {
      // Read now, not from the render: the login modal's callback runs after signing in. A stored
      // session still being checked is waited for, so a quick visitor is not asked to sign in again.
      setPending(true);
      const session = await authStore.settled();
      setPending(false);
      if (session.status !== 'authenticated') {
        store.saveDraft(values);
        authDialogs.openLogin(() => void submit(values));
        return;
      }
      let reservation = step?.reservation;
      if (!reservation) {
        setPending(true);
        try {
          reservation = await reserve(values);
        } catch (error) {
          setPending(false);
          onReserveSettled?.();
          toast.error(translateError(t, error, reserveFailed, { serverOnly: true }));
          return;
        }
        onReserveSettled?.();
        store.clearDraft();
        setRestored(false);
        setStep({ reservation, order: null, isPartial: isPartial(values) });
        toast.success(translateMessage(t, 'Reservation created. Proceed to payment.'));
        void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
      }
      await createOrder(reservation, isPartial(values));
    },
    [step, reserve, isPartial, store, t, queryClient, createOrder, onReserveSettled, reserveFailed],
  );

  /** Paying the other way (deposit or in full) asks for that order; asking twice gives the same one. */
  const choosePaymentType = (partial: boolean) => {
    if (step && step.isPartial !== partial) void createOrder(step.reservation, partial);
  };

  const paid = (response: CaptureResponse) => {
    if (!step?.order) return;
    store.clearProgress();
    void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    onPaid({ ...step, order: step.order }, response);
  };

  return { step, pending, restored, submit, choosePaymentType, retryOrder: createOrder, paid };
}

export type BookingFlow = ReturnType<typeof useBookingFlow<unknown>>;
