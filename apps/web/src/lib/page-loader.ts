import type { ClientConfig } from '@ochre/shared/ssr';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, data, type LoaderFunctionArgs, type Params } from 'react-router';
import { isNotFound } from './api-client';
import type { Lang } from './i18n';

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

/** A page's one item: one the API does not know makes the page a 404 (the layout's not-found page). */
export async function orNotFound<T>(loading: Promise<T>): Promise<T> {
  try {
    return await loading;
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}
