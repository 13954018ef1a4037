import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { Toaster } from '../components/ui/toast';
import { useAuthDialogState } from '../features/auth/auth-dialogs';
import { publicSettingsQuery } from '../features/site/api/public-settings';
import { dirOf, useLang, useTranslation } from '../lib/i18n';
import { pageLoader } from '../lib/page-loader';
import { DocumentHead } from './document-head';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { LanguageSuggestion } from './layout/language-suggestion';

/** Every page needs the public settings (site name, footer, contact details). */
export const rootLoader = pageLoader(({ queryClient }) => queryClient.prefetchQuery(publicSettingsQuery()));

function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change (SPEC §2)
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}

function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-ochre-100"
      role="progressbar"
      aria-label={t('loading')}
    >
      <div className="h-full w-1/3 animate-[progress_1.1s_ease-in-out_infinite] bg-ochre-600" />
    </div>
  );
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center gap-3 text-muted" role="status">
      <Spinner className="size-5" />
      {t('loading')}
    </div>
  );
}

const AuthDialogs = lazy(() =>
  import('../features/auth/components/auth-dialogs').then((m) => ({ default: m.AuthDialogs })),
);

/** The login dialogs and their form code load the first time one opens, not with every page. */
function AuthDialogsWhenOpened() {
  const opened = useAuthDialogState().kind !== 'closed';
  const [needed, setNeeded] = useState(opened);
  useEffect(() => {
    if (opened) setNeeded(true);
  }, [opened]);
  return needed || opened ? (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  ) : null;
}

export function RootLayout() {
  const lang = useLang();
  // Marks the page interactive; browser tests wait for it before typing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <DocumentHead />
      <ScrollToTop />
      <NavigationProgress />
      <Header />
      <LanguageSuggestion />
      <main id="main" className="flex-1" tabIndex={-1}>
        {/* A page whose texts are still loading (a namespace not used before) waits here, inside the layout. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <AuthDialogsWhenOpened />
      <Toaster position="top-right" richColors closeButton dir={dirOf(lang)} />
    </div>
  );
}
