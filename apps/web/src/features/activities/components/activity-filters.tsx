import { ACTIVITY_PRICE_RANGE } from '@ochre/shared/constants';
import type { ActivityFacet } from '@ochre/shared/schemas/activities';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { FilterPriceRange, FilterSearch, FilterSelect } from '../../../components/ui/filter-panel';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { type ActivityFilters, hasActiveActivityFilters } from '../filters';

/** SPEC §2 Activities filters: search, category, location and price (0–500, step 5). */
export function ActivityFiltersPanel({
  filters,
  categories,
  locations,
  onChange,
  onClear,
  className,
}: {
  filters: ActivityFilters;
  categories: readonly ActivityFacet[];
  locations: readonly ActivityFacet[];
  onChange: (patch: Partial<ActivityFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  className?: string;
}) {
  const { t } = useTranslation('booking');
  const price = useMemo(
    () => [filters.minPrice, filters.maxPrice] as const,
    [filters.minPrice, filters.maxPrice],
  );

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
        options={categories.map(({ _id, count }) => ({
          value: _id,
          label: t('filters.facetOption', { name: _id, count }),
        }))}
      />

      <FilterSelect
        title={t('filters.location')}
        value={filters.location}
        onChange={(location) => onChange({ location })}
        allLabel={t('filters.allLocations')}
        options={locations.map(({ _id, count }) => ({
          value: _id,
          label: t('filters.facetOption', { name: _id, count }),
        }))}
      />

      <FilterPriceRange
        title={t('filters.price')}
        range={ACTIVITY_PRICE_RANGE}
        value={price}
        onCommit={([minPrice, maxPrice], options) => onChange({ minPrice, maxPrice }, options)}
        minLabel={t('filters.minPrice')}
        maxLabel={t('filters.maxPrice')}
        formatTop={(top) => t('filters.priceAndAbove', { price: top })}
      />

      <Button
        variant="outline"
        className="w-full"
        onClick={onClear}
        disabled={!hasActiveActivityFilters(filters)}
      >
        {t('filters.clear')}
      </Button>
    </div>
  );
}
