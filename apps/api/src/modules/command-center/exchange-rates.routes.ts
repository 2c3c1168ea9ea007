import { exchangeRateInputSchema, exchangeRateSchema, exchangeRatesSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { created, deleteById, uuidParams } from '../../lib/route-shapes.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import * as service from './exchange-rates.service.js';

/** Exchange rates are money (admins read them); setting them is an admin setting. */
const route = routeGroup({ tags: ['command-center'], access: access.can('settings.manage') });

const list = route.get('/exchange-rates', {
  summary: 'The exchange rates to the base currency, with the date each takes effect',
  access: access.can('finance.view'),
  responses: { 200: jsonResponse(exchangeRatesSchema, 'The rates'), ...errorsOf(401, 403) },
});

const create = route.post('/exchange-rates', {
  summary: 'Add a rate of a currency from a date (one per currency and day; audited)',
  ...created(exchangeRateInputSchema, jsonResponse(exchangeRateSchema, 'The new rate'), errorsOf(401, 403, 409, 422)),
});

const remove = route.delete('/exchange-rates/{id}', {
  summary: 'Delete a rate (audited)',
  ...deleteById(uuidParams('exchange rate'), 'Deleted', errorsOf(401, 403, 404, 422)),
});

export const exchangeRatesRouter = createRouter()
  .openapi(list, async (c) => c.json(await service.listExchangeRates(scopeOf(c).db), 200))
  .openapi(create, async (c) => {
    const { db, actor } = scopeOf(c);
    return c.json(await service.createExchangeRate(db, actor, c.req.valid('json')), 201);
  })
  .openapi(remove, async (c) => {
    const { db, actor } = scopeOf(c);
    await service.deleteExchangeRate(db, actor, c.req.valid('param').id);
    return c.body(null, 204);
  });
