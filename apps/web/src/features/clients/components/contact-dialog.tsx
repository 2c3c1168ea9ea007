import {
  clientContactInputSchema,
  clientContactUpdateSchema,
  type ClientContact,
  type ClientContactInput,
} from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { CheckboxField, TextareaField, TextField } from '@/components/form/fields';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { blanksToNull, textValuesOf } from '@/components/form/values';
import { useSaveContact } from '../api/save-contact';

/** The contact's text fields that may be left empty (null in the API). */
const OPTIONAL_FIELDS = ['email', 'phone', 'title', 'notes'] as const;

interface ContactDialogProps {
  clientId: string;
  clientName: string;
  contact?: ClientContact | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ContactDialog({ clientId, clientName, contact, open, onOpenChange }: ContactDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={contact ? `Edit ${contact.first_name} ${contact.last_name}` : 'Add contact'}
      description={`A person at ${clientName}. Only one contact can be primary.`}
    >
      {(close) => <ContactForm clientId={clientId} contact={contact} onDone={close} />}
    </FormDialog>
  );
}

/** The dialog's form: what the dialog was opened for, and `onDone` to close it. */
type ContactFormProps = Pick<ContactDialogProps, 'clientId' | 'contact'> & { onDone: () => void };

function ContactForm({ clientId, contact, onDone }: ContactFormProps) {
  const save = useSaveContact();
  const api = useApiForm({
    // Adding and editing send every field; a new contact is checked against the create schema, a change against
    // the update schema, as the API does.
    schema: contact ? clientContactUpdateSchema : clientContactInputSchema,
    defaultValues: {
      first_name: contact?.first_name ?? '',
      last_name: contact?.last_name ?? '',
      ...textValuesOf(contact, OPTIONAL_FIELDS),
      is_primary: contact?.is_primary ?? false,
    },
    toInput: (values) => ({
      first_name: values.first_name,
      last_name: values.last_name,
      ...blanksToNull(values, OPTIONAL_FIELDS),
      is_primary: values.is_primary,
    }),
    submit: (input) =>
      contact
        ? save.mutateAsync({ clientId, contact, input })
        : save.mutateAsync({ clientId, input: input as ClientContactInput }),
    errorMessage: 'Could not save the contact.',
    successMessage: contact ? 'Contact saved' : 'Contact added',
    onSuccess: onDone,
  });

  return (
    <Form api={api}>
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <TextField name="first_name" label="First name" required />
        <TextField name="last_name" label="Last name" required />
        <TextField name="email" label="Email" type="email" />
        <TextField name="phone" label="Phone" type="tel" />
      </div>
      <TextField name="title" label="Title" />
      <TextareaField name="notes" label="Notes" />
      <CheckboxField name="is_primary" label="Primary contact" />
      <CancelSubmitActions onCancel={onDone} pendingLabel="Saving...">
        {contact ? 'Save contact' : 'Add contact'}
      </CancelSubmitActions>
    </Form>
  );
}
