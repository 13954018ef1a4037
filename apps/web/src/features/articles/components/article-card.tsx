import { CARD_TAG_LIMIT } from '@ochre/shared/constants';
import type { ArticleSummary } from '@ochre/shared/schemas/articles';
import { Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';

export const articlePath = (article: Pick<ArticleSummary, 'slug' | '_id'>) =>
  `/articles/${encodeURIComponent(article.slug || article._id)}`;

/** Tags link to a search for them; the card itself links to the article (SPEC §2: up to 3 tags, then +N). */
function ArticleTags({ tags }: { tags: string[] }) {
  const { t } = useTranslation('articles');
  if (!tags.length) return null;
  const shown = tags.slice(0, CARD_TAG_LIMIT);
  const more = tags.length - shown.length;
  return (
    <ul className="relative z-10 flex flex-wrap items-center gap-1.5" aria-label={t('card.tags')}>
      {shown.map((tag) => (
        <li key={tag}>
          <Link
            to={`/articles?keyword=${encodeURIComponent(tag)}`}
            className="inline-flex rounded-full bg-sand-100 px-2.5 py-1 text-xs font-medium text-ink-soft transition-colors hover:bg-ochre-100 hover:text-ochre-800"
            aria-label={t('card.searchTag', { tag })}
          >
            #{tag}
          </Link>
        </li>
      ))}
      {more > 0 ? (
        <li className="px-1 text-xs font-semibold text-muted">
          <span aria-hidden="true">{t('card.moreTags', { count: more })}</span>
          <span className="sr-only">{t('card.moreTagsLabel', { count: more })}</span>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * An article in the list: picture, category, title, snippet, tags and whether it is
 * published. The lead variant is larger and sits first on the first page. `priority`: the
 * first card's picture is the page's largest on a phone, loaded at once.
 */
export function ArticleCard({
  article,
  lead = false,
  headingLevel = 'h2',
  priority = false,
}: {
  article: ArticleSummary;
  lead?: boolean;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const { t } = useTranslation('articles');
  const lang = useLang();
  const Heading = headingLevel;
  const date = article.publishedAt ?? article.createdAt;

  return (
    <article className="group relative plain-card transition-shadow duration-300 hover:shadow-lift">
      <div
        className={cn(
          'relative overflow-hidden bg-sand-200',
          lead ? 'aspect-[16/10] lg:aspect-auto lg:min-h-80 lg:flex-1' : 'aspect-[3/2]',
        )}
      >
        <Img
          src={article.image}
          alt=""
          width={lead ? 1200 : 600}
          height={lead ? 800 : 400}
          sizes={
            lead
              ? '(min-width: 1024px) 66vw, 100vw'
              : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
          }
          priority={priority}
          className="absolute inset-0 h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
        <div className="absolute start-4 top-4 flex flex-wrap gap-2">
          {article.category ? (
            <span className="rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-ink backdrop-blur">
              {article.category}
            </span>
          ) : null}
          {article.isPublished ? null : (
            <Badge tone="ochre" className="px-3 py-1 shadow-sm">
              {t('card.draft')}
            </Badge>
          )}
        </div>
      </div>

      <div className={cn('flex flex-col gap-4 p-6', lead ? 'sm:p-8 lg:flex-none' : 'flex-1')}>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          {article.isPublished ? (
            <span className="icon-line">
              <span className="size-1.5 rounded-full bg-palm-600" aria-hidden="true" />
              {t('card.published')} <time dateTime={date}>{formatDate(date, lang, 'medium')}</time>
            </span>
          ) : (
            <time dateTime={date}>{formatDate(date, lang, 'medium')}</time>
          )}
          <span aria-hidden="true">·</span>
          <span className="meta-item">
            <Clock className="size-3.5" aria-hidden="true" />
            {t('card.readingTime', { count: article.readingTime })}
          </span>
        </p>
        <Heading
          className={cn(
            'font-display font-semibold text-ink text-balance',
            lead ? 'text-2xl leading-tight sm:text-4xl' : 'text-xl leading-snug',
          )}
        >
          <Link
            to={articlePath(article)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-ochre-700 [&:focus-visible]:after:rounded-card [&:focus-visible]:after:outline-2 [&:focus-visible]:after:outline-majorelle-500"
          >
            {article.title}
          </Link>
        </Heading>
        <p
          className={cn('text-ink-soft', lead ? 'text-base sm:text-lg' : 'text-[0.9375rem] leading-relaxed')}
        >
          {article.snippet}
        </p>
        <div className="mt-auto pt-1">
          <ArticleTags tags={article.tags} />
        </div>
      </div>
    </article>
  );
}
