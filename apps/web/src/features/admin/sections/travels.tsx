import type { AdminTravelProgram } from '@ochre/shared/schemas/admin-travels';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Eye, EyeOff, Map as MapIcon, Pencil, Trash2 } from 'lucide-react';
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
import { adminTravelsQuery, useDeleteTravel, usePatchTravel } from '../api/travels-admin';
import { AdminPanel } from '../components/admin-panel';
import { DataTable, Td, Th } from '../components/data-table';
import { DeleteListing } from '../components/delete-listing';
import { FilterBar } from '../components/filter-bar';
import { PublishStatusFilter } from '../components/labelled-select';
import { ListState } from '../components/list-state';
import { NewItemButton } from '../components/new-item-button';
import { RowMenu } from '../components/row-menu';
import { TravelEditor } from '../components/travel-editor';
import { useFilterParams, useSectionParam } from '../use-section-param';

const FILTERS = { status: ['all', 'published', 'draft'] } as const;

/** The organized travel programs: find, publish, edit the itinerary, and delete. */
export default function TravelsAdmin() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Lang;
  const [edit, setEdit] = useSectionParam('edit');
  const [filters, setFilters] = useFilterParams(FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<AdminTravelProgram | null>(null);
  const query = {
    search: useDebouncedValue(search.trim()),
    status: filters.status as (typeof FILTERS.status)[number],
    page,
    limit: 20,
  };
  const list = useQuery({ ...adminTravelsQuery(query), enabled: edit === null });
  const patch = usePatchTravel();
  const remove = useDeleteTravel();

  if (edit !== null) return <TravelEditor id={edit === 'new' ? null : edit} onDone={() => setEdit(null)} />;

  const fail = (error: Error) => toast.error(translateError(t, error) || t('saveFailed'));
  const publish = (program: AdminTravelProgram, isPublished: boolean, then?: () => void) =>
    patch.mutate(
      { id: program._id, patch: { isPublished } },
      {
        onSuccess: () => {
          toast.success(
            t(isPublished ? 'listing.published' : 'listing.unpublished', { name: program.title }),
          );
          then?.();
        },
        onError: fail,
      },
    );

  const filtered = Boolean(query.search || filters.status !== 'all');

  return (
    <AdminPanel
      title={t('travels.title')}
      description={t('travels.text')}
      actions={<NewItemButton label={t('travels.new')} onClick={() => setEdit('new')} />}
    >
      <FilterBar>
        <SearchInput
          label={t('travels.search')}
          placeholder={t('travels.search')}
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
      </FilterBar>

      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.data?.data.length === 0}
        onRetry={() => list.refetch()}
        empty={{
          icon: <MapIcon className="size-6" />,
          title: filtered ? t('travels.noneFound') : t('travels.none'),
          text: filtered ? t('filters.tryOther') : t('travels.noneText'),
          action: filtered ? undefined : (
            <NewItemButton label={t('travels.new')} onClick={() => setEdit('new')} />
          ),
        }}
      >
        <DataTable caption={t('travels.title')}>
          <thead>
            <tr>
              <Th>{t('travels.program')}</Th>
              <Th className="hidden md:table-cell">{t('travels.pricePerPerson')}</Th>
              <Th className="hidden sm:table-cell">{t('travels.days')}</Th>
              <Th className="hidden lg:table-cell">{t('listing.reservations')}</Th>
              <Th>
                <span className="max-sm:sr-only">{t('status.published')}</span>
              </Th>
              <Th>
                <span className="sr-only">{t('actions')}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((program) => (
              <tr key={program._id} className="hover:bg-sand-50" data-testid="travel-row">
                <Td>
                  <div className="flex items-center gap-3">
                    {program.heroImage ? (
                      <img
                        src={program.heroImage}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className="size-12 shrink-0 rounded-lg object-cover"
                      />
                    ) : (
                      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-sand-100 text-muted">
                        <MapIcon className="size-5" aria-hidden="true" />
                      </span>
                    )}
                    <div className="min-w-0">
                      <button
                        type="button"
                        onClick={() => setEdit(program._id)}
                        className="text-start font-semibold text-ink hover:text-ochre-800 hover:underline"
                      >
                        {program.title}
                      </button>
                      <p className="text-xs break-all text-muted">
                        <span dir="ltr">/travels/{program.destination}</span>
                      </p>
                      <p className="text-xs text-muted md:hidden">{formatPrice(program.price, lang)}</p>
                    </div>
                  </div>
                </Td>
                <Td className="hidden whitespace-nowrap tabular-nums md:table-cell">
                  {formatPrice(program.price, lang)}
                </Td>
                <Td className="hidden tabular-nums sm:table-cell">
                  {formatNumber(program.itinerary.length, lang)}
                </Td>
                <Td className="hidden tabular-nums lg:table-cell">
                  {formatNumber(program.reservationCount, lang)}
                </Td>
                <Td>
                  <Switch
                    checked={program.isPublished}
                    onChange={(isPublished) => publish(program, isPublished)}
                    label={t('listing.publishNamed', { name: program.title })}
                    disabled={patch.isPending && patch.variables?.id === program._id}
                  />
                </Td>
                <Td className="text-end">
                  <div className="flex items-center justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="max-sm:hidden"
                      onClick={() => setEdit(program._id)}
                      aria-label={t('listing.editNamed', { name: program.title })}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                      <span className="hidden xl:inline">{t('edit')}</span>
                    </Button>
                    <RowMenu
                      label={t('moreFor', { name: program.title })}
                      actions={[
                        { label: t('edit'), icon: <Pencil />, onSelect: () => setEdit(program._id) },
                        ...(program.isPublished
                          ? [
                              {
                                label: t('listing.viewOnSite'),
                                icon: <ExternalLink />,
                                onSelect: () =>
                                  window.open(`/travels/${program.destination}`, '_blank', 'noopener'),
                              },
                            ]
                          : []),
                        {
                          label: program.isPublished ? t('listing.unpublish') : t('listing.publish'),
                          icon: program.isPublished ? <EyeOff /> : <Eye />,
                          onSelect: () => publish(program, !program.isPublished),
                        },
                        {
                          label: t('listing.delete'),
                          icon: <Trash2 />,
                          danger: true,
                          onSelect: () => setDeleting(program),
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
          name={deleting.title}
          isPublished={deleting.isPublished}
          reservationCount={deleting.reservationCount}
          onClose={() => setDeleting(null)}
          deleting={remove.isPending}
          unpublishing={patch.isPending}
          onUnpublish={() => publish(deleting, false, () => setDeleting(null))}
          onDelete={() =>
            remove.mutate(deleting._id, {
              onSuccess: () => {
                toast.success(t('listing.deleted', { name: deleting.title }));
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
