import { Menu, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../components/ui/link';
import { useCartCount } from '../../features/cart/cart-store';
import { usePublicSettings } from '../../features/site/api/public-settings';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { useLang, useTranslation } from '../../lib/i18n';
import { CurrencySwitcher } from './currency-switcher';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

/** The phone menu and its dialog code load the first time it opens, not with every page. */
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

function CartLink() {
  const { t } = useTranslation();
  const lang = useLang();
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      className="relative inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand-200/70"
      aria-label={t('header.cart', { count })}
    >
      <ShoppingBag className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-ochre-600 px-1 text-[0.6875rem] leading-5 font-bold text-white"
          data-testid="cart-count"
        >
          {formatNumber(count, lang)}
        </span>
      ) : null}
    </Link>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn('nav-link', isActive ? 'text-ochre-700' : 'text-ink-soft hover:text-ink');

/** SPEC §2 Layout: sticky header with links, product search, language, cart and account. */
export function Header() {
  const { t } = useTranslation();
  const { general } = usePublicSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  // Stays mounted after the first opening, so the dialog can animate closed and reopen at once.
  const [menuLoaded, setMenuLoaded] = useState(false);
  useEffect(() => {
    if (menuOpen) setMenuLoaded(true);
  }, [menuOpen]);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-sand-50/90 backdrop-blur-md supports-[backdrop-filter]:bg-sand-50/75">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-white"
      >
        {t('header.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:h-[4.5rem] lg:px-8">
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand-200/70 xl:hidden"
          onClick={() => setMenuOpen(true)}
          aria-label={t('header.openMenu')}
        >
          <Menu className="size-5" aria-hidden="true" />
        </button>
        <Logo name={general.siteName} />

        <nav aria-label={t('header.mainNav')} className="ms-2 hidden items-center xl:flex 2xl:ms-4">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navClass}>
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>

        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <SearchBox className="hidden w-56 lg:block xl:w-36 2xl:w-64" />
          <LanguageSwitcher />
          <CurrencySwitcher />
          <CartLink />
          <div className="hidden sm:block">
            <UserMenu />
          </div>
        </div>
      </div>

      {menuOpen || menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
