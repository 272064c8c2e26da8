import { useState } from 'react';
import { Search } from 'lucide-react';
import { USERS_PAGE_SIZE, type User, type UserStatus } from '@canopy/contracts';
import { useAuth } from '@canopy/auth';
import { Badge, EmptyState, Field, Input, VisuallyHiddenText } from '@canopy/ui';
import { useDebouncedValue } from '@canopy/ui/page-kit';
import { useUserPage } from '../../api/useAdminUsers';
import { CreateAccountDialog } from '../../components/CreateAccountDialog';
import { Muted, NativeSelect, Table, TableRegion, Toolbar } from '../../components/DataTable';
import { DeleteUserDialog } from '../../components/DeleteUserDialog';
import { EditUserDialog } from '../../components/EditUserDialog';
import { PagedResults } from '../../components/PagedResults';
import { UserRowActions } from '../../components/UserRowActions';
import { useUserFilters } from '../../hooks/useUserFilters';
import { displayName, formatDate, roleNames, statusBadge, statusNames } from '../../lib/format';

const sortOptions = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'name', label: 'Name A–Z' },
  { value: '-name', label: 'Name Z–A' },
  { value: 'username', label: 'Username A–Z' },
  { value: 'email', label: 'Email A–Z' },
  { value: 'role', label: 'Role' },
  { value: 'status', label: 'Status' },
];

/** Users: the server-paged list (25 a page) with search, role and status filters, sorting and per-row actions. */
export default function UsersTab() {
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

  const onSearch = (value: string) => {
    setSearchText(value);
    set({ q: value.trim(), page: '1' });
  };

  return (
    <section aria-labelledby="users-heading">
      <VisuallyHiddenText as="h2" id="users-heading">
        Users
      </VisuallyHiddenText>
      <Toolbar>
        <div className="wide">
          <Field label="Search users">
            <Input
              type="search"
              value={searchText}
              onChange={(e) => onSearch(e.target.value)}
              placeholder="Name, username or email"
              maxLength={100}
            />
          </Field>
        </div>
        <Field label="Role">
          <NativeSelect value={filters.role} onChange={(e) => set({ role: e.target.value, page: '1' })}>
            <option value="">All roles</option>
            {(Object.keys(roleNames) as (keyof typeof roleNames)[]).map((r) => (
              <option key={r} value={r}>
                {roleNames[r]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Status">
          <NativeSelect value={filters.status} onChange={(e) => set({ status: e.target.value, page: '1' })}>
            <option value="">All statuses</option>
            {(Object.keys(statusNames) as UserStatus[]).map((s) => (
              <option key={s} value={s}>
                {statusNames[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Sort by">
          <NativeSelect value={filters.sort} onChange={(e) => set({ sort: e.target.value, page: '1' })}>
            {sortOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="end">
          <CreateAccountDialog />
        </div>
      </Toolbar>

      <PagedResults
        query={list}
        noun={['user', 'users']}
        loadingLabel="Loading users"
        loadingStyle={{ height: 320 }}
        errorTitle="Users could not be loaded"
        empty={
          <EmptyState
            as="h3"
            icon={<Search aria-hidden="true" />}
            title="No users found"
            description="No account matches this search and these filters."
          />
        }
        pagerLabel="Users pages"
        onPage={(p) => set({ page: String(p) })}
        showUpdating
      >
        {(page) => (
          <TableRegion role="region" aria-label="Users table" tabIndex={0}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Username</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Status</th>
                  <th scope="col">Joined</th>
                  <th scope="col">
                    <VisuallyHiddenText>Actions</VisuallyHiddenText>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((u) => (
                  <tr key={u.id} data-testid={`user-row-${u.username}`}>
                    <td>
                      <strong>{displayName(u)}</strong>
                      {u.id === me?.id && <Muted> (you)</Muted>}
                    </td>
                    <td>{u.username}</td>
                    <td>{u.email ?? <Muted>—</Muted>}</td>
                    <td>{roleNames[u.role]}</td>
                    <td>
                      <Badge $variant={statusBadge[u.status]}>{statusNames[u.status]}</Badge>
                    </td>
                    <td>{formatDate(u.createdAt)}</td>
                    <td style={{ textAlign: 'right' }}>
                      <UserRowActions
                        user={u}
                        isSelf={u.id === me?.id}
                        onEdit={() => setEditing(u)}
                        onDelete={() => setDeleting(u)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableRegion>
        )}
      </PagedResults>
      <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <DeleteUserDialog user={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </section>
  );
}
