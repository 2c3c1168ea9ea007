// The large firm's engagements: two per consultant, spread over five years (some still in the pipeline), each
// with a client, a team of 3–8 (the first is its Project Manager), a published five-task plan and its audit rows.
import { hashOf, idOf, pick, textArray } from './scale-sql.mjs';

const ADJECTIVES = ['Cloud', 'Data', 'Secure', 'Agile', 'Global', 'Digital', 'Lean', 'Smart', 'Open', 'Rapid'];
const NOUNS = ['Migration', 'Platform', 'Rollout', 'Audit', 'Upgrade', 'Integration', 'Assessment', 'Programme'];
const INDUSTRIES = ['Banking', 'Retail', 'Health', 'Energy', 'Logistics', 'Public sector', 'Telecom', 'Insurance'];

/** Five years of weeks, ending with last week. */
export const WEEKS = 260;

export function engagementStatements({ seed, consultants: n, monday }) {
  const h = (tag, key) => hashOf(seed, tag, key);
  const e = 2 * n;
  const clients = Math.max(20, Math.round(n / 40));
  const first = `'${monday}'::date - ${WEEKS * 7}`;
  return [
    [
      'clients',
      `insert into clients (id, name, industry, status)
       select ${idOf(seed, 'cl', 'i')}, 'Scale Client ' || lpad(i::text, 5, '0'),
              ${pick(textArray(INDUSTRIES), h('ind', 'i'))}, 'active'
       from generate_series(1, ${clients}) i`,
    ],
    [
      'engagements (dates)',
      // Start anywhere from five years ago to twelve weeks ahead; 4–52 weeks long.
      `create temp table scale_eng as
       select j, ${idOf(seed, 'e', 'j')} as id, s as start_date, s + weeks * 7 - 3 as end_date, weeks
       from generate_series(1, ${e}) j,
            lateral (select ${first} + ${h('es', 'j')} % ${WEEKS * 7 + 84} as s, 4 + ${h('ew', 'j')} % 49 as weeks) x`,
    ],
    [
      'engagements',
      `insert into engagements (id, name, client_id, type, status, project_temperature, start_date, end_date,
                                billing_type, budget_hours, budget_amount, project_category_id)
       select id, ${pick(textArray(ADJECTIVES), h('adj', 'j'))} || ' ' || ${pick(textArray(NOUNS), h('noun', 'j'))}
                  || ' ' || lpad(j::text, 5, '0'),
              ${idOf(seed, 'cl', `1 + ${h('client', 'j')} % ${clients}`)},
              ${pick(textArray(['project', 'project', 'project', 'retainer', 'trust360']), h('type', 'j'))},
              case when end_date < '${monday}' then case when ${h('cx', 'j')} % 20 = 0 then 'cancelled' else 'completed' end
                   when start_date > '${monday}' then 'pipeline'
                   when ${h('hold', 'j')} % 15 = 0 then 'on_hold' else 'active' end,
              ${pick(textArray(['green', 'green', 'green', 'yellow', 'red']), h('temp', 'j'))},
              start_date, end_date,
              ${pick(textArray(['time_and_materials', 'fixed_fee', 'retainer']), h('bill', 'j'))},
              weeks * 120, weeks * 120 * 150, ${pick('cat.project_categories', h('pcat', 'j'))}
       from scale_eng, scale_cat cat`,
    ],
    [
      'assignments (3–8 per engagement)',
      // Member k is base + k × stride (mod n) with 8 × stride < n: eight different people.
      `insert into engagement_consultants (id, engagement_id, consultant_id, engagement_role_id, start_date, end_date,
                                           hours_allocated)
       select ${idOf(seed, 'a', "j || ':' || k")}, id, ${idOf(seed, 'c', `1 + (${h('member', 'j')} + k * (1 + ${h('stride', 'j')} % ${Math.floor(n / 9)})) % ${n}`)},
              case when k = 1 then cat.pm_role end, start_date, end_date, weeks * (8 + ${h('load', "j || ':' || k")} % 5 * 8)
       from scale_eng, scale_cat cat, generate_series(1, 8) k
       where k <= 3 + ${h('team', 'j')} % 6`,
    ],
    [
      'plans (one per engagement, five tasks)',
      `insert into project_plans (id, engagement_id, name, status, published_at)
       select ${idOf(seed, 'p', 'j')}, id, 'Delivery plan', 'published', start_date - 7 from scale_eng`,
    ],
    [
      'plan tasks',
      `insert into plan_tasks (plan_id, name, start_date, end_date, progress, sort_order)
       select ${idOf(seed, 'p', 'j')}, ${pick(textArray(['Discover', 'Design', 'Build', 'Test', 'Handover']), 'k - 1')},
              start_date + (k - 1) * weeks * 7 / 5, start_date + k * weeks * 7 / 5 - 1,
              case when start_date + k * weeks * 7 / 5 <= '${monday}' then 100 else 0 end, k
       from scale_eng, generate_series(1, 5) k`,
    ],
    [
      'audit (engagements, assignments)',
      `insert into audit_log (entity, entity_id, action, after, at)
       select 'engagements', id::text, 'create', jsonb_build_object('name', name, 'status', status), created_at
       from engagements where id in (select id from scale_eng)
       union all
       select 'engagement_consultants', id::text, 'create', jsonb_build_object('engagement_id', engagement_id), created_at
       from engagement_consultants where engagement_id in (select id from scale_eng)`,
    ],
  ];
}
