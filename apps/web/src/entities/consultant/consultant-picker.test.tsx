import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsultantPicker, consultantKeys } from './index';

const people = [
  { id: '00000000-0000-4000-8000-000000000001', first_name: 'Ada', last_name: 'Lovelace', job_title: 'Architect' },
  {
    id: '00000000-0000-4000-8000-000000000002',
    first_name: 'Alan',
    last_name: 'Turing',
    job_title: null,
    availability_status: 'partially_available',
    top_skills: [
      { category: 'Cloud', product: 'Azure', rating: 5 },
      { category: 'Security', product: null, rating: 4 },
      { category: 'Data', product: 'Fabric', rating: 3 },
    ],
  },
];

function fakeApi() {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://praxis.test');
    calls.push(url.pathname + url.search);
    const one = people.find((person) => url.pathname === `/api/consultants/${person.id}`);
    if (one) return Response.json(one);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const items = people.filter((person) => `${person.first_name} ${person.last_name}`.toLowerCase().includes(q));
    return Response.json({ items, total: items.length, page: 1, pageSize: 20 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function Harness({ onChange }: { onChange: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <label htmlFor="who">Consultant</label>
      <ConsultantPicker
        id="who"
        value={value}
        clearable
        placeholder="Any consultant"
        onChange={(id) => {
          setValue(id);
          onChange(id);
        }}
      />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ConsultantPicker', () => {
  it('searches the server as you type, picks with the keyboard and shows the choice', async () => {
    const calls = fakeApi();
    const onChange = vi.fn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <Harness onChange={onChange} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('combobox', { name: 'Consultant' });
    expect(trigger).toHaveTextContent('Any consultant');

    await user.click(trigger);
    await user.type(screen.getByRole('combobox', { name: 'Search consultants' }), 'turing');
    await waitFor(() => expect(calls).toContain('/api/consultants?q=turing&pageSize=20'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    // What a staffer chooses by: availability and the top two skills.
    expect(screen.getByRole('option')).toHaveTextContent('Partially available · Azure · Security');
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith(people[1]!.id);
    await waitFor(() => expect(trigger).toHaveTextContent('Alan Turing'));
    expect(screen.queryByRole('listbox')).toBeNull();

    // Creating a consultant invalidates the resource's lists (the directory's too): every picker search is one.
    const before = calls.length;
    await queryClient.invalidateQueries({ queryKey: consultantKeys.lists() });
    await user.click(trigger);
    await waitFor(() => expect(calls.slice(before)).toContain('/api/consultants?pageSize=20'));
  });
});
