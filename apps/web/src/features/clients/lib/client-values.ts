import type { Client } from '@praxis/shared';
import { blankToNull } from '@/components/form/values';

export const EMPTY_CLIENT_VALUES = {
  name: '',
  status: 'prospect',
  industry: '',
  website: '',
  logo_url: '',
  account_owner_id: '',
  notes: '',
};

export type ClientValues = typeof EMPTY_CLIENT_VALUES;

/** A client as the form's values (editing). */
export const clientValuesOf = (client: Client): ClientValues => ({
  name: client.name,
  status: client.status,
  industry: client.industry ?? '',
  website: client.website ?? '',
  logo_url: client.logo_url ?? '',
  account_owner_id: client.account_owner_id ?? '',
  notes: client.notes ?? '',
});

/** The form's values as the API's input ("" → null). */
export const clientInputOf = (values: ClientValues) => ({
  name: values.name,
  status: values.status,
  industry: blankToNull(values.industry),
  website: blankToNull(values.website),
  logo_url: blankToNull(values.logo_url),
  account_owner_id: values.account_owner_id || null,
  notes: blankToNull(values.notes),
});
