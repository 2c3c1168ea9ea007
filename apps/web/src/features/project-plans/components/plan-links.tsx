import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/** The pages that show one plan; each takes the plan from `?plan=`. */
const PLAN_VIEW_PATHS = {
  viewer: '/project-plan-viewer',
  builder: '/project-plan-builder',
  gantt: '/gantt',
} as const;

export type PlanView = keyof typeof PLAN_VIEW_PATHS;

/** A view's name on a link to it, when the link says nothing else. */
const PLAN_VIEW_NAMES: Record<PlanView, string> = { viewer: 'Viewer', builder: 'Builder', gantt: 'Gantt' };

/** The address of a plan in one of its views ("/gantt?plan=…"). */
export const planUrl = (view: PlanView, planId: string) => `${PLAN_VIEW_PATHS[view]}?plan=${planId}`;

interface PlanViewLinkProps {
  view: PlanView;
  planId: string;
  /** The page's main way on; the others are outlined. */
  primary?: boolean;
  /** The link's text; the view's name ("Gantt") when not given. */
  children?: ReactNode;
}

/** A small button that opens a plan in one of its views. */
export function PlanViewLink({ view, planId, primary = false, children }: PlanViewLinkProps) {
  return (
    <Link
      to={planUrl(view, planId)}
      className={buttonVariants({ variant: primary ? 'default' : 'outline', size: 'sm' })}
    >
      {children ?? PLAN_VIEW_NAMES[view]}
    </Link>
  );
}
