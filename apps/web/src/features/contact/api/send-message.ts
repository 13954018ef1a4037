import type { ContactBody } from '@ochre/shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /contact; the answer counts as sent only when it says `success` (SPEC §7 Contact). */
export function useSendMessage() {
  return useMutation({
    mutationFn: async (body: ContactBody) => {
      const answer = await api.post<{ success: boolean; message: string }>('/contact', body);
      if (!answer.success) throw new Error(answer.message || 'Failed to submit form');
      return answer;
    },
  });
}
