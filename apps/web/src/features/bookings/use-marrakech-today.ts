import { marrakechToday } from '@ochre/shared/rules/marrakech-date';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { marrakechTodayQuery } from './api/reservations';

/**
 * Today in Marrakech for a booking form: the server's answer, and until it
 * arrives the browser's own reckoning (SPEC §5: past dates are disabled).
 */
export function useMarrakechToday(): string {
  const hydrated = useHydrated();
  const [local] = useState(() => marrakechToday());
  const { data } = useQuery({ ...marrakechTodayQuery(), enabled: hydrated });
  return data ?? local;
}
