import { useEffect, useId, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Users } from 'lucide-react';
import { ROLES, type Role, type UserWithRoles } from '@praxis/shared';
import { ValueOptions } from '@/components/value-options';
import { EmptyState } from '@/components/empty-state';
import { QueryDataTable, csvFields } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ROLE_LABELS } from '@/lib/roles';
import { toast } from '@/lib/toast';
import { useUsers, USERS_PAGE_SIZE } from '../api/list-users';
import { useSetUserRoles } from '../api/set-user-roles';
import { toastFailure } from '../lib/errors';
import { SettingsSection } from './settings-section';
import { UserAccessActions } from './user-access-actions';
import { SearchInput } from '@/components/search-input';

const column = createColumnHelper<UserWithRoles>();
const COLUMNS = [
  column.accessor('email', {
    meta: {
      label: 'User',
      primary: true,
      csv: csvFields({ name: 'Name', email: 'Email' }),
    },
    cell: ({ row: { original: user } }) => (
      <div className="min-w-48 text-left">
        <p className="font-medium">
          {user.name || user.email}
          {user.deactivated_at ? (
            <span className="ml-2 rounded-md border border-destructive/40 px-1.5 py-0.5 text-xs font-normal text-destructive">
              Deactivated
            </span>
          ) : null}
        </p>
        <p className="text-xs font-normal text-muted-foreground">{user.email}</p>
      </div>
    ),
  }),
  column.display({
    id: 'roles',
    meta: {
      label: 'Roles',
      csv: csvFields({ primary_role: 'Primary role', additional_roles: 'Additional roles' }),
    },
    cell: ({ row }) => <UserRolesEditor user={row.original} />,
  }),
];

/** Users' roles: a primary role and additional role records, only admin, Project Manager and employee. */
export function UserRolesPanel() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const users = useUsers(query, page);

  return (
    <SettingsSection
      title="Users and roles"
      description="A permission is granted when the primary role or any additional role grants it."
    >
      <div className="flex max-w-md flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>Search users</Label>
        <SearchInput
          id={`${id}-q`}
          placeholder="Name or email"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <QueryDataTable
        id="users"
        caption="Users"
        columns={COLUMNS}
        query={users}
        // A saved change of roles gives the row a new id, so its editor starts from what was saved.
        getRowId={(user) => `${user.user_id}-${user.primary_role}-${user.additional_roles.join()}`}
        errorTitle="We could not load the users."
        csv={{ path: '/api/users', search: { q: query || undefined }, filename: 'users.csv' }}
        empty={<EmptyState icon={Users} title="No users match this search" />}
        pagination={{ page, pageSize: USERS_PAGE_SIZE, noun: 'users', onPageChange: setPage }}
      />
    </SettingsSection>
  );
}

function UserRolesEditor({ user }: { user: UserWithRoles }) {
  const id = useId();
  const save = useSetUserRoles();
  const [primary, setPrimary] = useState<Role>(user.primary_role);
  const [additional, setAdditional] = useState<Role[]>(user.additional_roles);
  const changed =
    primary !== user.primary_role ||
    additional
      .filter((role) => role !== primary)
      .sort()
      .join() !== [...user.additional_roles].sort().join();

  return (
    <div className="flex flex-wrap items-center gap-4 text-left">
      <div className="flex items-center gap-2">
        <Label htmlFor={`${id}-primary`} className="text-xs text-muted-foreground">
          Primary role
        </Label>
        <NativeSelect
          id={`${id}-primary`}
          className="w-44"
          value={primary}
          onChange={(event) => setPrimary(event.target.value as Role)}
        >
          <ValueOptions values={ROLES} labels={ROLE_LABELS} />
        </NativeSelect>
      </div>
      <fieldset className="flex items-center gap-3">
        <legend className="sr-only">Additional roles of {user.email}</legend>
        <span aria-hidden className="text-xs text-muted-foreground">
          Also
        </span>
        {ROLES.filter((role) => role !== primary).map((role) => (
          <label key={role} className="inline-flex items-center gap-1.5">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={additional.includes(role)}
              onChange={(event) =>
                setAdditional((current) =>
                  event.target.checked ? [...current, role] : current.filter((held) => held !== role),
                )
              }
            />
            {ROLE_LABELS[role]}
          </label>
        ))}
      </fieldset>
      <Button
        size="sm"
        disabled={!changed || save.isPending}
        onClick={() =>
          save.mutate(
            {
              userId: user.user_id,
              primary_role: primary,
              additional_roles: additional.filter((role) => role !== primary),
            },
            {
              onSuccess: () => toast.success(`Roles of ${user.email} saved`),
              onError: toastFailure('Could not save the roles.'),
            },
          )
        }
      >
        {save.isPending ? 'Saving…' : 'Save roles'}
      </Button>
      <UserAccessActions user={user} />
    </div>
  );
}
