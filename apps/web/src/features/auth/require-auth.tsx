import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/i18n';
import { loginPath } from './redirect-target';
import { useAuth } from './use-auth';

/** Pages for signed-in customers: 'Loading' while the session is checked, /login (and back) without one (SPEC §6). */
export function RequireAuth({ children, admin }: { children: ReactNode; admin?: boolean }) {
  const { t } = useTranslation();
  const { status, isAdmin } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    // A page still on screen while the next one loads (after Logout, say) must not redirect any more.
    if (window.location.pathname !== pathname) return;
    if (status === 'anonymous') navigate(loginPath(pathname + search), { replace: true });
    else if (status === 'authenticated' && admin && !isAdmin) navigate('/', { replace: true });
  }, [status, admin, isAdmin, navigate, pathname, search]);

  if (status !== 'authenticated' || (admin && !isAdmin)) {
    return (
      <Container className="flex items-center justify-center gap-3 py-32 text-muted" role="status">
        <Spinner className="size-5" />
        {t('loading')}
      </Container>
    );
  }
  return children;
}
