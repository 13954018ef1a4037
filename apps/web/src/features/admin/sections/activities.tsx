import type { AdminActivity } from '@ochre/shared/schemas/admin-activities';
import { useQuery } from '@tanstack/react-query';
import { Compass, ExternalLink, Eye, EyeOff, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Switch } from '../../../components/ui/switch';
import { formatDollars, formatNumber } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { adminActivitiesQuery, useDeleteActivity, usePatchActivity } from '../api/activities-admin';
import { ActivityEditor } from '../components/activity-editor';
import { AdminList } from '../components/admin-list';
import { AdminPanel } from '../components/admin-panel';
import { Td, Th } from '../components/data-table';
import { DeleteListing } from '../components/delete-listing';
import { ItemCell } from '../components/item-cell';
import { CategoryFilter, PublishStatusFilter } from '../components/labelled-select';
import { NewItemButton } from '../components/new-item-button';
import { openOnSite, RowActions } from '../components/row-actions';
import { useAdminList } from '../use-admin-list';
import { useSaid } from '../use-said';

const FILTERS = { status: ['all', 'published', 'draft'] } as const;

/** The activities people book: find, publish, feature, edit places per date, and delete. */
export default function ActivitiesAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const state = useAdminList({ param: 'edit', filters: FILTERS, local: ['category'] });
  const [deleting, setDeleting] = useState<AdminActivity | null>(null);
  const query = {
    search: state.searchQuery,
    status: state.filters.status,
    category: state.local.category || undefined,
    page: state.page,
    limit: 20,
  };
  const list = useQuery({ ...adminActivitiesQuery(query), enabled: state.open === null });
  const patch = usePatchActivity();
  const remove = useDeleteActivity();
  const said = useSaid();
  const { open: edit, setOpen: setEdit } = state;

  if (edit !== null) return <ActivityEditor id={edit === 'new' ? null : edit} onDone={() => setEdit(null)} />;

  const toggle = (
    activity: AdminActivity,
    change: { isPublished?: boolean; isFeatured?: boolean },
    then?: () => void,
  ) =>
    patch.mutate(
      { id: activity._id, patch: change },
      said(
        change.isPublished === undefined
          ? t(change.isFeatured ? 'activities.featuredOn' : 'activities.featuredOff', { name: activity.name })
          : t(change.isPublished ? 'listing.published' : 'listing.unpublished', { name: activity.name }),
        then,
      ),
    );
  const newItem = <NewItemButton label={t('activities.new')} onClick={() => setEdit('new')} />;

  return (
    <AdminPanel title={t('activities.title')} description={t('activities.text')} actions={newItem}>
      <AdminList
        section="activities"
        state={state}
        list={list}
        icon={Compass}
        newItem={newItem}
        filters={
          <>
            <PublishStatusFilter
              value={state.filters.status}
              onChange={(status) => state.setFilters({ status })}
            />
            <CategoryFilter
              label={t('activities.category')}
              value={state.local.category}
              categories={list.data?.categories ?? []}
              onChange={(category) => state.setLocal({ category })}
            />
          </>
        }
        head={
          <>
            <Th>{t('activities.activity')}</Th>
            <Th className="hidden md:table-cell">{t('activities.price')}</Th>
            <Th className="hidden sm:table-cell">{t('activities.capacityShort')}</Th>
            <Th className="hidden lg:table-cell">{t('listing.reservations')}</Th>
            <Th>
              <span className="max-sm:sr-only">{t('status.published')}</span>
            </Th>
            <Th className="hidden lg:table-cell">{t('activities.featured')}</Th>
            <Th>
              <span className="sr-only">{t('actions')}</span>
            </Th>
          </>
        }
      >
        {(activity) => (
          <tr key={activity._id} className="hover:bg-sand-50" data-testid="activity-row">
            <Td>
              <ItemCell
                name={activity.name}
                onOpen={() => setEdit(activity._id)}
                image={activity.images[0]}
                icon={Compass}
              >
                {/* Wraps rather than truncates: a table cell gives truncation no width to stop at. */}
                <p className="text-xs text-muted">
                  {[activity.category, activity.location, activity.sku].filter(Boolean).join(' · ')}
                </p>
                <p className="text-xs text-muted md:hidden">{formatDollars(activity.price, lang)}</p>
              </ItemCell>
            </Td>
            <Td className="hidden whitespace-nowrap tabular-nums md:table-cell">
              {formatDollars(activity.price, lang)}
              {activity.marketPrice ? (
                <s className="ms-2 text-xs text-muted">{formatDollars(activity.marketPrice, lang)}</s>
              ) : null}
            </Td>
            <Td className="hidden tabular-nums sm:table-cell">
              {activity.capacityPerDate === null
                ? t('activities.unlimited')
                : formatNumber(activity.capacityPerDate, lang)}
            </Td>
            <Td className="hidden tabular-nums lg:table-cell">
              {formatNumber(activity.reservationCount, lang)}
            </Td>
            <Td>
              <Switch
                checked={activity.isPublished}
                onChange={(isPublished) => toggle(activity, { isPublished })}
                label={t('listing.publishNamed', { name: activity.name })}
                disabled={patch.isPending && patch.variables?.id === activity._id}
              />
            </Td>
            <Td className="hidden lg:table-cell">
              <Switch
                checked={activity.isFeatured}
                onChange={(isFeatured) => toggle(activity, { isFeatured })}
                label={t('activities.featureNamed', { name: activity.name })}
                disabled={patch.isPending && patch.variables?.id === activity._id}
              />
            </Td>
            <Td className="text-end">
              <RowActions
                name={activity.name}
                editLabel={t('listing.editNamed', { name: activity.name })}
                onEdit={() => setEdit(activity._id)}
                actions={[
                  { label: t('edit'), icon: <Pencil />, onSelect: () => setEdit(activity._id) },
                  activity.isPublished && {
                    label: t('listing.viewOnSite'),
                    icon: <ExternalLink />,
                    onSelect: openOnSite(lang, `/activities/${activity.slug}`),
                  },
                  {
                    label: activity.isPublished ? t('listing.unpublish') : t('listing.publish'),
                    icon: activity.isPublished ? <EyeOff /> : <Eye />,
                    onSelect: () => toggle(activity, { isPublished: !activity.isPublished }),
                  },
                  {
                    label: activity.isFeatured ? t('activities.unfeature') : t('activities.feature'),
                    icon: <Star />,
                    onSelect: () => toggle(activity, { isFeatured: !activity.isFeatured }),
                  },
                  {
                    label: t('listing.delete'),
                    icon: <Trash2 />,
                    danger: true,
                    onSelect: () => setDeleting(activity),
                  },
                ]}
              />
            </Td>
          </tr>
        )}
      </AdminList>
      {deleting ? (
        <DeleteListing
          name={deleting.name}
          isPublished={deleting.isPublished}
          reservationCount={deleting.reservationCount}
          onClose={() => setDeleting(null)}
          deleting={remove.isPending}
          unpublishing={patch.isPending}
          onUnpublish={() => toggle(deleting, { isPublished: false }, () => setDeleting(null))}
          onDelete={() =>
            remove.mutate(
              deleting._id,
              said(t('listing.deleted', { name: deleting.name }), () => setDeleting(null)),
            )
          }
        />
      ) : null}
    </AdminPanel>
  );
}
