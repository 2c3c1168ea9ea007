import { describe, expect, it } from 'vitest';
import { linkMentions, mentionedIds } from './work-items.js';

const ADA = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

describe('comment mentions', () => {
  it('finds each person once, in order, and ignores look-alikes', () => {
    const body = `@[Ada Lovelace](${ADA}) and @[Bob](${BOB}), again @[Ada](${ADA}); not @[x](javascript:alert) nor @Ada`;
    expect(mentionedIds(body)).toEqual([ADA, BOB]);
  });

  it('turns mentions into profile links for the Markdown renderer', () => {
    expect(linkMentions(`Hi @[Ada Lovelace](${ADA})!`)).toBe(`Hi [@Ada Lovelace](/consultants/${ADA})!`);
  });
});
