import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { useTranslation } from '../../../lib/i18n';
import type { AdminListState } from '../use-admin-list';
import { DataTable } from './data-table';
import { FilterBar } from './filter-bar';
import { ListState } from './list-state';

interface ListAnswer<T> {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  data?: { data: T[]; pagination: { pages: number } };
}

/**
 * A back-office list: the search and filters, then loading, failed, empty or
 * the table of rows, and the pages. Its texts are the section's (`<section>.search`,
 * `.title`, `.none`, `.noneFound`, `.noneText` in the admin namespace).
 */
export function AdminList<T>({
  section,
  state,
  list,
  icon: Icon,
  filters,
  searchClassName = 'w-full sm:w-72',
  newItem,
  head,
  children: row,
}: {
  section: string;
  state: Pick<AdminListState, 'search' | 'setSearch' | 'page' | 'setPage' | 'filtered'>;
  list: ListAnswer<T>;
  icon: LucideIcon;
  /** The filters after the search. */
  filters?: ReactNode;
  searchClassName?: string;
  /** Offered by the empty list when nothing is filtered. */
  newItem?: ReactNode;
  /** The header cells. */
  head: ReactNode;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <FilterBar>
        <SearchInput
          label={t(`${section}.search`)}
          placeholder={t(`${section}.search`)}
          value={state.search}
          onValueChange={state.setSearch}
          className={searchClassName}
        />
        {filters}
      </FilterBar>

      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.data?.data.length === 0}
        onRetry={() => list.refetch()}
        empty={{
          icon: <Icon className="size-6" />,
          title: state.filtered ? t(`${section}.noneFound`) : t(`${section}.none`),
          text: state.filtered ? t('filters.tryOther') : t(`${section}.noneText`),
          action: state.filtered ? undefined : newItem,
        }}
      >
        <DataTable caption={t(`${section}.title`)}>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{list.data?.data.map(row)}</tbody>
        </DataTable>
        <Pagination
          className="mt-6"
          page={state.page}
          pages={list.data?.pagination.pages ?? 1}
          onChange={state.setPage}
        />
      </ListState>
    </>
  );
}
