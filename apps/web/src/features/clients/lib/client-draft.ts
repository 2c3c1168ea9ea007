import { useState } from 'react';
import type { Client } from '@praxis/shared';
import { textOrNull, validate } from './form';

export type ClientField = 'name' | 'status' | 'industry' | 'website' | 'logo_url' | 'account_owner_id' | 'notes';
export type ClientDraft = Record<ClientField, string>;

export const EMPTY_CLIENT_DRAFT: ClientDraft = {
  name: '',
  status: 'prospect',
  industry: '',
  website: '',
  logo_url: '',
  account_owner_id: '',
  notes: '',
};

/** A client as the form's text values (editing). */
export const clientDraftOf = (client: Client): ClientDraft => ({
  name: client.name,
  status: client.status,
  industry: client.industry ?? '',
  website: client.website ?? '',
  logo_url: client.logo_url ?? '',
  account_owner_id: client.account_owner_id ?? '',
  notes: client.notes ?? '',
});

/** The form's text values as the API's input ("" → null). */
export const clientInputOf = (draft: ClientDraft) => ({
  name: draft.name,
  status: draft.status,
  industry: textOrNull(draft.industry),
  website: textOrNull(draft.website),
  logo_url: textOrNull(draft.logo_url),
  account_owner_id: draft.account_owner_id || null,
  notes: textOrNull(draft.notes),
});

type Schema = Parameters<typeof validate>[0];

/** The state of a client form (new or edit): the values, their errors, and a field checked when it loses focus. */
export function useClientDraft(schema: Schema, initial: ClientDraft) {
  const [draft, setDraft] = useState<ClientDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: ClientField) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const blur = (name: ClientField) => () => {
    const message = validate(schema, clientInputOf(draft)).errors[name];
    setErrors((current) => {
      const next = Object.fromEntries(Object.entries(current).filter(([key]) => key !== name));
      return message && draft[name] !== '' ? { ...next, [name]: message } : next;
    });
  };
  return { draft, errors, setErrors, set, blur };
}

export type ClientDraftState = ReturnType<typeof useClientDraft>;
