import { ACTIVITY_PRICE_RANGE } from '@ochre/shared/constants';
import type { ActivityFacet } from '@ochre/shared/schemas/activities';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { FilterPriceRange, FilterSearch, FilterSection } from '../../../components/ui/filter-panel';
import { cn } from '../../../lib/cn';
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
  const ids = { category: useId(), location: useId() };

  return (
    <div className={cn('space-y-6', className)}>
      <FilterSearch
        title={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.search}
        onCommit={(search, options) => onChange({ search }, options)}
      />

      <FilterSection title={t('filters.category')} htmlFor={ids.category}>
        <Select
          id={ids.category}
          value={filters.category}
          onChange={(e) => onChange({ category: e.target.value })}
        >
          <option value="">{t('filters.allCategories')}</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {t('filters.facetOption', { name: category._id, count: category.count })}
            </option>
          ))}
        </Select>
      </FilterSection>

      <FilterSection title={t('filters.location')} htmlFor={ids.location}>
        <Select
          id={ids.location}
          value={filters.location}
          onChange={(e) => onChange({ location: e.target.value })}
        >
          <option value="">{t('filters.allLocations')}</option>
          {locations.map((location) => (
            <option key={location._id} value={location._id}>
              {t('filters.facetOption', { name: location._id, count: location.count })}
            </option>
          ))}
        </Select>
      </FilterSection>

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
