import { Link } from '../../../components/ui/link';
import type { RouteHandle } from '../../../lib/head';
import { useTranslation } from '../../../lib/i18n';
import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('auth:forgot.title'),
    description: t('auth:forgot.intro'),
    noindex: true,
  }),
};

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={
        <>
          {t('forgot.remembered')}{' '}
          <Link to="/login" className="font-semibold text-majorelle-600 hover:underline">
            {t('register.signIn')}
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
