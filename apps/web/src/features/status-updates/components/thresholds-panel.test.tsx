import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPERATURE_THRESHOLDS } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const api = () =>
  createFakeApi({
    me: makeMe('admin'),
    routes: {
      'GET /api/settings/temperature-thresholds': () =>
        json({ thresholds: DEFAULT_TEMPERATURE_THRESHOLDS, version: 0 }),
      'PUT /api/settings/temperature-thresholds': ({ body }) => json({ thresholds: body, version: 1 }),
    },
  });

describe('ThresholdsPanel (admin settings)', () => {
  it('refuses a Critical limit not above its Watch limit, then saves with the version read', async () => {
    const fake = api();
    renderApp('/admin-settings?tab=temperature', fake);
    const form = await screen.findByRole('form', { name: 'Computed temperature thresholds' });
    const staffing = within(form).getByRole('group', { name: /Open staffing requests/ });
    const critical = within(staffing).getByLabelText(/Critical from/);
    await userEvent.clear(critical);
    await userEvent.type(critical, '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save thresholds' }));
    expect(await within(staffing).findByText('Must be higher than the Watch limit.')).toBeInTheDocument();
    expect(fake.requestsTo('PUT /api/settings/temperature-thresholds')).toHaveLength(0);

    await userEvent.clear(critical);
    await userEvent.type(critical, '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Save thresholds' }));
    expect(await screen.findByText('Thresholds saved')).toBeInTheDocument();
    const [put] = fake.requestsTo('PUT /api/settings/temperature-thresholds');
    expect(put?.body).toEqual({ ...DEFAULT_TEMPERATURE_THRESHOLDS, gaps_critical: 4 });
    expect(put?.headers['if-match']).toBe('"0"');
  });
});
