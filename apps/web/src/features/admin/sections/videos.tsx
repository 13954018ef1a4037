import { VIDEO_CATEGORIES } from '@ochre/shared/constants';
import type { SocialVideo } from '@ochre/shared/schemas/videos';
import { useQuery } from '@tanstack/react-query';
import { Clapperboard, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { useTranslation } from '../../../lib/i18n';
import { adminVideosQuery, useDeleteVideo, usePatchVideo } from '../api/videos-admin';
import { AdminList } from '../components/admin-list';
import { AdminPanel } from '../components/admin-panel';
import { Td, Th } from '../components/data-table';
import { ItemCell } from '../components/item-cell';
import { ChoiceFilter } from '../components/labelled-select';
import { NewItemButton } from '../components/new-item-button';
import { RowActions } from '../components/row-actions';
import { VideoEditor } from '../components/video-editor';
import { useAdminList } from '../use-admin-list';
import { useSaid } from '../use-said';

const FILTERS = { status: ['all', 'active', 'hidden'], category: ['all', ...VIDEO_CATEGORIES] } as const;

/** Short videos for the gallery and the home page: add, show or hide, feature, delete. */
export default function VideosAdmin() {
  const { t } = useTranslation('admin');
  const state = useAdminList({ param: 'edit', filters: FILTERS });
  const [deleting, setDeleting] = useState<SocialVideo | null>(null);
  const query = {
    search: state.searchQuery,
    status: state.filters.status,
    category: state.filters.category,
    page: state.page,
  };
  const list = useQuery({ ...adminVideosQuery(query), enabled: state.open === null });
  const patch = usePatchVideo();
  const remove = useDeleteVideo();
  const said = useSaid();
  const { open: edit, setOpen: setEdit } = state;

  if (edit !== null) return <VideoEditor id={edit === 'new' ? null : edit} onDone={() => setEdit(null)} />;

  const toggle = (video: SocialVideo, change: { isActive?: boolean; featured?: boolean }) =>
    patch.mutate({ id: video._id, patch: change }, said(t('videos.saved')));

  return (
    <AdminPanel
      title={t('videos.title')}
      description={t('videos.text')}
      actions={<NewItemButton label={t('videos.new')} onClick={() => setEdit('new')} />}
    >
      <AdminList
        section="videos"
        state={state}
        list={list}
        icon={Clapperboard}
        filters={
          <>
            <ChoiceFilter
              label={t('filters.status')}
              value={state.filters.status}
              choices={['active', 'hidden'] as const}
              labelOf={(status) => (status === 'active' ? t('videos.shown') : t('videos.hidden'))}
              onChange={(status) => state.setFilters({ status })}
            />
            <ChoiceFilter
              label={t('videos.category')}
              value={state.filters.category}
              choices={VIDEO_CATEGORIES}
              labelOf={(category) => t(`videos.categories.${category}`)}
              onChange={(category) => state.setFilters({ category })}
            />
          </>
        }
        head={
          <>
            <Th>{t('videos.video')}</Th>
            <Th>{t('videos.shown')}</Th>
            <Th className="hidden sm:table-cell">{t('products.featured')}</Th>
            <Th>
              <span className="sr-only">{t('actions')}</span>
            </Th>
          </>
        }
      >
        {(video) => (
          <tr key={video._id} className="hover:bg-sand-50" data-testid="video-row">
            <Td>
              <ItemCell
                name={video.title}
                onOpen={() => setEdit(video._id)}
                image={video.thumbnailUrl}
                icon={Clapperboard}
                portrait
              >
                <p className="text-xs text-muted">
                  {[t(`videos.categories.${video.category}`), video.location.name]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </ItemCell>
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
              <RowActions
                name={video.title}
                editLabel={t('videos.editNamed', { name: video.title })}
                onEdit={() => setEdit(video._id)}
                actions={[
                  {
                    label: t('videos.delete'),
                    icon: <Trash2 />,
                    danger: true,
                    onSelect: () => setDeleting(video),
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
          title={t('videos.deleteTitle', { name: deleting.title })}
          description={t('videos.deleteText')}
          confirmLabel={t('videos.delete')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              deleting._id,
              said(t('videos.deleted', { name: deleting.title }), () => setDeleting(null)),
            )
          }
        />
      ) : null}
    </AdminPanel>
  );
}
