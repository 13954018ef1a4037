import type { AdminTravelProgram } from '@ochre/shared/schemas/admin-travels';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Eye, EyeOff, Map as MapIcon, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Switch } from '../../../components/ui/switch';
import { formatDollars, formatNumber } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { adminTravelsQuery, useDeleteTravel, usePatchTravel } from '../api/travels-admin';
import { AdminList } from '../components/admin-list';
import { AdminPanel } from '../components/admin-panel';
import { Td, Th } from '../components/data-table';
import { DeleteListing } from '../components/delete-listing';
import { ItemCell } from '../components/item-cell';
import { PublishStatusFilter } from '../components/labelled-select';
import { NewItemButton } from '../components/new-item-button';
import { openOnSite, RowActions } from '../components/row-actions';
import { TravelEditor } from '../components/travel-editor';
import { useAdminList } from '../use-admin-list';
import { useSaid } from '../use-said';

const FILTERS = { status: ['all', 'published', 'draft'] } as const;

/** The organized travel programs: find, publish, edit the itinerary, and delete. */
export default function TravelsAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const state = useAdminList({ param: 'edit', filters: FILTERS });
  const [deleting, setDeleting] = useState<AdminTravelProgram | null>(null);
  const query = { search: state.searchQuery, status: state.filters.status, page: state.page, limit: 20 };
  const list = useQuery({ ...adminTravelsQuery(query), enabled: state.open === null });
  const patch = usePatchTravel();
  const remove = useDeleteTravel();
  const said = useSaid();
  const { open: edit, setOpen: setEdit } = state;

  if (edit !== null) return <TravelEditor id={edit === 'new' ? null : edit} onDone={() => setEdit(null)} />;

  const publish = (program: AdminTravelProgram, isPublished: boolean, then?: () => void) =>
    patch.mutate(
      { id: program._id, patch: { isPublished } },
      said(t(isPublished ? 'listing.published' : 'listing.unpublished', { name: program.title }), then),
    );
  const newItem = <NewItemButton label={t('travels.new')} onClick={() => setEdit('new')} />;

  return (
    <AdminPanel title={t('travels.title')} description={t('travels.text')} actions={newItem}>
      <AdminList
        section="travels"
        state={state}
        list={list}
        icon={MapIcon}
        newItem={newItem}
        filters={
          <PublishStatusFilter
            value={state.filters.status}
            onChange={(status) => state.setFilters({ status })}
          />
        }
        head={
          <>
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
          </>
        }
      >
        {(program) => (
          <tr key={program._id} className="hover:bg-sand-50" data-testid="travel-row">
            <Td>
              <ItemCell
                name={program.title}
                onOpen={() => setEdit(program._id)}
                image={program.heroImage}
                icon={MapIcon}
              >
                <p className="text-xs break-all text-muted">
                  <span dir="ltr">/travels/{program.destination}</span>
                </p>
                <p className="text-xs text-muted md:hidden">{formatDollars(program.price, lang)}</p>
              </ItemCell>
            </Td>
            <Td className="hidden whitespace-nowrap tabular-nums md:table-cell">
              {formatDollars(program.price, lang)}
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
              <RowActions
                name={program.title}
                editLabel={t('listing.editNamed', { name: program.title })}
                onEdit={() => setEdit(program._id)}
                actions={[
                  { label: t('edit'), icon: <Pencil />, onSelect: () => setEdit(program._id) },
                  program.isPublished && {
                    label: t('listing.viewOnSite'),
                    icon: <ExternalLink />,
                    onSelect: openOnSite(lang, `/travels/${program.destination}`),
                  },
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
            </Td>
          </tr>
        )}
      </AdminList>
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
            remove.mutate(
              deleting._id,
              said(t('listing.deleted', { name: deleting.title }), () => setDeleting(null)),
            )
          }
        />
      ) : null}
    </AdminPanel>
  );
}
