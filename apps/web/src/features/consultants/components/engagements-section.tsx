import type { ConsultantProfile } from '@praxis/shared';
import { Badge } from '@/components/ui/badge';
import { formatPeriod } from '@/lib/dates';
import { EmptyLine, SectionCard } from './section-card';

const hours = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} h`);
const range = (start: string | null, end: string | null) => formatPeriod(start, end) || 'Dates not set';

/** Engagement history from assignments, with the current allocation on top. */
export function EngagementsSection({ profile }: { profile: ConsultantProfile }) {
  const { allocation } = profile;
  return (
    <SectionCard title="Engagements" description="Assignments, current and past.">
      <dl className="grid grid-cols-3 gap-4 rounded-lg bg-muted/50 p-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Current engagements</dt>
          <dd className="text-lg font-semibold tabular-nums">{allocation.current_engagements}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Hours allocated</dt>
          <dd className="text-lg font-semibold tabular-nums">{hours(allocation.hours_allocated)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Hours used</dt>
          <dd className="text-lg font-semibold tabular-nums">{hours(allocation.hours_used)}</dd>
        </div>
      </dl>
      {profile.engagements.length === 0 ? (
        <EmptyLine>No engagements yet.</EmptyLine>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Engagement history</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Engagement
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Role
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Dates
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Hours used / allocated
                </th>
              </tr>
            </thead>
            <tbody>
              {profile.engagements.map((engagement) => (
                <tr key={engagement.id} className="border-b last:border-0">
                  <td className="py-2 pr-3">
                    <span className="font-medium">{engagement.name}</span>
                    {engagement.is_current ? (
                      <Badge variant="success" className="ml-2">
                        Current
                      </Badge>
                    ) : null}
                    <span className="block text-xs text-muted-foreground">{engagement.client_name}</span>
                  </td>
                  <td className="py-2 pr-3">{engagement.engagement_role ?? 'Team member'}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{range(engagement.start_date, engagement.end_date)}</td>
                  <td className="py-2 text-right tabular-nums whitespace-nowrap">
                    {hours(engagement.hours_used)} / {hours(engagement.hours_allocated)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
