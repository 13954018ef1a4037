import type { ReservationAction } from '@ochre/shared/rules/reservation-lifecycle';
import type { AdminReservationsQuery, Reservation, ReservationKind } from '@ochre/shared/schemas/bookings';
import type { Pagination } from '@ochre/shared/schemas/common';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { reservationKeys } from '../../bookings/api/reservations';

export const adminReservationKeys = {
  all: ['admin', 'reservations'] as const,
  list: (filter: Partial<AdminReservationsQuery>) => ['admin', 'reservations', 'list', filter] as const,
  detail: (kind: ReservationKind, id: string) => ['admin', 'reservations', 'detail', kind, id] as const,
};

const path = (kind: ReservationKind, id: string) =>
  `/admin/reservations/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

export const adminReservationsQuery = (filter: Partial<AdminReservationsQuery>) =>
  queryOptions({
    queryKey: adminReservationKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: Reservation[]; pagination: Pagination }>(
        '/admin/reservations',
        { ...filter },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const adminReservationQuery = (kind: ReservationKind, id: string) =>
  queryOptions({
    queryKey: adminReservationKeys.detail(kind, id),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Reservation>>(path(kind, id), undefined, signal)).data,
  });

/** Confirm (the customer is e-mailed a payment link; optionally a pay-by time), cancel (with a reason for the log) or complete. */
export function useReservationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reservation,
      action,
      reason,
      payBy,
      refundAmount,
    }: {
      reservation: Pick<Reservation, '_id' | 'kind'>;
      action: ReservationAction;
      reason?: string | undefined;
      /** Confirming: when an unpaid reservation must be paid by (ISO instant); it keeps its places until then. */
      payBy?: string | undefined;
      /** Cancelling: the refund staff chose instead of the policy's, in dollars. */
      refundAmount?: number | undefined;
    }) =>
      api.post<DataEnvelope<Reservation> & { message: string }>(
        `${path(reservation.kind, reservation._id)}/${action}`,
        {
          ...(reason ? { reason } : {}),
          ...(payBy ? { payBy } : {}),
          ...(refundAmount === undefined ? {} : { refundAmount }),
        },
      ),
    onSuccess: async (response) => {
      queryClient.setQueryData(
        adminReservationKeys.detail(response.data.kind, response.data._id),
        response.data,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReservationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
        queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
      ]);
    },
  });
}

/** Staff move a booking to another date (and time); the server checks the departure's places. */
export function useMoveReservationAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reservation,
      date,
      startTime,
    }: {
      reservation: Pick<Reservation, '_id' | 'kind'>;
      date: string;
      startTime: string | null;
    }) =>
      api.post<DataEnvelope<Reservation> & { message: string }>(
        `${path(reservation.kind, reservation._id)}/move`,
        {
          date,
          startTime,
        },
      ),
    onSuccess: async (response) => {
      queryClient.setQueryData(
        adminReservationKeys.detail(response.data.kind, response.data._id),
        response.data,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReservationKeys.all }),
        queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
      ]);
    },
  });
}
