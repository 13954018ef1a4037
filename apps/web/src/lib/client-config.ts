import type { ClientConfig } from '@ochre/shared/ssr';
import { createContext, useContext } from 'react';

/** What the server tells the browser about this installation (no secrets). */
export type { ClientConfig } from '@ochre/shared/ssr';

const ClientConfigContext = createContext<ClientConfig>({
  publicUrl: '',
  googleClientId: null,
  translateScript: null,
});
export const ClientConfigProvider = ClientConfigContext.Provider;
export const useClientConfig = () => useContext(ClientConfigContext);
