import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Container } from '../../../components/ui/container';
import { Spinner } from '../../../components/ui/spinner';
import type { RouteHandle } from '../../../lib/head';
import { useTranslation } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { ReservationConfirmation } from '../../orders/components/reservation-confirmation';
import { readThankYouState } from '../../orders/thank-you-state';

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('travel:thankYou.title'), noindex: true }),
};

/**
 * SPEC §2 Travel reservation thank-you: program, destination, date,
 * travelers, total and 'Pending Confirmation'; without reservation data it
 * goes to /travels.
 */
export function Component() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const state = hydrated ? readThankYouState(location.state) : null;
  const reservation = state?.reservationData?.kind === 'travel' ? state.reservationData : null;

  const missing = hydrated && !reservation;
  useEffect(() => {
    if (missing) navigate('/travels', { replace: true });
  }, [missing, navigate]);

  if (!reservation) {
    return (
      <Container className="flex items-center justify-center gap-3 py-32 text-muted" role="status">
        <Spinner className="size-5" />
        {t('loading')}
      </Container>
    );
  }
  return <ReservationConfirmation reservation={reservation} orderNumber={state?.orderNumber} />;
}
