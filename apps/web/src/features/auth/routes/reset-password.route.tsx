import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import type { RouteHandle } from '../../../lib/head';
import { useTranslation } from '../../../lib/i18n';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('auth:reset.title'),
    description: t('auth:reset.intro'),
    noindex: true,
  }),
};

export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthLayout
      title={t('reset.title')}
      intro={t('reset.intro')}
      footer={
        <Link to="/login" className="font-semibold text-majorelle-600 hover:underline">
          {t('register.signIn')}
        </Link>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div role="alert" className="space-y-3 text-sm text-ink-soft">
          <p>{t('reset.missingToken')}</p>
          <Link to="/forgot-password" className="font-semibold text-majorelle-600 hover:underline">
            {t('reset.askAgain')}
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
