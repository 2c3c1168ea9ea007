import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { EMPTY_PAGE, emptyRecruitingRoutes } from '@/test/recruiting-routes';
import { renderApp } from '@/test/render-app';

const CATEGORY = '11111111-1111-4111-8111-111111111111';
const PRODUCT = '22222222-2222-4222-8222-222222222222';
const item = (id: string, name: string, category_id: string | null) => ({
  id,
  name,
  description: null,
  display_order: 1,
  issuer: null,
  code: null,
  platform: null,
  category_id,
});

describe('New Position (admin and Project Manager)', () => {
  it('creates a position with its required skills, validated by the shared schema', async () => {
    const api = createFakeApi({
      me: makeMe('employee', ['Project Manager']),
      routes: {
        ...emptyRecruitingRoutes(),
        'GET /api/job-titles': () => json([]),
        'GET /api/platform-categories': () =>
          json({ ...EMPTY_PAGE, items: [item(CATEGORY, 'Data & Analytics', null)] }),
        'GET /api/platform-products': () =>
          json({ ...EMPTY_PAGE, items: [item(PRODUCT, 'Azure Data Factory', CATEGORY)] }),
        'POST /api/recruiting/positions': ({ body }) => json({ id: 'x', ...(body as object) }, 201),
      },
    });
    const { user } = renderApp('/recruiting', api);
    await user.click(await screen.findByRole('button', { name: 'New Position' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Position' });
    await user.click(within(dialog).getByRole('button', { name: 'Create position' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/recruiting/positions')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Title/), 'Data Engineer');
    await user.click(within(dialog).getByRole('button', { name: 'Add a skill' }));
    await user.selectOptions(within(dialog).getByLabelText('Skill'), `${CATEGORY}:${PRODUCT}`);
    await user.selectOptions(within(dialog).getByLabelText('Rating'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Create position' }));
    await screen.findByText('Position created');
    expect(api.requestsTo('POST /api/recruiting/positions')[0]?.body).toMatchObject({
      title: 'Data Engineer',
      status: 'open',
      headcount: 1,
      skills: [{ category_id: CATEGORY, product_id: PRODUCT, min_rating: 4 }],
    });
  });
});
