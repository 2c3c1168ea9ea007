import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cell, perDay } from './board-grid';

describe('a staffing board cell', () => {
  it('measures the load against the week’s capacity after time off, and says how many hours are off', () => {
    render(<Cell hours={24} tentative={0} capacity={24} fullCapacity={40} />);
    const cell = screen.getByRole('cell', { name: '100 % booked (24 h of 24 h); 16 h off (time off or holiday)' });
    expect(cell.textContent).toBe('100 %−16h');
  });

  it('shows a week fully off as Off, and what is still booked in it as over', () => {
    const { rerender } = render(<Cell hours={0} tentative={0} capacity={0} fullCapacity={40} />);
    expect(screen.getByRole('cell').textContent).toBe('Off');
    rerender(<Cell hours={8} tentative={0} capacity={0} fullCapacity={40} />);
    expect(screen.getByRole('cell').textContent).toBe('Off8 h');
    expect(screen.getByRole('cell').getAttribute('title')).toBe(
      'Off; 40 h off (time off or holiday); 8 h still booked',
    );
  });

  it('shows no time-off mark in a full week', () => {
    render(<Cell hours={20} tentative={0} capacity={40} fullCapacity={40} />);
    expect(screen.getByRole('cell').textContent).toBe('50 %');
  });

  it('stacks time off and a proposal under the load, abbreviated, with the full text as its name and tooltip', () => {
    render(<Cell hours={2} tentative={16} capacity={32} fullCapacity={40} />);
    const full = '6 % booked (2 h of 32 h); 8 h off (time off or holiday); 16 h proposed (tentative)';
    const cell = screen.getByRole('cell', { name: full });
    expect(cell.getAttribute('title')).toBe(full);
    // Two lines: the load, then the details, which wrap in their own box instead of widening the cell.
    const [load, details] = [...cell.children];
    expect(load?.textContent).toBe('6 %');
    expect(details?.textContent).toBe('−8h+50');
    expect(details?.className).toContain('flex-wrap');
    expect(details?.className).toContain('max-w-full');
    expect(cell.className).toContain('flex-col');
    expect(cell.className).toContain('min-w-0');
  });

  it('shows booked hours per working day in the hours unit, keeping the full text as its name', () => {
    render(<Cell hours={32} tentative={0} capacity={40} fullCapacity={40} unit="hours" />);
    const cell = screen.getByRole('cell', { name: '80 % booked (32 h of 40 h)' });
    expect(cell.textContent).toBe('6.4 h/d');
  });

  it('counts only the working days left after time off, and the proposal per day too', () => {
    // 24 h over the three days a 16-hour holiday leaves: 8 h/d; 12 h proposed over them: +4.
    render(<Cell hours={24} tentative={12} capacity={24} fullCapacity={40} unit="hours" />);
    const cell = screen.getByRole('cell', {
      name: '100 % booked (24 h of 24 h); 16 h off (time off or holiday); 12 h proposed (tentative)',
    });
    const [load, details] = [...cell.children];
    expect(load?.textContent).toBe('8 h/d');
    expect(details?.textContent).toBe('−16h+4');
  });

  it('rounds hours per day to one decimal', () => {
    expect(perDay(37.5, 40, 40)).toBe('7.5');
    expect(perDay(10, 40, 40)).toBe('2');
    expect(perDay(7, 32, 40)).toBe('1.8');
  });
});
