import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { RouteHandle } from '../../../app/head';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';
import { redirectTarget } from '../redirect-target';
import { useAuth } from '../use-auth';

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('auth:register.title'),
    description: t('auth:register.description'),
    noindex: true,
  }),
};

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const { status } = useAuth();
  const target = redirectTarget(search);

  useEffect(() => {
    if (status === 'authenticated') navigate(target, { replace: true });
  }, [status, navigate, target]);

  return (
    <AuthLayout
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to={`/login${search}`} className="font-semibold text-majorelle-600 hover:underline">
            {t('register.signIn')}
          </Link>
        </>
      }
    >
      <RegisterForm onSuccess={() => navigate(target, { replace: true })} />
    </AuthLayout>
  );
}
