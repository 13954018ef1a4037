import type {
  ActivityReservationBody,
  Reservation,
  TravelReservationBody,
} from '@ochre/shared/schemas/bookings';
import type { Order } from '@ochre/shared/schemas/orders';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Reservations belong to someone: the user id is in the key, so another account never sees a cached one. */
export const reservationKeys = {
  all: ['reservations'] as const,
  mine: (userId: string) => ['reservations', userId, 'mine'] as const,
  byToken: (token: string) => ['reservations', 'token', token] as const,
};

export const myReservationsQuery = (userId: string) =>
  queryOptions({
    queryKey: reservationKeys.mine(userId),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Reservation[]>>('/reservations/myreservations', undefined, signal)).data,
  });

/** The reservation a payment link points to (SPEC §7 GET /reservations/payment/{token}, read at data.data). */
export const reservationByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: reservationKeys.byToken(token),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<Reservation>>(
          `/reservations/payment/${encodeURIComponent(token)}`,
          undefined,
          signal,
        )
      ).data,
    staleTime: 0,
  });

type Envelope<T> = { success: true; message: string; data: T };

export async function reserveActivity(
  activityId: string,
  body: ActivityReservationBody,
): Promise<Reservation> {
  return (
    await api.post<Envelope<Reservation>>(`/activities/${encodeURIComponent(activityId)}/reserve`, body)
  ).data;
}

export async function reserveTravel(body: TravelReservationBody): Promise<Reservation> {
  return (
    await api.post<Envelope<Reservation> & { reservation: Reservation }>(
      '/organized-travel/reservations',
      body,
    )
  ).reservation;
}

/** SPEC §7: the order paying an activity or travel reservation, in full or the deposit. */
export async function orderForReservation(
  reservation: Pick<Reservation, '_id' | 'kind'>,
  isPartial: boolean,
): Promise<Order> {
  const response =
    reservation.kind === 'activity'
      ? await api.post<Envelope<Order>>('/orders/from-reservation', {
          reservationId: reservation._id,
          isPartial,
        })
      : await api.post<Envelope<Order>>('/orders/from-travel-reservation', {
          travelReservationId: reservation._id,
          isPartial,
        });
  return response.data;
}

/** The order that pays a reservation through its link; it carries its own payment token. */
export async function orderForReservationLink(
  token: string,
  isPartial: boolean,
): Promise<Order & { paymentToken: string }> {
  return (
    await api.post<Envelope<Order & { paymentToken: string }>>(
      `/reservations/payment/${encodeURIComponent(token)}/order`,
      { isPartial },
    )
  ).data;
}

/** Today's date in Marrakech as the server knows it (a visitor's clock or time-zone data may be wrong). */
export const marrakechTodayQuery = () =>
  queryOptions({
    queryKey: ['bookings', 'today'],
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<{ today: string; timeZone: string }>>('/bookings/today', undefined, signal))
        .data.today,
    staleTime: 60_000,
  });

/** Saves a paid or deposit-paid reservation's e-ticket (issue 16); the server checks it is the caller's. */
export async function downloadTicket(
  reservation: Pick<Reservation, '_id' | 'kind' | 'reference'>,
): Promise<void> {
  const blob = await api.blob(
    `/reservations/${reservation.kind}/${encodeURIComponent(reservation._id)}/ticket`,
  );
  saveFile(blob, `ticket-${reservation.reference}.pdf`);
}

/** What cancelling would give back now, by the server's rule (issue 16); never cached. */
export interface CancellationPreview {
  refusal: string | null;
  refundAmount: number;
  percent: number;
  keptDeposit: number;
}

export const cancellationPreviewQuery = (reservation: Pick<Reservation, '_id' | 'kind'>) =>
  queryOptions({
    queryKey: [...reservationKeys.all, 'cancellation', reservation.kind, reservation._id] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<CancellationPreview>>(
          `/reservations/${reservation.kind}/${encodeURIComponent(reservation._id)}/cancellation`,
          undefined,
          signal,
        )
      ).data,
    staleTime: 0,
    gcTime: 0,
  });

/**
 * The customer cancels their own reservation; their list is read again to show it cancelled and
 * refunded. `onCancelled` rides on the mutation, not on one `mutate` call: the refreshed list drops
 * the row's Cancel button, and a callback given to `mutate` would be lost with it.
 */
export function useCancelReservation(onCancelled: (cancelled: Reservation) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reservation: Pick<Reservation, '_id' | 'kind'>) =>
      (
        await api.post<Envelope<Reservation>>(
          `/reservations/${reservation.kind}/${encodeURIComponent(reservation._id)}/cancel`,
        )
      ).data,
    onSuccess: (cancelled) => {
      onCancelled(cancelled);
      return queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    },
  });
}

/**
 * The customer moves their paid reservation to another date (and time); the server checks places
 * and the policy. `onMoved` rides on the mutation, as `onCancelled` does: the refreshed row drops
 * its Change date button.
 */
export function useMoveReservation(onMoved: (moved: Reservation) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      reservation,
      date,
      startTime,
    }: {
      reservation: Pick<Reservation, '_id' | 'kind'>;
      date: string;
      startTime: string | null;
    }) =>
      (
        await api.post<Envelope<Reservation>>(
          `/reservations/${reservation.kind}/${encodeURIComponent(reservation._id)}/move`,
          { date, startTime },
        )
      ).data,
    onSuccess: (moved) => {
      onMoved(moved);
      return queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    },
  });
}
