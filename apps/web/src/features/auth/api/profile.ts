import type { User } from '@ochre/shared/schemas/auth';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** The signed-in user's profile, read again when a stored session is resumed. */
export async function fetchProfile(): Promise<User> {
  return (await api.get<DataEnvelope<User>>('/auth/profile')).data;
}
