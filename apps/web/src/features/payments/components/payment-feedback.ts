import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';

/** The server's message when it sent one, else the spec's fallback (SPEC §8 Payment). */
export function paymentError(t: TFunction, error: unknown, fallback: string): string {
  return translateMessage(t, isApiError(error) && error.status > 0 ? error.message : fallback);
}
