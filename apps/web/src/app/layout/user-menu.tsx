import { lazy, Suspense } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { useAuth } from '../../features/auth/use-auth';
import { useTranslation } from '../../lib/i18n';

/** The signed-in menu's code (Radix) loads only for signed-in visitors. */
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** SPEC §2: My Account, Wish List and Sign Out for signed-in users; Login and Register otherwise. */
export function UserMenu() {
  const { t } = useTranslation();
  const { status, user } = useAuth();

  // While a saved session is checked, the guest buttons hold their place unseen: the header keeps
  // its width in every language, and nothing moves when they appear.
  if (status === 'loading' && !user)
    return (
      <div className="invisible flex items-center gap-1.5" aria-hidden="true">
        <span className={buttonClasses('ghost', 'sm')}>{t('header.login')}</span>
        <span className={buttonClasses('dark', 'sm')}>{t('header.register')}</span>
      </div>
    );

  if (!user) {
    return (
      <div className="flex items-center gap-1.5">
        <Link to="/login" className={buttonClasses('ghost', 'sm')}>
          {t('header.login')}
        </Link>
        <Link to="/register" className={buttonClasses('dark', 'sm')}>
          {t('header.register')}
        </Link>
      </div>
    );
  }

  return (
    <Suspense fallback={<div className="h-10 w-24 rounded-full bg-sand-200/70" aria-hidden="true" />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
