import { useState } from 'react';
import { Search } from 'lucide-react';
import { USERS_PAGE_SIZE, type User } from '@canopy/contracts';
import { useAuth } from '@canopy/auth';
import { Badge, EmptyState } from '@canopy/ui';
import { useDebouncedValue } from '@canopy/ui/page-kit';
import { useUserPage } from '../../api/useAdminUsers';
import { CreateAccountDialog } from '../../components/CreateAccountDialog';
import { AdminListFrame, ListTable, SearchFilter, SelectFilter } from '../../components/AdminListFrame';
import { Muted } from '../../components/DataTable';
import { DeleteUserDialog } from '../../components/DeleteUserDialog';
import { EditUserDialog } from '../../components/EditUserDialog';
import { PagedResults } from '../../components/PagedResults';
import { UserRowActions } from '../../components/UserRowActions';
import { useUserFilters } from '../../hooks/useUserFilters';
import { useAdminT } from '../../i18n/useAdminT';
import {
  displayName,
  formatDate,
  roleName,
  roles,
  statusBadge,
  statusName,
  userStatuses,
} from '../../lib/format';

const sortOptions = [
  { value: '-createdAt', labelKey: 'Newest first' },
  { value: 'createdAt', labelKey: 'Oldest first' },
  { value: 'name', labelKey: 'Name A–Z' },
  { value: '-name', labelKey: 'Name Z–A' },
  { value: 'username', labelKey: 'Username A–Z' },
  { value: 'email', labelKey: 'Email A–Z' },
  { value: 'role', labelKey: 'Role' },
  { value: 'status', labelKey: 'Status' },
];

/** Users: the server-paged list (25 a page) with search, role and status filters, sorting and per-row actions. */
export default function UsersTab() {
  const { t } = useAdminT();
  const { user: me } = useAuth();
  const { filters, set } = useUserFilters();
  const [searchText, setSearchText] = useState(filters.search);
  const search = useDebouncedValue(searchText.trim(), 300);
  const applied = { ...filters, search };
  // A new search starts on page 1 (the address's page belonged to the previous search).
  if (search !== filters.search) applied.page = 1;
  const list = useUserPage(applied, USERS_PAGE_SIZE);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  const roleOptions = [
    { value: '', label: t('All roles') },
    ...roles.map((r) => ({ value: r, label: roleName(r) })),
  ];
  const statusOptions = [
    { value: '', label: t('All statuses') },
    ...userStatuses.map((s) => ({ value: s, label: statusName(s) })),
  ];

  const onSearch = (value: string) => {
    setSearchText(value);
    set({ q: value.trim(), page: '1' });
  };

  return (
    <AdminListFrame
      id="users"
      heading={t('Users')}
      toolbar={
        <>
          <SearchFilter
            label={t('Search users')}
            value={searchText}
            onSearch={onSearch}
            placeholder={t('Name, username or email')}
            maxLength={100}
          />
          <SelectFilter
            label={t('Role')}
            value={filters.role}
            onSelect={(role) => set({ role, page: '1' })}
            options={roleOptions}
          />
          <SelectFilter
            label={t('Status')}
            value={filters.status}
            onSelect={(status) => set({ status, page: '1' })}
            options={statusOptions}
          />
          <SelectFilter
            label={t('Sort by')}
            value={filters.sort}
            onSelect={(sort) => set({ sort, page: '1' })}
            options={sortOptions.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
          />
          <div className="end">
            <CreateAccountDialog />
          </div>
        </>
      }
    >
      <PagedResults
        query={list}
        rangeText={(range) => t('Showing {{first}}–{{last}} of {{total}} users', range)}
        loadingLabel={t('Loading users')}
        loadingStyle={{ height: 320 }}
        errorTitle={t('Users could not be loaded')}
        empty={
          <EmptyState
            as="h3"
            icon={<Search aria-hidden="true" />}
            title={t('No users found')}
            description={t('No account matches this search and these filters.')}
          />
        }
        pagerLabel={t('Users pages')}
        onPage={(p) => set({ page: String(p) })}
        showUpdating
      >
        {(page) => (
          <ListTable
            label={t('Users table')}
            columns={[t('Name'), t('Username'), t('Email'), t('Role'), t('Status'), t('Joined')]}
            actions
          >
            {page.items.map((u) => (
              <tr key={u.id} data-testid={`user-row-${u.username}`}>
                <td>
                  <strong>{displayName(u)}</strong>
                  {u.id === me?.id && <Muted> {t('(you)')}</Muted>}
                </td>
                <td>{u.username}</td>
                <td>{u.email ?? <Muted>—</Muted>}</td>
                <td>{roleName(u.role)}</td>
                <td>
                  <Badge $variant={statusBadge[u.status]}>{statusName(u.status)}</Badge>
                </td>
                <td>{formatDate(u.createdAt)}</td>
                <td style={{ textAlign: 'end' }}>
                  <UserRowActions
                    user={u}
                    isSelf={u.id === me?.id}
                    onEdit={() => setEditing(u)}
                    onDelete={() => setDeleting(u)}
                  />
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </PagedResults>
      <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <DeleteUserDialog user={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </AdminListFrame>
  );
}
