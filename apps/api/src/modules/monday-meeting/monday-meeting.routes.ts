import {
  meetingAgendaSchema,
  meetingDecisionInputSchema,
  meetingDecisionSchema,
  meetingNoteInputSchema,
  meetingNoteSchema,
  meetingWeekQuerySchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { readByQuery, versionedSave } from '../../lib/route-shapes.js';
import { agenda } from './agenda.service.js';
import { captureDecision, saveNote } from './minutes.service.js';

const run = access.can('meeting.run');
/** Reading the agenda: `meeting.view` (everyone; money only with `finance.view`). Writing: `meeting.run`. */
const route = routeGroup({ tags: ['monday-meeting'], access: run });

const getAgenda = route.get('/monday-meeting', {
  summary: "The agenda of a week's Monday meeting (default: this week), built from the data",
  access: access.can('meeting.view'),
  ...readByQuery(meetingWeekQuerySchema, jsonResponse(meetingAgendaSchema, 'The agenda'), errorsOf(401, 403, 422)),
});

const putNote = route.put('/monday-meeting/notes', {
  summary: 'Write the note of an agenda item (If-Match to replace an existing note; stale → 409)',
  ...versionedSave(meetingNoteInputSchema, jsonResponse(meetingNoteSchema, 'The note'), errorsOf(401, 403, 409, 422)),
});

const postDecision = route.post('/monday-meeting/decisions', {
  summary: 'Capture a decision as a work item or a resource request, linked to its agenda item',
  request: { body: jsonBody(meetingDecisionInputSchema) },
  responses: { 201: jsonResponse(meetingDecisionSchema, 'The decision'), ...errorsOf(401, 403, 404, 422) },
});

export const mondayMeetingRouter = createRouter()
  .openapi(getAgenda, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await agenda(db, { principal, week: c.req.valid('query').week }), 200);
  })
  .openapi(putNote, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const note = await saveNote(db, { principal, actor, input: c.req.valid('json'), expectedVersion });
    return respondVersioned(c, note, 200);
  })
  .openapi(postDecision, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    return c.json(await captureDecision(db, { principal, actor, input: c.req.valid('json') }), 201);
  });
