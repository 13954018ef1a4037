import type { Ticket, TicketSummary } from '@ochre/shared/schemas/contact';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { accountKeys } from './purchase-reviews';

export const myTicketsQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.tickets(userId),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<TicketSummary[]>>('/contact/tickets', undefined, signal)).data,
  });

export const myTicketQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: accountKeys.ticket(userId, id),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<Ticket>>(`/contact/tickets/${encodeURIComponent(id)}`, undefined, signal))
        .data,
  });

/** SPEC §7 Contact: the Support tab posts category technical with the account's name and e-mail. */
export function useOpenTicket(user: { _id: string; name: string; email: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subject, message }: { subject: string; message: string }) =>
      api.post<{ success: true; message: string; data: { _id: string } }>('/contact', {
        name: user.name,
        email: user.email,
        subject,
        message,
        category: 'technical',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.tickets(user._id) }),
  });
}

export function useReplyToTicket(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post<DataEnvelope<Ticket>>(`/contact/tickets/${encodeURIComponent(id)}/replies`, { message }),
    onSuccess: async (response) => {
      queryClient.setQueryData(accountKeys.ticket(userId, id), response.data);
      await queryClient.invalidateQueries({ queryKey: accountKeys.tickets(userId), exact: true });
    },
  });
}
