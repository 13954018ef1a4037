import { PRODUCT_PRICE_RANGE, RATING_FILTERS } from '@ochre/shared/constants';
import type { ProductCategory } from '@ochre/shared/schemas/products';
import { Star } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/field';
import {
  FilterPriceRange,
  FilterSearch,
  FilterSection,
  FilterSelect,
} from '../../../components/ui/filter-panel';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { hasActiveFilters, type ProductFilters } from '../filters';

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
  const { t } = useTranslation('shop');
  const price = useMemo(
    () => [filters.minPrice, filters.maxPrice] as const,
    [filters.minPrice, filters.maxPrice],
  );
  const ids = { stock: useId(), rating: useId() };

  return (
    <div className={cn('space-y-6', className)}>
      <FilterSearch
        title={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.search}
        onCommit={(search, options) => onChange({ search }, options)}
      />

      <FilterSelect
        title={t('filters.category')}
        value={filters.category}
        onChange={(category) => onChange({ category })}
        allLabel={t('filters.allCategories')}
        options={categories.map(({ name, count }) => ({
          value: name,
          label: t('filters.categoryOption', { name, count }),
        }))}
      />

      <FilterPriceRange
        title={t('filters.price')}
        range={PRODUCT_PRICE_RANGE}
        value={price}
        onCommit={([minPrice, maxPrice], options) => onChange({ minPrice, maxPrice }, options)}
        minLabel={t('filters.minPrice')}
        maxLabel={t('filters.maxPrice')}
        formatTop={(top) => t('filters.priceAndAbove', { price: top })}
      />

      <FilterSection title={t('filters.rating')}>
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
      </FilterSection>

      <FilterSection title={t('filters.availability')}>
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
      </FilterSection>

      <Button variant="outline" className="w-full" onClick={onClear} disabled={!hasActiveFilters(filters)}>
        {t('filters.clearAll')}
      </Button>
    </div>
  );
}
