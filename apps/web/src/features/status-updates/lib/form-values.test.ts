import { describe, expect, it } from 'vitest';
import { statusUpdateCreateSchema, type StatusUpdatePrefill } from '@praxis/shared';
import { inputOf, valuesOf } from './form-values';

const ENGAGEMENT = '11111111-1111-4111-8111-111111111111';
const OWNER = '22222222-2222-4222-8222-222222222222';
const CONTACT = '33333333-3333-4333-8333-333333333333';

const prefill = {
  week_start: '2026-11-23',
  overall_status: 'yellow',
  summary: '420 of 1000 budgeted hours burnt (42 %), plan 50 % complete.',
  accomplishments: '- Milestone ‘Design’ reached',
  next_steps: '',
  risks: [{ kind: 'risk', title: 'SME away', owner_id: OWNER, owner_name: 'Ann Lee', due_date: null, resolved: false }],
  team: [{ id: OWNER, name: 'Ann Lee' }],
  contacts: [{ id: CONTACT, name: 'Dana Reyes', email: null }],
} as unknown as StatusUpdatePrefill;

describe('status update form values', () => {
  it('start from the prefill: computed status, open risks, the whole team as recipients', () => {
    const values = valuesOf(prefill);
    expect(values.overall_status).toBe('yellow');
    expect(values.risks).toEqual([{ kind: 'risk', title: 'SME away', owner_id: OWNER, due_date: '', resolved: false }]);
    expect(values.recipient_consultant_ids).toEqual([OWNER]);
    expect(values.recipient_contact_ids).toEqual([]);
  });

  it('start from this week’s update when there is one, so a sent update is edited and never filed twice', () => {
    const existing = {
      ...prefill,
      overall_status: 'red',
      summary: 'Go-live moved.',
      risks: [],
      recipient_consultant_ids: [],
      recipient_contact_ids: [CONTACT],
      state: 'sent',
    };
    const values = valuesOf({ ...prefill, existing } as unknown as StatusUpdatePrefill);
    expect(values).toMatchObject({ overall_status: 'red', summary: 'Go-live moved.', risks: [] });
    expect(values.recipient_consultant_ids).toEqual([]);
    expect(values.recipient_contact_ids).toEqual([CONTACT]);
  });

  it('become the API input the shared schema accepts (blank owner and date → null, one ticked box → a list)', () => {
    const values = valuesOf(prefill);
    const input = inputOf(
      ENGAGEMENT,
      '2026-11-23',
    )({
      ...values,
      risks: [{ kind: 'issue', title: 'Late data', owner_id: '', due_date: '', resolved: false }],
      recipient_consultant_ids: false as unknown as string[],
      recipient_contact_ids: CONTACT as unknown as string[],
    });
    expect(input).toMatchObject({
      engagement_id: ENGAGEMENT,
      risks: [{ kind: 'issue', title: 'Late data', owner_id: null, due_date: null, resolved: false }],
      recipient_consultant_ids: [],
      recipient_contact_ids: [CONTACT],
    });
    expect(statusUpdateCreateSchema.safeParse(input).success).toBe(true);
  });
});
