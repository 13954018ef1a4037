import { LockKeyhole } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n';
import { authDialogs, useAuthDialogState } from '../auth-dialogs';
import { LoginForm } from './login-form';

/** The global login modal and the 'Login Required' dialog, mounted once in the layout. */
export function AuthDialogs() {
  const { t } = useTranslation('auth');
  const state = useAuthDialogState();
  const close = (open: boolean) => {
    if (!open) authDialogs.close();
  };

  return (
    <>
      <Dialog
        open={state.kind === 'login'}
        onOpenChange={close}
        title={t('login.title')}
        description={t('login.modalIntro')}
      >
        {state.kind === 'login' ? (
          <>
            <LoginForm
              onLeave={() => authDialogs.close()}
              onSuccess={() => {
                const callback = state.onSuccess;
                authDialogs.close();
                callback?.();
              }}
            />
            <p className="mt-6 text-center text-sm text-muted">
              {t('login.noAccount')}{' '}
              <Link
                to="/register"
                onClick={() => authDialogs.close()}
                className="font-semibold text-majorelle-600 hover:underline"
              >
                {t('login.createAccount')}
              </Link>
            </p>
          </>
        ) : null}
      </Dialog>

      <Dialog
        open={state.kind === 'required'}
        onOpenChange={close}
        title={t('required.title')}
        description={state.kind === 'required' ? (state.message ?? t('required.text')) : undefined}
      >
        <div className="flex items-center gap-4 rounded-2xl bg-sand-100 p-4 text-ink-soft">
          <LockKeyhole className="size-6 shrink-0 text-ochre-600" aria-hidden="true" />
          <p className="text-sm">{t('required.benefits')}</p>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <Button
            className="flex-1"
            onClick={() => state.kind === 'required' && authDialogs.openLogin(state.onSuccess)}
          >
            {t('login.submit')}
          </Button>
          <Button variant="outline" className="flex-1" onClick={() => authDialogs.close()}>
            {t('required.notNow')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
