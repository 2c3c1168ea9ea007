import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { suggestMapping } from './imports.mapping.js';
import { fileUploader } from '../../test/import-upload.js';

const { t, cookies } = useDemoApp();
const upload = fileUploader(t, () => cookies.admin);

// An HR system's own headers, in its own order.
const FILE = ['E-mail address,Surname,Given name,Office', 'mia.map@example.com,Map,Mia,Lisbon'].join('\n');
const SAME_HEADERS = ['Office,Given name,Surname,E-mail address', 'Porto,Max,Map,max.map@example.com'].join('\n');
const MAPPING = { e_mail_address: 'email', surname: 'last_name', given_name: 'first_name', office: 'location' };

describe('suggestMapping', () => {
  it('maps headers to the nearest column by name or description, each column once, and leaves strangers out', () => {
    expect(suggestMapping('consultants', ['e_mail', 'first_name', 'firstname', 'last_name', 'shoe_size'])).toEqual({
      e_mail: 'email',
      first_name: 'first_name',
      // first_name is taken by the exact header: the look-alike is not mapped onto it twice.
      firstname: null,
      last_name: 'last_name',
      shoe_size: null,
    });
    expect(suggestMapping('consultants', ['hourly_rates', 'first_day']).hourly_rates).toBe('hourly_rate');
  });
});

describe('column mapping', () => {
  it('asks for a mapping when the headers differ, applies the one sent, and remembers it for the same headers', async () => {
    const asked = await (await upload('/imports/consultants/headers', FILE)).json();
    expect(asked).toMatchObject({
      headers: ['e_mail_address', 'surname', 'given_name', 'office'],
      remembered: false,
      needs_mapping: true,
    });
    expect(asked.suggested.e_mail_address).toBe('email');

    // Without a mapping the file is not a consultants file.
    expect((await upload('/imports/consultants', FILE)).status).toBe(422);

    const fields = { mapping: JSON.stringify(MAPPING), dry_run: 'false' };
    const done = await (await upload('/imports/consultants', FILE, { fields })).json();
    expect(done).toMatchObject({ created: 1, errors: [] });
    const [mia] = await rowsOf<{ first_name: string; location: string }>(
      t.deps.database.db,
      sql`select first_name, location from consultants where email = 'mia.map@example.com'`,
    );
    expect(mia).toEqual({ first_name: 'Mia', location: 'Lisbon' });

    // The next file with the same headers (in another order) maps itself.
    const again = await (await upload('/imports/consultants/headers', SAME_HEADERS)).json();
    expect(again).toMatchObject({ remembered: true, suggested: MAPPING });
    const next = await (await upload('/imports/consultants?dry_run=false', SAME_HEADERS)).json();
    expect(next).toMatchObject({ created: 1, errors: [] });
  });

  it('refuses a mapping onto unknown columns, from unknown headers, twice onto one column, or not JSON', async () => {
    const before = await rowsOf<{ n: number }>(t.deps.database.db, sql`select count(*)::int as n from consultants`);
    for (const mapping of [
      JSON.stringify({ ...MAPPING, office: 'shoe_size' }),
      JSON.stringify({ ...MAPPING, nope: 'email' }),
      JSON.stringify({ ...MAPPING, surname: 'first_name' }),
      '{"e_mail_address":',
      JSON.stringify(['email']),
    ]) {
      const response = await upload('/imports/consultants', FILE, { fields: { mapping, dry_run: 'false' } });
      expect(response.status, mapping).toBe(422);
    }
    const after = await rowsOf<{ n: number }>(t.deps.database.db, sql`select count(*)::int as n from consultants`);
    expect(after).toEqual(before);
  });

  it('answers 403 to non-admins', async () => {
    for (const role of ['employee', 'pm'] as const) {
      expect((await upload('/imports/consultants/headers', FILE, { cookie: cookies[role] })).status).toBe(403);
    }
  });
});
