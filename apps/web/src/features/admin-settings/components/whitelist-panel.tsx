import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { createColumnHelper } from '@tanstack/react-table';
import type { WhitelistEntry } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { QueryDataTable } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useDeleteWhitelistEntry } from '../api/delete-whitelist-entry';
import { useWhitelist, WHITELIST_PAGE_SIZE } from '../api/list-whitelist';
import { useUpdateWhitelistEntry } from '../api/update-whitelist-entry';
import { toastFailure } from '../lib/errors';
import { AddWhitelistEntryForm } from './add-whitelist-entry-form';
import { ConfirmDelete } from './confirm-delete';
import { SettingsSection } from './settings-section';

/** The admin whitelist: emails whose users see the admin toolbar, each active or not. */
export function WhitelistPanel() {
  const [page, setPage] = useState(1);
  const list = useWhitelist('', page);
  const update = useUpdateWhitelistEntry();
  const remove = useDeleteWhitelistEntry();
  const toggle = (entry: WhitelistEntry) =>
    update.mutate(
      { id: entry.id, is_active: !entry.is_active },
      {
        onSuccess: (saved) => toast.success(`${saved.email} is now ${saved.is_active ? 'active' : 'inactive'}`),
        onError: toastFailure('Could not change it.'),
      },
    );
  const removeEntry = (entry: WhitelistEntry) =>
    remove.mutate(
      { id: entry.id },
      { onSuccess: () => toast.success(`${entry.email} removed`), onError: toastFailure('Could not remove it.') },
    );
  const column = createColumnHelper<WhitelistEntry>();
  const columns = [
    column.accessor('email', { meta: { label: 'Email', primary: true } }),
    column.accessor('created_at', {
      meta: { label: 'Added', className: 'whitespace-nowrap' },
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor('is_active', {
      meta: { label: 'Status' },
      cell: ({ getValue }) => (
        <Badge variant={getValue() ? 'success' : 'outline'}>{getValue() ? 'Active' : 'Inactive'}</Badge>
      ),
    }),
    column.display({
      id: 'actions',
      meta: { label: 'Actions', csv: false, className: 'text-right' },
      cell: ({ row: { original: entry } }) => (
        <span className="inline-flex gap-2">
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => toggle(entry)}>
            {entry.is_active ? 'Deactivate' : 'Activate'}
          </Button>
          <ConfirmDelete what={entry.email} onConfirm={() => removeEntry(entry)} />
        </span>
      ),
    }),
  ];

  return (
    <SettingsSection
      title="Admin whitelist"
      description="Users whose email is listed and active see the admin toolbar."
    >
      <QueryDataTable
        id="admin-whitelist"
        caption="Whitelisted emails"
        columns={columns}
        query={list}
        rowLabel={(entry) => entry.email}
        errorTitle="We could not load the whitelist."
        csv={{ path: '/api/admin-whitelist', search: {}, filename: 'admin-whitelist.csv' }}
        empty={<EmptyState icon={ShieldCheck} title="The whitelist is empty" description="Add an email below." />}
        pagination={{ page, pageSize: WHITELIST_PAGE_SIZE, noun: 'emails', onPageChange: setPage }}
      />
      <AddWhitelistEntryForm />
    </SettingsSection>
  );
}
