import type { ArticleSummary } from '@ochre/shared/schemas/articles';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/format';
import { translateError, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { adminArticlesQuery, useDeleteArticle, usePublishArticle } from '../api/articles-admin';
import { AdminList } from '../components/admin-list';
import { AdminPanel } from '../components/admin-panel';
import { ArticleEditor } from '../components/article-editor';
import { Td, Th } from '../components/data-table';
import { ItemCell } from '../components/item-cell';
import { PublishStatusFilter } from '../components/labelled-select';
import { NewItemButton } from '../components/new-item-button';
import { openOnSite, RowActions } from '../components/row-actions';
import { useAdminList } from '../use-admin-list';
import { useSaid } from '../use-said';

const FILTERS = { status: ['all', 'published', 'draft'] } as const;

/** The journal: drafts and published articles, written in the rich-text editor. */
export default function ArticlesAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const state = useAdminList({ param: 'edit', filters: FILTERS });
  const [deleting, setDeleting] = useState<ArticleSummary | null>(null);
  const query = { search: state.searchQuery, status: state.filters.status, page: state.page, limit: 20 };
  const list = useQuery({ ...adminArticlesQuery(query), enabled: state.open === null });
  const publish = usePublishArticle();
  const remove = useDeleteArticle();
  const said = useSaid();
  const { open: edit, setOpen: setEdit } = state;

  if (edit !== null) return <ArticleEditor id={edit === 'new' ? null : edit} onDone={() => setEdit(null)} />;

  return (
    <AdminPanel
      title={t('articles.title')}
      description={t('articles.text')}
      actions={<NewItemButton label={t('articles.new')} onClick={() => setEdit('new')} />}
    >
      <AdminList
        section="articles"
        state={state}
        list={list}
        icon={FileText}
        searchClassName="w-full sm:w-80"
        filters={
          <PublishStatusFilter
            value={state.filters.status}
            onChange={(status) => state.setFilters({ status })}
          />
        }
        head={
          <>
            <Th>{t('articles.titleLabel')}</Th>
            <Th className="hidden md:table-cell">{t('articles.updated')}</Th>
            <Th>
              {/* The switches name their product; on a phone the column keeps its width for them. */}
              <span className="max-sm:sr-only">{t('status.published')}</span>
            </Th>
            <Th>
              <span className="sr-only">{t('actions')}</span>
            </Th>
          </>
        }
      >
        {(article) => (
          <tr key={article._id} className="hover:bg-sand-50" data-testid="article-row">
            <Td>
              <ItemCell name={article.title} onOpen={() => setEdit(article._id)}>
                <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
                  {article.isPublished ? null : <Badge>{t('status.draft')}</Badge>}
                  <span dir="ltr">/articles/{article.slug}</span>
                  {article.category ? <span>· {article.category}</span> : null}
                </p>
              </ItemCell>
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
                    { id: article._id, patch: { isPublished } },
                    {
                      onSuccess: (response) => toast.success(translateMessage(t, response.message)),
                      onError: (error) => toast.error(translateError(t, error) || t('saveFailed')),
                    },
                  )
                }
              />
            </Td>
            <Td className="text-end">
              <RowActions
                name={article.title}
                editLabel={t('articles.editNamed', { name: article.title })}
                onEdit={() => setEdit(article._id)}
                actions={[
                  article.isPublished && {
                    label: t('articles.view'),
                    icon: <ExternalLink />,
                    onSelect: openOnSite(lang, `/articles/${article.slug}`),
                  },
                  {
                    label: t('articles.delete'),
                    icon: <Trash2 />,
                    danger: true,
                    onSelect: () => setDeleting(article),
                  },
                ]}
              />
            </Td>
          </tr>
        )}
      </AdminList>
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? null : setDeleting(null))}
          title={t('articles.deleteTitle', { name: deleting.title })}
          description={deleting.isPublished ? t('articles.deletePublished') : t('articles.deleteText')}
          confirmLabel={t('articles.delete')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              deleting._id,
              said(t('articles.deleted', { name: deleting.title }), () => setDeleting(null)),
            )
          }
        />
      ) : null}
    </AdminPanel>
  );
}
