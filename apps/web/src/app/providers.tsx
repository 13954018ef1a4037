import { DirectionProvider } from '@radix-ui/react-direction';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type ClientConfig, ClientConfigProvider } from '../lib/client-config';
import { dirOf, type Lang, useLang } from '../lib/i18n';
import { SuggestedLanguageProvider } from '../lib/language';

/** Radix menus, tabs and dialogs follow the language's direction (arrow keys and placement mirror in Arabic). */
function LanguageDirection({ children }: { children: ReactNode }) {
  const lang = useLang();
  return <DirectionProvider dir={dirOf(lang)}>{children}</DirectionProvider>;
}

/** The providers every render shares, on the server and in the browser. */
export function Providers({
  queryClient,
  i18n,
  config,
  suggestLang = null,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  config: ClientConfig;
  /** On an English address, the language the visitor's browser prefers (offered, never forced). */
  suggestLang?: Lang | null;
  children: ReactNode;
}) {
  return (
    <ClientConfigProvider value={config}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <SuggestedLanguageProvider value={suggestLang}>
            <LanguageDirection>{children}</LanguageDirection>
          </SuggestedLanguageProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </ClientConfigProvider>
  );
}
