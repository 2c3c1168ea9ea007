/** Work items (improvement requests), comments and notifications of the demo firm. */

export interface RequestSpec {
  name: string;
  category: string;
  problem: string;
  solution: string;
}

export const INTERNAL_REQUESTS: readonly RequestSpec[] = [
  {
    name: 'Automate timesheet reminders',
    category: 'Process',
    problem: 'Managers chase missing timesheets by hand every Monday.',
    solution: 'Send an automatic reminder on Friday afternoon and Monday morning.',
  },
  {
    name: 'Single template for statements of work',
    category: 'Process',
    problem: 'Each practice uses its own SOW template, so legal reviews take longer.',
    solution: 'Agree one template with optional practice-specific annexes.',
  },
  {
    name: 'Shared Salesforce sandbox for training',
    category: 'Tooling',
    problem: 'New joiners practise in client sandboxes, which is risky.',
    solution: 'Provision an internal sandbox refreshed monthly with demo data.',
  },
  {
    name: 'Skills matrix refresh',
    category: 'Knowledge',
    problem: 'Profiles list skills that are years out of date.',
    solution: 'Ask everyone to review expertise ratings each quarter.',
  },
  {
    name: 'Faster expense approvals',
    category: 'Finance',
    problem: 'Expense claims wait up to three weeks for approval.',
    solution: 'Let engagement managers approve claims under 500 USD.',
  },
  {
    name: 'Onboarding buddy programme',
    category: 'People',
    problem: 'New hires do not know whom to ask about internal tools.',
    solution: 'Pair every new hire with a buddy for their first 60 days.',
  },
  {
    name: 'Reusable ServiceNow test scripts',
    category: 'Knowledge',
    problem: 'Teams rewrite the same ATF tests for every client.',
    solution: 'Publish a library of parameterised test scripts in the golden folders.',
  },
  {
    name: 'Calendar sync for time off',
    category: 'Tooling',
    problem: 'Time off is not visible in the staffing view.',
    solution: 'Sync approved leave from the HR system into the firm calendar.',
  },
  {
    name: 'Improve laptop provisioning',
    category: 'Operations',
    problem: 'Laptops for new joiners arrive after their start date.',
    solution: 'Order equipment as soon as the offer is accepted.',
  },
  {
    name: 'Quarterly architecture guild',
    category: 'Knowledge',
    problem: 'Architects rarely share lessons across engagements.',
    solution: 'Run a quarterly guild session with short case studies.',
  },
  {
    name: 'Dashboard for bench time',
    category: 'Reporting',
    problem: 'Leadership cannot see who is on the bench without asking around.',
    solution: 'Add a bench widget to the command center.',
  },
  {
    name: 'Consistent client status reports',
    category: 'Process',
    problem: 'Status reports vary in format and frequency.',
    solution: 'Use the status update module with a weekly cadence.',
  },
  {
    name: 'Proposal library search',
    category: 'Tooling',
    problem: 'Finding a past proposal takes too long.',
    solution: 'Tag proposals by industry and platform and make them searchable.',
  },
];

export const ENGAGEMENT_REQUESTS: readonly RequestSpec[] = [
  {
    name: 'Add case escalation rules',
    category: 'Enhancement',
    problem: 'High-priority cases are not escalated after four hours.',
    solution: 'Configure escalation rules with a notification to the team lead.',
  },
  {
    name: 'Fix duplicate contact creation',
    category: 'Defect',
    problem: 'The integration creates duplicate contacts when emails differ in case.',
    solution: 'Match on lowercased email before inserting.',
  },
  {
    name: 'New KPI dashboard for operations',
    category: 'Reporting',
    problem: 'Operations managers export data to spreadsheets for weekly KPIs.',
    solution: 'Build a Power BI dashboard refreshed every morning.',
  },
  {
    name: 'Extend SSO to contractors',
    category: 'Change Request',
    problem: 'Contractors use separate accounts and passwords.',
    solution: 'Add a guest tenant policy and conditional access.',
  },
  {
    name: 'Reduce nightly batch duration',
    category: 'Performance',
    problem: 'The nightly load overruns into business hours.',
    solution: 'Partition the largest tables and load incrementally.',
  },
  {
    name: 'Update approval workflow',
    category: 'Enhancement',
    problem: 'Purchases over 10k need a second approver.',
    solution: 'Add a conditional approval step.',
  },
  {
    name: 'Archive closed tickets',
    category: 'Maintenance',
    problem: 'Ticket list views are slow because of 2M closed records.',
    solution: 'Archive tickets closed more than 18 months ago.',
  },
  {
    name: 'Mobile layout for field forms',
    category: 'Enhancement',
    problem: 'Technicians cannot complete forms on phones.',
    solution: 'Create a mobile-first layout for the three field forms.',
  },
  {
    name: 'Correct currency rounding',
    category: 'Defect',
    problem: 'Invoice totals differ by a cent from the ERP.',
    solution: 'Round line amounts before summing, as the ERP does.',
  },
  {
    name: 'Alerting for failed integrations',
    category: 'Enhancement',
    problem: 'Failed messages are noticed only when users complain.',
    solution: 'Alert the support channel when a message fails twice.',
  },
  {
    name: 'Data retention policy',
    category: 'Change Request',
    problem: 'Personal data is kept longer than the policy allows.',
    solution: 'Schedule a monthly purge job with an audit report.',
  },
  {
    name: 'Quarterly access review',
    category: 'Security',
    problem: 'Leavers keep access to the admin console.',
    solution: 'Run a quarterly access review with the client’s IT team.',
  },
  {
    name: 'Cost report per business unit',
    category: 'Reporting',
    problem: 'Cloud costs are not split by business unit.',
    solution: 'Tag resources and publish a monthly cost report.',
  },
];

export const COMMENTS = [
  'Thanks — I will look into this today.',
  'Can we discuss this in Monday’s meeting?',
  'I have added a first estimate: about three days of effort.',
  'The client confirmed this is a priority for next sprint.',
  'Blocked until we get access to the sandbox.',
  'Done in the test environment, waiting for sign-off.',
  'Please attach a screenshot of the error.',
  'Approved by the engagement manager.',
] as const;

/** A bug report as the error page files it (docs/product.md §7), with technical details attached. */
export const BUG_REPORT = {
  problem: "TypeError: Cannot read properties of undefined (reading 'title') while opening an engagement team tab.",
  solution: 'Reported from the error page. Steps: open an engagement, switch to the Team tab.',
  errorDetails: {
    message: "Cannot read properties of undefined (reading 'title')",
    name: 'TypeError',
    url: '/engagements/projects',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  },
} as const;

export interface NotificationSpec {
  type: string;
  title: string;
  body: string;
  /** What `link` points to: an engagement, a work item, or a fixed path. */
  target: 'engagement' | 'work-item' | string;
}

export const NOTIFICATIONS: readonly NotificationSpec[] = [
  {
    type: 'assignment',
    title: 'You were added to an engagement',
    body: 'You have been assigned to {engagement}.',
    target: 'engagement',
  },
  { type: 'work_item', title: 'Work item status changed', body: '“{item}” moved to {status}.', target: 'work-item' },
  {
    type: 'comment',
    title: '{actor} commented on a work item',
    body: '{actor} commented on “{item}”.',
    target: 'work-item',
  },
  {
    type: 'status_update',
    title: 'Status update published',
    body: 'A new status update is available for {engagement}.',
    target: 'engagement',
  },
  {
    type: 'timesheet',
    title: 'Timesheet reminder',
    body: 'Please submit your timesheet for last week.',
    target: '/smart-timesheet',
  },
  {
    type: 'temperature',
    title: 'Engagement needs attention',
    body: '{engagement} is now marked Critical.',
    target: 'engagement',
  },
  {
    type: 'change_log',
    title: 'What’s new in Praxis',
    body: 'See the latest improvements in the change log.',
    target: '/change-log',
  },
  { type: 'work_item', title: 'A work item was assigned to you', body: '“{item}” is now yours.', target: 'work-item' },
];
