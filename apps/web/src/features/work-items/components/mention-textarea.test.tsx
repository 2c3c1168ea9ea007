import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mentionQueryAt, MentionTextarea } from './mention-textarea';

const ADA = '00000000-0000-4000-8000-000000000001';
const people = [
  { id: ADA, first_name: 'Ada', last_name: 'Lovelace', job_title: 'Architect' },
  { id: '00000000-0000-4000-8000-000000000002', first_name: 'Alan', last_name: 'Turing', job_title: null },
];

function Harness() {
  const [value, setValue] = useState('');
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <label htmlFor="comment">Comment</label>
      <MentionTextarea id="comment" value={value} onValueChange={setValue} />
      <output aria-label="Text">{value}</output>
    </QueryClientProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('typing @ in a comment', () => {
  it('suggests people as one types and inserts the chosen one’s mention', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const q = (new URL(String(input), 'http://praxis.test').searchParams.get('q') ?? '').toLowerCase();
        const items = people.filter((p) => `${p.first_name} ${p.last_name}`.toLowerCase().includes(q));
        return Response.json({ items, total: items.length, page: 1, pageSize: 20 });
      }),
    );
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'Thanks @lov');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Alan Turing/ })).toBeNull());
    const option = screen.getByRole('option', { name: /Ada Lovelace/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Text').textContent).toBe(`Thanks @[Ada Lovelace](${ADA}) `);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('reads the name being typed only right after an @ that starts a word', () => {
    expect(mentionQueryAt('Hi @an', 6)).toEqual({ query: 'an', start: 3 });
    expect(mentionQueryAt('@', 1)).toEqual({ query: '', start: 0 });
    expect(mentionQueryAt('mail me@x', 9)).toBeNull();
    expect(mentionQueryAt('Hi @an done', 11)).toBeNull();
  });
});
