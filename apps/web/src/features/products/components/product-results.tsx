import type { UseQueryResult } from '@tanstack/react-query';
import { PackageSearch, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import type { ProductCardList } from '../api/products';
import { ProductCard } from './product-card';
import type { ProductView } from './products-toolbar';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3';

function ResultsSkeleton({ view }: { view: ProductView }) {
  return (
    <div className={view === 'grid' ? GRID : 'space-y-4'} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="overflow-hidden rounded-card bg-white shadow-card">
          <Skeleton className={cn('rounded-none', view === 'grid' ? 'aspect-square' : 'h-40')} />
          <div className="space-y-3 p-5">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The list's loading, error and empty states (SPEC §8), or its products and pages. */
export function ProductResults({
  list,
  view,
  page,
  onPage,
  onClear,
}: {
  list: UseQueryResult<ProductCardList>;
  view: ProductView;
  page: number;
  onPage: (page: number) => void;
  /** Offered in the empty state when filters narrow the list. */
  onClear: (() => void) | null;
}) {
  const { t } = useTranslation('shop');
  const { data } = list;

  if (list.isPending) return <ResultsSkeleton view={view} />;
  if (!data) {
    return (
      <LoadFailedState
        icon={<RefreshCw className="size-6" />}
        title={t('list.error')}
        onRetry={() => list.refetch()}
      />
    );
  }
  if (data.data.length === 0) {
    return (
      <EmptyState
        icon={<PackageSearch className="size-6" />}
        title={t('list.empty')}
        action={
          onClear ? (
            <Button variant="dark" onClick={onClear}>
              {t('list.clearFilters')}
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <div
      aria-busy={list.isFetching}
      className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}
    >
      {view === 'grid' ? (
        <ul className={GRID}>
          {data.data.map((product, index) => (
            <li key={product._id} className="flex">
              <ProductCard product={product} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="space-y-4">
          {data.data.map((product, index) => (
            <li key={product._id}>
              <ProductCard product={product} view="list" priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={data.pagination.pages} onChange={onPage} className="mt-10" />
    </div>
  );
}
