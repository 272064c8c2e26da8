import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MoreHorizontal, Search } from 'lucide-react';
import {
  USERS_PAGE_SIZE,
  userAdminMessages,
  type ResetLinkAnswer,
  type User,
  type UserStatus,
} from '@canopy/contracts';
import { useAuth } from '@canopy/auth';
import {
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  EmptyState,
  ErrorState,
  Field,
  Input,
  Skeleton,
  VisuallyHiddenText,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client';
import { useDebouncedValue } from '@canopy/ui/page-kit';
import { useUserActions, useUserPage, type UserFilters } from '../../api/useAdminUsers';
import { CreateAccountDialog } from '../../components/CreateAccountDialog';
import { Muted, NativeSelect, ResultLine, Table, TableRegion, Toolbar } from '../../components/DataTable';
import { DeleteUserDialog } from '../../components/DeleteUserDialog';
import { EditUserDialog } from '../../components/EditUserDialog';
import { Pager } from '../../components/Pager';
import { displayName, formatDate, rangeText, roleNames, statusBadge, statusNames } from '../../lib/format';
import { toastFailure, toastSuccess } from '../../lib/toasts';

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

/**
 * The filters live in the address (`role`, `status`, `sort`, `page`, `q`), so a stat card can open a filtered list
 * and a reload keeps it; the list is filtered, sorted and paged by the identity service only.
 */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters: UserFilters = {
    search: params.get('q') ?? '',
    role: params.get('role') ?? '',
    status: params.get('status') ?? '',
    sort: params.get('sort') ?? '-createdAt',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const set = (changes: Partial<Record<'q' | 'role' | 'status' | 'sort' | 'page', string>>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value && !(key === 'page' && value === '1') && !(key === 'sort' && value === '-createdAt'))
            next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { filters, set };
}

function RowActions({
  user,
  isSelf,
  onEdit,
  onDelete,
}: {
  user: User;
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const actions = useUserActions();
  const run = async (
    work: () => Promise<unknown>,
    success: string,
    fallback: string,
    description?: (answer: unknown) => string | undefined,
  ) => {
    try {
      const answer = await work();
      toastSuccess(success, description?.(answer));
    } catch (error) {
      toastFailure(error, fallback);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${user.username}`}>
          <MoreHorizontal aria-hidden="true" size={18} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onEdit}>Edit</DropdownMenuItem>
        {user.email && (
          <DropdownMenuItem
            onSelect={() =>
              void run(
                () => actions.sendResetLink.mutateAsync(user.id),
                userAdminMessages.resetLinkSent,
                'Failed to send reset link',
                (answer) =>
                  (answer as ResetLinkAnswer).delivery === 'outbox'
                    ? `The link for ${user.email} is in the outbox (no mail server is configured).`
                    : `A reset link was sent to ${user.email}.`,
              )
            }
          >
            Send reset link
          </DropdownMenuItem>
        )}
        {!isSelf && user.status === 'active' && (
          <DropdownMenuItem
            onSelect={() =>
              void run(
                () => actions.suspend.mutateAsync(user.id),
                userAdminMessages.userSuspended,
                'Failed to suspend user',
              )
            }
          >
            Suspend
          </DropdownMenuItem>
        )}
        {user.status === 'suspended' && (
          <DropdownMenuItem
            onSelect={() =>
              void run(
                () => actions.reactivate.mutateAsync(user.id),
                userAdminMessages.userReactivated,
                'Failed to reactivate user',
              )
            }
          >
            Reactivate
          </DropdownMenuItem>
        )}
        {!isSelf && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onDelete}>Delete</DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Users: the server-paged list (25 a page) with search, role and status filters, sorting and per-row actions. */
export default function UsersTab() {
  const { user: me } = useAuth();
  const { filters, set } = useFilters();
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

      {list.isError && !list.data ? (
        <ErrorState
          as="h3"
          title="Users could not be loaded"
          message={errorMessage(list.error, 'Please try again.')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <div role="status" aria-busy="true" aria-label="Loading users">
          <Skeleton style={{ height: 320 }} />
        </div>
      ) : list.data.total === 0 ? (
        <EmptyState
          as="h3"
          icon={<Search aria-hidden="true" />}
          title="No users found"
          description="No account matches this search and these filters."
        />
      ) : (
        <>
          <ResultLine role="status" aria-live="polite">
            {rangeText(list.data.page, list.data.pageSize, list.data.total, ['user', 'users'])}
            {list.isFetching ? ' · updating…' : ''}
          </ResultLine>
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
                {list.data.items.map((u) => (
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
                      <RowActions
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
          <Pager
            label="Users pages"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(p) => set({ page: String(p) })}
          />
        </>
      )}
      <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <DeleteUserDialog user={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </section>
  );
}
