// The large firm's people: a user account and a consultant profile each, in twelve offices (each with its time
// zone), with six skill ratings, one or two languages and, for two in three, a certificate.
import { hashOf, idOf, pick, textArray } from './scale-sql.mjs';

const OFFICES = [
  ['Berlin', 'Europe/Berlin'],
  ['London', 'Europe/London'],
  ['New York', 'America/New_York'],
  ['Chicago', 'America/Chicago'],
  ['San Francisco', 'America/Los_Angeles'],
  ['Toronto', 'America/Toronto'],
  ['São Paulo', 'America/Sao_Paulo'],
  ['Bangalore', 'Asia/Kolkata'],
  ['Singapore', 'Asia/Singapore'],
  ['Tokyo', 'Asia/Tokyo'],
  ['Sydney', 'Australia/Sydney'],
  ['Paris', 'Europe/Paris'],
];
const FIRST = ['Anna', 'Ben', 'Chen', 'Dara', 'Elif', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kemal', 'Lena'];
const FIRST2 = ['Maya', 'Nils', 'Olga', 'Priya', 'Quinn', 'Rosa', 'Sven', 'Tara', 'Umar', 'Vera', 'Wei', 'Yara'];
const LAST = ['Adler', 'Berg', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jansen'];
const LAST2 = ['Kowalski', 'Larsen', 'Meyer', 'Novak', 'Okafor', 'Petrov', 'Rossi', 'Schmidt', 'Tanaka', 'Weber'];

/** Catalogue ids in a stable order (the demo seed's ids are random; its names are not). */
export const CATALOGUE_SQL = `create temp table scale_cat as select
  (select array_agg(id order by display_order, title) from consultant_job_titles) as job_titles,
  (select array_agg(id order by display_order, name) from languages) as languages,
  (select array_agg(id order by display_order, name) from certifications) as certifications,
  (select array_agg(p.id order by c.display_order, c.name, p.display_order, p.name)
     from platform_products p join platform_categories c on c.id = p.category_id) as products,
  (select array_agg(p.category_id order by c.display_order, c.name, p.display_order, p.name)
     from platform_products p join platform_categories c on c.id = p.category_id) as product_categories,
  (select array_agg(id order by display_order, name) from project_categories) as project_categories,
  (select id from engagement_roles where lower(title) = 'project manager') as pm_role`;

export function peopleStatements({ seed, consultants: n, monday }) {
  const h = (tag, key) => hashOf(seed, tag, key);
  const cid = (key) => idOf(seed, 'c', key);
  const first = textArray([...FIRST, ...FIRST2]);
  const last = textArray([...LAST, ...LAST2]);
  const office = `1 + ${h('office', 'i')} % ${OFFICES.length}`;
  return [
    [
      'people (users)',
      `insert into "user" (id, name, email, email_verified)
       select ${idOf(seed, 'u', 'i')}, ${pick(first, h('fn', 'i'))} || ' ' || ${pick(last, h('ln', 'i'))},
              'scale.' || i || '@scale.local', true
       from generate_series(1, ${n}) i`,
    ],
    [
      'people (consultants)',
      `insert into consultants (id, user_id, first_name, last_name, email, location, time_zone, job_title_id,
                                availability_status, start_date, hourly_rate)
       select ${cid('i')}, ${idOf(seed, 'u', 'i')}, ${pick(first, h('fn', 'i'))}, ${pick(last, h('ln', 'i'))},
              'scale.' || i || '@scale.local',
              (${textArray(OFFICES.map((o) => o[0]))})[${office}], (${textArray(OFFICES.map((o) => o[1]))})[${office}],
              ${pick('cat.job_titles', h('jt', 'i'))},
              ${pick(textArray(['available', 'partially_available', 'busy', 'on_leave']), h('av', 'i'))},
              '${monday}'::date - 1830 - ${h('start', 'i')} % 3000, 80 + ${h('rate', 'i')} % 120
       from generate_series(1, ${n}) i, scale_cat cat`,
    ],
    [
      'skills (6 ratings each)',
      // Six consecutive products from a hashed start: distinct, so the unique key never conflicts.
      `insert into consultant_expertise (consultant_id, category_id, product_id, rating)
       select ${cid('i')}, cat.product_categories[p], cat.products[p], 1 + ${h('rating', "i || ':' || k")} % 5
       from generate_series(1, ${n}) i, generate_series(0, 5) k, scale_cat cat,
            lateral (select 1 + (${h('skill', 'i')} + k) % cardinality(cat.products) as p) x`,
    ],
    [
      'languages',
      `insert into consultant_languages (consultant_id, language_id, proficiency)
       select ${cid('i')}, cat.languages[1 + (${h('lang', 'i')} + k) % cardinality(cat.languages)],
              ${pick(textArray(['basic', 'conversational', 'fluent', 'native']), h('prof', "i || ':' || k"))}
       from generate_series(1, ${n}) i, generate_series(0, 1) k, scale_cat cat
       where k = 0 or ${h('lang2', 'i')} % 2 = 0`,
    ],
    [
      'certificates',
      `insert into consultant_certifications (consultant_id, certification_id, issued_on, expires_on)
       select ${cid('i')}, ${pick('cat.certifications', h('cert', 'i'))},
              '${monday}'::date - 200 - ${h('issued', 'i')} % 900, '${monday}'::date - 100 + ${h('expires', 'i')} % 1000
       from generate_series(1, ${n}) i, scale_cat cat
       where ${h('hascert', 'i')} % 3 <> 0`,
    ],
  ];
}
