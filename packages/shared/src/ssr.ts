/**
 * The contract between the API server and the web app's server entry
 * (apps/web/src/app/entry-server.tsx), which the server loads at start.
 */

export interface ClientConfig {
  publicUrl: string;
  googleClientId: string | null;
}

export interface RenderRequest {
  request: Request;
  lang: string;
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

export type Transport = (input: string, init: RequestInit) => Promise<Response>;

export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
  configureApi(transport: Transport): void;
  negotiateLang(cookie: string | undefined, acceptLanguage: string | undefined): string;
}
