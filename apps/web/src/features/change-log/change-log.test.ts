import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@praxis/shared/markdown';
import { formValuesOf, toEntryInput } from './lib/entry-form';

describe('the live preview renders Markdown safely', () => {
  it('shows raw HTML as text: no script element, no event handler attribute', () => {
    const html = renderMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)> <a onclick="x()">y</a>');
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('script, img')).toBeNull();
    expect(
      [...container.querySelectorAll('*')].some((el) => [...el.attributes].some((a) => a.name.startsWith('on'))),
    ).toBe(false);
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('drops javascript: and data: links, keeps https ones opening in a new tab', () => {
    const container = document.createElement('div');
    container.innerHTML = renderMarkdown('[a](javascript:alert(1)) [b](data:text/html,x) [c](https://praxis.example)');
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://praxis.example']);
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });
});

describe('the editor form', () => {
  const values = { ...formValuesOf(null), release_version: '2.0.0', title: 'T', body: 'B' };

  it('keeps a draft without a publish date, publishes now, or schedules at the chosen local time', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(toEntryInput({ ...values, mode: 'draft' }, now).published_at).toBeNull();
    expect(toEntryInput({ ...values, mode: 'now' }, now).published_at).toBe('2026-11-23T10:00:00.000Z');
    const local = '2026-12-01T09:30';
    expect(toEntryInput({ ...values, mode: 'at', published_at: local }, now).published_at).toBe(
      new Date(local).toISOString(),
    );
  });

  it('starts a new entry as a draft feature', () => {
    expect(formValuesOf(null)).toMatchObject({ mode: 'draft', category: 'feature', published_at: '' });
  });
});
