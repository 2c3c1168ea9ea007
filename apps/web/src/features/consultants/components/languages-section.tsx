import { useId, useState, type FormEvent } from 'react';
import { LANGUAGE_PROFICIENCIES, type ConsultantProfile, type LanguageProficiency } from '@praxis/shared';
import { ValueOptions } from '@/components/value-options';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { useAddLanguage } from '../api/add-language';
import { useDeleteLanguage } from '../api/delete-language';
import { useCatalogue } from '../api/list-catalogue';
import { toastFailure } from '../lib/errors';
import { PROFICIENCY_LABELS } from '../lib/labels';
import { ConfirmRemove } from './confirm-remove';
import { EmptyLine, SectionCard } from './section-card';

/** Languages with their proficiency (basic, conversational, fluent, native). */
export function LanguagesSection({ profile }: { profile: ConsultantProfile }) {
  const id = useId();
  const consultantId = profile.consultant.id;
  const catalogue = useCatalogue('languages');
  const [languageId, setLanguageId] = useState('');
  const [proficiency, setProficiency] = useState<LanguageProficiency>('fluent');
  const add = useAddLanguage();
  const remove = useDeleteLanguage();
  const held = new Set(profile.languages.map((language) => language.language_id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!languageId) return;
    add.mutate(
      { consultantId, language_id: languageId, proficiency },
      {
        onSuccess: () => {
          toast.success('Language added');
          setLanguageId('');
        },
        onError: toastFailure('Could not add the language.'),
      },
    );
  };

  return (
    <SectionCard title="Languages">
      {profile.languages.length === 0 ? (
        <EmptyLine>{profile.can_edit ? 'No languages yet — add one below.' : 'No languages listed yet.'}</EmptyLine>
      ) : (
        <ul aria-label="Languages" className="divide-y">
          {profile.languages.map((language) => (
            <li key={language.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="font-medium">{language.name}</span>
              <span className="flex items-center gap-2">
                <Badge variant="secondary">{PROFICIENCY_LABELS[language.proficiency]}</Badge>
                {profile.can_edit ? (
                  <ConfirmRemove
                    what={language.name}
                    removed="Language removed"
                    mutation={remove}
                    variables={{ consultantId, id: language.id }}
                  />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {profile.can_edit ? (
        <form onSubmit={submit} aria-label="Add a language" className="flex flex-wrap items-end gap-3 border-t pt-4">
          <div className="flex min-w-40 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-language`}>Language</Label>
            <NativeSelect
              id={`${id}-language`}
              required
              value={languageId}
              onChange={(event) => setLanguageId(event.target.value)}
            >
              <option value="">Choose a language</option>
              {(catalogue.data ?? [])
                .filter((language) => !held.has(language.id))
                .map((language) => (
                  <option key={language.id} value={language.id}>
                    {language.name}
                  </option>
                ))}
            </NativeSelect>
          </div>
          <div className="flex min-w-40 flex-col gap-1.5">
            <Label htmlFor={`${id}-proficiency`}>Proficiency</Label>
            <NativeSelect
              id={`${id}-proficiency`}
              value={proficiency}
              onChange={(event) => setProficiency(event.target.value as LanguageProficiency)}
            >
              <ValueOptions values={LANGUAGE_PROFICIENCIES} labels={PROFICIENCY_LABELS} />
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline" disabled={!languageId || add.isPending}>
            {add.isPending ? 'Adding…' : 'Add language'}
          </Button>
        </form>
      ) : null}
    </SectionCard>
  );
}
