import type { Ticket, TicketSummary } from '@ochre/shared/schemas/contact';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** One customer's data: their id is in every key (see auth/private-queries.ts). */
const ticketKeys = {
  list: (userId: string) => ['account', userId, 'tickets'] as const,
  one: (userId: string, id: string) => ['account', userId, 'tickets', id] as const,
};

export const myTicketsQuery = (userId: string) =>
  queryOptions({
    queryKey: ticketKeys.list(userId),
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<TicketSummary[]>>('/contact/tickets', undefined, signal)).data,
  });

export const myTicketQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: ticketKeys.one(userId, id),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.list(user._id) }),
  });
}

export function useReplyToTicket(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post<DataEnvelope<Ticket>>(`/contact/tickets/${encodeURIComponent(id)}/replies`, { message }),
    onSuccess: async (response) => {
      queryClient.setQueryData(ticketKeys.one(userId, id), response.data);
      await queryClient.invalidateQueries({ queryKey: ticketKeys.list(userId), exact: true });
    },
  });
}
