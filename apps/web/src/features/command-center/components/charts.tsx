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
    <ResponsiveContainer width="100%" height={Math.max(HEIGHT, data.utilisation.by_job_title.length * 28)}>
      <BarChart data={data.utilisation.by_job_title} layout="vertical" margin={{ left: 24 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" unit=" %" fontSize={12} />
        <YAxis type="category" dataKey="job_title" width={120} fontSize={12} />
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
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={rows}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" fontSize={12} />
        <YAxis {...COUNT_AXIS} />
        <Tooltip />
        <Legend />
        {ENGAGEMENT_STATUSES.map((status, index) => (
          <Bar
            key={status}
            dataKey={status}
            name={ENGAGEMENT_STATUS_LABELS[status]}
            stackId="status"
            fill={STATUS_COLORS[index]}
            onClick={(entry) => void navigate(drill.pipeline((entry.payload as { type: EngagementType }).type, status))}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function TemperatureTrendChart({ data }: { data: CommandCenter }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={data.temperature.trend}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis {...WEEK_AXIS} />
        <YAxis {...COUNT_AXIS} />
        <Tooltip labelFormatter={weekOf} />
        <Legend />
        <Bar dataKey="red" name="Critical" stackId="t" fill={COLORS.red} />
        <Bar dataKey="yellow" name="Watch" stackId="t" fill={COLORS.yellow} />
        <Bar dataKey="green" name="Healthy" stackId="t" fill={COLORS.green} />
      </BarChart>
    </ResponsiveContainer>
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
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={data.requests.ageing}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" fontSize={12} />
        <YAxis {...COUNT_AXIS} />
        <Tooltip />
        <Bar dataKey="count" name="Open requests" fill={COLORS.yellow} />
      </BarChart>
    </ResponsiveContainer>
  );
}
