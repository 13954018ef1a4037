import type { RouteHandle } from '../../../lib/head';
import { AuthPage } from '../components/auth-page';

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('auth:login.title'),
    description: t('auth:login.description'),
    noindex: true,
  }),
};

export function Component() {
  return <AuthPage mode="login" />;
}
