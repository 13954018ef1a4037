import { paragraphs } from '@ochre/shared/rules/text';
import type { Product } from '@ochre/shared/schemas/products';
import * as Tabs from '../../../components/ui/tabs';
import { formatNumber } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { ReviewsSection } from '../../reviews/components/reviews-section';

const trigger =
  'relative -mb-px border-b-2 px-1 pb-3 text-base font-semibold transition-colors data-[state=active]:border-ochre-600 data-[state=active]:text-ink data-[state=inactive]:border-transparent data-[state=inactive]:text-muted hover:text-ink';

/** SPEC §2: tabs 'Full Description' and 'Reviews'. */
export function ProductTabs({
  product,
  tab,
  onTabChange,
  onRated,
}: {
  product: Product;
  tab: string;
  onTabChange: (tab: string) => void;
  onRated: () => void;
}) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  return (
    <Tabs.Root value={tab} onValueChange={onTabChange} id="product-details" className="scroll-mt-28">
      <Tabs.List aria-label={t('product.detailsLabel')} className="flex gap-8 border-b border-line">
        <Tabs.Trigger value="description" className={trigger}>
          {t('product.tabs.description')}
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={trigger}>
          {t('product.tabs.reviews')}
          {product.numReviews > 0 ? (
            <span className="ms-2 rounded-full bg-sand-200 px-2 py-0.5 text-xs text-ink-soft">
              {formatNumber(product.numReviews, lang)}
            </span>
          ) : null}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" className="pt-8 focus-visible:outline-none">
        <div className="prose-ochre max-w-3xl">
          {paragraphs(product.longDescription || product.description).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        <dl className="mt-8 grid max-w-3xl gap-4 text-sm sm:grid-cols-3">
          {(
            [
              [t('product.facts.category'), product.category],
              [t('product.facts.maker'), product.brand],
              [t('product.facts.sku'), product.sku],
            ] as const
          )
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="rounded-xl border border-line bg-white px-4 py-3">
                <dt className="text-muted">{label}</dt>
                <dd className="mt-0.5 font-medium text-ink">{value}</dd>
              </div>
            ))}
        </dl>
      </Tabs.Content>
      <Tabs.Content value="reviews" className="pt-8 focus-visible:outline-none">
        <ReviewsSection refModel="Product" refId={product._id} onRated={onRated} headingLevel="h3" />
      </Tabs.Content>
    </Tabs.Root>
  );
}
