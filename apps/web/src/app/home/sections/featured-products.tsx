import { useSuspenseQuery } from '@tanstack/react-query';
import { Container } from '../../../components/ui/container';
import { ProductCard } from '../../../features/products/components/product-card';
import { useTranslation } from '../../../lib/i18n';
import { homeProductsQuery } from './queries';
import { SectionHeader, sectionSpacing } from './section-header';

/** The six featured products of the shop (SPEC §2 Home). */
export function FeaturedProductsSection() {
  const { t } = useTranslation('home-sections');
  const products = useSuspenseQuery(homeProductsQuery()).data;
  if (!products.length) return null;
  return (
    <section aria-labelledby="home-products" className={sectionSpacing}>
      <Container>
        <SectionHeader
          id="home-products"
          eyebrow={t('products.eyebrow')}
          title={t('products.title')}
          text={t('products.text')}
          link={{ to: '/products', label: t('products.link') }}
        />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
          {products.map((product) => (
            <li key={product._id} className="flex">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
