import { stockState } from '@ochre/shared/rules/stock';
import { ShoppingBag } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { DiscountBadge, Price } from '../../../components/ui/price';
import { RatingStars } from '../../../components/ui/rating-stars';
import { StockStatus } from '../../../components/ui/stock-status';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { productPath, toCartProduct } from '../../cart/cart-product';
import { useAddToCart } from '../../cart/use-add-to-cart';
import { WishlistButton } from '../../wishlist/components/wishlist-button';
import type { ProductCardData } from '../api/products';

/**
 * A product in a list: picture, category, name, rating, price and a quick add; as a card or a
 * row (two cards a row on a phone). `priority`: the first card's picture is the page's largest
 * on a phone, loaded at once.
 */
export function ProductCard({
  product,
  view = 'grid',
  headingLevel = 'h3',
  priority = false,
}: {
  product: ProductCardData;
  view?: 'grid' | 'list';
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const addToCart = useAddToCart();
  const href = productPath(product);
  const soldOut = product.countInStock <= 0;
  const Heading = headingLevel;
  const list = view === 'list';

  return (
    <article className={cn('group card card-col', list && 'sm:flex-row')}>
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className={cn('media-box shrink-0', list ? 'aspect-[4/3] sm:aspect-square sm:w-56' : 'aspect-square')}
      >
        {product.image ? (
          <Img
            src={product.image}
            alt=""
            width={600}
            height={600}
            fullWidth={1200}
            sizes={
              list
                ? '(min-width: 640px) 224px, 100vw'
                : '(min-width: 1280px) 300px, (min-width: 640px) 45vw, 50vw'
            }
            priority={priority}
            className={cn('card-img', soldOut && 'opacity-70 grayscale-[35%]')}
          />
        ) : null}
        <span className="corner-badges">
          <DiscountBadge price={product.price} original={product.originalPrice} />
          {soldOut ? <Badge tone="dark">{t('stock.out')}</Badge> : null}
        </span>
      </Link>
      <WishlistButton kind="product" id={product._id} name={product.name} className="corner-button" />

      <div className={cn('card-body', list ? 'p-5 sm:p-6' : 'p-3 sm:p-5')}>
        <p className="product-kicker">{product.category}</p>
        <Heading
          className={cn('mt-1.5', list ? 'font-display text-xl font-semibold text-ink' : 'card-title')}
        >
          <Link to={href} className="card-link">
            {product.name}
          </Link>
        </Heading>
        {product.numReviews > 0 ? (
          <p className="mt-1.5 card-rating">
            <RatingStars value={product.rating} size="sm" />
            <span>{formatNumber(product.rating, lang)}</span>
            {list ? (
              <span>{`· ${t('card.reviews', { count: product.numReviews })}`}</span>
            ) : (
              <>
                <span aria-hidden="true">{`(${formatNumber(product.numReviews, lang)})`}</span>
                <span className="sr-only">{t('card.reviews', { count: product.numReviews })}</span>
              </>
            )}
          </p>
        ) : null}
        {list ? <p className="mt-3 line-clamp-3 text-ink-soft">{product.description}</p> : null}
        <div className={cn('card-foot', list ? 'pt-5' : 'pt-3 sm:pt-4')}>
          <div className="space-y-1">
            <Price value={product.price} original={product.originalPrice} size={list ? 'md' : 'sm'} />
            {list || stockState(product.countInStock).kind !== 'in' ? (
              <StockStatus count={product.countInStock} className="text-xs" />
            ) : null}
          </div>
          <Button
            size="sm"
            variant={soldOut ? 'secondary' : 'dark'}
            disabled={soldOut}
            onClick={() => addToCart(toCartProduct(product))}
            aria-label={soldOut ? t('stock.out') : t('card.addNamed', { name: product.name })}
          >
            <ShoppingBag className="size-4" aria-hidden="true" />
            <span className={list ? '' : 'hidden sm:inline'}>{soldOut ? t('stock.out') : t('card.add')}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
