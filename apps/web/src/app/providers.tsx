import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type ClientConfig, ClientConfigProvider } from './app-context';

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
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ClientConfigProvider>
  );
}
