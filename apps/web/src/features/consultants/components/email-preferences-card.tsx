import { EMAIL_MODES, type EmailMode, type EmailPreferences } from '@praxis/shared';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton-list';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';
import { SectionCard } from './section-card';

const MODE_LABELS: Record<EmailMode, string> = {
  app: 'In the app only',
  immediate: 'E-mail at once',
  digest: 'Daily digest (08:00)',
};

/**
 * How each kind of notification reaches the person: in the app only, by e-mail at once, or in the 08:00 digest of
 * their time zone. Each choice is saved as it is made. The e-mails' unsubscribe link lands here (#email-preferences).
 */
export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  return (
    <div id="email-preferences" className="scroll-mt-20">
      <SectionCard
        title="E-mail"
        description="Choose, for each kind of notification, whether it also reaches your inbox. The bell always has it."
      >
        <QueryState
          query={preferences}
          loading={
            <SkeletonList
              label="Loading e-mail preferences"
              className="flex flex-col gap-2"
              itemClassName="h-9"
              count={4}
            />
          }
          errorTitle="Could not load your e-mail preferences"
        >
          {(data) => <PreferenceList data={data} />}
        </QueryState>
      </SectionCard>
    </div>
  );
}

function PreferenceList({ data }: { data: EmailPreferences }) {
  const save = useSaveEmailPreferences();
  const choose = (type: EmailPreferences['items'][number]['type'], label: string, mode: EmailMode) =>
    save.mutate(
      { preferences: { [type]: mode } },
      {
        onSuccess: () => toast.success(`${label}: ${MODE_LABELS[mode].toLowerCase()}`),
        onError: () => toast.error('Could not save your e-mail preference'),
      },
    );
  return (
    <>
      {data.email_enabled ? null : (
        <p role="note" className="rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">
          E-mail is off on this server: your choices are kept and apply once an administrator turns it on.
        </p>
      )}
      <ul className="flex flex-col divide-y" aria-label="E-mail for each kind of notification">
        {data.items.map((item) => {
          const id = `email-mode-${item.type}`;
          return (
            <li key={item.type} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <label htmlFor={id} className="min-w-0 text-sm">
                {item.label}
              </label>
              <NativeSelect
                id={id}
                className="w-full sm:w-56"
                value={item.mode}
                disabled={save.isPending}
                onChange={(event) => choose(item.type, item.label, event.target.value as EmailMode)}
              >
                {EMAIL_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {MODE_LABELS[mode]}
                    {mode === item.default_mode ? ' (default)' : ''}
                  </option>
                ))}
              </NativeSelect>
            </li>
          );
        })}
      </ul>
    </>
  );
}
