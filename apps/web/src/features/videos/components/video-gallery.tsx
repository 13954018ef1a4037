import { VIDEO_CATEGORIES } from '@ochre/shared/constants';
import type { VideoCategoryFilter } from '@ochre/shared/schemas/videos';
import { useQuery } from '@tanstack/react-query';
import { Clapperboard, LayoutGrid, List, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/field';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { DEFAULT_VIDEO_PARAMS, type VideoListParams, videosQuery } from '../api/videos';
import { VideoCard, type VideoLayout } from './video-card';

const SEARCH_DELAY_MS = 300;

export interface VideoGalleryProps {
  /** Only the featured videos (the home page shows six). */
  featured?: boolean;
  limit?: number;
  /** Category, search, layout and paging; off for a simple strip of videos. */
  controls?: boolean;
  title?: ReactNode;
  headingId?: string;
  className?: string;
}

/** The query a gallery starts with; loaders prefetch it so the first render has its videos. */
export const initialVideoParams = ({ featured, limit }: Pick<VideoGalleryProps, 'featured' | 'limit'>) => ({
  ...DEFAULT_VIDEO_PARAMS,
  limit: limit ?? DEFAULT_VIDEO_PARAMS.limit,
  ...(featured ? { featured: true } : {}),
});

function GallerySkeleton({ count, layout }: { count: number; layout: VideoLayout }) {
  return (
    <ul
      className={cn(
        layout === 'grid' ? 'grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4' : 'space-y-4',
      )}
      aria-hidden="true"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="overflow-hidden rounded-card bg-white shadow-card">
          {layout === 'grid' ? (
            <>
              <Skeleton className="aspect-[4/5] rounded-none" />
              <div className="space-y-2 p-4">
                <Skeleton className="h-3 w-1/3" />
                <Skeleton className="h-5 w-4/5" />
              </div>
            </>
          ) : (
            <div className="flex gap-4 p-4">
              <Skeleton className="aspect-[4/5] w-36 sm:w-48" />
              <div className="flex-1 space-y-3 py-2">
                <Skeleton className="h-3 w-1/4" />
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-4 w-full" />
              </div>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2 Video gallery: category select, search, grid or list, paging; each card
 * plays its video only when clicked. Reused by the home page with six featured videos.
 */
export function VideoGallery({
  featured,
  limit,
  controls = true,
  title,
  headingId,
  className,
}: VideoGalleryProps) {
  const { t } = useTranslation('videos');
  const categoryId = useId();
  const generatedHeadingId = useId();
  const titleId = headingId ?? generatedHeadingId;
  const top = useRef<HTMLDivElement>(null);
  const [params, setParams] = useState<VideoListParams>(() => initialVideoParams({ featured, limit }));
  const [search, setSearch] = useState('');
  const [layout, setLayout] = useState<VideoLayout>('grid');
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useQuery(videosQuery(params));

  const change = (next: Partial<VideoListParams>) =>
    setParams((current) => ({ ...current, page: 1, ...next }));

  // Searching as you type, once the typing pauses.
  const typing = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(typing.current), []);
  const type = (value: string) => {
    setSearch(value);
    window.clearTimeout(typing.current);
    typing.current = window.setTimeout(() => {
      const next = value.trim();
      setParams((current) => (current.search === next ? current : { ...current, page: 1, search: next }));
    }, SEARCH_DELAY_MS);
  };

  const goTo = (page: number) => {
    setParams((current) => ({ ...current, page }));
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    top.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  };

  const reset = () => {
    window.clearTimeout(typing.current);
    setSearch('');
    setParams(initialVideoParams({ featured, limit }));
  };

  const videos = data?.data ?? [];
  const filtered = params.category !== 'all' || params.search !== '';

  return (
    <section aria-labelledby={title ? titleId : undefined} className={className}>
      <div ref={top} className="scroll-mt-24" />
      {title || controls ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {title ? (
            <h2
              id={titleId}
              className="scroll-mt-28 font-display text-3xl font-semibold text-ink sm:text-4xl"
            >
              {title}
            </h2>
          ) : null}
          {controls && data ? (
            <p className="text-sm text-muted" aria-live="polite">
              {t('gallery.count', { count: data.pagination.total })}
            </p>
          ) : null}
        </div>
      ) : null}

      {controls ? (
        <div className="mt-6 grid gap-3 rounded-card border border-line bg-white p-4 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end sm:p-5">
          <SearchInput
            label={t('gallery.searchLabel')}
            placeholder={t('gallery.searchPlaceholder')}
            value={search}
            onValueChange={type}
            showLabel
          />
          <div className="space-y-1.5">
            <label htmlFor={categoryId} className="field-label">
              {t('gallery.category')}
            </label>
            <Select
              id={categoryId}
              value={params.category}
              onChange={(event) => change({ category: event.target.value as VideoCategoryFilter })}
              className="h-12"
            >
              {(['all', ...VIDEO_CATEGORIES] as const).map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </Select>
          </div>
          <fieldset className="space-y-1.5">
            <legend className="mb-1.5 text-sm font-medium text-ink">{t('gallery.view')}</legend>
            <div className="flex h-12 rounded-xl border border-line bg-sand-50 p-1">
              {(
                [
                  ['grid', LayoutGrid],
                  ['list', List],
                ] as const
              ).map(([value, Icon]) => (
                <button
                  key={value}
                  type="button"
                  onClick={() => setLayout(value)}
                  aria-pressed={layout === value}
                  aria-label={t(`gallery.${value}`)}
                  className={cn(
                    'flex flex-1 items-center justify-center rounded-lg px-3 transition-colors sm:flex-none',
                    layout === value ? 'bg-ink text-white shadow-sm' : 'text-muted hover:text-ink',
                  )}
                >
                  <Icon className="size-4.5" aria-hidden="true" />
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      ) : null}

      <div className={title || controls ? 'mt-8' : undefined}>
        {isPending ? (
          <GallerySkeleton count={Math.min(params.limit, 8)} layout={layout} />
        ) : isError && !isPlaceholderData ? (
          <LoadFailedState
            icon={<Clapperboard className="size-6" aria-hidden="true" />}
            title={t('gallery.error')}
            onRetry={() => refetch()}
          >
            {t('gallery.errorText')}
          </LoadFailedState>
        ) : videos.length === 0 ? (
          <EmptyState
            role="status"
            icon={<SearchX className="size-6" aria-hidden="true" />}
            title={t('gallery.empty')}
            action={
              filtered ? (
                <Button variant="outline" onClick={reset}>
                  {t('gallery.reset')}
                </Button>
              ) : undefined
            }
          >
            {filtered ? t('gallery.emptyText') : null}
          </EmptyState>
        ) : (
          <ul
            aria-busy={isFetching && isPlaceholderData}
            className={cn(
              'transition-opacity',
              layout === 'grid'
                ? 'grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4'
                : 'grid gap-4 lg:grid-cols-2',
              isFetching && isPlaceholderData && 'opacity-60',
            )}
          >
            {videos.map((video) => (
              <li key={video._id}>
                <VideoCard video={video} layout={layout} headingLevel={title ? 'h3' : 'h2'} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {controls && data ? (
        <Pagination page={params.page} pages={data.pagination.pages} onChange={goTo} className="mt-10" />
      ) : null}
    </section>
  );
}
