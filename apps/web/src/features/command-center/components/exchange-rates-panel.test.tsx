import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const eur = {
  id: '33333333-3333-4333-8333-333333333333',
  currency: 'EUR',
  rate: 1.08,
  effective_on: '2026-11-02',
  created_at: '2026-11-02T09:00:00Z',
};

describe('Admin Settings › Exchange rates', () => {
  it('lists the rates with their dates, adds one (validated) and deletes one after asking', async () => {
    let rates = [eur];
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: {
        'GET /api/exchange-rates': () => json({ base_currency: 'USD', rates }),
        'POST /api/exchange-rates': (request) => {
          const created = { ...eur, ...(request.body as object), id: '44444444-4444-4444-8444-444444444444' };
          rates = [...rates, created];
          return json(created, 201);
        },
        [`DELETE /api/exchange-rates/${eur.id}`]: () => {
          rates = rates.filter((rate) => rate.id !== eur.id);
          return new Response(null, { status: 204 });
        },
      },
    });
    const { user } = renderApp('/admin-settings?tab=exchange-rates', api);
    const table = await screen.findByRole('table', { name: 'Exchange rates' });
    expect(within(table).getByRole('row', { name: /EUR 1.08 2 Nov 2026/ })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add an exchange rate' });
    await user.type(within(form).getByLabelText(/Currency/), 'USD');
    await user.type(within(form).getByLabelText(/Rate to USD/), '0');
    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(await within(form).findByText('USD is the base currency: its rate is always 1.')).toBeInTheDocument();
    expect(within(form).getByText('The rate must be more than 0.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/exchange-rates')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Currency/));
    await user.type(within(form).getByLabelText(/Currency/), 'gbp');
    await user.clear(within(form).getByLabelText(/Rate to USD/));
    await user.type(within(form).getByLabelText(/Rate to USD/), '1.27');
    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(await screen.findByRole('row', { name: /GBP 1.27/ })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/exchange-rates')[0]?.body).toMatchObject({ currency: 'GBP', rate: 1.27 });

    await user.click(screen.getByRole('button', { name: 'Delete the EUR rate from 2 Nov 2026' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/EUR rate deleted/)).toBeInTheDocument();
    expect(api.requestsTo(`DELETE /api/exchange-rates/${eur.id}`)).toHaveLength(1);
  });
});
