import { LogOut } from 'lucide-react';
import { Suspense, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Select } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import * as Tabs from '../../components/ui/tabs';
import { RequireAuth } from '../../features/auth/require-auth';
import { useAuth } from '../../features/auth/use-auth';
import { useSignOut } from '../../features/auth/use-sign-out';
import { cn } from '../../lib/cn';
import type { RouteHandle } from '../../lib/head';
import { useTranslation } from '../../lib/i18n';
import { ACCOUNT_TABS, DEFAULT_TAB } from './account-tabs';

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('account:title'), noindex: true }),
};

function AccountPage() {
  const { t } = useTranslation('account');
  const { user, isAdmin } = useAuth();
  const signOut = useSignOut();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const tabs = ACCOUNT_TABS.filter((tab) => !tab.adminOnly || isAdmin);
  const requested = params.get('tab');
  const active = tabs.find((tab) => tab.id === requested)?.id ?? DEFAULT_TAB;
  const wide = active === 'admin';
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <Avatar name={user?.name ?? ''} image={user?.image} className="size-14 text-base" />
          <div>
            <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{t('title')}</h1>
            <p className="text-muted">{t('greeting', { name: user?.name })}</p>
          </div>
        </div>
        <Button variant="outline" onClick={signOut}>
          <LogOut className="size-4" aria-hidden="true" />
          {t('logout')}
        </Button>
      </div>

      {/* The back office needs the whole width for its tables: there the tabs line up above it. */}
      <Tabs.Root
        value={active}
        onValueChange={select}
        orientation={wide ? 'horizontal' : 'vertical'}
        className={cn('mt-10 grid', wide ? 'gap-6' : 'gap-8 md:grid-cols-[15rem_1fr]')}
      >
        <div className="md:hidden">
          <label htmlFor={selectId} className="mb-1.5 field-label">
            {t('chooseSection')}
          </label>
          <Select id={selectId} value={active} onChange={(e) => select(e.target.value)}>
            {tabs.map((tab) => (
              <option key={tab.id} value={tab.id}>
                {t(tab.labelKey)}
              </option>
            ))}
          </Select>
        </div>
        <Tabs.List
          aria-label={t('title')}
          className={cn(
            'hidden h-fit gap-1 rounded-card border border-line bg-white p-2 md:flex',
            wide ? 'flex-row flex-wrap' : 'flex-col',
          )}
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className="rounded-xl px-4 py-2.5 text-start text-[0.9375rem] font-medium text-ink-soft transition-colors hover:bg-sand-100 hover:text-ink data-[state=active]:bg-ochre-50 data-[state=active]:text-ochre-800"
            >
              {t(tab.labelKey)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id} className="min-w-0 focus-visible:outline-none">
            <Suspense
              fallback={
                <div className="flex items-center gap-3 py-10 text-muted" role="status">
                  <Spinner className="size-5" />
                  {t('common:loading')}
                </div>
              }
            >
              <tab.Component />
            </Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}

export function Component() {
  return (
    <RequireAuth>
      <AccountPage />
    </RequireAuth>
  );
}
