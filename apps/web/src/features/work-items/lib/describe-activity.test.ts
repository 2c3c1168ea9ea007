import { describe, expect, it } from 'vitest';
import { describeActivity } from './describe-activity';

const entry = (action: 'create' | 'update', before: object | null, after: object | null) => ({
  id: 1,
  action,
  actor_name: 'Alex Morgan',
  at: '2026-11-21T10:00:00Z',
  before: before as Record<string, unknown> | null,
  after: after as Record<string, unknown> | null,
});

describe('describeActivity', () => {
  it('says what changed, in words', () => {
    expect(describeActivity(entry('create', null, { name: 'x' }))).toEqual(['created the request']);
    expect(
      describeActivity(entry('update', { status: 'Requested', position: 1 }, { status: 'Approved', position: 2 })),
    ).toEqual(['changed status from Requested to Approved']);
    expect(describeActivity(entry('update', { priority: 'low' }, { priority: 'high' }))).toEqual([
      'changed priority from Low to High',
    ]);
    expect(describeActivity(entry('update', { due_date: null }, { due_date: '2026-11-21' }))).toEqual([
      'changed due date from none to 21 Nov 2026',
    ]);
    expect(describeActivity(entry('update', { position: 1 }, { position: 2 }))).toEqual([
      'reordered the card on the board',
    ]);
  });
});

it('treats a move within a column as a reorder', () => {
  expect(describeActivity(entry('update', { status: 'Done', position: 1 }, { status: 'Done', position: 0.5 }))).toEqual(
    ['reordered the card on the board'],
  );
});
