import { describe, expect, it } from 'vitest';
import { clientListQuerySchema, engagementListQuerySchema } from '@praxis/shared';
import { pageOf, parseListSearch, toSearch } from './list-query';

describe('list query in the URL', () => {
  it('parses the URL with the shared schema, defaults included', () => {
    const query = parseListSearch(engagementListQuerySchema, new URLSearchParams('q=%20apollo%20&status=active&x=1'));
    expect(query).toEqual({ q: 'apollo', status: 'active', sort: 'start_date', order: 'desc' });
  });

  it('drops only the values the schema refuses, so a stale link still shows a list', () => {
    const params = new URLSearchParams('status=nonsense&sort=name&order=sideways&account_owner_id=not-a-uuid');
    expect(parseListSearch(clientListQuerySchema, params)).toEqual({ sort: 'name', order: 'asc' });
  });

  it('reads the page and writes a query string of the set values', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOf(new URLSearchParams('page=-2'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=abc'))).toBe(1);
    expect(toSearch({ q: 'a b', empty: '', none: undefined, off: false, page: 2, columns: ['x', 'y'] })).toBe(
      '?q=a+b&page=2&columns=x%2Cy',
    );
    expect(toSearch({})).toBe('');
  });
});
