import { useId, useState } from 'react';
import { LANGUAGE_PROFICIENCIES, type ConsultantProfile, type LanguageProficiency } from '@praxis/shared';
import { ValueOptions } from '@/components/value-options';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { useAddLanguage } from '../api/add-language';
import { useCatalogue } from '../api/list-catalogue';
import { PROFICIENCY_LABELS } from '../lib/labels';
import { AddEntryField, AddEntryForm, AddEntrySelect } from './add-entry-form';
import { ProfileListSection } from './profile-list-section';

/** Languages with their proficiency (basic, conversational, fluent, native). */
export function LanguagesSection({ profile }: { profile: ConsultantProfile }) {
  return (
    <ProfileListSection
      profile={profile}
      list="languages"
      emptyText={{ editor: 'No languages yet — add one below.', viewer: 'No languages listed yet.' }}
      nameOf={(language) => language.name}
      renderDetails={(language) => <Badge variant="secondary">{PROFICIENCY_LABELS[language.proficiency]}</Badge>}
      removed="Language removed"
      addForm={<AddLanguageForm profile={profile} />}
    />
  );
}

/** Add a language the consultant does not list yet, fluent unless the editor picks another proficiency. */
function AddLanguageForm({ profile }: { profile: ConsultantProfile }) {
  const id = useId();
  const catalogue = useCatalogue('languages');
  const [languageId, setLanguageId] = useState('');
  const [proficiency, setProficiency] = useState<LanguageProficiency>('fluent');
  const add = useAddLanguage();
  const held = new Set(profile.languages.map((language) => language.language_id));

  return (
    <AddEntryForm
      label="Add a language"
      submitLabel="Add language"
      mutation={add}
      variables={languageId ? { consultantId: profile.consultant.id, language_id: languageId, proficiency } : null}
      added="Language added"
      failed="Could not add the language."
      onAdded={() => setLanguageId('')}
    >
      <AddEntrySelect
        id={`${id}-language`}
        label="Language"
        className="min-w-40 flex-1"
        placeholder="Choose a language"
        items={(catalogue.data ?? []).filter((language) => !held.has(language.id))}
        value={languageId}
        onChange={setLanguageId}
        required
      />
      <AddEntryField id={`${id}-proficiency`} label="Proficiency" className="min-w-40">
        <NativeSelect
          id={`${id}-proficiency`}
          value={proficiency}
          onChange={(event) => setProficiency(event.target.value as LanguageProficiency)}
        >
          <ValueOptions values={LANGUAGE_PROFICIENCIES} labels={PROFICIENCY_LABELS} />
        </NativeSelect>
      </AddEntryField>
    </AddEntryForm>
  );
}
