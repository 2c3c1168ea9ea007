import type { EngagementType } from '@praxis/shared';

/** A template task: offset and duration in working days from the plan's start, and the default role. */
export type TemplateTaskSpec = { name: string; offset: number; duration: number; milestone?: boolean; role?: string };
export interface TemplateSpec {
  name: string;
  type: EngagementType;
  description: string;
  phases: { name: string; tasks: TemplateTaskSpec[] }[];
}

const task = (name: string, offset: number, duration: number, role: string): TemplateTaskSpec => ({
  name,
  offset,
  duration,
  role,
});

/** A milestone marks a day: a task of no duration. */
const milestone = (name: string, offset: number, role: string): TemplateTaskSpec => ({
  name,
  offset,
  duration: 0,
  milestone: true,
  role,
});

/** One template per engagement type. Within a phase each task follows the previous one (finish-to-start). */
export const PLAN_TEMPLATES: TemplateSpec[] = [
  {
    name: 'Implementation project',
    type: 'project',
    description: 'Initiation to hand-over for a platform implementation, in two-week sprints.',
    phases: [
      {
        name: 'Initiation',
        tasks: [
          task('Kick-off workshop', 0, 1, 'Project Manager'),
          task('Stakeholder interviews', 1, 5, 'Lead Consultant'),
          task('Project charter', 6, 3, 'Project Manager'),
          milestone('Charter signed', 9, 'Engagement Manager'),
        ],
      },
      {
        name: 'Design',
        tasks: [
          task('Current-state assessment', 9, 6, 'Lead Consultant'),
          task('Solution design', 15, 8, 'Lead Consultant'),
          milestone('Design review', 23, 'Engagement Manager'),
        ],
      },
      {
        name: 'Build',
        tasks: [
          task('Environment setup', 23, 3, 'Work Stream Owner'),
          task('Sprint 1', 26, 10, 'Work Stream Owner'),
          task('Sprint 2', 36, 10, 'Work Stream Owner'),
          task('Data migration', 36, 8, 'Lead Consultant'),
          task('Sprint 3', 46, 10, 'Work Stream Owner'),
          task('Integrations', 46, 6, 'Lead Consultant'),
        ],
      },
      {
        name: 'Test',
        tasks: [
          task('System testing', 56, 6, 'Lead Consultant'),
          task('User acceptance testing', 62, 8, 'Project Manager'),
          milestone('UAT sign-off', 70, 'Engagement Manager'),
        ],
      },
      {
        name: 'Deploy and close',
        tasks: [
          task('Cut-over plan', 70, 3, 'Project Manager'),
          milestone('Go-live', 73, 'Engagement Manager'),
          task('Hypercare', 73, 8, 'Lead Consultant'),
          task('Lessons learned and hand-over', 81, 3, 'Project Manager'),
          milestone('Project closed', 84, 'Engagement Manager'),
        ],
      },
    ],
  },
  {
    name: 'Managed service transition',
    type: 'trust360',
    description: 'Transition into a managed service, then the steady-state rhythm.',
    phases: [
      {
        name: 'Transition',
        tasks: [
          task('Service discovery', 0, 5, 'Lead Consultant'),
          task('Knowledge transfer', 5, 10, 'Lead Consultant'),
          task('Runbooks and monitoring', 15, 6, 'Work Stream Owner'),
          milestone('Service live', 21, 'Engagement Manager'),
        ],
      },
      {
        name: 'Steady state',
        tasks: [
          milestone('First monthly service review', 41, 'Project Manager'),
          task('Backlog of improvements', 21, 20, 'Lead Consultant'),
          milestone('Quarterly business review', 61, 'Engagement Manager'),
        ],
      },
    ],
  },
  {
    name: 'Support retainer onboarding',
    type: 'retainer',
    description: 'Access, triage rules and the first quarter of a support retainer.',
    phases: [
      {
        name: 'Onboarding',
        tasks: [
          task('Access and tooling', 0, 3, 'Lead Consultant'),
          task('Triage rules agreed', 3, 2, 'Project Manager'),
          milestone('Retainer live', 5, 'Project Manager'),
        ],
      },
      {
        name: 'First quarter',
        tasks: [
          task('Monthly report 1', 20, 1, 'Project Manager'),
          task('Monthly report 2', 40, 1, 'Project Manager'),
          milestone('Quarterly review', 60, 'Engagement Manager'),
        ],
      },
    ],
  },
];
