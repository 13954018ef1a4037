import type { Activity } from '@ochre/shared/schemas/activities';
import type { Product } from '@ochre/shared/schemas/products';
import { useQuery } from '@tanstack/react-query';
import { Heart, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { StockStatus } from '../../../components/ui/stock-status';
import { toast } from '../../../components/ui/toast';
import type { RouteHandle } from '../../../lib/head';
import { translateError, useTranslation } from '../../../lib/i18n';
import { loginPath } from '../../auth/redirect-target';
import { useAuth } from '../../auth/use-auth';
import { productPath, toCartProduct } from '../../cart/cart-product';
import { useAddToCart } from '../../cart/use-add-to-cart';
import { useChangeWishlist, type WishlistChange, wishlistQuery } from '../api/wishlist';
import { WishlistRow } from '../components/wishlist-row';
import { useGuestWishlist } from '../wishlist-store';

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('pages.wishlist'), noindex: true }),
};

const activityPath = (activity: Activity) =>
  `/activities/${encodeURIComponent(activity.slug || activity._id)}`;

function useRemove() {
  const { t } = useTranslation();
  const change = useChangeWishlist();
  // On the promise, not as `mutate` callbacks: removing a kind's last item takes its list, and
  // this hook with it, away when the wishlist comes back, and the message must still show.
  const remove = (item: Omit<WishlistChange, 'save'>, name: string) =>
    void change.mutateAsync({ ...item, save: false }).then(
      () => toast(t('wishlist.removed', { name })),
      (error: unknown) => toast.error(translateError(t, error, t('wishlist.failed'))),
    );
  const removing = (id: string) => change.isPending && change.variables.id === id;
  return { remove, removing };
}

function ProductRows({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const { remove, removing } = useRemove();
  return (
    <ul className="divide-y divide-line">
      {products.map((product) => {
        const soldOut = product.countInStock <= 0;
        return (
          <WishlistRow
            key={product._id}
            href={productPath(product)}
            image={product.image}
            eyebrow={product.category}
            name={product.name}
            price={product.price}
            originalPrice={product.originalPrice}
            availability={<StockStatus count={product.countInStock} />}
            action={
              <Button
                size="sm"
                variant={soldOut ? 'secondary' : 'dark'}
                disabled={soldOut}
                onClick={() => addToCart(toCartProduct(product))}
                aria-label={t('wishlist.addNamed', { name: product.name })}
              >
                <ShoppingBag className="size-4" aria-hidden="true" />
                {t('wishlist.addToCart')}
              </Button>
            }
            onRemove={() => remove({ kind: 'product', id: product._id }, product.name)}
            removing={removing(product._id)}
          />
        );
      })}
    </ul>
  );
}

function ActivityRows({ activities }: { activities: Activity[] }) {
  const { t } = useTranslation();
  const { remove, removing } = useRemove();
  return (
    <ul className="divide-y divide-line">
      {activities.map((activity) => (
        <WishlistRow
          key={activity._id}
          href={activityPath(activity)}
          image={activity.images[0]}
          eyebrow={activity.location}
          name={activity.name}
          price={activity.price}
          originalPrice={activity.marketPrice}
          availability={
            <p className="text-sm font-semibold text-palm-700">
              {t('wishlist.bookable', {
                duration: activity.duration,
                min: activity.minParticipants,
                max: activity.maxParticipants,
              })}
            </p>
          }
          action={
            <Link
              to={`${activityPath(activity)}#book`}
              className={buttonClasses('primary', 'sm')}
              aria-label={t('wishlist.bookNamed', { name: activity.name })}
            >
              {t('wishlist.book')}
            </Link>
          }
          onRemove={() => remove({ kind: 'activity', id: activity._id }, activity.name)}
          removing={removing(activity._id)}
        />
      ))}
    </ul>
  );
}

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2
        id={id}
        className="flex items-baseline gap-2 border-b border-line pb-3 font-display text-2xl font-semibold text-ink"
      >
        {title}
        <span className="text-base font-normal text-muted">({count})</span>
      </h2>
      {children}
    </section>
  );
}

function SavedList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery(wishlistQuery(userId));
  if (isPending) {
    return (
      <div className="mt-10 space-y-4" aria-hidden="true">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (isError) return <LoadFailedState title={t('wishlist.loadFailed')} onRetry={() => void refetch()} />;
  if (data.products.length + data.activities.length === 0) {
    return (
      <EmptyState
        className="mt-10"
        icon={<Heart className="size-6" />}
        title={t('wishlist.empty')}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/products" className={buttonClasses('primary')}>
              {t('wishlist.browseProducts')}
            </Link>
            <Link to="/activities" className={buttonClasses('outline')}>
              {t('wishlist.browseActivities')}
            </Link>
          </div>
        }
      >
        {t('wishlist.emptyText')}
      </EmptyState>
    );
  }
  return (
    <>
      {data.products.length ? (
        <Section id="wishlist-products" title={t('wishlist.products')} count={data.products.length}>
          <ProductRows products={data.products} />
        </Section>
      ) : null}
      {data.activities.length ? (
        <Section id="wishlist-activities" title={t('wishlist.activities')} count={data.activities.length}>
          <ActivityRows activities={data.activities} />
        </Section>
      ) : null}
    </>
  );
}

/** A guest's hearts wait in this browser: signing in shows them, and keeps them on every device. */
function GuestPrompt() {
  const { t } = useTranslation();
  const guest = useGuestWishlist();
  const count = guest.products.length + guest.activities.length;
  return (
    <EmptyState
      className="mt-10"
      icon={<Heart className="size-6" />}
      title={t('wishlist.signInTitle')}
      action={
        <Link to={loginPath('/wishlist')} className={buttonClasses('primary')}>
          {t('header.login')}
        </Link>
      }
    >
      {count ? t('wishlist.signInSaved', { count }) : t('wishlist.signInText')}
    </EmptyState>
  );
}

/** SPEC §2 /wishlist (linked from the user menu): the saved products and activities, to buy, book or remove. */
export function Component() {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  return (
    <Container className="max-w-4xl py-10 sm:py-14">
      <h1 className="big-figure text-ink">{t('pages.wishlist')}</h1>
      <p className="mt-2 text-muted">{t('wishlist.intro')}</p>
      {user ? (
        <SavedList userId={user._id} />
      ) : status === 'anonymous' ? (
        <GuestPrompt />
      ) : (
        <div className="mt-10 space-y-4" aria-hidden="true">
          <Skeleton className="h-32" />
        </div>
      )}
    </Container>
  );
}
