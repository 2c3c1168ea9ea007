import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, nextWorkingDay } from '@praxis/shared';
import { today } from '@/lib/dates';
import { applyEdit, EditRefused, type PlanDraft, type PlanEdit } from '../lib/plan-editor';
import { GanttWorkspace } from './gantt-workspace';
import { ganttRows } from './gantt-types';

const none = new Set<string>();
// Built from today so the suite holds on any date: tasks start on the next working day.
const START = nextWorkingDay(addCalendarDays(today(), 1), none);
const task = (n: number, name: string, parent: string | null = null) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  parent_id: parent,
  name,
  start_date: START,
  end_date: START,
  progress: 0,
  is_milestone: false,
  assignee_id: null,
});

let created = 900;
const newId = () => `00000000-0000-4000-8000-${String((created += 1)).padStart(12, '0')}`;

function Harness({ initial, readOnly = false }: { initial: PlanDraft; readOnly?: boolean }) {
  const [draft, setDraft] = useState(initial);
  const rows = ganttRows(draft.tasks, (t) => ({
    isPhase: draft.tasks.some((other) => other.parent_id === t.id),
    isCritical: false,
    overCapacity: false,
    baselineStart: null,
    baselineEnd: null,
    assigneeName: t.assignee_id ? 'Ada Lovelace' : null,
  }));
  // As the plan editor does: a refused edit answers its message and changes nothing.
  const onEdit = (edit: PlanEdit) => {
    try {
      setDraft(applyEdit(draft, edit, none));
      return null;
    } catch (error) {
      if (error instanceof EditRefused) return error.message;
      throw error;
    }
  };
  return (
    <GanttWorkspace
      rows={rows}
      links={draft.dependencies}
      zoom="week"
      holidays={none}
      readOnly={readOnly}
      height={320}
      withTable
      draft={draft}
      team={[{ consultant_id: 'c1', name: 'Ada Lovelace', role: null } as never]}
      onEdit={onEdit}
      newId={newId}
    />
  );
}

const DRAFT: PlanDraft = { tasks: [task(1, 'Discovery'), task(2, 'Design'), task(3, 'Build')], dependencies: [] };
const table = () => screen.getByRole('table', { name: 'Plan tasks' });
const rowOf = (name: string) => within(table()).getByRole('button', { name }).closest<HTMLElement>('[role="row"]')!;

describe('the Gantt workspace', () => {
  it('shows the task table beside the chart with each task’s dates, duration, progress and assignee', () => {
    render(<Harness initial={DRAFT} />);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Task', 'Start', 'Finish', 'Days', '% done', 'Assignee']);
    expect(
      within(rowOf('Design'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Design', expect.any(String), expect.any(String), '1', '0 %', '—']);
    expect(screen.getByTestId('gantt')).toBeInTheDocument();
  });

  it('scrolls the table and the chart together', () => {
    const many = { tasks: Array.from({ length: 120 }, (_, i) => task(i + 1, `Task ${i + 1}`)), dependencies: [] };
    render(<Harness initial={many} />);
    const chart = screen.getByTestId('gantt');
    chart.scrollTop = 640;
    fireEvent.scroll(chart);
    expect(table().scrollTop).toBe(640);
    // Rows far down are drawn once the table is scrolled to them (both panes are virtualised).
    table().scrollTop = 3200;
    fireEvent.scroll(table());
    expect(chart.scrollTop).toBe(3200);
    expect(within(table()).getByRole('button', { name: 'Task 101' })).toBeInTheDocument();
  });

  it('collapses and resizes the table from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial={DRAFT} />);
    const separator = screen.getByRole('separator', { name: 'Task table width' });
    const width = Number(separator.getAttribute('aria-valuenow'));
    separator.focus();
    await user.keyboard('{ArrowRight}');
    expect(Number(separator.getAttribute('aria-valuenow'))).toBe(width + 24);
    await user.click(screen.getByRole('button', { name: 'Hide task table' }));
    expect(screen.queryByRole('table', { name: 'Plan tasks' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show task table' }));
    expect(table()).toBeInTheDocument();
  });

  it('marks a task done from the right-click menu of its bar', async () => {
    const user = userEvent.setup();
    render(<Harness initial={DRAFT} />);
    const bar = screen.getByRole('button', { name: /^Design, .*Shift\+F10 opens its menu/ });
    fireEvent.contextMenu(bar, { clientX: 200, clientY: 100 });
    const menu = await screen.findByRole('menu', { name: 'Task Design' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark done' }));
    expect(within(rowOf('Design')).getByText('100 %')).toBeInTheDocument();
  });

  it('opens a row’s menu with Shift+F10, adds a subtask, and deletes a task only after asking', async () => {
    const user = userEvent.setup();
    render(<Harness initial={DRAFT} />);
    within(table()).getByRole('button', { name: 'Design' }).focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    let menu = await screen.findByRole('menu', { name: 'Task Design' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Add subtask' }));
    expect(rowOf('New task').querySelector('[role="cell"]')).toHaveStyle({ paddingLeft: '24px' });

    within(table()).getByRole('button', { name: 'Build' }).focus();
    await user.keyboard('{ContextMenu}');
    menu = await screen.findByRole('menu', { name: 'Task Build' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Build”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(table()).getByRole('button', { name: 'Build' })).toHaveFocus());

    within(table()).getByRole('button', { name: 'Build' }).focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    menu = await screen.findByRole('menu', { name: 'Task Build' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete…' }));
    await user.click(await screen.findByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(within(table()).queryByRole('button', { name: 'Build' })).not.toBeInTheDocument());
  });

  it('edits a task in a dialog and refuses a finish before its start', async () => {
    const user = userEvent.setup();
    render(<Harness initial={DRAFT} />);
    await user.click(within(table()).getByRole('button', { name: 'Discovery' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Discovery”' });
    const finish = within(dialog).getByLabelText('Finish');
    fireEvent.change(finish, { target: { value: '2000-01-03' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save task' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The end date cannot be before the start date.');
    fireEvent.change(finish, { target: { value: addCalendarDays(START, 14) } });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Discovery workshops');
    await user.click(within(dialog).getByRole('button', { name: 'Save task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table()).getByRole('button', { name: 'Discovery workshops' })).toBeInTheDocument();
  });

  it('has no menu on a read-only plan', () => {
    render(<Harness initial={DRAFT} readOnly />);
    expect(within(table()).queryByRole('button')).not.toBeInTheDocument();
    fireEvent.contextMenu(screen.getAllByRole('img')[0]!);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
