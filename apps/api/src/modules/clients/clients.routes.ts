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
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import * as service from './clients.service.js';

const tags = ['clients'];
const idParams = z.object({ id: z.uuid({ error: 'Not a valid client id.' }) });
const contactParams = z.object({ id: z.uuid({ error: 'Not a valid contact id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });

const list = defineRoute({
  method: 'get',
  path: '/clients',
  tags,
  summary: 'List clients (search, status, account owner; with active engagement counts)',
  access: access.can('clients.view'),
  request: { query: paginationQuerySchema.extend(clientListQuerySchema.shape) },
  responses: { 200: jsonResponse(pageOf(clientSchema), 'A page of clients'), ...errorResponses },
});

const get = defineRoute({
  method: 'get',
  path: '/clients/{id}',
  tags,
  summary: 'Read one client',
  access: access.can('clients.view'),
  request: { params: idParams },
  responses: { 200: jsonResponse(clientSchema, 'The client; ETag carries the version'), ...errorResponses },
});

const create = defineRoute({
  method: 'post',
  path: '/clients',
  tags,
  summary: 'Create a client',
  access: access.can('clients.manage'),
  request: { body: jsonBody(clientCreateSchema) },
  responses: { 201: jsonResponse(clientSchema, 'The created client'), ...errorResponses },
});

const update = defineRoute({
  method: 'patch',
  path: '/clients/{id}',
  tags,
  summary: 'Update a client',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409.',
  access: access.can('clients.manage'),
  request: { params: idParams, headers: ifMatch, body: jsonBody(clientUpdateSchema) },
  responses: { 200: jsonResponse(clientSchema, 'The updated client'), ...errorResponses },
});

const remove = defineRoute({
  method: 'delete',
  path: '/clients/{id}',
  tags,
  summary: 'Delete a client without engagements (its contacts go with it)',
  access: access.can('clients.manage'),
  request: { params: idParams, headers: ifMatch },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

const listContacts = defineRoute({
  method: 'get',
  path: '/clients/{id}/contacts',
  tags,
  summary: "A client's contacts, primary first",
  access: access.can('client_contacts.view'),
  request: { params: idParams },
  responses: { 200: jsonResponse(z.array(clientContactSchema), 'The contacts'), ...errorResponses },
});

const createContact = defineRoute({
  method: 'post',
  path: '/clients/{id}/contacts',
  tags,
  summary: 'Add a contact (making it primary clears the previous primary)',
  access: access.can('client_contacts.manage'),
  request: { params: idParams, body: jsonBody(clientContactInputSchema) },
  responses: { 201: jsonResponse(clientContactSchema, 'The created contact'), ...errorResponses },
});

const updateContact = defineRoute({
  method: 'patch',
  path: '/client-contacts/{id}',
  tags,
  summary: 'Update a contact',
  access: access.can('client_contacts.manage'),
  request: { params: contactParams, headers: ifMatch, body: jsonBody(clientContactUpdateSchema) },
  responses: { 200: jsonResponse(clientContactSchema, 'The updated contact'), ...errorResponses },
});

const deleteContact = defineRoute({
  method: 'delete',
  path: '/client-contacts/{id}',
  tags,
  summary: 'Delete a contact',
  access: access.can('client_contacts.manage'),
  request: { params: contactParams, headers: ifMatch },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

export const clientsRouter = createRouter()
  .openapi(list, async (c) => c.json(await service.listClients(c.get('deps').database.db, c.req.valid('query')), 200))
  .openapi(get, async (c) => {
    const client = await service.getClient(c.get('deps').database.db, c.req.valid('param').id);
    c.header('ETag', etagOf(client.version));
    return c.json(client, 200);
  })
  .openapi(create, async (c) => {
    const client = await service.createClient(c.get('deps').database.db, actorOf(c), c.req.valid('json'));
    c.header('ETag', etagOf(client.version));
    return c.json(client, 201);
  })
  .openapi(update, async (c) => {
    const client = await service.updateClient(
      c.get('deps').database.db,
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      parseIfMatch(c.req.header('if-match')),
    );
    c.header('ETag', etagOf(client.version));
    return c.json(client, 200);
  })
  .openapi(remove, async (c) => {
    await service.deleteClient(
      c.get('deps').database.db,
      actorOf(c),
      c.req.valid('param').id,
      parseIfMatch(c.req.header('if-match')),
    );
    return c.body(null, 204);
  })
  .openapi(listContacts, async (c) =>
    c.json(await service.listContacts(c.get('deps').database.db, c.req.valid('param').id), 200),
  )
  .openapi(createContact, async (c) => {
    const contact = await service.createContact(
      c.get('deps').database.db,
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    c.header('ETag', etagOf(contact.version));
    return c.json(contact, 201);
  })
  .openapi(updateContact, async (c) => {
    const contact = await service.updateContact(
      c.get('deps').database.db,
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      parseIfMatch(c.req.header('if-match')),
    );
    c.header('ETag', etagOf(contact.version));
    return c.json(contact, 200);
  })
  .openapi(deleteContact, async (c) => {
    await service.deleteContact(
      c.get('deps').database.db,
      actorOf(c),
      c.req.valid('param').id,
      parseIfMatch(c.req.header('if-match')),
    );
    return c.body(null, 204);
  });
