import { useNavigate } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarProps,
  type XAxisProps,
} from 'recharts';
import {
  ENGAGEMENT_STATUS_LABELS,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TYPE_LABELS,
  type CommandCenter,
  type EngagementType,
} from '@praxis/shared';
import { formatDate } from '@/lib/dates';
import { drill } from '../lib/drill';

/*
 * The command center's charts (Recharts). This module is its own chunk, loaded after the page's numbers and tables
 * are on screen; no other page imports it.
 */
const HEIGHT = 220;
const COLORS = { billable: '#2563eb', total: '#64748b', green: '#059669', yellow: '#d97706', red: '#dc2626' };
const STATUS_COLORS = ['#94a3b8', '#2563eb', '#d97706', '#059669', '#64748b'];
const shortDate = (week: string) => formatDate(week).replace(/ \d{4}$/, '');
/** The weekly charts' x axis: a tick a week, dated without the year. */
const WEEK_AXIS = { dataKey: 'week', tickFormatter: shortDate, fontSize: 12 } as const;
/** The weekly charts' tooltip title. */
const weekOf = (week: unknown) => `Week of ${formatDate(String(week))}`;
/** A y axis of whole counts. */
const COUNT_AXIS = { allowDecimals: false, fontSize: 12, width: 32 } as const;
/** An x axis of the rows' `label`s. */
const LABEL_AXIS = { dataKey: 'label', fontSize: 12 } as const;

interface CountBar {
  dataKey: string;
  name: string;
  fill: string | undefined;
  onClick?: BarProps['onClick'];
}

/**
 * A bar chart of whole counts, one bar a series in `bars`; several series stack in one column per row, with a
 * legend naming them.
 */
function CountBarChart({
  rows,
  xAxis,
  tooltipLabel,
  bars,
}: {
  rows: object[];
  xAxis: XAxisProps;
  tooltipLabel?: (label: unknown) => string;
  bars: CountBar[];
}) {
  const stacked = bars.length > 1;
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={rows}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis {...xAxis} />
        <YAxis {...COUNT_AXIS} />
        <Tooltip labelFormatter={tooltipLabel} />
        {stacked ? <Legend /> : null}
        {bars.map((bar) => (
          <Bar key={bar.dataKey} {...bar} stackId={stacked ? 'count' : undefined} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function UtilisationChart({ data }: { data: CommandCenter }) {
  const navigate = useNavigate();
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <LineChart
        data={data.utilisation.by_week}
        onClick={(state) => {
          const week = data.utilisation.by_week[Number(state.activeIndex)]?.week;
          if (week) void navigate(drill.timesheets(week));
        }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis {...WEEK_AXIS} />
        <YAxis unit=" %" fontSize={12} width={48} />
        <Tooltip labelFormatter={weekOf} />
        <Legend />
        <Line type="monotone" dataKey="billable_pct" name="Billable" stroke={COLORS.billable} strokeWidth={2} />
        <Line type="monotone" dataKey="total_pct" name="Total" stroke={COLORS.total} strokeWidth={2} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function JobTitleChart({ data }: { data: CommandCenter }) {
  const navigate = useNavigate();
  return (
    // Each title gets room for a label of two lines (long titles wrap) plus the axis and legend, so none overlap.
    <ResponsiveContainer width="100%" height={Math.max(HEIGHT, data.utilisation.by_job_title.length * 44 + 70)}>
      <BarChart data={data.utilisation.by_job_title} layout="vertical" margin={{ left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" unit=" %" fontSize={12} />
        <YAxis type="category" dataKey="job_title" width={150} fontSize={12} interval={0} />
        <Tooltip />
        <Legend />
        <Bar
          dataKey="billable_pct"
          name="Billable"
          fill={COLORS.billable}
          onClick={(entry) =>
            void navigate(drill.jobTitle((entry.payload as { job_title_id: string | null }).job_title_id))
          }
        />
        <Bar dataKey="total_pct" name="Total" fill={COLORS.total} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function PipelineChart({ data }: { data: CommandCenter }) {
  const navigate = useNavigate();
  const types = [...new Set(data.pipeline.map((row) => row.type))];
  const rows = types.map((type) => ({
    type,
    label: ENGAGEMENT_TYPE_LABELS[type],
    ...Object.fromEntries(
      data.pipeline.filter((row) => row.type === type).map((row) => [row.status, row.count] as const),
    ),
  }));
  return (
    <CountBarChart
      rows={rows}
      xAxis={LABEL_AXIS}
      bars={ENGAGEMENT_STATUSES.map((status, index) => ({
        dataKey: status,
        name: ENGAGEMENT_STATUS_LABELS[status],
        fill: STATUS_COLORS[index],
        onClick: (entry) => void navigate(drill.pipeline((entry.payload as { type: EngagementType }).type, status)),
      }))}
    />
  );
}

export function TemperatureTrendChart({ data }: { data: CommandCenter }) {
  return (
    <CountBarChart
      rows={data.temperature.trend}
      xAxis={WEEK_AXIS}
      tooltipLabel={weekOf}
      bars={[
        { dataKey: 'red', name: 'Critical', fill: COLORS.red },
        { dataKey: 'yellow', name: 'Watch', fill: COLORS.yellow },
        { dataKey: 'green', name: 'Healthy', fill: COLORS.green },
      ]}
    />
  );
}

export function ComplianceChart({ data }: { data: CommandCenter }) {
  const navigate = useNavigate();
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <LineChart
        data={data.compliance}
        onClick={(state) => {
          const week = data.compliance[Number(state.activeIndex)]?.week;
          if (week) void navigate(drill.timesheets(week, true));
        }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis {...WEEK_AXIS} />
        <YAxis unit=" %" domain={[0, 100]} fontSize={12} width={48} />
        <Tooltip labelFormatter={weekOf} />
        <Line type="monotone" dataKey="rate" name="Submitted" stroke={COLORS.billable} strokeWidth={2} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function AgeingChart({ data }: { data: CommandCenter }) {
  return (
    <CountBarChart
      rows={data.requests.ageing}
      xAxis={LABEL_AXIS}
      bars={[{ dataKey: 'count', name: 'Open requests', fill: COLORS.yellow }]}
    />
  );
}
