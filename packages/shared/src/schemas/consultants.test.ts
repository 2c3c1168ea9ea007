import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.js';
import {
  consultantUpdateSchema,
  CONSULTANT_UPDATE_FIELDS,
  expertiseInputSchema,
  jobTitleInputSchema,
} from './consultants.js';

describe('consultant update schema', () => {
  it('accepts exactly the 14 fields of docs/product.md §5', () => {
    expect(Object.keys(consultantUpdateSchema.shape).sort()).toEqual([...CONSULTANT_UPDATE_FIELDS].sort());
    expect(CONSULTANT_UPDATE_FIELDS).toHaveLength(14);
  });

  it('refuses any other field, naming it', () => {
    const result = consultantUpdateSchema.safeParse({ first_name: 'Ada', user_id: 'x' });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('user_id');
  });

  it('refuses roles other than the three', () => {
    expect(consultantUpdateSchema.safeParse({ role: 'superuser' }).success).toBe(false);
    for (const role of ['admin', 'Project Manager', 'employee']) {
      expect(consultantUpdateSchema.safeParse({ role }).success).toBe(true);
    }
  });
});

describe('job title rule', () => {
  it.each(['CEO', 'ceo', ' Ceo ', '\tcEo\n'])('refuses %j with the exact message', (title) => {
    const result = jobTitleInputSchema.safeParse({ title });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.ceoTitle);
  });

  it.each(['CEO Office Manager', 'Chief Executive', 'CTO'])('accepts %j', (title) => {
    expect(jobTitleInputSchema.safeParse({ title }).success).toBe(true);
  });
});

describe('expertise rating', () => {
  const category_id = '7b0f6a4e-1d55-4f65-9d7b-2f1e7d1b9a10';
  it('defaults a new rating to 1', () => {
    expect(expertiseInputSchema.parse({ category_id }).rating).toBe(1);
  });
  it.each([0, 6, 2.5])('refuses rating %d', (rating) => {
    expect(expertiseInputSchema.safeParse({ category_id, rating }).success).toBe(false);
  });
});
