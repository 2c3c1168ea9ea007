import { PlanBuilder } from './plan-builder';
import { PlanPageFrame } from './plan-page-frame';

/** /project-plan-builder?plan=: the keyboard grid with the Gantt under it. */
export function PlanBuilderPage() {
  return (
    <PlanPageFrame title="Project Plan Builder" view="builder">
      {(plan) => <PlanBuilder key={plan.id} plan={plan} layout="builder" />}
    </PlanPageFrame>
  );
}

/** /gantt?plan=: the Gantt builder (drag to move, resize and link). */
export function GanttPage() {
  return (
    <PlanPageFrame title="Gantt Builder" view="gantt">
      {(plan) => <PlanBuilder key={plan.id} plan={plan} layout="gantt" />}
    </PlanPageFrame>
  );
}
