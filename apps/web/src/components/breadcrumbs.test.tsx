import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  it('links the trail, marks the current page and uses one chevron separator, no slashes', () => {
    const { container } = render(
      <MemoryRouter>
        <Breadcrumbs items={[{ label: 'Consultants', to: '/consultants' }, { label: 'Ada Lovelace' }]} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Consultants' })).toHaveAttribute('href', '/consultants');
    expect(within(nav).getByText('Ada Lovelace')).toHaveAttribute('aria-current', 'page');
    expect(nav.textContent).not.toContain('/');
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });
});

describe('one breadcrumb trail', () => {
  it('is drawn by this component only: no screen writes its own', () => {
    const sources = import.meta.glob<string>('/src/**/*.tsx', { query: '?raw', import: 'default', eager: true });
    const own = Object.entries(sources)
      .filter(
        ([path, text]) => !path.endsWith('/components/breadcrumbs.tsx') && text.includes('aria-label="Breadcrumb"'),
      )
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(own).toEqual([]);
  });
});
