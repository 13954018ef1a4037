import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ success: true; message: string }>('/newsletter', { email }),
  });
}
