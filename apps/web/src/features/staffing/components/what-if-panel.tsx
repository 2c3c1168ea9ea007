import { useId, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { StaffingWhatIf } from '@praxis/shared';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { useWhatIf } from '../api/what-if';
import { hoursText } from '../lib/labels';

export interface WhatIfCandidate {
  consultant_id: string;
  name: string;
}

interface WhatIfPanelProps {
  requestId: string;
  /** Who can be tried, best first: the first is shown at once. */
  candidates: readonly WhatIfCandidate[];
  isPending: boolean;
  onPropose: (candidate: WhatIfCandidate) => void;
}

const money = (amount: number | null, currency: string | null) => {
  if (amount === null || !currency) return '—';
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${amount.toLocaleString('en-GB')} ${currency}`;
  }
};
const week = (date: string | null) => (date ? `Week of ${formatDate(date)}` : 'Never');
const percent = (value: number | null) => (value === null ? '—' : `${value} %`);

/** One line of the comparison: what it is, before → after. */
function Change({ label, before, after }: { label: string; before: string; after: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b py-1.5 last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">
        {before} <span aria-label="becomes">→</span> {after}
      </dd>
    </div>
  );
}

function WhatIfResult({ data }: { data: StaffingWhatIf }) {
  const { engagement, utilisation } = data;
  const over = (value: number | null) => (value === null ? 'No budget' : hoursText(value));
  return (
    <div className="flex flex-col gap-4 text-sm" data-testid="what-if-result">
      {engagement.reason ? (
        <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>{engagement.tips_over ? 'Tips the engagement over budget. ' : 'Over budget. '}</strong>
            {engagement.reason}
          </span>
        </p>
      ) : (
        <p>
          {engagement.budget_hours === null
            ? `${data.engagement_name} has no hour budget to compare against.`
            : `${data.engagement_name} stays within its ${hoursText(engagement.budget_hours)} budget.`}
        </p>
      )}
      <section aria-label={`${data.engagement_name} forecast`}>
        <h3 className="font-medium">
          {data.engagement_name} forecast (+{hoursText(engagement.added_hours)})
        </h3>
        <dl>
          <Change
            label="Estimate at completion"
            before={hoursText(engagement.before.estimate_at_completion_hours)}
            after={hoursText(engagement.after.estimate_at_completion_hours)}
          />
          <Change
            label="Budget runs out"
            before={week(engagement.before.runs_out_on)}
            after={week(engagement.after.runs_out_on)}
          />
          <Change
            label="Over by"
            before={over(engagement.before.over_by_hours)}
            after={over(engagement.after.over_by_hours)}
          />
          {engagement.currency ? (
            <Change
              label="Estimate at completion (money)"
              before={money(engagement.before.estimate_at_completion_amount, engagement.currency)}
              after={money(engagement.after.estimate_at_completion_amount, engagement.currency)}
            />
          ) : null}
        </dl>
      </section>
      <section aria-label={`${data.consultant_name}'s utilisation`}>
        <h3 className="font-medium">
          {data.consultant_name}&apos;s utilisation over the request&apos;s weeks ({hoursText(data.hours_per_week)}
          /week)
        </h3>
        <dl>
          <Change
            label="Booked"
            before={percent(utilisation.before_percent)}
            after={percent(utilisation.after_percent)}
          />
        </dl>
        <p className="mt-1 text-muted-foreground">
          {utilisation.over_capacity_weeks.length > 0
            ? `Over capacity in ${utilisation.over_capacity_weeks.length} of ${utilisation.weeks.length} weeks, from the week of ${formatDate(utilisation.over_capacity_weeks[0] ?? '')}.`
            : `Within capacity in all ${utilisation.weeks.length} weeks.`}
        </p>
      </section>
    </div>
  );
}

/** Before proposing: pick a person and see how booking them moves the engagement's forecast and their week. */
export function WhatIfPanel({ requestId, candidates, isPending, onPropose }: WhatIfPanelProps) {
  const selectId = useId();
  const [chosen, setChosen] = useState(candidates[0]?.consultant_id ?? '');
  const candidate = candidates.find((one) => one.consultant_id === chosen) ?? null;
  const whatIf = useWhatIf(requestId, candidate?.consultant_id ?? null);
  if (candidates.length === 0) return <p className="text-sm">Nobody to try for this request.</p>;
  return (
    <div className="flex flex-col gap-4">
      {candidates.length > 1 ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={selectId}>Candidate</Label>
          <NativeSelect id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {candidates.map((one) => (
              <option key={one.consultant_id} value={one.consultant_id}>
                {one.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <QueryState
        query={whatIf}
        loading={<Skeleton className="h-48 w-full" />}
        errorTitle="We could not work out the what-if."
      >
        {(data) => <WhatIfResult data={data} />}
      </QueryState>
      {candidate ? (
        <Button className="self-end" disabled={isPending} onClick={() => onPropose(candidate)}>
          Propose {candidate.name}
        </Button>
      ) : null}
    </div>
  );
}
