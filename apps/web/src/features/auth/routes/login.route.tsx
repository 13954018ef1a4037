import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { RouteHandle } from '../../../app/head';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { redirectTarget } from '../redirect-target';
import { useAuth } from '../use-auth';

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('auth:login.title'),
    description: t('auth:login.description'),
    noindex: true,
  }),
};

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const { status } = useAuth();
  const target = redirectTarget(search);

  // SPEC §2: signed-in visitors are sent on.
  useEffect(() => {
    if (status === 'authenticated') navigate(target, { replace: true });
  }, [status, navigate, target]);

  return (
    <AuthLayout
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={`/register${search}`} className="font-semibold text-majorelle-600 hover:underline">
            {t('login.createAccount')}
          </Link>
        </>
      }
    >
      <LoginForm onSuccess={() => navigate(target, { replace: true })} />
    </AuthLayout>
  );
}
