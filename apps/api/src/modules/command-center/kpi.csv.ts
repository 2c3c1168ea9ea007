import type { CommandCenter, CommandCenterChart } from '@praxis/shared';

type Row = Record<string, unknown>;

/** Revenue per currency as one column each (`revenue_EUR`): a CSV cell holds one amount of one currency. */
const flatMoney = (rows: readonly Row[]): Row[] =>
  rows.map(({ revenue_by_currency: byCurrency, ...row }) => ({
    ...row,
    ...Object.fromEntries(
      ((byCurrency as { currency: string; amount: number }[] | undefined) ?? []).map(({ currency, amount }) => [
        `revenue_${currency}`,
        amount,
      ]),
    ),
  }));

/** Each chart's data as rows for its CSV (money columns only where the answer carries them). */
export function chartRows(data: CommandCenter, chart: CommandCenterChart): Row[] {
  switch (chart) {
    case 'utilisation':
      return flatMoney(data.utilisation.by_week);
    case 'job_titles':
      return flatMoney(data.utilisation.by_job_title);
    case 'bench':
      return data.bench.people;
    case 'pipeline':
      return data.pipeline;
    case 'temperature':
      return data.temperature.trend;
    case 'compliance':
      return data.compliance;
    case 'requests':
      return data.requests.ageing.map(({ label, count }) => ({ age: label, count }));
  }
}

/** The columns of a chart's rows: every key any row has, in the order first seen (currencies vary by row). */
export const columnsOf = (rows: Row[]) =>
  [...new Set(rows.flatMap((row) => Object.keys(row)))].map((key) => ({ key, header: key }));
