import type { AdminArticlesQuery } from '@ochre/shared/schemas/admin-catalog';
import type { Article, ArticleInput, ArticleSummary } from '@ochre/shared/schemas/articles';
import type { Pagination } from '@ochre/shared/schemas/common';
import { catalogueRoots } from '../../../lib/query-keys';
import { catalogueAdmin, useDeleteItem, usePatchItem, useSaveItem } from './catalogue-admin';

const articles = catalogueAdmin<
  Article,
  AdminArticlesQuery,
  { success: true; data: ArticleSummary[]; pagination: Pagination }
>({ name: 'articles', publicRoot: catalogueRoots.articles });

export const adminArticlesQuery = articles.listQuery;
export const adminArticleQuery = articles.itemQuery;
export const useSaveArticle = (id: string | null) => useSaveItem<Article, ArticleInput>(articles, id);
/** Articles are patched only to publish or unpublish them. */
export const usePublishArticle = () => usePatchItem<Article, { isPublished: boolean }>(articles);
export const useDeleteArticle = () => useDeleteItem<Article>(articles);
