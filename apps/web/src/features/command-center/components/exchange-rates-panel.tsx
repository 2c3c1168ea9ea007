import { exchangeRateInputSchema, type ExchangeRate } from '@praxis/shared';
import { ConfirmAction } from '@/components/confirm-action';
import { FiguresTable } from '@/components/figures-table';
import { DateField, NumberField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { QueryState } from '@/components/query-state';
import { TitledSection } from '@/components/titled-section';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, today } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useAddExchangeRate, useDeleteExchangeRate, useExchangeRates } from '../api/exchange-rates';

function AddRateForm({ base }: { base: string }) {
  const add = useAddExchangeRate();
  const empty = { currency: '', rate: null, effective_on: today() };
  const api = useApiForm({
    schema: exchangeRateInputSchema,
    defaultValues: empty,
    submit: add.mutateAsync,
    onSuccess: (rate) => {
      toast.success(`${rate.currency} rate from ${formatDate(rate.effective_on)} added`);
      api.form.reset(empty);
    },
    errorMessage: 'Could not add the rate.',
    guard: false,
  });
  return (
    <Form api={api} aria-label="Add an exchange rate" className="flex-row flex-wrap items-start gap-3">
      <TextField name="currency" label="Currency" placeholder="EUR" maxLength={3} className="w-28" required />
      <NumberField
        name="rate"
        label={`Rate to ${base}`}
        description={`1 unit of the currency = this many ${base}.`}
        min={0}
        step="0.000001"
        className="w-44"
        required
      />
      <DateField name="effective_on" label="Effective from" className="w-44" required />
      <SubmitButton variant="outline" className="mt-6" pendingLabel="Adding…">
        Add rate
      </SubmitButton>
    </Form>
  );
}

/**
 * Admin settings › Exchange rates: the rate of each currency to the base currency from a date. Totals across
 * currencies (the command center's revenue) are converted with the newest rate not after the period's end, and
 * say which; without one they stay per currency.
 */
export function ExchangeRatesPanel() {
  const rates = useExchangeRates();
  const remove = useDeleteExchangeRate();
  const onDelete = (rate: ExchangeRate) =>
    remove.mutate(rate.id, { onSuccess: () => toast.success(`${rate.currency} rate deleted`) });
  return (
    <QueryState
      query={rates}
      loading={<Skeleton className="h-48 w-full" aria-label="Loading the exchange rates" />}
      errorTitle="Could not load the exchange rates"
    >
      {(data) => (
        <TitledSection
          title="Exchange rates"
          description={`Amounts in other currencies are converted into ${data.base_currency}, the firm's base currency, only with these rates; a total names the rate and its date, and stays per currency where a rate is missing.`}
        >
          <AddRateForm base={data.base_currency} />
          {data.rates.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No rates yet: revenue in other currencies is shown per currency, never added.
            </p>
          ) : (
            <FiguresTable
              caption="Exchange rates"
              head={['Currency', `Rate to ${data.base_currency}`, 'Effective from', 'Actions']}
              rows={data.rates.map((rate) => [
                rate.currency,
                rate.rate,
                formatDate(rate.effective_on),
                <ConfirmAction
                  key={rate.id}
                  what={`the ${rate.currency} rate from ${formatDate(rate.effective_on)}`}
                  consequence="Totals of periods that used it are converted with the rate before it, or not at all."
                  onConfirm={() => onDelete(rate)}
                />,
              ])}
            />
          )}
        </TitledSection>
      )}
    </QueryState>
  );
}
