/**
 * The contract between the API server and the web app's server entry
 * (apps/web/src/app/entry-server.tsx), which the server loads at start.
 */

export interface ClientConfig {
  publicUrl: string;
  googleClientId: string | null;
  /** The page-translation script, when TRANSLATE_WIDGET=1: the language menu offers it, loaded on demand. */
  translateScript: string | null;
}

export interface RenderRequest {
  request: Request;
  /** The page's language: the address's prefix (CONTRACT "Languages in addresses"). */
  lang: string;
  /** On an English address, the language the visitor's browser prefers, offered as a link, never forced. */
  suggestLang?: string;
  /** The currency the visitor reads prices in (their cookie); US dollars without one. */
  currency?: string;
  nonce?: string;
  config: ClientConfig;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: string;
      state: string;
      lang: string;
      dir: 'ltr' | 'rtl';
    };

/** What the web's API client reads of an answer: the browser's `Response`, or the server's in-process one. */
export type TransportAnswer = Pick<Response, 'ok' | 'status' | 'json' | 'blob'>;

export type Transport = (input: string, init: RequestInit) => Promise<TransportAnswer>;

export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
  configureApi(transport: Transport): void;
  negotiateLang(cookie: string | undefined, acceptLanguage: string | undefined): string;
}
