import { ACTIVITY_PRICE_RANGE } from '@ochre/shared/constants';
import type { ActivityFacet } from '@ochre/shared/schemas/activities';
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/field';
import { RangeSlider } from '../../../components/ui/range-slider';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';
import type { Lang } from '../../../lib/i18n';
import { type ActivityFilters, hasActiveActivityFilters } from '../filters';

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
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Lang;
  const ids = { search: useId(), category: useId(), location: useId() };

  const [search, setSearch] = useState(filters.search);
  const [price, setPrice] = useState<[number, number]>([filters.minPrice, filters.maxPrice]);
  // A new address (back button, Clear Filters, a shared link) resets what is typed or slid.
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
    value >= ACTIVITY_PRICE_RANGE.max
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
            <option key={category._id} value={category._id}>
              {t('filters.facetOption', { name: category._id, count: category.count })}
            </option>
          ))}
        </Select>
      </Section>

      <Section title={t('filters.location')} htmlFor={ids.location}>
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
      </Section>

      <Section title={t('filters.price')}>
        <RangeSlider
          min={ACTIVITY_PRICE_RANGE.min}
          max={ACTIVITY_PRICE_RANGE.max}
          step={ACTIVITY_PRICE_RANGE.step}
          value={price}
          onChange={setPrice}
          minLabel={t('filters.minPrice')}
          maxLabel={t('filters.maxPrice')}
          formatValue={(value) => (value === price[1] ? formatMax(value) : formatPrice(value, lang))}
        />
      </Section>

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
