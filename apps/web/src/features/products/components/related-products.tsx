import type { Product } from '@ochre/shared/schemas/products';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n';
import { relatedProductsQuery } from '../api/products';
import { ProductCard } from './product-card';

/** Up to 4 products of the same category, never this one (SPEC §2). */
export function RelatedProducts({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const { data } = useQuery(relatedProductsQuery(product._id));
  if (!data?.length) return null;
  return (
    <section aria-labelledby="related-products" className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="related-products" className="font-display text-3xl font-semibold text-ink">
          {t('product.related')}
        </h2>
        <Link
          to={`/products?category=${encodeURIComponent(product.category)}`}
          className="font-semibold text-ochre-700 hover:underline"
        >
          {t('product.moreIn', { category: product.category })}
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {data.map((related) => (
          <li key={related._id} className="flex">
            <ProductCard product={related} />
          </li>
        ))}
      </ul>
    </section>
  );
}
