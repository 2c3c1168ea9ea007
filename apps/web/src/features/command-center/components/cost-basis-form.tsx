import { kpiSettingsInputSchema, type KpiSettings } from '@praxis/shared';
import { NumberField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { toast } from '@/lib/toast';
import { useKpiSettings, useSaveKpiSettings } from '../api/kpis';

/** Admin: the standard cost of a worked hour, from which the margin is computed. */
export function CostBasis() {
  const settings = useKpiSettings();
  if (!settings.data) return null;
  return <CostBasisForm key={settings.data.version} settings={settings.data} />;
}

function CostBasisForm({ settings }: { settings: KpiSettings }) {
  const save = useSaveKpiSettings();
  const api = useApiForm({
    schema: kpiSettingsInputSchema,
    defaultValues: { cost_per_hour: settings.cost_per_hour },
    submit: (input) => save.mutateAsync({ cost_per_hour: input.cost_per_hour, version: settings.version }),
    errorMessage: 'Could not save the cost basis.',
    onSuccess: () => toast.success('Cost basis saved'),
  });
  return (
    <details className="rounded-lg border p-3 text-sm">
      <summary className="cursor-pointer font-medium">
        Cost basis for the margin
        {settings.cost_per_hour === null ? ' (not set: no margin)' : `: ${settings.cost_per_hour} per hour`}
      </summary>
      <Form api={api} aria-label="Cost basis" className="mt-3 max-w-sm">
        <NumberField
          name="cost_per_hour"
          label="Cost per worked hour"
          description="Margin = revenue − worked hours × this. Only admins see money."
          required
          min={0}
          step="0.01"
        />
        <SubmitButton pendingLabel="Saving…">Save cost basis</SubmitButton>
      </Form>
    </details>
  );
}
