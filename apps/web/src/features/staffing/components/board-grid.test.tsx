import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cell } from './board-grid';

describe('a staffing board cell', () => {
  it('measures the load against the week’s capacity after time off, and says how many hours are off', () => {
    render(<Cell hours={24} tentative={0} capacity={24} fullCapacity={40} />);
    expect(screen.getByText('100 %')).toBeTruthy();
    expect(screen.getByLabelText('16 h off (time off or holiday)')).toBeTruthy();
  });

  it('shows a week fully off as Off, and what is still booked in it as over', () => {
    const { rerender } = render(<Cell hours={0} tentative={0} capacity={0} fullCapacity={40} />);
    expect(screen.getByRole('cell').textContent).toBe('Off');
    rerender(<Cell hours={8} tentative={0} capacity={0} fullCapacity={40} />);
    expect(screen.getByRole('cell').textContent).toBe('Off8 h');
    expect(screen.getByRole('cell').getAttribute('title')).toBe('40 h off (time off or holiday); 8 h still booked');
  });

  it('shows no time-off mark in a full week', () => {
    render(<Cell hours={20} tentative={0} capacity={40} fullCapacity={40} />);
    expect(screen.getByRole('cell').textContent).toBe('50 %');
  });
});
