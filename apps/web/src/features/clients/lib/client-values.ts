import type { Client } from '@praxis/shared';
import { blanksToNull, textValuesOf } from '@/components/form/values';

export const EMPTY_CLIENT_VALUES = {
  name: '',
  status: 'prospect',
  industry: '',
  website: '',
  logo_url: '',
  account_owner_id: '',
  notes: '',
};

/** The client's text fields that may be left empty (null in the API). */
const OPTIONAL_FIELDS = ['industry', 'website', 'logo_url', 'notes'] as const;

export type ClientValues = typeof EMPTY_CLIENT_VALUES;

/** A client as the form's values (editing). */
export const clientValuesOf = (client: Client): ClientValues => ({
  name: client.name,
  status: client.status,
  ...textValuesOf(client, OPTIONAL_FIELDS),
  account_owner_id: client.account_owner_id ?? '',
});

/** The form's values as the API's input ("" → null). */
export const clientInputOf = (values: ClientValues) => ({
  name: values.name,
  status: values.status,
  ...blanksToNull(values, OPTIONAL_FIELDS),
  account_owner_id: values.account_owner_id || null,
});
