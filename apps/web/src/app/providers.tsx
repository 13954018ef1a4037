import { DirectionProvider } from '@radix-ui/react-direction';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { dirOf, type Lang } from '../lib/i18n';
import { type ClientConfig, ClientConfigProvider } from './app-context';

/** Radix menus, tabs and dialogs follow the language's direction (arrow keys and placement mirror in Arabic). */
function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DirectionProvider dir={dirOf(i18n.language as Lang)}>{children}</DirectionProvider>;
}

/** The providers every render shares, on the server and in the browser. */
export function Providers({
  queryClient,
  i18n,
  config,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  config: ClientConfig;
  children: ReactNode;
}) {
  return (
    <ClientConfigProvider value={config}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <LanguageDirection>{children}</LanguageDirection>
        </I18nextProvider>
      </QueryClientProvider>
    </ClientConfigProvider>
  );
}
