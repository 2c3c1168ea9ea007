import { createRoot } from 'react-dom/client';
import { GanttChart } from '../../apps/web/src/features/project-plans/components/gantt-chart';
import type { GanttRow } from '../../apps/web/src/features/project-plans/components/gantt-types';
import { iso, plan } from './data.mjs';
import './ours.css';

const { tasks, links } = plan();
const rows: GanttRow[] = tasks.map((task) => ({
  id: task.id,
  name: task.name,
  start: iso(task.start),
  end: iso(task.end - 86_400_000),
  progress: 0,
  isMilestone: false,
  isPhase: Boolean(task.isPhase),
  isCritical: false,
  overCapacity: false,
  baselineStart: null,
  baselineEnd: null,
  assigneeName: null,
  depth: task.parent ? 1 : 0,
}));
const dependencies = links.map((link, index) => ({
  id: `d${index}`,
  predecessor_id: link.from,
  successor_id: link.to,
  type: 'FS' as const,
  lag_days: 0,
}));
const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  <GanttChart rows={rows} links={dependencies as any} zoom="week" holidays={[]} height={700} />,
);
