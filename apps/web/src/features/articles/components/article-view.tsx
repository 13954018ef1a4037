import type { Article } from '@ochre/shared/schemas/articles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, Clock, PenLine, RefreshCw } from 'lucide-react';
import { useMemo } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Gallery } from '../../../components/ui/gallery';
import { Link } from '../../../components/ui/link';
import { RatingStars } from '../../../components/ui/rating-stars';
import { ShareButton } from '../../../components/ui/share-button';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { ReviewsSection } from '../../reviews/components/reviews-section';
import { articleKeys, articlesQuery } from '../api/articles';
import { withHeadingAnchors } from '../heading-anchors';
import { ArticleCard } from './article-card';

const DAY_MS = 86_400_000;

function BackLink({ className }: { className?: string }) {
  const { t } = useTranslation('articles');
  return (
    <Link
      to="/articles"
      className={
        className ??
        'inline-flex items-center gap-2 text-sm font-semibold text-ochre-700 hover:text-ochre-800 hover:underline'
      }
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );
}

function RelatedArticles({ current }: { current: string }) {
  const { t } = useTranslation('articles');
  const { data } = useQuery(articlesQuery({ page: 1, keyword: '', admin: false }));
  const related = (data?.articles ?? []).filter((a) => a.isPublished && a._id !== current).slice(0, 3);
  if (!related.length) return null;
  return (
    <section aria-labelledby="more-articles" className="border-t border-line bg-sand-100/70 py-16 sm:py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="more-articles" className="font-display text-3xl font-semibold text-ink">
            {t('detail.more')}
          </h2>
          <Link to="/articles" className={buttonClasses('outline')}>
            {t('detail.allArticles')}
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((article) => (
            <li key={article._id}>
              <ArticleCard article={article} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** The reading view of an article: header, picture, text with its contents, tags, reviews and more reading. */
export function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation('articles');
  const lang = useLang();
  const queryClient = useQueryClient();
  const { html, headings } = useMemo(() => withHeadingAnchors(article.content), [article.content]);
  const published = article.publishedAt ?? article.createdAt;
  const wasUpdated = Date.parse(article.updatedAt) - Date.parse(published) > DAY_MS;
  const author = article.author.name || t('detail.team');
  const standfirst = article.metaDescription;

  return (
    <>
      <article className="pb-4">
        <header className="bg-sand-100/70">
          <Container className="pt-8 sm:pt-12">
            <BackLink />
            <div className="mx-auto max-w-3xl pt-8 pb-10 text-center sm:pt-12">
              <div className="flex flex-wrap items-center justify-center gap-2">
                {article.category ? (
                  <p className="text-sm font-semibold tracking-[0.2em] text-ochre-700 uppercase">
                    {article.category}
                  </p>
                ) : null}
                {article.isPublished ? null : <Badge tone="ochre">{t('card.draft')}</Badge>}
              </div>
              <h1 className="mt-4 big-figure leading-[1.08] text-ink lg:text-6xl">{article.title}</h1>
              {standfirst ? (
                <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-soft sm:text-xl">
                  {standfirst}
                </p>
              ) : null}
              <div className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-3 text-sm text-muted">
                <span className="inline-flex items-center gap-2 font-medium text-ink">
                  <Avatar name={author} className="size-8" />
                  {t('detail.by', { name: author })}
                </span>
                <span className="icon-line">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  <time dateTime={published}>
                    {t('detail.published', { date: formatDate(published, lang) })}
                  </time>
                </span>
                {wasUpdated ? (
                  <span className="icon-line">
                    <RefreshCw className="size-4" aria-hidden="true" />
                    <time dateTime={article.updatedAt}>
                      {t('detail.updated', { date: formatDate(article.updatedAt, lang) })}
                    </time>
                  </span>
                ) : null}
                <span className="icon-line">
                  <Clock className="size-4" aria-hidden="true" />
                  {t('detail.readingTime', { count: article.readingTime })}
                </span>
                {article.numReviews > 0 ? (
                  <span className="icon-line">
                    <RatingStars value={article.rating} size="sm" />
                    {formatNumber(article.rating, lang)}
                  </span>
                ) : null}
              </div>
              {article.isPublished ? null : (
                <p className="mt-6 rounded-xl bg-ochre-50 px-4 py-3 text-sm text-ochre-800">
                  {t('detail.draftNotice')}
                </p>
              )}
            </div>
          </Container>
        </header>

        {article.image ? (
          <div className="bg-gradient-to-b from-sand-100/70 from-50% to-transparent to-50%">
            <Container className="max-w-6xl">
              <Gallery
                images={[{ src: article.image, alt: t('detail.imageAlt', { title: article.title }) }]}
                aspect="aspect-[3/2] sm:aspect-[2/1]"
              />
            </Container>
          </div>
        ) : null}

        <Container className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-16 xl:max-w-6xl">
          <div className="min-w-0">
            <div
              className="prose-ochre mx-auto max-w-[42rem] [&_h2]:scroll-mt-28 [&_img]:rounded-card [&>p:first-of-type]:first-letter:float-start [&>p:first-of-type]:first-letter:pe-3 [&>p:first-of-type]:first-letter:font-display [&>p:first-of-type]:first-letter:text-6xl [&>p:first-of-type]:first-letter:leading-[0.85] [&>p:first-of-type]:first-letter:font-semibold [&>p:first-of-type]:first-letter:text-ochre-700"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises article HTML when saving and again when serving it
              dangerouslySetInnerHTML={{ __html: html }}
            />

            {article.tags.length ? (
              <div className="mx-auto mt-12 max-w-[42rem] border-t border-line pt-8">
                <h2 className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">
                  {t('detail.tags')}
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {article.tags.map((tag) => (
                    <li key={tag}>
                      <Link
                        to={`/articles?keyword=${encodeURIComponent(tag)}`}
                        className="inline-flex rounded-full border border-line bg-white px-3.5 py-1.5 text-sm font-medium text-ink-soft transition-colors hover:border-ochre-300 hover:bg-ochre-50 hover:text-ochre-800"
                        aria-label={t('card.searchTag', { tag })}
                      >
                        #{tag}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            <aside className="mx-auto mt-10 flex max-w-[42rem] flex-col gap-5 rounded-card bg-ink p-6 text-sand-100 sm:flex-row sm:items-center sm:p-8">
              <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-ochre-600 text-white">
                <PenLine className="size-6" aria-hidden="true" />
              </span>
              <div className="flex-1">
                <p className="font-display text-lg font-semibold text-white">
                  {t('detail.aboutAuthor', { name: author })}
                </p>
                <p className="mt-1 text-sm leading-relaxed text-sand-200">{t('detail.aboutTeam')}</p>
              </div>
              <Link
                to="/contact"
                className={buttonClasses(
                  'outline',
                  'md',
                  'border-white/25 bg-white/10 text-white hover:bg-white/20',
                )}
              >
                {t('detail.askAuthor')}
              </Link>
            </aside>

            <div className="mx-auto mt-16 max-w-[42rem]">
              <ReviewsSection
                refModel="Article"
                refId={article._id}
                onRated={() => queryClient.invalidateQueries({ queryKey: articleKeys.details() })}
              />
              <div className="mt-12 text-center">
                <BackLink className={buttonClasses('outline', 'lg')} />
              </div>
            </div>
          </div>

          <aside className="order-first lg:order-none">
            <div className="space-y-6 lg:sticky lg:top-28">
              {headings.length > 1 ? (
                <nav
                  aria-labelledby="contents"
                  className="hidden rounded-card border border-line bg-white p-5 lg:block"
                >
                  <h2 id="contents" className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">
                    {t('detail.contents')}
                  </h2>
                  <ol className="mt-3 space-y-2 text-sm">
                    {headings.map((heading) => (
                      <li key={heading.id}>
                        <a
                          href={`#${heading.id}`}
                          className="text-ink-soft hover:text-ochre-700 hover:underline"
                        >
                          {heading.text}
                        </a>
                      </li>
                    ))}
                  </ol>
                </nav>
              ) : null}
              <ShareButton title={article.title} copiedMessage={t('detail.copied')} />
            </div>
          </aside>
        </Container>
      </article>

      <div className="mt-16">
        <RelatedArticles current={article._id} />
      </div>
    </>
  );
}
