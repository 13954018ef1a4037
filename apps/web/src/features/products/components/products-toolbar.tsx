import { PRODUCT_SORTS } from '@ochre/shared/constants';
import type { ProductSort } from '@ochre/shared/schemas/products';
import { LayoutGrid, List, SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';

export type ProductView = 'grid' | 'list';

/** Above the list: how many were found, sorting, grid or list, and the filters button on small screens. */
export function ProductsToolbar({
  summary,
  sortBy,
  onSort,
  view,
  onView,
  activeFilters,
  onOpenFilters,
}: {
  summary: string;
  sortBy: ProductSort;
  onSort: (sort: ProductSort) => void;
  view: ProductView;
  onView: (view: ProductView) => void;
  activeFilters: number;
  onOpenFilters: () => void;
}) {
  const { t } = useTranslation('shop');
  const sortId = useId();
  const toggle = (value: ProductView, Icon: typeof LayoutGrid, label: string) => (
    <button
      type="button"
      onClick={() => onView(value)}
      aria-pressed={view === value}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full transition-colors',
        view === value ? 'bg-ink text-white' : 'text-ink-soft hover:bg-sand-200',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" className="lg:hidden" onClick={onOpenFilters}>
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t('filters.open')}
        {activeFilters ? (
          <span className="ms-0.5 rounded-full bg-ochre-600 px-1.5 text-xs leading-5 text-white">
            {activeFilters}
          </span>
        ) : null}
      </Button>
      <p className="me-auto text-sm text-muted" aria-live="polite">
        {summary}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm text-muted max-sm:sr-only">
          {t('sort.label')}
        </label>
        <select
          id={sortId}
          value={sortBy}
          onChange={(e) => onSort(e.target.value as ProductSort)}
          className="h-9 rounded-full border border-line bg-white ps-3.5 pe-8 text-sm font-medium text-ink hover:border-sand-300 focus:border-majorelle-500 focus:ring-2 focus:ring-majorelle-500/20 focus:outline-none"
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-1 rounded-full border border-line bg-white p-0.5">
        {toggle('grid', LayoutGrid, t('view.grid'))}
        {toggle('list', List, t('view.list'))}
      </div>
    </div>
  );
}
