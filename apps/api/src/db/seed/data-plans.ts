import type { EngagementType } from '@praxis/shared';

/** A template task: [name, offset (working days), duration (working days), milestone?, default role]. */
export type TemplateTaskSpec = { name: string; offset: number; duration: number; milestone?: boolean; role?: string };
export interface TemplateSpec {
  name: string;
  type: EngagementType;
  description: string;
  phases: { name: string; tasks: TemplateTaskSpec[] }[];
}

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
          { name: 'Kick-off workshop', offset: 0, duration: 1, role: 'Project Manager' },
          { name: 'Stakeholder interviews', offset: 1, duration: 5, role: 'Lead Consultant' },
          { name: 'Project charter', offset: 6, duration: 3, role: 'Project Manager' },
          { name: 'Charter signed', offset: 9, duration: 0, milestone: true, role: 'Engagement Manager' },
        ],
      },
      {
        name: 'Design',
        tasks: [
          { name: 'Current-state assessment', offset: 9, duration: 6, role: 'Lead Consultant' },
          { name: 'Solution design', offset: 15, duration: 8, role: 'Lead Consultant' },
          { name: 'Design review', offset: 23, duration: 0, milestone: true, role: 'Engagement Manager' },
        ],
      },
      {
        name: 'Build',
        tasks: [
          { name: 'Environment setup', offset: 23, duration: 3, role: 'Work Stream Owner' },
          { name: 'Sprint 1', offset: 26, duration: 10, role: 'Work Stream Owner' },
          { name: 'Sprint 2', offset: 36, duration: 10, role: 'Work Stream Owner' },
          { name: 'Data migration', offset: 36, duration: 8, role: 'Lead Consultant' },
          { name: 'Sprint 3', offset: 46, duration: 10, role: 'Work Stream Owner' },
          { name: 'Integrations', offset: 46, duration: 6, role: 'Lead Consultant' },
        ],
      },
      {
        name: 'Test',
        tasks: [
          { name: 'System testing', offset: 56, duration: 6, role: 'Lead Consultant' },
          { name: 'User acceptance testing', offset: 62, duration: 8, role: 'Project Manager' },
          { name: 'UAT sign-off', offset: 70, duration: 0, milestone: true, role: 'Engagement Manager' },
        ],
      },
      {
        name: 'Deploy and close',
        tasks: [
          { name: 'Cut-over plan', offset: 70, duration: 3, role: 'Project Manager' },
          { name: 'Go-live', offset: 73, duration: 0, milestone: true, role: 'Engagement Manager' },
          { name: 'Hypercare', offset: 73, duration: 8, role: 'Lead Consultant' },
          { name: 'Lessons learned and hand-over', offset: 81, duration: 3, role: 'Project Manager' },
          { name: 'Project closed', offset: 84, duration: 0, milestone: true, role: 'Engagement Manager' },
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
          { name: 'Service discovery', offset: 0, duration: 5, role: 'Lead Consultant' },
          { name: 'Knowledge transfer', offset: 5, duration: 10, role: 'Lead Consultant' },
          { name: 'Runbooks and monitoring', offset: 15, duration: 6, role: 'Work Stream Owner' },
          { name: 'Service live', offset: 21, duration: 0, milestone: true, role: 'Engagement Manager' },
        ],
      },
      {
        name: 'Steady state',
        tasks: [
          { name: 'First monthly service review', offset: 41, duration: 0, milestone: true, role: 'Project Manager' },
          { name: 'Backlog of improvements', offset: 21, duration: 20, role: 'Lead Consultant' },
          { name: 'Quarterly business review', offset: 61, duration: 0, milestone: true, role: 'Engagement Manager' },
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
          { name: 'Access and tooling', offset: 0, duration: 3, role: 'Lead Consultant' },
          { name: 'Triage rules agreed', offset: 3, duration: 2, role: 'Project Manager' },
          { name: 'Retainer live', offset: 5, duration: 0, milestone: true, role: 'Project Manager' },
        ],
      },
      {
        name: 'First quarter',
        tasks: [
          { name: 'Monthly report 1', offset: 20, duration: 1, role: 'Project Manager' },
          { name: 'Monthly report 2', offset: 40, duration: 1, role: 'Project Manager' },
          { name: 'Quarterly review', offset: 60, duration: 0, milestone: true, role: 'Engagement Manager' },
        ],
      },
    ],
  },
];
