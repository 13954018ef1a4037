import { CART_PAGE_RULE } from '@ochre/shared/rules/order-totals';
import { ArrowRight, ShoppingBag } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { TotalsList } from '../../../components/ui/totals-list';
import { cn } from '../../../lib/cn';
import type { RouteHandle } from '../../../lib/head';
import { useTranslation } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { cartTotals, unavailableLines } from '../cart-product';
import { cartStore, useCart } from '../cart-store';
import { CartLine } from '../components/cart-line';
import { FreeShippingHint } from '../components/free-shipping-hint';
import { useCartSync } from '../use-cart-sync';

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('shop:cart.title'), noindex: true }),
};

function CartSkeleton() {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]" aria-hidden="true">
      <div className="space-y-4">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}

/** SPEC §2 Cart: lines, stepper, remove, clear, summary with the cart-page rules, free-shipping hint. */
export function Component() {
  const { t } = useTranslation('shop');
  const hydrated = useHydrated();
  const items = useCart();
  const missing = useCartSync(items);
  const totals = cartTotals(items, CART_PAGE_RULE);
  const blocked = missing.size > 0 || unavailableLines(items).length > 0;
  const count = items.reduce((sum, item) => sum + item.quantity, 0);

  const clear = () => {
    const previous = cartStore.getSnapshot();
    cartStore.clear();
    toast(t('cart.cleared'), {
      action: {
        label: t('cart.undo'),
        onClick: () => {
          for (const item of previous) cartStore.add(item.product, item.quantity);
        },
      },
    });
  };

  return (
    <Container className="py-10 sm:py-14">
      <h1 className="big-figure text-ink">{t('cart.title')}</h1>
      {hydrated && items.length ? <p className="mt-2 text-muted">{t('cart.itemCount', { count })}</p> : null}

      <div className="mt-10">
        {!hydrated ? (
          <CartSkeleton />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<ShoppingBag className="size-6" />}
            title={t('cart.empty')}
            action={
              <Link to="/products" className={buttonClasses('primary')}>
                {t('cart.browse')}
              </Link>
            }
          >
            {t('cart.emptyText')}
          </EmptyState>
        ) : (
          <div className="grid items-start gap-10 lg:grid-cols-[1fr_22rem]">
            <section aria-labelledby="cart-lines">
              <div className="flex items-center justify-between border-b border-line pb-4">
                <h2 id="cart-lines" className="text-sm font-semibold tracking-wide text-muted uppercase">
                  {t('cart.lines')}
                </h2>
                <Button variant="ghost" size="sm" onClick={clear}>
                  {t('cart.clear')}
                </Button>
              </div>
              <ul className="divide-y divide-line">
                {items.map((item) => (
                  <CartLine key={item.product._id} item={item} unavailable={missing.has(item.product._id)} />
                ))}
              </ul>
            </section>

            <aside
              aria-labelledby="cart-summary"
              className="space-y-6 rounded-card border border-line bg-white p-6 shadow-card lg:sticky lg:top-28"
            >
              <h2 id="cart-summary" className="font-display text-2xl font-semibold text-ink">
                {t('cart.summary')}
              </h2>
              <TotalsList
                subtotal={totals.itemsCents / 100}
                shipping={totals.shippingCents / 100}
                tax={totals.taxCents / 100}
                total={totals.totalCents / 100}
                taxRate={CART_PAGE_RULE.taxRate}
              />
              <FreeShippingHint itemsCents={totals.itemsCents} rule={CART_PAGE_RULE} />
              {blocked ? (
                <p role="alert" className="text-sm font-medium text-danger-700">
                  {t('cart.fixLines')}
                </p>
              ) : null}
              <Link
                to="/checkout"
                aria-disabled={blocked || undefined}
                onClick={(event) => blocked && event.preventDefault()}
                className={cn(
                  buttonClasses('primary', 'lg', 'w-full'),
                  blocked && 'pointer-events-none opacity-55',
                )}
              >
                {t('cart.checkout')}
                <ArrowRight className="size-5 rtl:rotate-180" aria-hidden="true" />
              </Link>
              <p className="text-center text-xs text-muted">{t('cart.atCheckout')}</p>
              <Link
                to="/products"
                className="block text-center text-sm font-semibold text-ochre-700 hover:underline"
              >
                {t('cart.continue')}
              </Link>
            </aside>
          </div>
        )}
      </div>
    </Container>
  );
}
