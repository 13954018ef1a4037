import { Sheet } from '../../components/ui/dialog';
import { NavLink } from '../../components/ui/link';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { NAV_LINKS } from './nav-links';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

/** SPEC §2 Layout on phones: the links, product search and account in a panel from the side. */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('header.menu')}>
      <SearchBox className="mb-6" onDone={() => onOpenChange(false)} />
      <nav aria-label={t('header.mainNav')} className="flex flex-col">
        {NAV_LINKS.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.to === '/'}
            onClick={() => onOpenChange(false)}
            className={({ isActive }) =>
              cn(
                'rounded-xl px-3 py-3 text-base font-medium',
                isActive ? 'bg-ochre-50 text-ochre-700' : 'text-ink hover:bg-sand-100',
              )
            }
          >
            {t(`nav.${link.key}`)}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6 border-t border-line pt-6 sm:hidden">
        <UserMenu />
      </div>
    </Sheet>
  );
}
