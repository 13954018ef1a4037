import { useQuery } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import { PageErrorBoundary } from '../../../components/error-pages';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { absoluteUrl, localizedUrl, type RouteHandle } from '../../../lib/head';
import { useTranslation } from '../../../lib/i18n';
import { orNotFound, pageLoader } from '../../../lib/page-loader';
import { useAuth } from '../../auth/use-auth';
import { cachedPublicSettings } from '../../site/api/public-settings';
import { articleQuery, articlesQuery } from '../api/articles';
import { articlePath } from '../components/article-card';
import { ArticleView } from '../components/article-view';

export const loader = pageLoader(async ({ params, queryClient }) => {
  const slug = params.slug ?? '';
  // "More from the journal" renders with the page; its failure only hides that part.
  const related = queryClient.prefetchQuery(articlesQuery({ page: 1, keyword: '', admin: false }));
  await orNotFound(queryClient.ensureQueryData(articleQuery(slug)));
  await related;
});

export const handle: RouteHandle = {
  head: ({ params, queryClient, t, publicUrl, lang }) => {
    const article = queryClient.getQueryData(articleQuery(params.slug ?? '').queryKey);
    if (!article) return { title: t('articles:detail.notFoundTitle'), noindex: true };
    const { siteName } = cachedPublicSettings(queryClient).general;
    const canonicalPath = articlePath(article);
    const url = localizedUrl(publicUrl, lang, canonicalPath);
    const description = article.metaDescription || undefined;
    return {
      title: article.metaTitle || article.title,
      description,
      canonicalPath,
      image: article.image || undefined,
      type: 'article',
      keywords: article.keywords.length ? article.keywords : article.tags,
      noindex: !article.isPublished,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          inLanguage: lang,
          description,
          image: article.image ? [absoluteUrl(publicUrl, article.image)] : undefined,
          datePublished: article.publishedAt ?? article.createdAt,
          dateModified: article.updatedAt,
          author: article.author.name
            ? { '@type': 'Person', name: article.author.name }
            : { '@type': 'Organization', name: siteName },
          publisher: { '@type': 'Organization', name: siteName, url: publicUrl },
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          articleSection: article.category || undefined,
          keywords: article.tags.join(', ') || undefined,
          timeRequired: `PT${article.readingTime}M`,
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            {
              '@type': 'ListItem',
              position: 1,
              name: t('nav.home'),
              item: localizedUrl(publicUrl, lang, '/'),
            },
            {
              '@type': 'ListItem',
              position: 2,
              name: t('nav.articles'),
              item: localizedUrl(publicUrl, lang, '/articles'),
            },
            { '@type': 'ListItem', position: 3, name: article.title, item: url },
          ],
        },
      ],
    };
  },
};

export function Component() {
  const { slug = '' } = useParams();
  const { data: article } = useQuery(articleQuery(slug));
  return article ? <ArticleView article={article} /> : null;
}

function ArticleNotFound() {
  const { t } = useTranslation('articles');
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-ochre-50 text-ochre-600">
        <FileQuestion className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 big-figure text-ink">{t('detail.notFoundTitle')}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{t('detail.notFoundText')}</p>
      <Link to="/articles" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('detail.back')}
      </Link>
    </Container>
  );
}

/**
 * Drafts are invisible to the server's render (it has no session); an administrator
 * opening one directly gets it fetched here with their token instead of "not found".
 */
function DraftPreview({ slug }: { slug: string }) {
  const { t } = useTranslation('articles');
  const { isAdmin } = useAuth();
  const { data: article, isFetching } = useQuery({ ...articleQuery(slug), enabled: isAdmin });
  if (article) return <ArticleView article={article} />;
  if (isAdmin && isFetching) {
    return (
      <Container className="flex justify-center py-32" aria-live="polite">
        <Spinner className="size-6 text-ochre-600" />
        <span className="sr-only">{t('detail.previewing')}</span>
      </Container>
    );
  }
  return <ArticleNotFound />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { slug = '' } = useParams();
  if (isRouteErrorResponse(error) && error.status === 404) return <DraftPreview slug={slug} />;
  return <PageErrorBoundary />;
}
