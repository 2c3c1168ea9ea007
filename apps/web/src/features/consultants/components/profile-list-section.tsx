import type { ReactNode } from 'react';
import type { ConsultantProfile } from '@praxis/shared';
import { useDeleteProfileEntry } from '../api/delete-profile-entry';
import { PROFILE_LIST_TITLES, type ProfileList } from '../lib/labels';
import { ConfirmRemove } from './confirm-remove';
import { EmptyLine, SectionCard } from './section-card';

type Entry<L extends ProfileList> = ConsultantProfile[L][number];

interface ProfileListSectionProps<L extends ProfileList> {
  profile: ConsultantProfile;
  /** Which of the profile's lists the section shows and removes entries from; it names the section. */
  list: L;
  description?: string;
  /** What an empty list says: to an editor it points at the add form, to anyone else it just says so. */
  emptyText: { editor: string; viewer: string };
  /** The entry as the user knows it: the row's text and what the Remove question names. */
  nameOf: (entry: Entry<L>) => string;
  /** The row's left side, when more than the name in bold (a line under it, plain text). */
  renderEntry?: (entry: Entry<L>) => ReactNode;
  /** What stands before the Remove button (a badge, the rating). */
  renderDetails?: (entry: Entry<L>) => ReactNode;
  /** The success toast of a removal ("Language removed"). */
  removed: string;
  /** The add form, shown to editors under the list. */
  addForm: ReactNode;
}

/**
 * A profile section that lists entries (skills, certifications, languages, education): one row each with, for the
 * profile's editors, a Remove button that asks first, and the section's add form under the list.
 */
export function ProfileListSection<L extends ProfileList>({
  profile,
  list,
  description,
  emptyText,
  nameOf,
  renderEntry = (entry) => <EntryText name={nameOf(entry)} />,
  renderDetails,
  removed,
  addForm,
}: ProfileListSectionProps<L>) {
  const remove = useDeleteProfileEntry();
  const consultantId = profile.consultant.id;
  const entries: readonly Entry<L>[] = profile[list];
  const title = PROFILE_LIST_TITLES[list];
  return (
    <SectionCard title={title} description={description}>
      {entries.length === 0 ? (
        <EmptyLine>{profile.can_edit ? emptyText.editor : emptyText.viewer}</EmptyLine>
      ) : (
        <ul aria-label={title} className="divide-y">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              {renderEntry(entry)}
              <span className="flex items-center gap-2">
                {renderDetails?.(entry)}
                {profile.can_edit ? (
                  <ConfirmRemove
                    what={nameOf(entry)}
                    removed={removed}
                    mutation={remove}
                    variables={{ consultantId, list, id: entry.id }}
                  />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {profile.can_edit ? addForm : null}
    </SectionCard>
  );
}

/** A row's text: the name in bold, and a muted line under it when there is more to say. */
export function EntryText({ name, detail }: { name: string; detail?: ReactNode }) {
  return (
    <span className="min-w-0">
      <span className="font-medium">{name}</span>
      {detail ? <span className="block text-xs text-muted-foreground">{detail}</span> : null}
    </span>
  );
}
