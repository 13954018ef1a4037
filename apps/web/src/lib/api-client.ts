import type { ErrorBody } from '@ochre/shared/schemas/common';
import type { Transport, TransportAnswer } from '@ochre/shared/ssr';

/** An answer other than 2xx, carrying the server's message and field errors (CONTRACT error shape). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    /** What the server sent along with the error (the activity import's report of every row). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

interface ApiClientState {
  baseUrl: string;
  transport: Transport;
  getToken: () => string | null;
  onUnauthorized: () => void;
  /** The page's language, which public reads are asked in (`?lang=`, CONTRACT "Languages in addresses"). */
  getLang: () => string;
}

const state: ApiClientState = {
  baseUrl: '/api',
  transport: (input, init) => fetch(input, init),
  getToken: () => null,
  onUnauthorized: () => {},
  getLang: () => DEFAULT_CONTENT_LANG,
};

const DEFAULT_CONTENT_LANG = 'en';

/**
 * The server renderer points the client at the API in-process; the browser
 * tells it where the token lives and what to do when a session has ended.
 */
export function configureApiClient(options: Partial<ApiClientState>): void {
  Object.assign(state, options);
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** False for a record an admin edits whole (every language), though read from a public address. */
  localized?: boolean;
}

export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Reads outside the back office come in the page's language (English is what they answer
 * without asking, so an English read stays one cacheable address). Writes always say the
 * page's language: the server remembers it on the account, order or booking, and e-mails
 * about them speak it.
 */
function withLang(
  path: string,
  query: Query | undefined,
  localized: boolean,
  write: boolean,
): Query | undefined {
  const lang = state.getLang();
  if (!localized || path.startsWith('/admin/') || (lang === DEFAULT_CONTENT_LANG && !write)) return query;
  return { ...query, lang };
}

async function send(
  path: string,
  { method = 'GET', query, body, signal, localized = true }: RequestOptions,
): Promise<TransportAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = state.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: TransportAnswer;
  try {
    const sent = withLang(path, query, localized, method !== 'GET');
    response = await state.transport(`${state.baseUrl}${path}${buildQuery(sent)}`, {
      method,
      headers,
      body: payload,
      signal,
      // Public answers allow stale-while-revalidate for CDNs, and browsers honour it too: without
      // this, the read that follows a write could be the browser's stale copy. Revalidating costs
      // a 304 at most.
      cache: 'no-cache',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'We could not reach the server. Please check your connection and try again.');
  }

  if (!response.ok) {
    let message = `The request failed (${response.status}).`;
    let errors: Record<string, string> = {};
    let data: unknown;
    try {
      const parsed = (await response.json()) as Partial<ErrorBody> & { data?: unknown };
      if (parsed.message) message = parsed.message;
      if (parsed.errors) errors = parsed.errors;
      data = parsed.data;
    } catch {
      // Not JSON (a proxy error page, say): keep the generic message.
    }
    if (response.status === 401 && token) state.onUnauthorized();
    throw new ApiError(response.status, message, errors, data);
  }
  return response;
}

/** The one way the web talks to the API. */
export const api = {
  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await send(path, options);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  },
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
    return api.request<T>(path, { query, signal });
  },
  post<T>(path: string, body?: unknown): Promise<T> {
    return api.request<T>(path, { method: 'POST', body });
  },
  put<T>(path: string, body?: unknown): Promise<T> {
    return api.request<T>(path, { method: 'PUT', body });
  },
  patch<T>(path: string, body?: unknown): Promise<T> {
    return api.request<T>(path, { method: 'PATCH', body });
  },
  delete<T>(path: string): Promise<T> {
    return api.request<T>(path, { method: 'DELETE' });
  },
  /** Binary answers such as PDF invoices. */
  async blob(path: string, query?: Query): Promise<Blob> {
    const response = await send(path, { query });
    return response.blob();
  },
};

/** Most endpoints answer `{ success, data }`. */
export interface DataEnvelope<T> {
  success: true;
  data: T;
  message?: string;
}
