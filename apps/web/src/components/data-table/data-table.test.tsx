import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CsvExportButton, DataTable, QueryDataTable, type DataTableProps } from './index';

/** Whether the signed-in user holds data.export (the Export CSV button shows only to holders). */
const permissions = vi.hoisted(() => ({ canExport: true }));
vi.mock('@/lib/permissions', () => ({
  useCan: (permission: string) => permission === 'data.export' && permissions.canExport,
}));

interface Person {
  id: string;
  name: string;
  client: { id: string; name: string };
}

const column = createColumnHelper<Person>();
const columns = [
  column.accessor('name', { meta: { label: 'Name', sort: 'name', primary: true } }),
  column.accessor((person) => person.client.name, { id: 'client', meta: { label: 'Client', sort: 'client' } }),
  column.display({
    id: 'actions',
    cell: () => <button type="button">Edit</button>,
    meta: { label: 'Actions', csv: false },
  }),
];
const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${index}`,
    name: `Person ${index}`,
    client: { id: 'c1', name: 'Acme' },
  }));

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  const onOpen = vi.fn();
  const onSort = vi.fn();
  render(
    <DataTable<Person>
      id="people-test"
      caption="People"
      columns={columns}
      rows={people(3)}
      getRowId={(person) => person.id}
      onOpen={onOpen}
      sort={{ value: 'name', order: 'asc', onSort }}
      empty={<p>No people yet — add one</p>}
      csv={{
        path: '/api/people',
        search: { q: 'pe', status: 'active', page: 3, pageSize: 20 },
        filename: 'people.csv',
      }}
      {...props}
    />,
  );
  return { onOpen, onSort, user: userEvent.setup() };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('shows skeleton rows while loading, the empty message, and the error with Retry', async () => {
    const { unmount } = render(
      <DataTable<Person>
        id="t"
        caption="People"
        columns={columns}
        rows={undefined}
        getRowId={(p) => p.id}
        empty={<p>Nothing</p>}
        csv={{ path: '/api/people', search: {}, filename: 'people.csv' }}
      />,
    );
    expect(screen.getByRole('table').querySelector('tbody[aria-busy="true"]')?.querySelectorAll('tr')).toHaveLength(6);
    unmount();

    renderTable({ rows: [] });
    expect(screen.getByText('No people yet — add one')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    screen.getByText('No people yet — add one').remove();

    const onRetry = vi.fn();
    const { user } = renderTable({
      error: { title: 'We could not load the people.', cause: new Error('Boom'), onRetry },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the people.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('sorts through the server key and marks the sorted header', async () => {
    const { onSort, user } = renderTable();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Client/ })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Client' }));
    expect(onSort).toHaveBeenCalledWith('client');
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
  });

  it('opens a row by click (not from its own buttons) and moves with the keyboard', async () => {
    const { onOpen, user } = renderTable();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    await user.click(screen.getByRole('cell', { name: 'Person 1' }));
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p1' }));
    expect(rows.map((row) => row.tabIndex)).toEqual([-1, 0, -1]);
    onOpen.mockClear();
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    expect(onOpen).not.toHaveBeenCalled();

    rows[1]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(rows[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p0' }));
  });

  it('hides a column from the Columns menu and remembers it', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Name' })).toBeNull();
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Client' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: /Client/ })).toBeNull();
    expect(JSON.parse(localStorage.getItem('praxis.table.people-test.columns')!)).toEqual({ client: false });
  });

  it('renders only the rows in view past 200 rows', () => {
    // jsdom lays nothing out: give every element the size of a 600 px viewport and 40 px rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    renderTable({ rows: people(1000) });
    const rendered = screen.getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(200);
    expect(screen.getByText('Person 0')).toBeInTheDocument();
    expect(screen.queryByText('Person 999')).toBeNull();
  });

  it('exports the filters of the list with the columns shown, all pages, as a download', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response('Name\r\nPerson 0\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="people.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:people');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderTable();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Client' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://praxis.test');
    expect(url.pathname).toBe('/api/people');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'pe',
      status: 'active',
      format: 'csv',
      columns: 'name',
      headers: 'Name',
    });
    expect(createObjectURL).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it("exports a list that is not a table (cards, a board) with its filters and the API's own columns", async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response('Name\r\n', { headers: { 'content-type': 'text/csv' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<CsvExportButton csv={{ path: '/api/consultants', search: { q: 'azure', page: 3 }, filename: 'c.csv' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://praxis.test');
    expect(url.pathname).toBe('/api/consultants');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'azure', format: 'csv' });
    click.mockRestore();
  });

  it('shows no Export CSV to someone without data.export, on a table or any other list', () => {
    permissions.canExport = false;
    try {
      renderTable();
      render(<CsvExportButton csv={{ path: '/api/consultants', search: {}, filename: 'c.csv' }} />);
      expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    } finally {
      permissions.canExport = true;
    }
  });

  it('takes its rows, its error with Retry and its pages from a list query', async () => {
    const refetch = vi.fn();
    const onPageChange = vi.fn();
    const table = (query: Parameters<typeof QueryDataTable<Person>>[0]['query']) => (
      <QueryDataTable<Person>
        id="people-query"
        caption="People"
        columns={columns}
        query={query}
        errorTitle="We could not load the people."
        empty={<p>Nothing</p>}
        csv={{ path: '/api/people', search: {}, filename: 'people.csv' }}
        pagination={{ pageSize: 3, noun: 'people', onPageChange }}
      />
    );
    const page = { items: people(3), total: 7, page: 2, pageSize: 3 };
    const { rerender } = render(table({ data: page, isError: false, error: null, refetch }));
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(3);
    expect(screen.getByText('4–6 of 7 people · Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(3);

    rerender(table({ data: undefined, isError: true, error: new Error('Boom'), refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the people.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
