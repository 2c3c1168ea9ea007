import { z } from '@hono/zod-openapi';
import {
  clientContactInputSchema,
  clientContactSchema,
  clientContactUpdateSchema,
  clientCreateSchema,
  clientListQuerySchema,
  clientSchema,
  clientUpdateSchema,
  pageOf,
  paginationQuerySchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { formatQuerySchema, listResponse, pageOfRows, respondCsv, splitFormat } from '../../lib/csv.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { CLIENT_CSV } from './clients.csv.js';
import * as service from './clients.service.js';
import { CONTACT_CSV } from './contacts.csv.js';

const route = routeGroup({ tags: ['clients'] });
const idParams = z.object({ id: z.uuid({ error: 'Not a valid client id.' }) });
const contactParams = z.object({ id: z.uuid({ error: 'Not a valid contact id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });

const list = route.get('/clients', {
  summary: 'List clients (search, status, account owner; with active engagement counts)',
  access: access.can('clients.view'),
  request: { query: paginationQuerySchema.extend(clientListQuerySchema.shape).extend(formatQuerySchema.shape) },
  responses: { 200: listResponse(pageOf(clientSchema), 'A page of clients'), ...errorsOf(401, 403, 422) },
});

const get = route.get('/clients/{id}', {
  summary: 'Read one client',
  access: access.can('clients.view'),
  request: { params: idParams },
  responses: {
    200: jsonResponse(clientSchema, 'The client; ETag carries the version'),
    ...errorsOf(401, 403, 404, 422),
  },
});

const create = route.post('/clients', {
  summary: 'Create a client',
  access: access.can('clients.manage'),
  request: { body: jsonBody(clientCreateSchema) },
  responses: { 201: jsonResponse(clientSchema, 'The created client'), ...errorsOf(401, 403, 409, 422) },
});

const update = route.patch('/clients/{id}', {
  summary: 'Update a client',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409.',
  access: access.can('clients.manage'),
  request: { params: idParams, headers: ifMatch, body: jsonBody(clientUpdateSchema) },
  responses: { 200: jsonResponse(clientSchema, 'The updated client'), ...errorsOf(401, 403, 404, 409, 422) },
});

const remove = route.delete('/clients/{id}', {
  summary: 'Delete a client without engagements (its contacts go with it)',
  access: access.can('clients.manage'),
  request: { params: idParams, headers: ifMatch },
  responses: { 204: { description: 'Deleted' }, ...errorsOf(401, 403, 404, 409, 422) },
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
  request: { params: contactParams, headers: ifMatch, body: jsonBody(clientContactUpdateSchema) },
  responses: { 200: jsonResponse(clientContactSchema, 'The updated contact'), ...errorsOf(401, 403, 404, 409, 422) },
});

const deleteContact = route.delete('/client-contacts/{id}', {
  summary: 'Delete a contact',
  access: access.can('client_contacts.manage'),
  request: { params: contactParams, headers: ifMatch },
  responses: { 204: { description: 'Deleted' }, ...errorsOf(401, 403, 404, 409, 422) },
});

export const clientsRouter = createRouter()
  .openapi(list, async (c) => {
    const { db } = scopeOf(c);
    const { format, export: requested, query } = splitFormat(c.req.valid('query'));
    if (format === 'csv') {
      return respondCsv(c, { ...CLIENT_CSV, page: service.clientRows(db, { filter: query }) }, requested);
    }
    return c.json(await service.listClients(db, { query }), 200);
  })
  .openapi(get, async (c) => {
    const { db } = scopeOf(c);
    return respondVersioned(c, await service.getClient(db, { id: c.req.valid('param').id }), 200);
  })
  .openapi(create, async (c) => {
    const { db, actor } = scopeOf(c);
    return respondVersioned(c, await service.createClient(db, { actor, input: c.req.valid('json') }), 201);
  })
  .openapi(update, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    const client = await service.updateClient(db, { actor, id, patch: c.req.valid('json'), expectedVersion });
    return respondVersioned(c, client, 200);
  })
  .openapi(remove, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    await service.deleteClient(db, { actor, id: c.req.valid('param').id, expectedVersion });
    return c.body(null, 204);
  })
  .openapi(listContacts, async (c) => {
    const { db } = scopeOf(c);
    const { format, export: requested } = splitFormat(c.req.valid('query'));
    const contacts = await service.listContacts(db, { clientId: c.req.valid('param').id });
    if (format === 'csv') return respondCsv(c, { ...CONTACT_CSV, page: pageOfRows(contacts) }, requested);
    return c.json(contacts, 200);
  })
  .openapi(createContact, async (c) => {
    const { db, actor } = scopeOf(c);
    const { id: clientId } = c.req.valid('param');
    return respondVersioned(c, await service.createContact(db, { actor, clientId, input: c.req.valid('json') }), 201);
  })
  .openapi(updateContact, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    const contact = await service.updateContact(db, { actor, id, patch: c.req.valid('json'), expectedVersion });
    return respondVersioned(c, contact, 200);
  })
  .openapi(deleteContact, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    await service.deleteContact(db, { actor, id: c.req.valid('param').id, expectedVersion });
    return c.body(null, 204);
  });
