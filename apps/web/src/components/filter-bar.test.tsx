import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilterBar } from '@/components/filter-bar';

const renderBar = (props: { active?: number; collapse?: boolean }) =>
  render(
    <FilterBar label="Filter engagements" {...props}>
      <label>
        Status
        <select>
          <option>All statuses</option>
        </select>
      </label>
    </FilterBar>,
  );

describe('filter bar', () => {
  it('folds the filters behind a Filters button with the number set, below the md breakpoint only', async () => {
    renderBar({ active: 2 });
    const button = screen.getByRole('button', { name: 'Filters 2 set' });
    const bar = screen.getByRole('search', { name: 'Filter engagements', hidden: true });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', bar.id);
    // Hidden on a phone, shown as the row from md up; the button itself is gone from md up.
    expect(bar).toHaveClass('hidden', 'md:flex');
    expect(button).toHaveClass('md:hidden');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(bar).not.toHaveClass('hidden');
    expect(bar).toHaveClass('flex');
    await userEvent.click(button);
    expect(bar).toHaveClass('hidden');
  });

  it('shows no count while no filter is set, and stays open where folding is turned off', () => {
    const { unmount } = renderBar({ active: 0 });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    unmount();
    renderBar({ collapse: false });
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
    expect(screen.getByRole('search', { name: 'Filter engagements' })).not.toHaveClass('hidden');
  });
});
