import { useId } from 'react';
import { Link } from 'react-router';
import {
  BILLING_TYPE_LABELS,
  ENGAGEMENT_STATUS_LABELS,
  ENGAGEMENT_STATUSES,
  TEMPERATURE_LABELS,
  TEMPERATURES,
  type Engagement,
  type EngagementUpdate,
} from '@praxis/shared';
import { ValueOptions } from '@/components/value-options';
import { TitledCard } from '@/components/titled-card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useUpdateEngagement } from '../api/update-engagement';
import { formatMoney, formatRange, hours } from '../lib/format';
import { BurnBar } from './burn-bar';
import { ForecastCard } from './forecast-card';

export function OverviewTab({ engagement }: { engagement: Engagement }) {
  const canSeeMoney = useCan('finance.view');
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <TitledCard title="Details" className="lg:col-span-2">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
          <dt className="text-muted-foreground">Client</dt>
          <dd>
            <Link to={`/clients/${engagement.client.id}`} className="font-medium hover:underline">
              {engagement.client.name}
            </Link>
          </dd>
          <dt className="text-muted-foreground">Dates</dt>
          <dd>{formatRange(engagement.start_date, engagement.end_date)}</dd>
          <dt className="text-muted-foreground">Project Manager</dt>
          <dd>{engagement.project_managers.map((pm) => pm.name).join(', ') || 'None assigned'}</dd>
          <dt className="text-muted-foreground">Billing</dt>
          <dd>{engagement.billing_type ? BILLING_TYPE_LABELS[engagement.billing_type] : 'Not set'}</dd>
          <dt className="text-muted-foreground">Budget</dt>
          <dd>
            {engagement.budget_hours === null ? 'No hours budget' : hours(engagement.budget_hours)}
            {canSeeMoney && engagement.budget_amount !== null
              ? ` · ${formatMoney(engagement.budget_amount, engagement.currency)}`
              : ''}
          </dd>
          <dt className="text-muted-foreground">Description</dt>
          <dd className="whitespace-pre-line">{engagement.description || 'No description yet.'}</dd>
        </dl>
      </TitledCard>
      <div className="flex flex-col gap-4">
        <StatusCard engagement={engagement} />
        <TitledCard title="Hours" contentClassName="flex flex-col gap-4 text-sm">
          <BurnBar
            label="Hours used of allocated"
            caption="Used of allocated to the team"
            used={engagement.hours_used}
            allocated={engagement.hours_allocated}
          />
          {engagement.budget_hours !== null ? (
            <BurnBar
              label="Hours used of budget"
              caption="Used of budget"
              used={engagement.hours_used}
              allocated={engagement.budget_hours}
            />
          ) : null}
          <p className="text-muted-foreground">
            {engagement.team_size === 1 ? '1 person' : `${engagement.team_size} people`} on the team.
          </p>
        </TitledCard>
      </div>
      <ForecastCard engagementId={engagement.id} />
    </div>
  );
}

interface QuickField {
  field: 'status' | 'project_temperature';
  label: string;
  values: readonly string[];
  labels: Readonly<Record<string, string>>;
}

/** The fields the status card changes in one step, each a select of its values. */
const QUICK_FIELDS: readonly QuickField[] = [
  { field: 'status', label: 'Status', values: ENGAGEMENT_STATUSES, labels: ENGAGEMENT_STATUS_LABELS },
  { field: 'project_temperature', label: 'Temperature', values: TEMPERATURES, labels: TEMPERATURE_LABELS },
];

/** Status and temperature at a glance; its managers (and admins) change them here in one step. */
function StatusCard({ engagement }: { engagement: Engagement }) {
  const id = useId();
  const canUpdate = engagement.can_manage; // an admin, or this engagement's managers
  const update = useUpdateEngagement();
  const change = (patch: EngagementUpdate, done: string) =>
    update.mutate(
      { id: engagement.id, version: engagement.version, patch },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(error.message || 'Could not save the change.'),
      },
    );

  return (
    <TitledCard title="Status and temperature" contentClassName="grid gap-4 text-sm">
      {canUpdate ? (
        QUICK_FIELDS.map(({ field, label, values, labels }) => (
          <div key={field} className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-${field}`}>{label}</Label>
            <NativeSelect
              id={`${id}-${field}`}
              value={engagement[field]}
              disabled={update.isPending}
              onChange={(event) => {
                const value = event.target.value;
                change({ [field]: value } as EngagementUpdate, `${label} changed to ${labels[value]}`);
              }}
            >
              <ValueOptions values={values} labels={labels} />
            </NativeSelect>
          </div>
        ))
      ) : (
        <p className="text-muted-foreground">
          {ENGAGEMENT_STATUS_LABELS[engagement.status]} · {TEMPERATURE_LABELS[engagement.project_temperature]}
        </p>
      )}
    </TitledCard>
  );
}
