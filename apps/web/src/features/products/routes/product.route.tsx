import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PackageX } from 'lucide-react';
import { useState } from 'react';
import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import { PageErrorBoundary } from '../../../components/error-pages';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Gallery } from '../../../components/ui/gallery';
import { Link } from '../../../components/ui/link';
import { DiscountBadge, Price } from '../../../components/ui/price';
import { RatingStars } from '../../../components/ui/rating-stars';
import { formatNumber } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/head';
import { useLang, useTranslation } from '../../../lib/i18n';
import { orNotFound, pageLoader } from '../../../lib/page-loader';
import { productKeys, productQuery } from '../api/products';
import { ProductPurchase } from '../components/product-purchase';
import { ProductTabs } from '../components/product-tabs';
import { RelatedProducts } from '../components/related-products';
import { productJsonLd } from '../product-json-ld';

export const loader = pageLoader(({ params, queryClient }) =>
  orNotFound(queryClient.ensureQueryData(productQuery(params.slug ?? ''))),
);

export const handle: RouteHandle = {
  head: ({ params, queryClient, publicUrl, t, lang }) => {
    const product = queryClient.getQueryData(productQuery(params.slug ?? '').queryKey);
    if (!product) return { title: t('shop:product.notFoundTitle'), noindex: true };
    return {
      title: product.seoTitle || product.name,
      description: product.seoDescription || product.description,
      keywords: product.seoKeywords,
      image: product.image || undefined,
      type: 'product',
      canonicalPath: `/products/${product.slug || product._id}`,
      jsonLd: productJsonLd(product, publicUrl, lang),
    };
  },
};

/** SPEC §8: the product is missing; two ways on. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('shop');
  if (!isRouteErrorResponse(error) || error.status !== 404) return <PageErrorBoundary />;
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-ochre-50 text-ochre-600">
        <PackageX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink">{t('product.notFoundTitle')}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{t('product.notFound')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/products" className={buttonClasses('primary', 'lg')}>
          {t('product.browseAll')}
        </Link>
        <Link to="/" className={buttonClasses('outline', 'lg')}>
          {t('common:notFound.home')}
        </Link>
      </div>
    </Container>
  );
}

/** SPEC §2 Product detail. */
export function Component() {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const { slug = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: product } = useQuery(productQuery(slug));
  const [tab, setTab] = useState('description');
  if (!product) return null;

  const showReviews = () => {
    setTab('reviews');
    document.getElementById('product-details')?.scrollIntoView({ behavior: 'smooth' });
  };
  const onRated = () => {
    void queryClient.invalidateQueries({ queryKey: productKeys.detail(slug) });
    void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
  };

  return (
    <Container className="space-y-16 py-8 sm:py-12 lg:space-y-24">
      <div className="space-y-8">
        <Breadcrumb
          items={[
            { label: t('common:nav.home'), to: '/' },
            { label: t('list.breadcrumb'), to: '/products' },
            { label: product.category, to: `/products?category=${encodeURIComponent(product.category)}` },
            { label: product.name },
          ]}
        />
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <Gallery
            images={product.images.map((src, index) => ({
              src,
              alt: t('product.imageAlt', { name: product.name, number: index + 1 }),
            }))}
            aspect="aspect-square"
            fullWidth={1200}
          />

          <div className="space-y-6">
            <div>
              <p className="text-sm font-semibold tracking-[0.14em] text-ochre-700 uppercase">
                {product.category}
              </p>
              <h1 className="mt-3 big-figure leading-tight text-ink">{product.name}</h1>
              {product.brand ? (
                <p className="mt-2 text-muted">{t('product.by', { brand: product.brand })}</p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={showReviews}
              className="flex items-center gap-2 text-sm text-muted hover:text-ink"
            >
              <RatingStars value={product.rating} />
              {product.numReviews > 0 ? (
                <>
                  <span className="font-semibold text-ink">{formatNumber(product.rating, lang)}</span>
                  <span className="underline underline-offset-4">
                    {t('card.reviews', { count: product.numReviews })}
                  </span>
                </>
              ) : (
                <span className="underline underline-offset-4">{t('product.firstReview')}</span>
              )}
            </button>
            <div className="flex flex-wrap items-center gap-3">
              <Price value={product.price} original={product.originalPrice} size="lg" />
              <DiscountBadge price={product.price} original={product.originalPrice} />
            </div>
            <p className="text-lg leading-relaxed text-ink-soft">{product.description}</p>
            <ProductPurchase key={product._id} product={product} />
          </div>
        </div>
      </div>

      <ProductTabs product={product} tab={tab} onTabChange={setTab} onRated={onRated} />
      <RelatedProducts product={product} />
    </Container>
  );
}
