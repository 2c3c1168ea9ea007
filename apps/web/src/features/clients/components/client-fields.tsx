import { CLIENT_STATUSES } from '@praxis/shared';
import { SelectField, TextareaField, TextField } from '@/components/form/fields';
import { labelledOptions } from '@/components/labelled-options';
import { useOwnerOptions } from '../api/list-owner-options';
import { CLIENT_STATUS_LABELS } from '../lib/labels';

const STATUS_OPTIONS = labelledOptions(CLIENT_STATUSES, CLIENT_STATUS_LABELS);

/** A client's fields (name, status, industry, account owner, website, logo, notes) for the new and edit forms. */
export function ClientFields() {
  const owners = useOwnerOptions();
  const ownerOptions = (owners.data ?? []).map((owner) => ({ value: owner.id, label: owner.name }));
  return (
    <>
      <TextField name="name" label="Name" required maxLength={200} />
      <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        <TextField name="industry" label="Industry" maxLength={120} />
        <SelectField name="account_owner_id" label="Account owner" placeholder="Unassigned" options={ownerOptions} />
        <TextField name="website" label="Website" type="url" placeholder="https://" />
      </div>
      <TextField
        name="logo_url"
        label="Logo URL"
        type="url"
        placeholder="https://"
        description="A link to the logo image; initials are shown without one."
      />
      <TextareaField name="notes" label="Notes" />
    </>
  );
}
