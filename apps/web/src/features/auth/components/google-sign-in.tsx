import { useEffect, useRef } from 'react';
import { toast } from '../../../components/ui/toast';
import { useClientConfig } from '../../../lib/client-config';
import { translateMessage, useTranslation } from '../../../lib/i18n';
import { useGoogleLogin } from '../api/auth-mutations';

interface GoogleAccounts {
  id: {
    initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
    renderButton(element: HTMLElement, options: Record<string, unknown>): void;
  };
}

let scriptPromise: Promise<GoogleAccounts> | null = null;
function loadGoogleScript(): Promise<GoogleAccounts> {
  scriptPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: { accounts: GoogleAccounts } }).google;
      if (google) resolve(google.accounts);
      else reject(new Error('Google sign-in did not load'));
    };
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('Google sign-in did not load'));
    };
    document.head.append(script);
  });
  return scriptPromise;
}

/** Google's own button, shown only when the server has a Google client id (CONTRACT). */
export function GoogleSignIn({ mode, onSuccess }: { mode: 'login' | 'register'; onSuccess: () => void }) {
  const { googleClientId } = useClientConfig();
  const { t, i18n } = useTranslation('auth');
  const container = useRef<HTMLDivElement>(null);
  const google = useGoogleLogin();
  const handlers = useRef({ mode, onSuccess, google, t });
  handlers.current = { mode, onSuccess, google, t };

  useEffect(() => {
    if (!googleClientId || !container.current) return;
    let cancelled = false;
    loadGoogleScript()
      .then((accounts) => {
        if (cancelled || !container.current) return;
        accounts.id.initialize({
          client_id: googleClientId,
          callback: ({ credential }) => {
            const { mode: currentMode, onSuccess: done, google: mutation, t: tr } = handlers.current;
            const failure =
              currentMode === 'register' ? 'Google registration failed.' : 'Google login failed.';
            if (!credential) {
              toast.error(
                tr('Google login was unsuccessful. Please try again.', {
                  ns: 'messages',
                  keySeparator: false,
                }),
              );
              return;
            }
            mutation.mutate(credential, {
              onSuccess: () => {
                toast.success(tr(currentMode === 'register' ? 'toast.registered' : 'toast.loggedIn'));
                done();
              },
              onError: (error) => toast.error(translateMessage(tr, error.message || failure)),
            });
          },
        });
        accounts.id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          width: 320,
          text: mode === 'register' ? 'signup_with' : 'signin_with',
          locale: i18n.language,
        });
      })
      .catch(() => {
        if (!cancelled) toast.error(t('google.unavailable'));
      });
    return () => {
      cancelled = true;
    };
  }, [googleClientId, mode, i18n.language, t]);

  if (!googleClientId) return null;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs tracking-wide text-muted uppercase">
        <span className="h-px flex-1 bg-line" />
        {t('or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <div ref={container} className="flex min-h-11 justify-center" />
    </div>
  );
}
