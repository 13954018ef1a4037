import { Menu, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../components/ui/link';
import { useCartCount } from '../../features/cart/cart-store';
import { usePublicSettings } from '../../features/site/api/public-settings';
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
    <Link to="/cart" className="relative header-icon-btn" aria-label={t('header.cart', { count })}>
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
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('header.skipToContent')}
      </a>
      <div className="header-bar">
        <button
          type="button"
          className="header-icon-btn xl:hidden"
          onClick={() => setMenuOpen(true)}
          aria-label={t('header.openMenu')}
        >
          <Menu className="size-5" aria-hidden="true" />
        </button>
        <Logo name={general.siteName} />

        <nav aria-label={t('header.mainNav')} className="ms-2 hidden items-center xl:flex 2xl:ms-4">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className="nav-link">
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
