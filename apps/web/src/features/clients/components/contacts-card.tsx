import { useState } from 'react';
import { Mail, Phone, UserPlus, Users } from 'lucide-react';
import type { ClientContact } from '@praxis/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CsvExportButton } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/list-contacts';
import { ContactDialog } from './contact-dialog';

/** The client's contacts; anyone with client_contacts.manage (all three roles) adds, edits and removes them. */
export function ContactsCard({ clientId, clientName }: { clientId: string; clientName: string }) {
  const contacts = useContacts(clientId);
  const canManage = useCan('client_contacts.manage');
  const remove = useDeleteContact();
  const [editing, setEditing] = useState<{ open: boolean; contact?: ClientContact }>({ open: false });
  const [removing, setRemoving] = useState<ClientContact | null>(null);

  const addButton = canManage ? (
    <Button variant="outline" size="sm" onClick={() => setEditing({ open: true })}>
      <UserPlus aria-hidden />
      Add contact
    </Button>
  ) : null;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Contacts</CardTitle>
        {contacts.data?.length ? (
          <div className="flex flex-wrap gap-2">
            <CsvExportButton
              csv={{ path: `/api/clients/${clientId}/contacts`, search: {}, filename: 'client-contacts.csv' }}
            />
            {addButton}
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        <QueryState
          query={contacts}
          loading={<Skeleton className="h-24" />}
          errorTitle="We could not load the contacts."
          empty={
            <EmptyState
              icon={Users}
              title="No contacts yet"
              description="Add the people you work with at this client."
              action={addButton}
            />
          }
        >
          {(list) => (
            <ul className="divide-y">
              {list.map((contact) => {
                const name = `${contact.first_name} ${contact.last_name}`;
                return (
                  <li key={contact.id} className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm">
                    <div className="min-w-0 space-y-0.5">
                      <p className="flex items-center gap-2 font-medium">
                        {name}
                        {contact.is_primary ? <Badge variant="default">Primary</Badge> : null}
                      </p>
                      {contact.title ? <p className="text-muted-foreground">{contact.title}</p> : null}
                      <p className="flex flex-wrap gap-x-4 text-muted-foreground">
                        {contact.email ? (
                          <a
                            href={`mailto:${contact.email}`}
                            className="inline-flex items-center gap-1 hover:underline"
                          >
                            <Mail aria-hidden className="size-3.5" />
                            {contact.email}
                          </a>
                        ) : null}
                        {contact.phone ? (
                          <a href={`tel:${contact.phone}`} className="inline-flex items-center gap-1 hover:underline">
                            <Phone aria-hidden className="size-3.5" />
                            {contact.phone}
                          </a>
                        ) : null}
                      </p>
                    </div>
                    {canManage ? (
                      <div className="flex gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Edit ${name}`}
                          onClick={() => setEditing({ open: true, contact })}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Remove ${name}`}
                          onClick={() => setRemoving(contact)}
                        >
                          Remove
                        </Button>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>
      <ContactDialog
        clientId={clientId}
        clientName={clientName}
        contact={editing.contact}
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove contact ${removing?.first_name ?? ''} ${removing?.last_name ?? ''}?`}
        description={`They will no longer be listed for ${clientName}.`}
        confirmLabel="Remove contact"
        pending={remove.isPending}
        waitForResult
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing, {
            onSuccess: () => {
              toast.success('Contact removed');
              setRemoving(null);
            },
            onError: (error) => toast.error(error.message || 'Could not remove the contact.'),
          });
        }}
      />
    </Card>
  );
}
