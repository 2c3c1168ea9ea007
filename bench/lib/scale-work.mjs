// Work items (25 per consultant, three in five on an engagement) with a comment each, 100 notifications per
// consultant over two years (one in 200 to each of the demo admin and employee, so their own lists are large too),
// and the audit rows of the work items and comments.
import { hashOf, idOf, pick, textArray } from './scale-sql.mjs';

const TOPICS = ['Invoice template', 'Onboarding checklist', 'Timesheet reminder', 'Proposal library', 'VPN access'];
const VERBS = ['Update', 'Review', 'Automate', 'Document', 'Fix'];

export function workStatements({ seed, consultants: n, monday, demo }) {
  const h = (tag, key) => hashOf(seed, tag, key);
  const items = 25 * n;
  const notifications = 100 * n;
  const engagement = `${idOf(seed, 'e', `1 + ${h('wie', 'x')} % ${2 * n}`)}`;
  const recipient = `1 + ${h('rcpt', 'x')} % ${n}`;
  return [
    [
      'work items',
      `insert into improvement_requests (id, name, category, problem_statement, status, kind, engagement_id, priority,
                                         user_id, consultant_id, assignee_id, due_date, position, created_at, updated_at)
       select ${idOf(seed, 'wi', 'x')},
              ${pick(textArray(VERBS), h('verb', 'x'))} || ' ' || lower(${pick(textArray(TOPICS), h('topic', 'x'))})
                || ' #' || x,
              'Process', 'Generated for the scale benchmark.',
              ${pick(textArray(['Requested', 'Under Review', 'Approved', 'In Progress', 'Done', 'Done', 'Rejected']), h('st', 'x'))},
              case when ${h('kind', 'x')} % 5 < 3 then 'engagement' else 'internal' end,
              case when ${h('kind', 'x')} % 5 < 3 then ${engagement} end,
              ${pick(textArray(['low', 'medium', 'medium', 'high', 'critical']), h('prio', 'x'))},
              ${idOf(seed, 'u', `1 + ${h('req', 'x')} % ${n}`)}, ${idOf(seed, 'c', `1 + ${h('req', 'x')} % ${n}`)},
              ${idOf(seed, 'c', `1 + ${h('asg', 'x')} % ${n}`)}, '${monday}'::date - 1700 + ${h('due', 'x')} % 1900, x,
              t, t
       from generate_series(1, ${items}) x,
            lateral (select '${monday}'::date - 1800 + ${h('wic', 'x')} % 1795 + time '10:00' as t) c`,
    ],
    [
      'work item comments',
      `insert into improvement_request_comments (id, request_id, author_user_id, body, created_at)
       select ${idOf(seed, 'cm', 'x')}, ${idOf(seed, 'wi', 'x')}, ${idOf(seed, 'u', `1 + ${h('author', 'x')} % ${n}`)},
              'Looked at this: ' || ${pick(textArray(['needs a decision', 'done on our side', 'blocked by IT', 'see the attached notes']), h('cmt', 'x'))},
              '${monday}'::date - 1790 + ${h('wic', 'x')} % 1795 + time '15:00'
       from generate_series(1, ${items}) x`,
    ],
    [
      'notifications',
      `insert into notifications (id, recipient_user_id, recipient_consultant_id, type, title, body, link, read_at, created_at)
       select ${idOf(seed, 'n', 'x')},
              case x % 200 when 0 then '${demo.employeeUserId}'::uuid when 1 then '${demo.adminUserId}'::uuid
                   else ${idOf(seed, 'u', recipient)} end,
              case x % 200 when 0 then '${demo.employeeConsultantId}'::uuid when 1 then null
                   else ${idOf(seed, 'c', recipient)} end,
              'info', ${pick(textArray(['You were assigned a work item', 'A timesheet was approved', 'A new comment', 'Staffing proposal']), h('nt', 'x'))},
              'Generated for the scale benchmark.', '/work-management',
              case when ${h('read', 'x')} % 10 <> 0 then t + interval '2 hours' end, t
       from generate_series(1, ${notifications}) x,
            lateral (select now() - (${h('nat', 'x')} % 17520) * interval '1 hour' as t) c`,
    ],
    [
      'audit (work items, comments)',
      `insert into audit_log (entity, entity_id, action, after, at)
       select 'improvement_requests', (${idOf(seed, 'wi', 'x')})::text, 'create', '{"status":"Requested"}'::jsonb,
              '${monday}'::date - 1800 + ${h('wic', 'x')} % 1795 + time '10:00'
       from generate_series(1, ${items}) x
       union all
       select 'improvement_request_comments', (${idOf(seed, 'cm', 'x')})::text, 'create', null::jsonb,
              '${monday}'::date - 1790 + ${h('wic', 'x')} % 1795 + time '15:00'
       from generate_series(1, ${items}) x`,
    ],
  ];
}
