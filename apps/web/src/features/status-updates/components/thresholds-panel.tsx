import { temperatureThresholdsSchema, type TemperatureSettings, type TemperatureThresholds } from '@praxis/shared';
import { QueryState } from '@/components/query-state';
import { NumberField } from '@/components/form/fields';
import { Form, FormActions } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useSaveThresholds, useThresholds } from '../api/thresholds';

const FACTORS: {
  label: string;
  unit: string;
  watch: keyof TemperatureThresholds;
  critical: keyof TemperatureThresholds;
}[] = [
  {
    label: 'Budget burn ahead of plan progress',
    unit: 'percentage points',
    watch: 'burn_watch_points',
    critical: 'burn_critical_points',
  },
  { label: 'Latest open milestone late', unit: 'days', watch: 'slip_watch_days', critical: 'slip_critical_days' },
  { label: 'Open staffing requests', unit: 'requests', watch: 'gaps_watch', critical: 'gaps_critical' },
  {
    label: 'Timesheets away from allocation (last 4 weeks)',
    unit: '%',
    watch: 'variance_watch_percent',
    critical: 'variance_critical_percent',
  },
  {
    label: 'Days since the last sent update',
    unit: 'days',
    watch: 'stale_watch_days',
    critical: 'stale_critical_days',
  },
  {
    label: 'Forecast over budget at completion (more than)',
    unit: '% of the budget',
    watch: 'forecast_watch_percent',
    critical: 'forecast_critical_percent',
  },
];

/** Admin settings: the limits of the computed temperature (docs/product.md §11.9), each factor's Watch and Critical. */
export function ThresholdsPanel() {
  const settings = useThresholds();
  return (
    <QueryState
      query={settings}
      loading={<Skeleton className="h-64 w-full" aria-label="Loading the thresholds" />}
      errorTitle="Could not load the thresholds."
    >
      {(loaded) => <ThresholdsForm key={loaded.version} settings={loaded} />}
    </QueryState>
  );
}

function ThresholdsForm({ settings }: { settings: TemperatureSettings }) {
  const save = useSaveThresholds();
  const api = useApiForm({
    schema: temperatureThresholdsSchema,
    defaultValues: settings.thresholds as Record<keyof TemperatureThresholds, number | null>,
    submit: (thresholds) => save.mutateAsync({ thresholds, version: settings.version }),
    errorMessage: 'Could not save the thresholds.',
    onSuccess: () => toast.success('Thresholds saved'),
  });
  return (
    <section className="flex flex-col gap-4" aria-labelledby="thresholds-title">
      <div>
        <h2 id="thresholds-title" className="text-lg font-semibold">
          Computed temperature
        </h2>
        <p className="text-sm text-muted-foreground">
          Each factor counts as Watch from its first limit and Critical from its second. An engagement is Critical when
          any factor is critical or the factors add up to 3, Watch from 1.
          {settings.version === 0 ? ' The defaults are in use.' : ''}
        </p>
      </div>
      <Form api={api} aria-label="Computed temperature thresholds">
        {FACTORS.map((factor) => (
          <fieldset key={factor.watch} className="grid gap-x-4 gap-y-2 sm:grid-cols-[1fr_10rem_10rem] sm:items-end">
            <legend className="text-sm font-medium sm:col-span-3">
              {factor.label} <span className="text-muted-foreground">({factor.unit})</span>
            </legend>
            <span aria-hidden className="hidden sm:block" />
            <NumberField name={factor.watch} label="Watch from" required min={0} />
            <NumberField name={factor.critical} label="Critical from" required min={0} />
          </fieldset>
        ))}
        <FormActions>
          <SubmitButton pendingLabel="Saving…">Save thresholds</SubmitButton>
        </FormActions>
      </Form>
    </section>
  );
}
