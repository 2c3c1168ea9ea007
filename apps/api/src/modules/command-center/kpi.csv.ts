import type { CommandCenter, CommandCenterChart } from '@praxis/shared';

type Row = Record<string, unknown>;

/** Each chart's data as rows for its CSV (money columns only where the answer carries them). */
export function chartRows(data: CommandCenter, chart: CommandCenterChart): Row[] {
  switch (chart) {
    case 'utilisation':
      return data.utilisation.by_week;
    case 'job_titles':
      return data.utilisation.by_job_title;
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

/** The columns of a chart's rows, in the order of its first row. */
export const columnsOf = (rows: Row[]) => Object.keys(rows[0] ?? {}).map((key) => ({ key, header: key }));
