import type { FIRM_FORECAST_CSV_VIEWS, FirmForecastAnswer } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

type View = (typeof FIRM_FORECAST_CSV_VIEWS)[number];
type Row = Record<string, unknown>;

const column = (key: string, header: string): CsvColumn => ({ key, header });

/** Each view of the firm forecast as rows and columns (one file, one table). */
function viewOf(forecast: FirmForecastAnswer, view: View): { rows: Row[]; columns: CsvColumn[] } {
  switch (view) {
    case 'weeks':
      return {
        rows: forecast.weeks,
        columns: [
          column('week', 'Week'),
          column('capacity_hours', 'Capacity (h)'),
          column('scheduled_hours', 'Scheduled (h)'),
          column('tentative_hours', 'Tentative (h)'),
          column('utilisation_percent', 'Utilisation (%)'),
          column('utilisation_with_tentative_percent', 'With tentative (%)'),
          column('bench_count', 'On the bench'),
          column('roll_off_count', 'Roll-offs'),
        ],
      };
    case 'bench':
      return {
        rows: forecast.bench.flatMap(({ week, people }) =>
          people.map((person) => ({ week, ...person, top_skills: person.top_skills.join('; ') })),
        ),
        columns: [
          column('week', 'Week'),
          column('name', 'Person'),
          column('booked_percent', 'Booked (%)'),
          column('scheduled_hours', 'Scheduled (h)'),
          column('tentative_hours', 'Tentative (h)'),
          column('capacity_hours', 'Capacity (h)'),
          column('top_skills', 'Top skills'),
        ],
      };
    case 'roll_offs':
      return {
        rows: forecast.roll_offs,
        columns: [column('name', 'Person'), column('engagement_name', 'Engagement'), column('ends_on', 'Ends on')],
      };
    case 'revenue':
      return {
        rows: (forecast.revenue ?? []).flatMap(({ currency, weeks }) =>
          weeks.map((amount, index) => ({ week: forecast.weeks[index]?.week, currency, amount })),
        ),
        columns: [column('week', 'Week'), column('currency', 'Currency'), column('amount', 'Revenue')],
      };
  }
}

/** The CSV export of one view, already computed (a single page). */
export function firmForecastCsv(forecast: FirmForecastAnswer, view: View) {
  const { rows, columns } = viewOf(forecast, view);
  return {
    filename: `firm-forecast-${view.replace('_', '-')}`,
    columns,
    page: async (_limit: number, offset: number) => (offset === 0 ? rows : []),
  };
}
