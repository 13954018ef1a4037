import type { ArticleSummary } from '@ochre/shared/schemas/articles';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, FileText, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Switch } from '../../../components/ui/switch';
import { formatDate } from '../../../lib/format';
import { type Lang, translateError, translateMessage } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { adminArticlesQuery, useDeleteArticle, usePublishArticle } from '../api/articles-admin';
import { AdminPanel } from '../components/admin-panel';
import { ArticleEditor } from '../components/article-editor';
import { DataTable, Td, Th } from '../components/data-table';
import { FilterBar } from '../components/filter-bar';
import { PublishStatusFilter } from '../components/labelled-select';
import { ListState } from '../components/list-state';
import { NewItemButton } from '../components/new-item-button';
import { RowMenu } from '../components/row-menu';
import { useFilterParams, useSectionParam } from '../use-section-param';

const FILTERS = { status: ['all', 'published', 'draft'] } as const;

/** The journal: drafts and published articles, written in the rich-text editor. */
export default function ArticlesAdmin() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Lang;
  const [edit, setEdit] = useSectionParam('edit');
  const [filters, setFilters] = useFilterParams(FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ArticleSummary | null>(null);
  const query = {
    search: useDebouncedValue(search.trim()),
    status: filters.status as (typeof FILTERS.status)[number],
    page,
    limit: 20,
  };
  const list = useQuery({ ...adminArticlesQuery(query), enabled: edit === null });
  const publish = usePublishArticle();
  const remove = useDeleteArticle();

  if (edit !== null) return <ArticleEditor id={edit === 'new' ? null : edit} onDone={() => setEdit(null)} />;

  const fail = (error: Error) => toast.error(translateError(t, error));
  const filtered = Boolean(query.search || filters.status !== 'all');

  return (
    <AdminPanel
      title={t('articles.title')}
      description={t('articles.text')}
      actions={<NewItemButton label={t('articles.new')} onClick={() => setEdit('new')} />}
    >
      <FilterBar>
        <SearchInput
          label={t('articles.search')}
          placeholder={t('articles.search')}
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="w-full sm:w-80"
        />
        <PublishStatusFilter
          value={filters.status}
          onChange={(status) => {
            setFilters({ status });
            setPage(1);
          }}
        />
      </FilterBar>

      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.data?.data.length === 0}
        onRetry={() => list.refetch()}
        empty={{
          icon: <FileText className="size-6" />,
          title: filtered ? t('articles.noneFound') : t('articles.none'),
          text: filtered ? t('filters.tryOther') : t('articles.noneText'),
        }}
      >
        <DataTable caption={t('articles.title')}>
          <thead>
            <tr>
              <Th>{t('articles.titleLabel')}</Th>
              <Th className="hidden md:table-cell">{t('articles.updated')}</Th>
              <Th>
                {/* The switches name their product; on a phone the column keeps its width for them. */}
                <span className="max-sm:sr-only">{t('status.published')}</span>
              </Th>
              <Th>
                <span className="sr-only">{t('actions')}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((article) => (
              <tr key={article._id} className="hover:bg-sand-50" data-testid="article-row">
                <Td>
                  <button
                    type="button"
                    onClick={() => setEdit(article._id)}
                    className="text-start font-semibold text-ink hover:text-ochre-800 hover:underline"
                  >
                    {article.title}
                  </button>
                  <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
                    {article.isPublished ? null : <Badge>{t('status.draft')}</Badge>}
                    <span dir="ltr">/articles/{article.slug}</span>
                    {article.category ? <span>· {article.category}</span> : null}
                  </p>
                </Td>
                <Td className="hidden whitespace-nowrap text-muted md:table-cell">
                  {formatDate(article.updatedAt, lang, 'medium')}
                </Td>
                <Td>
                  <Switch
                    checked={article.isPublished}
                    label={t('articles.publishNamed', { name: article.title })}
                    disabled={publish.isPending && publish.variables?.id === article._id}
                    onChange={(isPublished) =>
                      publish.mutate(
                        { id: article._id, isPublished },
                        {
                          onSuccess: (response) => toast.success(translateMessage(t, response.message)),
                          onError: fail,
                        },
                      )
                    }
                  />
                </Td>
                <Td className="text-end">
                  <div className="flex items-center justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="max-sm:hidden"
                      onClick={() => setEdit(article._id)}
                      aria-label={t('articles.editNamed', { name: article.title })}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                      <span className="hidden xl:inline">{t('edit')}</span>
                    </Button>
                    <RowMenu
                      label={t('moreFor', { name: article.title })}
                      actions={[
                        ...(article.isPublished
                          ? [
                              {
                                label: t('articles.view'),
                                icon: <ExternalLink />,
                                onSelect: () =>
                                  window.open(`/articles/${article.slug}`, '_blank', 'noopener'),
                              },
                            ]
                          : []),
                        {
                          label: t('articles.delete'),
                          icon: <Trash2 />,
                          danger: true,
                          onSelect: () => setDeleting(article),
                        },
                      ]}
                    />
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <Pagination
          className="mt-6"
          page={page}
          pages={list.data?.pagination.pages ?? 1}
          onChange={setPage}
        />
      </ListState>
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? null : setDeleting(null))}
          title={t('articles.deleteTitle', { name: deleting.title })}
          description={deleting.isPublished ? t('articles.deletePublished') : t('articles.deleteText')}
          confirmLabel={t('articles.delete')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting._id, {
              onSuccess: () => {
                toast.success(t('articles.deleted', { name: deleting.title }));
                setDeleting(null);
              },
              onError: fail,
            })
          }
        />
      ) : null}
    </AdminPanel>
  );
}
