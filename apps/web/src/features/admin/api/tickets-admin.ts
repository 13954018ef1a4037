import type { CalendarFeed, CheckInView, Manifest } from '@ochre/shared/schemas/tickets';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** What a scanned or typed ticket code is for (issue 16); refused when forged or altered. */
export async function lookupTicket(code: string): Promise<CheckInView> {
  return (await api.post<DataEnvelope<CheckInView>>('/admin/check-in/lookup', { code })).data;
}

/** Checks a ticket in; a second scan is refused with the first time in the error's `checkedInAt`. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await api.post<DataEnvelope<CheckInView>>('/admin/check-in', { code })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'manifest'] }),
  });
}

export const manifestQuery = (date: string) =>
  queryOptions({
    queryKey: ['admin', 'manifest', date],
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Manifest>>('/admin/manifest', { date }, signal)).data,
  });

/** Saves the day's manifest as CSV. */
export async function downloadManifest(date: string): Promise<void> {
  saveFile(await api.blob('/admin/manifest/export', { date }), `manifest-${date}.csv`);
}

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: ['admin', 'calendar-feed'],
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<CalendarFeed>>('/admin/calendar-feed', undefined, signal)).data,
  });

/** A new secret feed address; the old one stops working. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<DataEnvelope<CalendarFeed> & { message: string }>('/admin/calendar-feed/rotate')).data,
    onSuccess: (feed) => queryClient.setQueryData(['admin', 'calendar-feed'], feed),
  });
}
