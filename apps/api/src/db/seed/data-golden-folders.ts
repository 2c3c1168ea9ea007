import type { EngagementType } from '@praxis/shared';

export interface KitDocument {
  name: string;
  file: string;
  type: 'text/markdown' | 'text/csv' | 'text/plain';
  description: string;
  body: string;
}
export interface KitFolder {
  name: string;
  description: string;
  /** Months since the last review; past 6 the folder shows as stale. null: never reviewed. */
  reviewedMonthsAgo: number | null;
  documents: KitDocument[];
  links: { name: string; url: string; description: string }[];
  children?: KitFolder[];
}

const md = (name: string, file: string, description: string, body: string): KitDocument => ({
  name,
  file,
  type: 'text/markdown',
  description,
  body,
});

export const KITS: { type: EngagementType | null; topic: string | null; folder: KitFolder }[] = [
  {
    type: 'project',
    topic: null,
    folder: {
      name: 'Project delivery kit',
      description: 'Everything a new project needs from kickoff to closure: charters, plans and status templates.',
      reviewedMonthsAgo: 1,
      documents: [
        md(
          'Project charter template',
          'project-charter.md',
          'Scope, goals, stakeholders and success measures.',
          '# Project charter\n\n## Goals\n\n## Scope\n\n## Stakeholders\n',
        ),
        md(
          'Kickoff agenda',
          'kickoff-agenda.md',
          'A 90-minute kickoff agenda with the client.',
          '# Kickoff agenda\n\n1. Introductions\n2. Goals\n3. Plan\n4. Risks\n',
        ),
      ],
      links: [
        {
          name: 'PMI practice guides',
          url: 'https://www.pmi.org/pmbok-guide-standards',
          description: 'Reference standards for project management.',
        },
      ],
      children: [
        {
          name: 'Status reporting',
          description: 'Weekly status update templates and RAG definitions.',
          reviewedMonthsAgo: 2,
          documents: [
            {
              name: 'RAG definitions',
              file: 'rag-definitions.csv',
              type: 'text/csv',
              description: 'What Healthy, Watch and Critical mean.',
              body: 'status,meaning\nHealthy,On track\nWatch,At risk\nCritical,Off track\n',
            },
          ],
          links: [],
        },
        {
          name: 'Closure',
          description: 'Lessons learned and hand-over checklists.',
          reviewedMonthsAgo: 9,
          documents: [
            md(
              'Lessons learned template',
              'lessons-learned.md',
              'Run a blameless retrospective.',
              '# Lessons learned\n\n## What went well\n\n## What to change\n',
            ),
          ],
          links: [],
        },
      ],
    },
  },
  {
    type: 'trust360',
    topic: null,
    folder: {
      name: 'Managed services kit',
      description: 'Service transition, run books and service reviews for managed-services engagements.',
      reviewedMonthsAgo: 3,
      documents: [
        md(
          'Service transition checklist',
          'service-transition.md',
          'Steps to take over a running service.',
          '# Service transition\n\n- [ ] Access\n- [ ] Monitoring\n- [ ] Run books\n',
        ),
        md(
          'Quarterly service review deck outline',
          'service-review.md',
          'Structure of the quarterly review with the client.',
          '# Quarterly service review\n\n1. Availability\n2. Incidents\n3. Improvements\n',
        ),
      ],
      links: [
        {
          name: 'ITIL 4 overview',
          url: 'https://www.axelos.com/certifications/itil-service-management',
          description: 'The service management framework we follow.',
        },
      ],
    },
  },
  {
    type: 'retainer',
    topic: null,
    folder: {
      name: 'Support retainer kit',
      description: 'Intake, prioritisation and monthly reporting for support retainers.',
      reviewedMonthsAgo: 8,
      documents: [
        md(
          'Retainer intake form',
          'retainer-intake.md',
          'Questions to ask before a retainer starts.',
          '# Retainer intake\n\n- Contacts\n- Hours per month\n- Priorities\n',
        ),
        {
          name: 'Monthly hours report',
          file: 'monthly-hours.csv',
          type: 'text/csv',
          description: 'Template for the monthly hours report.',
          body: 'month,hours_used,hours_included\n',
        },
      ],
      links: [],
    },
  },
  {
    type: null,
    topic: 'Security & compliance',
    folder: {
      name: 'Security & compliance',
      description: 'Data protection, access reviews and the security questionnaire answers clients ask for.',
      reviewedMonthsAgo: null,
      documents: [
        {
          name: 'Standard security answers',
          file: 'security-answers.txt',
          type: 'text/plain',
          description: 'Approved answers to common security questionnaires.',
          body: 'Encryption at rest: yes\nSSO: yes\nAccess reviews: quarterly\n',
        },
      ],
      links: [
        {
          name: 'OWASP Top 10',
          url: 'https://owasp.org/www-project-top-ten/',
          description: 'The web security risks we check for.',
        },
      ],
    },
  },
];
