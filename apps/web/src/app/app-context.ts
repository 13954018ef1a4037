import type { QueryClient } from '@tanstack/react-query';
import { createContext as createReactContext, useContext } from 'react';
import { createContext, type LoaderFunctionArgs, type Params } from 'react-router';
import type { Lang } from '../lib/i18n';

/** What the server tells the browser about this installation (no secrets). */
export type { ClientConfig } from '@ochre/shared/ssr';

import type { ClientConfig } from '@ochre/shared/ssr';

export interface AppContext {
  queryClient: QueryClient;
  lang: Lang;
  config: ClientConfig;
}

/** Handed to every route loader through React Router's context, on the server and in the browser alike. */
export const appContext = createContext<AppContext>();

export interface PageLoaderArgs {
  params: Params;
  url: URL;
  request: Request;
  queryClient: QueryClient;
  lang: Lang;
}

/**
 * The one way pages load data: a loader primes the query cache (on the server
 * before rendering, in the browser before navigating) and the page reads the
 * same queries. Loaders return nothing: the cache is the data.
 */
export function pageLoader(load: (args: PageLoaderArgs) => Promise<unknown>) {
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    const { queryClient, lang } = context.get(appContext);
    await load({ params, request, url: new URL(request.url), queryClient, lang });
    return null;
  };
}

const ClientConfigContext = createReactContext<ClientConfig>({ publicUrl: '', googleClientId: null });
export const ClientConfigProvider = ClientConfigContext.Provider;
export const useClientConfig = () => useContext(ClientConfigContext);
