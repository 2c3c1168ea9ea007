import type { ComponentProps } from 'react';
import type { RecruitingAnalytics } from '@praxis/shared';
import { FiguresTable } from '@/components/figures-table';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { TitledSection } from '@/components/titled-section';
import { useRecruitingAnalytics } from '../api/insights';
import { SOURCE_LABELS, STAGE_LABELS } from '../lib/labels';

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)} %`);
const daysText = (value: number | null) => (value === null ? '—' : `${value} d`);

function Funnel({ data }: { data: RecruitingAnalytics }) {
  const first = data.conversion[0]?.reached ?? 0;
  const steps = [
    ...data.conversion.map((step) => ({ stage: step.from, count: step.reached })),
    { stage: 'hired' as const, count: data.conversion.at(-1)?.converted ?? 0 },
  ];
  return (
    <ol className="flex flex-col gap-1" aria-label="Candidates reaching each stage">
      {steps.map((step) => (
        <li key={step.stage} className="grid grid-cols-[6rem_1fr_3rem] items-center gap-2 text-sm">
          <span>{STAGE_LABELS[step.stage]}</span>
          <span className="h-3 rounded bg-muted" aria-hidden>
            <span
              className="block h-3 rounded bg-primary"
              style={{ width: `${first ? Math.round((step.count / first) * 100) : 0}%` }}
            />
          </span>
          <span className="text-right tabular-nums">{step.count}</span>
        </li>
      ))}
    </ol>
  );
}

/** Recruiting analytics (docs/product.md §11.12): funnel, conversion, time in stage, sources, time to hire, per position. */
export function AnalyticsPanel() {
  const analytics = useRecruitingAnalytics();
  return (
    <TitledSection id="analytics-heading" title="Analytics" className="flex min-w-0 flex-col gap-3">
      <QueryState
        query={analytics}
        loading={<Skeleton className="h-48 w-full" aria-label="Loading the analytics" />}
        errorTitle="Could not load the analytics"
      >
        {(data) => <AnalyticsBody data={data} />}
      </QueryState>
    </TitledSection>
  );
}

/** One of the panel's figures tables: captioned, in a bordered box. */
function FiguresBox(props: Omit<ComponentProps<typeof FiguresTable>, 'showCaption' | 'className'>) {
  return <FiguresTable showCaption className="rounded-lg border" {...props} />;
}

function AnalyticsBody({ data }: { data: RecruitingAnalytics }) {
  const { time_to_hire: hire } = data;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-2 rounded-lg border p-4">
        <p className="text-sm">
          <strong>Time to hire:</strong>{' '}
          {hire.hires
            ? `${daysText(hire.average_days)} on average, median ${daysText(hire.median_days)} (${hire.hires} hire${hire.hires === 1 ? '' : 's'})`
            : 'no hires yet'}
        </p>
        <Funnel data={data} />
      </div>
      <FiguresBox
        caption="Conversion per stage"
        head={['Stage', 'Reached', 'Moved on', 'Conversion']}
        rows={data.conversion.map((step) => [
          `${STAGE_LABELS[step.from]} → ${STAGE_LABELS[step.to]}`,
          step.reached,
          step.converted,
          percent(step.rate),
        ])}
      />
      <FiguresBox
        caption="Time in stage"
        head={['Stage', 'Stays', 'Average', 'Median']}
        rows={data.time_in_stage.map((row) => [
          STAGE_LABELS[row.stage],
          row.count,
          daysText(row.average_days),
          daysText(row.median_days),
        ])}
      />
      <FiguresBox
        caption="Source effectiveness"
        head={['Source', 'Candidates', 'Interviewed', 'Hired', 'Hire rate']}
        rows={data.sources.map((row) => [
          SOURCE_LABELS[row.source],
          row.candidates,
          row.interviewed,
          row.hired,
          percent(row.hire_rate),
        ])}
      />
      <div className="min-w-0 lg:col-span-2">
        <FiguresBox
          caption="Pipeline by position"
          head={[
            'Position',
            ...(['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const).map(
              (s) => STAGE_LABELS[s],
            ),
          ]}
          rows={data.positions.map((row) => [
            row.position_title,
            row.counts.applied,
            row.counts.screening,
            row.counts.interview,
            row.counts.offer,
            row.counts.hired,
            row.counts.rejected,
          ])}
        />
      </div>
    </div>
  );
}
