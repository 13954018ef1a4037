import type { User } from '@ochre/shared/schemas/auth';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Heart, LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { useSignOut } from '../../features/auth/use-sign-out';
import { useTranslation } from '../../lib/i18n';

/** My Account, Wish List and Sign Out, behind the signed-in visitor's name (SPEC §2). */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const itemClass =
    'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm text-ink outline-none data-[highlighted]:bg-sand-100';
  return (
    <Menu.Root>
      <Menu.Trigger
        className="inline-flex h-10 items-center gap-2 rounded-full ps-1 pe-3 text-sm font-medium text-ink hover:bg-sand-200/70"
        aria-label={t('header.accountMenu', { name: user.name })}
      >
        <Avatar name={user.name} image={user.image} className="size-8" />
        <span className="max-w-28 truncate">{user.name.split(' ')[0]}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-2xl border border-line bg-white p-1.5 shadow-lift data-[state=open]:animate-fade-in"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-ink">{user.name}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
          </div>
          <Menu.Separator className="my-1 h-px bg-line" />
          <Menu.Item className={itemClass} onSelect={() => navigate('/account')}>
            <UserRound className="size-4 text-muted" aria-hidden="true" />
            {t('header.myAccount')}
          </Menu.Item>
          <Menu.Item className={itemClass} onSelect={() => navigate('/wishlist')}>
            <Heart className="size-4 text-muted" aria-hidden="true" />
            {t('header.wishlist')}
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-line" />
          <Menu.Item className={itemClass} onSelect={signOut}>
            <LogOut className="size-4 text-muted" aria-hidden="true" />
            {t('header.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
