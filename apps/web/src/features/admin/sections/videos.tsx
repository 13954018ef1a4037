import { VIDEO_CATEGORIES } from '@ochre/shared/constants';
import type { SocialVideo, VideoCategoryFilter } from '@ochre/shared/schemas/videos';
import { useQuery } from '@tanstack/react-query';
import { Clapperboard, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Switch } from '../../../components/ui/switch';
import { translateError } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { adminVideosQuery, useDeleteVideo, usePatchVideo } from '../api/videos-admin';
import { AdminPanel } from '../components/admin-panel';
import { DataTable, Td, Th } from '../components/data-table';
import { FilterBar } from '../components/filter-bar';
import { LabelledSelect } from '../components/labelled-select';
import { ListState } from '../components/list-state';
import { NewItemButton } from '../components/new-item-button';
import { RowMenu } from '../components/row-menu';
import { VideoEditor } from '../components/video-editor';
import { useFilterParams, useSectionParam } from '../use-section-param';

const FILTERS = { status: ['all', 'active', 'hidden'], category: ['all', ...VIDEO_CATEGORIES] } as const;

/** Short videos for the gallery and the home page: add, show or hide, feature, delete. */
export default function VideosAdmin() {
  const { t } = useTranslation('admin');
  const [edit, setEdit] = useSectionParam('edit');
  const [filters, setFilters] = useFilterParams(FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<SocialVideo | null>(null);
  const query = {
    search: useDebouncedValue(search.trim()),
    status: filters.status as (typeof FILTERS.status)[number],
    category: filters.category as VideoCategoryFilter,
    page,
  };
  const list = useQuery({ ...adminVideosQuery(query), enabled: edit === null });
  const patch = usePatchVideo();
  const remove = useDeleteVideo();

  if (edit !== null) return <VideoEditor id={edit === 'new' ? null : edit} onDone={() => setEdit(null)} />;

  const fail = (error: Error) => toast.error(translateError(t, error));
  const toggle = (video: SocialVideo, change: { isActive?: boolean; featured?: boolean }) =>
    patch.mutate(
      { id: video._id, patch: change },
      { onSuccess: () => toast.success(t('videos.saved')), onError: fail },
    );
  const filtered = Boolean(query.search || filters.status !== 'all' || filters.category !== 'all');

  return (
    <AdminPanel
      title={t('videos.title')}
      description={t('videos.text')}
      actions={<NewItemButton label={t('videos.new')} onClick={() => setEdit('new')} />}
    >
      <FilterBar>
        <SearchInput
          label={t('videos.search')}
          placeholder={t('videos.search')}
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="w-full sm:w-72"
        />
        <LabelledSelect
          label={t('filters.status')}
          value={filters.status}
          onChange={(e) => {
            setFilters({ status: e.target.value });
            setPage(1);
          }}
        >
          <option value="all">{t('filters.all')}</option>
          <option value="active">{t('videos.shown')}</option>
          <option value="hidden">{t('videos.hidden')}</option>
        </LabelledSelect>
        <LabelledSelect
          label={t('videos.category')}
          value={filters.category}
          onChange={(e) => {
            setFilters({ category: e.target.value });
            setPage(1);
          }}
        >
          <option value="all">{t('filters.all')}</option>
          {VIDEO_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`videos.categories.${category}`)}
            </option>
          ))}
        </LabelledSelect>
      </FilterBar>

      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.data?.data.length === 0}
        onRetry={() => list.refetch()}
        empty={{
          icon: <Clapperboard className="size-6" />,
          title: filtered ? t('videos.noneFound') : t('videos.none'),
          text: filtered ? t('filters.tryOther') : t('videos.noneText'),
        }}
      >
        <DataTable caption={t('videos.title')}>
          <thead>
            <tr>
              <Th>{t('videos.video')}</Th>
              <Th>{t('videos.shown')}</Th>
              <Th className="hidden sm:table-cell">{t('products.featured')}</Th>
              <Th>
                <span className="sr-only">{t('actions')}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((video) => (
              <tr key={video._id} className="hover:bg-sand-50" data-testid="video-row">
                <Td>
                  <div className="flex items-center gap-3">
                    {video.thumbnailUrl ? (
                      <img
                        src={video.thumbnailUrl}
                        alt=""
                        width={48}
                        height={64}
                        loading="lazy"
                        className="h-16 w-12 shrink-0 rounded-lg object-cover"
                      />
                    ) : (
                      <span className="flex h-16 w-12 shrink-0 items-center justify-center rounded-lg bg-sand-100 text-muted">
                        <Clapperboard className="size-5" aria-hidden="true" />
                      </span>
                    )}
                    <div className="min-w-0">
                      <button
                        type="button"
                        onClick={() => setEdit(video._id)}
                        className="text-start font-semibold text-ink hover:text-ochre-800 hover:underline"
                      >
                        {video.title}
                      </button>
                      <p className="text-xs text-muted">
                        {[t(`videos.categories.${video.category}`), video.location.name]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                  </div>
                </Td>
                <Td>
                  <Switch
                    checked={video.isActive}
                    onChange={(isActive) => toggle(video, { isActive })}
                    label={t('videos.showNamed', { name: video.title })}
                  />
                </Td>
                <Td className="hidden sm:table-cell">
                  <Switch
                    checked={video.featured}
                    onChange={(featured) => toggle(video, { featured })}
                    label={t('videos.featureNamed', { name: video.title })}
                  />
                </Td>
                <Td className="text-end">
                  <div className="flex items-center justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="max-sm:hidden"
                      onClick={() => setEdit(video._id)}
                      aria-label={t('videos.editNamed', { name: video.title })}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                      <span className="hidden xl:inline">{t('edit')}</span>
                    </Button>
                    <RowMenu
                      label={t('moreFor', { name: video.title })}
                      actions={[
                        {
                          label: t('videos.delete'),
                          icon: <Trash2 />,
                          danger: true,
                          onSelect: () => setDeleting(video),
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
          title={t('videos.deleteTitle', { name: deleting.title })}
          description={t('videos.deleteText')}
          confirmLabel={t('videos.delete')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting._id, {
              onSuccess: () => {
                toast.success(t('videos.deleted', { name: deleting.title }));
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
