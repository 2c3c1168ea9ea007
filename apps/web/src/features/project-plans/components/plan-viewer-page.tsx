import { useMemo, useRef, useState } from 'react';
import { Download, Printer } from 'lucide-react';
import type { Plan } from '@praxis/shared';
import { NamedOptions, ValueOptions } from '@/components/value-options';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { ZOOMS, ZOOM_LABELS, type Zoom } from '../lib/gantt-geometry';
import { downloadPlanCsv, downloadPlanPng } from '../lib/plan-export';
import { filterRows, type PlanFilter } from '../lib/plan-filter';
import { GanttWorkspace } from './gantt-workspace';
import { rowsOf } from './gantt-types';
import { PlanPageFrame } from './plan-page-frame';
import { PlanStatusChip, ProgressBar } from './plan-chips';
import { PlanViewLink } from './plan-links';
import { ShareLinksPanel } from './share-links-panel';

/** /project-plan-viewer?plan=: the plan read-only, filtered, printable and exportable, with share links. */
export function PlanViewerPage() {
  return (
    <PlanPageFrame title="Project Plan Viewer" view="viewer">
      {(plan) => <PlanViewer plan={plan} />}
    </PlanPageFrame>
  );
}

export function PlanViewer({ plan, shared = false }: { plan: Plan; shared?: boolean }) {
  const [filter, setFilter] = useState<PlanFilter>({ phase: '', assignee: '', lateOnly: false });
  const [zoom, setZoom] = useState<Zoom>('week');
  const chart = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => rowsOf(plan.tasks), [plan.tasks]);
  const shown = useMemo(() => filterRows(plan, rows, filter), [plan, rows, filter]);
  const phases = plan.tasks.filter((t) => t.is_phase && t.parent_id === null);
  const holidays = useMemo(() => new Set(plan.holidays), [plan.holidays]);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={plan.name}
        description={`${plan.engagement_name} · ${plan.client_name}`}
        actions={
          <>
            <PlanStatusChip status={plan.status} />
            {shared ? null : (
              <PlanViewLink view="builder" planId={plan.id}>
                {plan.can_edit ? 'Edit in builder' : 'Open builder'}
              </PlanViewLink>
            )}
            <Button variant="outline" size="sm" onClick={() => window.print()} data-print-hide>
              <Printer aria-hidden /> Print
            </Button>
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-4 text-sm">
        <ProgressBar value={plan.percent_complete} />
        <span>{plan.tasks.filter((t) => !t.is_phase).length} tasks</span>
        <span>{plan.tasks.filter((t) => t.is_critical).length} on the critical path</span>
      </div>
      <div className="flex flex-wrap items-end gap-3" data-print-hide role="search" aria-label="Filter the plan">
        <NativeSelect
          aria-label="Phase"
          value={filter.phase}
          onChange={(e) => setFilter({ ...filter, phase: e.target.value })}
        >
          <option value="">All phases</option>
          <NamedOptions items={phases} />
        </NativeSelect>
        {plan.team.length > 0 ? (
          <NativeSelect
            aria-label="Assignee"
            value={filter.assignee}
            onChange={(e) => setFilter({ ...filter, assignee: e.target.value })}
          >
            <option value="">Everyone</option>
            {plan.team.map((m) => (
              <option key={m.consultant_id} value={m.consultant_id}>
                {m.name}
              </option>
            ))}
          </NativeSelect>
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={filter.lateOnly}
            onChange={(e) => setFilter({ ...filter, lateOnly: e.target.checked })}
          />
          Late only
        </label>
        <NativeSelect aria-label="Zoom" value={zoom} onChange={(e) => setZoom(e.target.value as Zoom)}>
          <ValueOptions values={ZOOMS} labels={ZOOM_LABELS} />
        </NativeSelect>
        <Button variant="outline" size="sm" onClick={() => downloadPlanCsv(plan, shown)}>
          <Download aria-hidden /> CSV
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            const node = chart.current?.querySelector<HTMLElement>('[data-testid="gantt"]');
            if (node) void downloadPlanPng(node, plan.name).catch(() => toast.error('Failed to take screenshot'));
          }}
        >
          <Download aria-hidden /> PNG
        </Button>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          No tasks match these filters.
        </p>
      ) : (
        <div ref={chart}>
          <GanttWorkspace
            rows={shown}
            links={plan.dependencies}
            zoom={zoom}
            holidays={holidays}
            readOnly
            height={520}
            withTable
          />
        </div>
      )}
      {plan.can_edit && !shared ? <ShareLinksPanel planId={plan.id} /> : null}
    </div>
  );
}
