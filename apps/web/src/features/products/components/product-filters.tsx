import { PRODUCT_PRICE_RANGE, RATING_FILTERS } from '@ochre/shared/constants';
import type { ProductCategory } from '@ochre/shared/schemas/products';
import { Search, Star } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox, Input, Select } from '../../../components/ui/field';
import { RangeSlider } from '../../../components/ui/range-slider';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';
import type { Lang } from '../../../lib/i18n';
import { hasActiveFilters, type ProductFilters } from '../filters';

/** Typing and sliding settle before the list is asked again. */
const SETTLE_MS = 400;

function Section({ title, children, htmlFor }: { title: string; children: ReactNode; htmlFor?: string }) {
  const Title = htmlFor ? 'label' : 'h3';
  return (
    <div className="space-y-3 border-b border-line pb-6 last:border-0 last:pb-0">
      <Title htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
        {title}
      </Title>
      {children}
    </div>
  );
}

/**
 * SPEC §2 Products filters: search, category, price range (0–1000, step 10),
 * minimum rating, in-stock only, and Clear All.
 */
export function ProductFiltersPanel({
  filters,
  categories,
  onChange,
  onClear,
  className,
}: {
  filters: ProductFilters;
  categories: readonly ProductCategory[];
  onChange: (patch: Partial<ProductFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  className?: string;
}) {
  const { t, i18n } = useTranslation('shop');
  const lang = i18n.language as Lang;
  const ids = { search: useId(), category: useId(), stock: useId(), rating: useId() };

  const [search, setSearch] = useState(filters.search);
  const [price, setPrice] = useState<[number, number]>([filters.minPrice, filters.maxPrice]);
  // A new address (back button, Clear All, a shared link) resets what is typed or slid.
  useEffect(
    () => setSearch((typed) => (typed.trim() === filters.search ? typed : filters.search)),
    [filters.search],
  );
  useEffect(() => setPrice([filters.minPrice, filters.maxPrice]), [filters.minPrice, filters.maxPrice]);

  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = setTimeout(() => onChange({ search: search.trim() }, { replace: true }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);
  useEffect(() => {
    if (price[0] === filters.minPrice && price[1] === filters.maxPrice) return;
    const timer = setTimeout(
      () => onChange({ minPrice: price[0], maxPrice: price[1] }, { replace: true }),
      SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [price, filters.minPrice, filters.maxPrice, onChange]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };

  const formatMax = (value: number) =>
    value >= PRODUCT_PRICE_RANGE.max
      ? t('filters.priceAndAbove', { price: formatPrice(value, lang) })
      : formatPrice(value, lang);

  return (
    <div className={cn('space-y-6', className)}>
      <Section title={t('filters.search')} htmlFor={ids.search}>
        <form onSubmit={submitSearch} className="relative">
          <Search
            className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            id={ids.search}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('filters.searchPlaceholder')}
            className="ps-10"
          />
        </form>
      </Section>

      <Section title={t('filters.category')} htmlFor={ids.category}>
        <Select
          id={ids.category}
          value={filters.category}
          onChange={(e) => onChange({ category: e.target.value })}
        >
          <option value="">{t('filters.allCategories')}</option>
          {categories.map((category) => (
            <option key={category._id} value={category.name}>
              {t('filters.categoryOption', { name: category.name, count: category.count })}
            </option>
          ))}
        </Select>
      </Section>

      <Section title={t('filters.price')}>
        <RangeSlider
          min={PRODUCT_PRICE_RANGE.min}
          max={PRODUCT_PRICE_RANGE.max}
          step={PRODUCT_PRICE_RANGE.step}
          value={price}
          onChange={setPrice}
          minLabel={t('filters.minPrice')}
          maxLabel={t('filters.maxPrice')}
          formatValue={(value) => (value === price[1] ? formatMax(value) : formatPrice(value, lang))}
        />
      </Section>

      <Section title={t('filters.rating')}>
        <fieldset className="space-y-1">
          <legend className="sr-only">{t('filters.rating')}</legend>
          {[0, ...RATING_FILTERS].map((rating) => (
            <label
              key={rating}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-majorelle-500',
                filters.rating === rating
                  ? 'bg-ochre-50 font-semibold text-ochre-800'
                  : 'text-ink-soft hover:bg-sand-100',
              )}
            >
              <input
                type="radio"
                name={ids.rating}
                value={rating}
                checked={filters.rating === rating}
                onChange={() => onChange({ rating })}
                className="sr-only"
              />
              {rating === 0 ? (
                t('filters.anyRating')
              ) : (
                <>
                  <span className="flex" aria-hidden="true">
                    {[1, 2, 3, 4, 5].map((n) => (
                      <Star
                        key={n}
                        className={cn('size-4', n <= rating ? 'text-ochre-500' : 'text-sand-300')}
                        fill="currentColor"
                        strokeWidth={0}
                      />
                    ))}
                  </span>
                  {t('filters.ratingAndUp', { rating })}
                </>
              )}
            </label>
          ))}
        </fieldset>
      </Section>

      <Section title={t('filters.availability')}>
        <div className="flex items-center gap-2.5">
          <Checkbox
            id={ids.stock}
            checked={filters.inStock}
            onChange={(e) => onChange({ inStock: e.target.checked })}
          />
          <label htmlFor={ids.stock} className="text-sm text-ink-soft">
            {t('filters.inStockOnly')}
          </label>
        </div>
      </Section>

      <Button variant="outline" className="w-full" onClick={onClear} disabled={!hasActiveFilters(filters)}>
        {t('filters.clearAll')}
      </Button>
    </div>
  );
}
