import type { User } from '@ochre/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input, Select } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { useAuth } from '../../auth/use-auth';
import { adminUsersQuery, type UsersFilter, useSetAdmin } from '../api/users-admin';
import { AdminPanel } from '../components/admin-panel';

/** Find people and make or remove administrators (the last one stays). */
export default function UsersAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const { user: me } = useAuth();
  const searchId = useId();
  const roleId = useId();
  const [filter, setFilter] = useState<UsersFilter>({ search: '', role: 'all', page: 1 });
  const { data, isPending, isError } = useQuery(adminUsersQuery(filter));
  const setAdmin = useSetAdmin();
  const [demoting, setDemoting] = useState<User | null>(null);

  const toggle = (id: string, isAdmin: boolean) =>
    setAdmin.mutate(
      { id, isAdmin },
      {
        onSuccess: (response) => {
          toast.success(translateMessage(t, response.message));
          setDemoting(null);
        },
        onError: (error) => {
          toast.error(translateMessage(t, error.message));
          setDemoting(null);
        },
      },
    );

  return (
    <AdminPanel title={t('users.title')} description={t('users.text')}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            {t('users.search')}
          </label>
          <Search
            className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            placeholder={t('users.search')}
            value={filter.search}
            onChange={(e) => setFilter({ ...filter, search: e.target.value, page: 1 })}
            className="ps-10"
          />
        </div>
        <div className="sm:w-48">
          <label htmlFor={roleId} className="sr-only">
            {t('users.role')}
          </label>
          <Select
            id={roleId}
            value={filter.role}
            onChange={(e) => setFilter({ ...filter, role: e.target.value as UsersFilter['role'], page: 1 })}
          >
            <option value="all">{t('users.roles.all')}</option>
            <option value="admin">{t('users.roles.admin')}</option>
            <option value="customer">{t('users.roles.customer')}</option>
          </Select>
        </div>
      </div>

      {isPending ? (
        <Skeleton className="mt-6 h-64" />
      ) : isError ? (
        <p role="alert" className="mt-6 text-danger-600">
          {t('loadFailed')}
        </p>
      ) : data.data.length === 0 ? (
        <p className="mt-6 text-muted">{t('users.none')}</p>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-line">
            {data.data.map((user) => (
              <li key={user._id} className="flex flex-wrap items-center gap-4 py-3">
                <Avatar name={user.name} image={user.image} className="size-10" />
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 font-medium text-ink">
                    <span className="truncate">{user.name}</span>
                    {user.isAdmin ? <Badge tone="ochre">{t('users.roles.admin')}</Badge> : null}
                  </p>
                  <p className="truncate text-sm text-muted">
                    {user.email} · {t('users.since', { date: formatDate(user.createdAt, lang, 'medium') })}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant={user.isAdmin ? 'outline' : 'secondary'}
                  onClick={() => (user.isAdmin ? setDemoting(user) : toggle(user._id, true))}
                  disabled={setAdmin.isPending}
                >
                  {user.isAdmin
                    ? user._id === me?._id
                      ? t('users.removeSelf')
                      : t('users.removeAdmin')
                    : t('users.makeAdmin')}
                </Button>
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-6"
            page={filter.page}
            pages={data.pagination.pages}
            onChange={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
      {demoting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? null : setDemoting(null))}
          title={
            demoting._id === me?._id
              ? t('users.removeSelfTitle')
              : t('users.removeTitle', { name: demoting.name })
          }
          description={demoting._id === me?._id ? t('users.removeSelfText') : t('users.removeText')}
          confirmLabel={demoting._id === me?._id ? t('users.removeSelf') : t('users.removeAdmin')}
          pending={setAdmin.isPending}
          onConfirm={() => toggle(demoting._id, false)}
        />
      ) : null}
    </AdminPanel>
  );
}
