import type { AdminActivity } from '@ochre/shared/schemas/admin-activities';
import { useQuery } from '@tanstack/react-query';
import { Compass, ExternalLink, Eye, EyeOff, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Switch } from '../../../components/ui/switch';
import { formatNumber, formatPrice } from '../../../lib/format';
import { type Lang, translateError } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { adminActivitiesQuery, useDeleteActivity, usePatchActivity } from '../api/activities-admin';
import { ActivityEditor } from '../components/activity-editor';
import { AdminPanel } from '../components/admin-panel';
import { DataTable, Td, Th } from '../components/data-table';
import { DeleteListing } from '../components/delete-listing';
import { FilterBar } from '../components/filter-bar';
import { CategoryFilter, PublishStatusFilter } from '../components/labelled-select';
import { ListState } from '../components/list-state';
import { NewItemButton } from '../components/new-item-button';
import { RowMenu } from '../components/row-menu';
import { useFilterParams, useSectionParam } from '../use-section-param';

const FILTERS = { status: ['all', 'published', 'draft'] } as const;

/** The activities people book: find, publish, feature, edit places per date, and delete. */
export default function ActivitiesAdmin() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Lang;
  const [edit, setEdit] = useSectionParam('edit');
  const [filters, setFilters] = useFilterParams(FILTERS);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<AdminActivity | null>(null);
  const query = {
    search: useDebouncedValue(search.trim()),
    status: filters.status as (typeof FILTERS.status)[number],
    category: category || undefined,
    page,
    limit: 20,
  };
  const list = useQuery({ ...adminActivitiesQuery(query), enabled: edit === null });
  const patch = usePatchActivity();
  const remove = useDeleteActivity();

  if (edit !== null) return <ActivityEditor id={edit === 'new' ? null : edit} onDone={() => setEdit(null)} />;

  const fail = (error: Error) => toast.error(translateError(t, error) || t('saveFailed'));
  const toggle = (
    activity: AdminActivity,
    change: { isPublished?: boolean; isFeatured?: boolean },
    then?: () => void,
  ) =>
    patch.mutate(
      { id: activity._id, patch: change },
      {
        onSuccess: () => {
          toast.success(
            change.isPublished === undefined
              ? t(change.isFeatured ? 'activities.featuredOn' : 'activities.featuredOff', {
                  name: activity.name,
                })
              : t(change.isPublished ? 'listing.published' : 'listing.unpublished', { name: activity.name }),
          );
          then?.();
        },
        onError: fail,
      },
    );

  const filtered = Boolean(query.search || category || filters.status !== 'all');

  return (
    <AdminPanel
      title={t('activities.title')}
      description={t('activities.text')}
      actions={<NewItemButton label={t('activities.new')} onClick={() => setEdit('new')} />}
    >
      <FilterBar>
        <SearchInput
          label={t('activities.search')}
          placeholder={t('activities.search')}
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="w-full sm:w-72"
        />
        <PublishStatusFilter
          value={filters.status}
          onChange={(status) => {
            setFilters({ status });
            setPage(1);
          }}
        />
        <CategoryFilter
          label={t('activities.category')}
          value={category}
          categories={list.data?.categories ?? []}
          onChange={(value) => {
            setCategory(value);
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
          icon: <Compass className="size-6" />,
          title: filtered ? t('activities.noneFound') : t('activities.none'),
          text: filtered ? t('filters.tryOther') : t('activities.noneText'),
          action: filtered ? undefined : (
            <NewItemButton label={t('activities.new')} onClick={() => setEdit('new')} />
          ),
        }}
      >
        <DataTable caption={t('activities.title')}>
          <thead>
            <tr>
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
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((activity) => (
              <tr key={activity._id} className="hover:bg-sand-50" data-testid="activity-row">
                <Td>
                  <div className="flex items-center gap-3">
                    {activity.images[0] ? (
                      <img
                        src={activity.images[0]}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className="size-12 shrink-0 rounded-lg object-cover"
                      />
                    ) : (
                      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-sand-100 text-muted">
                        <Compass className="size-5" aria-hidden="true" />
                      </span>
                    )}
                    <div className="min-w-0">
                      <button
                        type="button"
                        onClick={() => setEdit(activity._id)}
                        className="text-start font-semibold text-ink hover:text-ochre-800 hover:underline"
                      >
                        {activity.name}
                      </button>
                      {/* Wraps rather than truncates: a table cell gives truncation no width to stop at. */}
                      <p className="text-xs text-muted">
                        {[activity.category, activity.location, activity.sku].filter(Boolean).join(' · ')}
                      </p>
                      <p className="text-xs text-muted md:hidden">{formatPrice(activity.price, lang)}</p>
                    </div>
                  </div>
                </Td>
                <Td className="hidden whitespace-nowrap tabular-nums md:table-cell">
                  {formatPrice(activity.price, lang)}
                  {activity.marketPrice ? (
                    <s className="ms-2 text-xs text-muted">{formatPrice(activity.marketPrice, lang)}</s>
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
                  <div className="flex items-center justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="max-sm:hidden"
                      onClick={() => setEdit(activity._id)}
                      aria-label={t('listing.editNamed', { name: activity.name })}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                      <span className="hidden xl:inline">{t('edit')}</span>
                    </Button>
                    <RowMenu
                      label={t('moreFor', { name: activity.name })}
                      actions={[
                        {
                          label: t('edit'),
                          icon: <Pencil />,
                          onSelect: () => setEdit(activity._id),
                        },
                        ...(activity.isPublished
                          ? [
                              {
                                label: t('listing.viewOnSite'),
                                icon: <ExternalLink />,
                                onSelect: () =>
                                  window.open(`/activities/${activity.slug}`, '_blank', 'noopener'),
                              },
                            ]
                          : []),
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
        <DeleteListing
          name={deleting.name}
          isPublished={deleting.isPublished}
          reservationCount={deleting.reservationCount}
          onClose={() => setDeleting(null)}
          deleting={remove.isPending}
          unpublishing={patch.isPending}
          onUnpublish={() => toggle(deleting, { isPublished: false }, () => setDeleting(null))}
          onDelete={() =>
            remove.mutate(deleting._id, {
              onSuccess: () => {
                toast.success(t('listing.deleted', { name: deleting.name }));
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
