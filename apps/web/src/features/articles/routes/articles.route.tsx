import { ARTICLES_PAGE_SIZE } from '@ochre/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, SearchX, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { PageHero } from '../../../components/ui/page-hero';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import type { RouteHandle } from '../../../lib/head';
import { useTranslation } from '../../../lib/i18n';
import { pageLoader } from '../../../lib/page-loader';
import { useAuth } from '../../auth/use-auth';
import { articlesQuery, listParamsFrom, viewerIsAdmin } from '../api/articles';
import { ArticleCard } from '../components/article-card';

export const loader = pageLoader(({ url, queryClient }) =>
  queryClient.prefetchQuery(articlesQuery({ ...listParamsFrom(url.searchParams), admin: viewerIsAdmin() })),
);

export const handle: RouteHandle = {
  head: ({ t, search }) => {
    const { page, keyword } = listParamsFrom(new URLSearchParams(search));
    return {
      title: t('articles:meta.title'),
      description: t('articles:meta.description'),
      canonicalPath: page > 1 ? `/articles?page=${page}` : '/articles',
      image: '/uploads/demo/site/category-articles.webp',
      noindex: Boolean(keyword),
    };
  },
};

const TYPING_DELAY_MS = 400;

function CardsSkeleton() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: ARTICLES_PAGE_SIZE }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="overflow-hidden rounded-card bg-white shadow-card">
          <Skeleton className="aspect-[3/2] rounded-none" />
          <div className="space-y-3 p-6">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  const { t } = useTranslation('articles');
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, keyword } = listParamsFrom(searchParams);
  const { isAdmin } = useAuth();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useQuery(
    articlesQuery({ page, keyword, admin: isAdmin }),
  );
  const [draft, setDraft] = useState(keyword);
  const typing = useRef<number | undefined>(undefined);
  const listTop = useRef<HTMLDivElement>(null);

  // The address can change under the field (a tag link, the back button): follow it.
  useEffect(() => setDraft(keyword), [keyword]);
  useEffect(() => () => window.clearTimeout(typing.current), []);

  /** Puts the search in the address; a pending search-as-you-type is dropped first. */
  const apply = (value: string, replace: boolean) => {
    window.clearTimeout(typing.current);
    const next = value.trim();
    if (next === (new URLSearchParams(window.location.search).get('keyword') ?? '').trim()) return;
    setSearchParams(next ? { keyword: next } : {}, { replace, preventScrollReset: true });
  };

  // Searching as you type, once the typing pauses.
  const type = (value: string) => {
    setDraft(value);
    window.clearTimeout(typing.current);
    typing.current = window.setTimeout(() => apply(value, true), TYPING_DELAY_MS);
  };

  const showAll = () => {
    window.clearTimeout(typing.current);
    setSearchParams({}, { preventScrollReset: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft, false);
  };

  const goTo = (next: number) => {
    const params = new URLSearchParams(searchParams);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    setSearchParams(params, { preventScrollReset: true });
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    listTop.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  };

  const articles = data?.articles ?? [];
  const withLead = page === 1 && !keyword && articles.length >= 3;

  return (
    <>
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')}>
        <p>{t('list.intro')}</p>
      </PageHero>

      <Container className="py-10 sm:py-14">
        <div ref={listTop} className="scroll-mt-24" />
        <search>
          <form onSubmit={submit} className="flex items-end gap-3">
            <SearchInput
              label={t('list.searchLabel')}
              placeholder={t('list.searchPlaceholder')}
              value={draft}
              onValueChange={type}
              className="min-w-0 flex-1 sm:max-w-xl"
              enterKeyHint="search"
            />
            <Button type="submit" size="lg" className="h-12" variant="dark">
              {t('list.search')}
            </Button>
          </form>
        </search>

        <div className="mt-6 flex min-h-6 flex-wrap items-center justify-between gap-3 text-sm text-muted">
          <p aria-live="polite">
            {data
              ? keyword
                ? t('list.results', { count: data.total, keyword })
                : t('list.count', { count: data.total })
              : null}
          </p>
          {data && data.pages > 1 ? <p>{t('list.pageOf', { page, pages: data.pages })}</p> : null}
        </div>

        {isAdmin ? (
          <p className="mt-4 flex items-center gap-2 rounded-xl bg-majorelle-500/8 px-4 py-3 text-sm text-majorelle-700">
            <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
            {t('list.adminNotice')}
          </p>
        ) : null}

        <div className="mt-8">
          {isPending ? (
            <CardsSkeleton />
          ) : isError && !isPlaceholderData ? (
            <LoadFailedState
              icon={<BookOpen className="size-6" aria-hidden="true" />}
              title={t('list.failed')}
              onRetry={() => refetch()}
            >
              {t('list.failedText')}
            </LoadFailedState>
          ) : articles.length === 0 ? (
            <EmptyState
              role="status"
              icon={<SearchX className="size-6" aria-hidden="true" />}
              title={t('list.empty')}
              action={
                keyword || page > 1 ? (
                  <Button variant="outline" onClick={showAll}>
                    {t('list.showAll')}
                  </Button>
                ) : undefined
              }
            >
              {keyword ? t('list.emptyText') : null}
            </EmptyState>
          ) : (
            <ul
              className={cn(
                'grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
                isFetching && isPlaceholderData && 'opacity-60',
              )}
              aria-busy={isFetching && isPlaceholderData}
            >
              {articles.map((article, index) => (
                <li
                  key={article._id}
                  className={cn(withLead && index === 0 && 'sm:col-span-2 lg:row-span-2')}
                >
                  <ArticleCard article={article} lead={withLead && index === 0} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </div>

        {data ? <Pagination page={page} pages={data.pages} onChange={goTo} className="mt-12" /> : null}
      </Container>
    </>
  );
}
