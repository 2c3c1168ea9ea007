import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';

const { t, cookies } = useDemoApp();

const list = async (query: string) => {
  const response = await t.request('GET', `/api/consultants?${query}`, { cookie: cookies.employee });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await rowsOf<T>(t.deps.database.db, query))[0] as T;

describe('directory search (name, email, skill, product, certification, language)', () => {
  it('finds by name, full name and email, case-insensitively', async () => {
    const person = await one<{ id: string; first_name: string; last_name: string; email: string }>(
      sql`select id, first_name, last_name, email from consultants order by email limit 1`,
    );
    for (const q of [person.first_name.toUpperCase(), `${person.first_name} ${person.last_name}`, person.email]) {
      const page = await list(`q=${encodeURIComponent(q)}`);
      expect(page.items.map((c: { id: string }) => c.id)).toContain(person.id);
    }
  });

  it('finds by product, category, certification and language, each consultant once', async () => {
    const skill = await one<{ consultant_id: string; product: string; category: string }>(
      sql`select e.consultant_id, p.name as product, c.name as category from consultant_expertise e
          join platform_products p on p.id = e.product_id join platform_categories c on c.id = e.category_id limit 1`,
    );
    const cert = await one<{ consultant_id: string; name: string }>(
      sql`select cc.consultant_id, ce.name from consultant_certifications cc join certifications ce on ce.id = cc.certification_id limit 1`,
    );
    const lang = await one<{ consultant_id: string; name: string }>(
      sql`select cl.consultant_id, la.name from consultant_languages cl join languages la on la.id = cl.language_id limit 1`,
    );
    for (const [q, id] of [
      [skill.product, skill.consultant_id],
      [skill.category, skill.consultant_id],
      [cert.name, cert.consultant_id],
      [lang.name, lang.consultant_id],
    ] as const) {
      const page = await list(`q=${encodeURIComponent(q)}&pageSize=200`);
      const ids = page.items.map((c: { id: string }) => c.id);
      expect(ids).toContain(id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(page.total).toBe(ids.length);
    }
  });

  it('pages in one statement: a page past the end still carries the total', async () => {
    const first = await list('pageSize=10');
    const past = await list(`pageSize=10&page=${Math.ceil(first.total / 10) + 1}`);
    expect(past).toMatchObject({ items: [], total: first.total });
    const searched = await list('q=zzzz-nobody');
    expect(searched).toMatchObject({ items: [], total: 0 });
  });

  it('treats % and _ literally', async () => {
    expect((await list('q=%25%25')).total).toBe(0);
  });

  it('answers cards with top skills, certifications and languages', async () => {
    const page = await list('pageSize=50');
    const card = page.items.find((c: { top_skills: unknown[] }) => c.top_skills.length > 0);
    expect(card.top_skills[0]).toEqual({
      category: expect.any(String),
      product: expect.toBeOneOf([expect.any(String), null]),
      rating: expect.any(Number),
    });
    expect(card.top_skills.length).toBeLessThanOrEqual(5);
    const ratings = card.top_skills.map((s: { rating: number }) => s.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(page.items.some((c: { languages: unknown[] }) => c.languages.length > 0)).toBe(true);
  });
});

describe('directory filters and their combinations', () => {
  it('filters by product with a minimum rating', async () => {
    const skill = await one<{ product_id: string; category_id: string }>(
      sql`select product_id, category_id from consultant_expertise where product_id is not null and rating >= 3
          group by product_id, category_id order by count(*) desc limit 1`,
    );
    const expected = await rowsOf<{ consultant_id: string }>(
      t.deps.database.db,
      sql`select distinct consultant_id from consultant_expertise where product_id = ${skill.product_id} and rating >= 3`,
    );
    const page = await list(`product_id=${skill.product_id}&min_rating=3&pageSize=200`);
    expect(page.total).toBe(expected.length);
    expect(page.items.map((c: { id: string }) => c.id).sort()).toEqual(expected.map((r) => r.consultant_id).sort());
    const stricter = await list(`product_id=${skill.product_id}&min_rating=5&pageSize=200`);
    expect(stricter.total).toBeLessThanOrEqual(page.total);
    const byCategory = await list(`category_id=${skill.category_id}&min_rating=3&pageSize=200`);
    expect(byCategory.total).toBeGreaterThanOrEqual(page.total);
  });

  it('combines availability, job title, language and location (every result matches every filter)', async () => {
    const person = await one<{
      id: string;
      availability_status: string;
      job_title_id: string;
      location: string;
      language_id: string;
    }>(
      sql`select c.id, c.availability_status, c.job_title_id, c.location, cl.language_id
          from consultants c join consultant_languages cl on cl.consultant_id = c.id limit 1`,
    );
    const page = await list(
      `availability=${person.availability_status}&job_title_id=${person.job_title_id}` +
        `&language_id=${person.language_id}&location=${encodeURIComponent(person.location.slice(0, 4))}&pageSize=200`,
    );
    expect(page.items.map((c: { id: string }) => c.id)).toContain(person.id);
    for (const card of page.items) {
      expect(card.availability_status).toBe(person.availability_status);
      expect(card.job_title_id).toBe(person.job_title_id);
      expect(card.location.toLowerCase()).toContain(person.location.slice(0, 4).toLowerCase());
    }
    const none = await list(`availability=${person.availability_status}&q=zzz-no-such-person`);
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('sorts by name both ways and by job title', async () => {
    const up = await list('sort=name&pageSize=200');
    const down = await list('sort=-name&pageSize=200');
    const names = (page: { items: { last_name: string }[] }) => page.items.map((c) => c.last_name.toLowerCase());
    expect(names(up)).toEqual([...names(up)].sort());
    expect(names(down)).toEqual([...names(up)].reverse().slice(0, names(down).length));
    const byTitle = await list('sort=job_title&pageSize=200');
    const titles = byTitle.items.map((c: { job_title: string }) => c.job_title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses bad filters with 422', async () => {
    for (const query of ['min_rating=6', 'min_rating=0', 'availability=sleeping', 'sort=salary', 'language_id=x']) {
      const response = await t.request('GET', `/api/consultants?${query}`, { cookie: cookies.employee });
      expect(response.status, query).toBe(422);
    }
  });
});

describe('skills inventory matrix', () => {
  it('lists who holds products of a category at a minimum rating, as consultant × product', async () => {
    const category = await one<{ category_id: string }>(
      sql`select e.category_id from consultant_expertise e where e.product_id is not null group by e.category_id order by count(*) desc limit 1`,
    );
    const response = await t.request(
      'GET',
      `/api/consultants/skills-matrix?category_id=${category.category_id}&min_rating=2&pageSize=100`,
      { cookie: cookies.employee },
    );
    expect(response.status).toBe(200);
    const matrix = await response.json();
    expect(matrix.products.length).toBeGreaterThan(0);
    expect(matrix.items.length).toBeGreaterThan(0);
    const productIds = new Set(matrix.products.map((p: { id: string }) => p.id));
    for (const row of matrix.items) {
      const ratings = Object.entries(row.ratings) as [string, number][];
      expect(ratings.length).toBeGreaterThan(0);
      for (const [productId, rating] of ratings) {
        expect(productIds.has(productId)).toBe(true);
        expect(rating).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('needs a category or a product', async () => {
    const response = await t.request('GET', '/api/consultants/skills-matrix?min_rating=2', {
      cookie: cookies.employee,
    });
    expect(response.status).toBe(422);
    const csv = await t.request('GET', '/api/consultants/skills-matrix?min_rating=2&format=csv', {
      cookie: cookies.admin,
    });
    expect(csv.status).toBe(422);
  });

  it('exports every page of the matrix as CSV: one column per product, its rating in each cell', async () => {
    const category = await one<{ category_id: string }>(
      sql`select e.category_id from consultant_expertise e where e.product_id is not null group by e.category_id order by count(*) desc limit 1`,
    );
    const path = `/api/consultants/skills-matrix?category_id=${category.category_id}&min_rating=2`;
    const matrix = await (await t.request('GET', `${path}&pageSize=100`, { cookie: cookies.employee })).json();
    const refused = await t.request('GET', `${path}&format=csv`, { cookie: cookies.employee });
    expect(refused.status).toBe(403);
    const response = await t.request('GET', `${path}&format=csv&pageSize=1`, { cookie: cookies.admin });
    expect(response.status).toBe(200);
    const [header, ...lines] = (await response.text()).trim().split('\r\n');
    expect(header).toBe(['Consultant', 'Job title', ...matrix.products.map((p: { name: string }) => p.name)].join(','));
    // Every consultant of every page (the JSON page size does not limit the export).
    expect(lines).toHaveLength(matrix.total);
    const row = matrix.items[0];
    const cells = lines.find((line) => line.startsWith(`${row.first_name} ${row.last_name},`))!.split(',');
    expect(cells.slice(2)).toEqual(
      matrix.products.map((p: { id: string }) => (row.ratings[p.id] ? String(row.ratings[p.id]) : '')),
    );
  });
});

describe('2,000 consultants', () => {
  it('pages the directory in SQL without gaps or repeats', async () => {
    await t.deps.database.db.execute(
      sql`insert into consultants (first_name, last_name, email)
          select 'Bench', 'Person ' || lpad(i::text, 4, '0'), 'bench' || i || '@bench.example'
          from generate_series(1, 2000) as i`,
    );
    const seen = new Set<string>();
    let total = 0;
    for (let page = 1; page <= 10; page++) {
      const result = await list(`q=bench.example&pageSize=200&page=${page}`);
      total = result.total;
      expect(result.items).toHaveLength(200);
      for (const card of result.items) seen.add(card.id);
    }
    expect(total).toBe(2000);
    expect(seen.size).toBe(2000);
    expect((await list('q=bench.example&pageSize=200&page=11')).items).toEqual([]);
  });
});

describe('directory: CSV export (format=csv)', () => {
  it('exports every consultant matching the filter, all pages, to an admin; an employee gets 403', async () => {
    const path = '/api/consultants?format=csv&availability_status=available&pageSize=1&columns=email,hourly_rate';
    // The whole directory with every e-mail is an export (data.export), not a read of the list.
    const refused = await t.request('GET', path, { cookie: cookies.employee });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN', requestId: expect.any(String) });
    const json = await (
      await t.request('GET', '/api/consultants?availability_status=available&pageSize=100', { cookie: cookies.admin })
    ).json();
    const response = await t.request('GET', path, { cookie: cookies.admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/filename="consultants-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,hourly_rate');
    expect(lines).toHaveLength(json.total + 1);
  });
});
