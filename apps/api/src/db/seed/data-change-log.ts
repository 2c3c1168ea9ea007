import type { ChangeLogCategory } from '@praxis/shared';

/** The demo firm's release notes, oldest first; `daysAgo` null is a draft, negative is scheduled. */
export const CHANGE_LOG: {
  release: string;
  title: string;
  category: ChangeLogCategory;
  daysAgo: number | null;
  body: string;
}[] = [
  {
    release: '1.0.0',
    title: 'Praxis is live',
    category: 'feature',
    daysAgo: 330,
    body: 'Welcome to **Praxis**: consultants, clients and engagements in one place.\n\n- Consultant directory with skills\n- Client list with contacts\n- Engagements of every type',
  },
  {
    release: '1.1.0',
    title: 'Skills inventory',
    category: 'feature',
    daysAgo: 300,
    body: 'See who knows what across the firm. Ratings go from 1 to 5; filter the directory by any skill.',
  },
  {
    release: '1.1.1',
    title: 'Faster consultant search',
    category: 'improvement',
    daysAgo: 280,
    body: 'Searching the directory now answers in well under a second, even with filters.',
  },
  {
    release: '1.2.0',
    title: 'Work management boards',
    category: 'feature',
    daysAgo: 240,
    body: 'Kanban boards for internal and engagement requests, with **keyboard** drag and drop.',
  },
  {
    release: '1.2.1',
    title: 'Board columns keep their order',
    category: 'fix',
    daysAgo: 220,
    body: 'Moving a card between columns no longer reshuffles the column it left.',
  },
  {
    release: '1.3.0',
    title: 'Notifications in real time',
    category: 'feature',
    daysAgo: 190,
    body: 'The bell updates the moment something happens; see [notifications](/notifications).',
  },
  {
    release: '1.3.2',
    title: 'Photo uploads checked by content',
    category: 'fix',
    daysAgo: 160,
    body: 'Profile photos are recognised by their bytes, not their file names.',
  },
  {
    release: '1.4.0',
    title: 'Client detail pages',
    category: 'feature',
    daysAgo: 120,
    body: 'Every client has a page with contacts, engagements and an account owner.',
  },
  {
    release: '1.4.1',
    title: 'Clearer error messages',
    category: 'improvement',
    daysAgo: 90,
    body: 'Forms now show what is wrong next to the field, in plain words.',
  },
  {
    release: '1.5.0',
    title: 'Golden folders',
    category: 'feature',
    daysAgo: 45,
    body: 'Curated kits per engagement type: templates, checklists and links, with owners and review dates.',
  },
  {
    release: '1.5.1',
    title: 'Admin calendar',
    category: 'feature',
    daysAgo: 6,
    body: "Firm events, public holidays per office and time off in one calendar.\n\n> Time off now reduces a consultant's capacity.",
  },
  {
    release: '1.5.2',
    title: 'Calendar feeds',
    category: 'improvement',
    daysAgo: 2,
    body: 'Subscribe to your assignments, milestones and time off from any calendar app with a private link.',
  },
  {
    release: '1.6.0',
    title: 'Staffing board (preview)',
    category: 'feature',
    daysAgo: null,
    body: 'Draft: consultant × week utilisation with time off taken into account.',
  },
  {
    release: '1.6.1',
    title: 'Timesheet suggestions',
    category: 'improvement',
    daysAgo: -7,
    body: 'Scheduled: the timesheet suggests hours from assignments, minus time off.',
  },
];
