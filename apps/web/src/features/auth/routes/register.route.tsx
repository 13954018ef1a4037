import type { RouteHandle } from '../../../lib/head';
import { AuthPage } from '../components/auth-page';

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('auth:register.title'),
    description: t('auth:register.description'),
    noindex: true,
  }),
};

export function Component() {
  return <AuthPage mode="register" />;
}
