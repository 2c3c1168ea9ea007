import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { EngagementForecastAnswer } from '@praxis/shared';
import { formatDate } from '@/lib/dates';
import { forecastRows } from '../lib/forecast-rows';

/*
 * The forecast's burn-up chart (Recharts). Its own chunk: the overview loads it after the sentence and the figures
 * are on screen.
 */
const shortDate = (week: string) => formatDate(week).replace(/ \d{4}$/, '');

export default function ForecastChart({ forecast }: { forecast: EngagementForecastAnswer }) {
  return (
    <div role="img" aria-label={`Burn-up chart: ${forecast.explanation}`}>
      <ResponsiveContainer width="100%" height={240}>
        <LineChart data={forecastRows(forecast)}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="week" tickFormatter={shortDate} fontSize={12} minTickGap={16} />
          <YAxis fontSize={12} width={44} allowDecimals={false} />
          <Tooltip labelFormatter={(week) => `Week of ${formatDate(String(week))}`} />
          <Legend />
          {forecast.budget_hours ? (
            <ReferenceLine y={forecast.budget_hours} stroke="#dc2626" strokeDasharray="6 3" label="Budget" />
          ) : null}
          <Line dataKey="with_tentative" name="With proposals" stroke="#d97706" strokeDasharray="4 4" dot={false} />
          <Line dataKey="forecast" name="Scheduled" stroke="#2563eb" dot={false} />
          <Line dataKey="used" name="Approved" stroke="#0f172a" strokeWidth={2} dot={false} connectNulls={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
