import { z } from '@hono/zod-openapi';
import {
  clientContactInputSchema,
  clientContactSchema,
  clientContactUpdateSchema,
  clientCreateSchema,
  clientListQuerySchema,
  clientSchema,
  clientUpdateSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { formatQuerySchema, listResponse, pageOfRows } from '../../lib/csv.js';
import { pagedCsvList, respondListOrCsv } from '../../lib/list-route.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { created, readById, uuidParams, versionedDelete, versionedUpdate } from '../../lib/route-shapes.js';
import { respondCreated, respondDeleted, respondRead, respondUpdated } from '../../lib/versioned-handlers.js';
import { CLIENT_CSV } from './clients.csv.js';
import * as service from './clients.service.js';
import { CONTACT_CSV } from './contacts.csv.js';

const route = routeGroup({ tags: ['clients'] });
const idParams = uuidParams('client');
const contactParams = uuidParams('contact');

const list = route.get('/clients', {
  summary: 'List clients (search, status, account owner; with active engagement counts)',
  access: access.can('clients.view'),
  ...pagedCsvList(clientListQuerySchema, clientSchema, 'A page of clients'),
});

const get = route.get('/clients/{id}', {
  summary: 'Read one client',
  access: access.can('clients.view'),
  ...readById(idParams, jsonResponse(clientSchema, 'The client; ETag carries the version')),
});

const create = route.post('/clients', {
  summary: 'Create a client',
  access: access.can('clients.manage'),
  ...created(clientCreateSchema, jsonResponse(clientSchema, 'The created client'), errorsOf(401, 403, 409, 422)),
});

const update = route.patch('/clients/{id}', {
  summary: 'Update a client',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409.',
  access: access.can('clients.manage'),
  ...versionedUpdate(idParams, clientUpdateSchema, jsonResponse(clientSchema, 'The updated client')),
});

const remove = route.delete('/clients/{id}', {
  summary: 'Delete a client without engagements (its contacts go with it)',
  access: access.can('clients.manage'),
  ...versionedDelete(idParams),
});

const listContacts = route.get('/clients/{id}/contacts', {
  summary: "A client's contacts, primary first",
  access: access.can('client_contacts.view'),
  request: { params: idParams, query: formatQuerySchema },
  responses: { 200: listResponse(z.array(clientContactSchema), 'The contacts'), ...errorsOf(401, 403, 404, 422) },
});

const createContact = route.post('/clients/{id}/contacts', {
  summary: 'Add a contact (making it primary clears the previous primary)',
  access: access.can('client_contacts.manage'),
  request: { params: idParams, body: jsonBody(clientContactInputSchema) },
  responses: { 201: jsonResponse(clientContactSchema, 'The created contact'), ...errorsOf(401, 403, 404, 409, 422) },
});

const updateContact = route.patch('/client-contacts/{id}', {
  summary: 'Update a contact',
  access: access.can('client_contacts.manage'),
  ...versionedUpdate(
    contactParams,
    clientContactUpdateSchema,
    jsonResponse(clientContactSchema, 'The updated contact'),
  ),
});

const deleteContact = route.delete('/client-contacts/{id}', {
  summary: 'Delete a contact',
  access: access.can('client_contacts.manage'),
  ...versionedDelete(contactParams),
});

export const clientsRouter = createRouter()
  .openapi(list, async (c) => {
    const { db } = scopeOf(c);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: (filter) => ({ ...CLIENT_CSV, page: service.clientRows(db, { filter }) }),
      json: (query) => service.listClients(db, { query }),
    });
  })
  .openapi(get, (c) => respondRead(c, service.getClient))
  .openapi(create, (c) => respondCreated(c, service.createClient))
  .openapi(update, (c) => respondUpdated(c, service.updateClient))
  .openapi(remove, (c) => respondDeleted(c, service.deleteClient))
  .openapi(listContacts, async (c) => {
    const contacts = await service.listContacts(scopeOf(c).db, { clientId: c.req.valid('param').id });
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => ({ ...CONTACT_CSV, page: pageOfRows(contacts) }),
      json: () => contacts,
    });
  })
  .openapi(createContact, async (c) => {
    const { db, actor } = scopeOf(c);
    const { id: clientId } = c.req.valid('param');
    return respondVersioned(c, await service.createContact(db, { actor, clientId, input: c.req.valid('json') }), 201);
  })
  .openapi(updateContact, (c) => respondUpdated(c, service.updateContact))
  .openapi(deleteContact, (c) => respondDeleted(c, service.deleteContact));
