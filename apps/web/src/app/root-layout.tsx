import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Toaster } from 'sonner';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { Spinner } from '../components/ui/spinner';
import { AuthDialogs } from '../features/auth/components/auth-dialogs';
import { publicSettingsQuery } from '../features/site/api/public-settings';
import { dirOf, type Lang } from '../lib/i18n';
import { pageLoader } from './app-context';
import { DocumentHead } from './document-head';

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

export function RootLayout() {
  const { i18n } = useTranslation();
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
      <main id="main" className="flex-1" tabIndex={-1}>
        {/* A page whose texts are still loading (a namespace not used before) waits here, inside the layout. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <AuthDialogs />
      <Toaster position="top-right" richColors closeButton dir={dirOf(i18n.language as Lang)} />
    </div>
  );
}
