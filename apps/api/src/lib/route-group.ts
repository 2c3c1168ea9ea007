import type { RouteConfig } from '@hono/zod-openapi';
import type { Access } from '../core/access.js';
import { defineRoute } from './openapi.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a route says beyond its method, path and tags (all optional here: a group may give them). */
type Spec = Partial<Omit<RouteConfig, 'path' | 'method' | 'middleware' | 'tags'>> & { access?: Access };

/** A route's own fields win over the group's defaults. */
type Merged<D, S, M extends Method, P extends string> = Omit<D, keyof S | 'tags'> &
  S & { method: M; path: P; tags: string[] };

/** The fields a route must give itself when its group has no default for them. */
type MustGive<D> = (D extends { access: Access } ? unknown : { access: Access }) &
  (D extends { responses: RouteConfig['responses'] } ? unknown : { responses: RouteConfig['responses'] });

/** The merged route, as `defineRoute` takes it (the check keeps its exact types; nothing is widened). */
type AsRoute<R, P extends string> = R extends Omit<RouteConfig, 'path' | 'middleware'> & { path: P } ? R : never;

/**
 * A module's routes declared once for what they share: the tags, and defaults such as an access rule or the
 * responses of a family of routes (every timesheet-week route answers the week). Each route gives its path, its
 * summary and what differs, and may override a default:
 *
 * ```ts
 * const week = routeGroup({ tags: ['timesheets'], access: own, responses: weekResponse });
 * const submit = week.post('/timesheets/weeks/{week}/submit', { summary: 'Submit my week', request: { params } });
 * ```
 *
 * The result is the same `defineRoute` object (access rule enforced and documented), fully typed for handlers and
 * the web's typed client.
 */
export function routeGroup<D extends Spec>(defaults: D & { tags: string[] }) {
  const on =
    <M extends Method>(method: M) =>
    <P extends string, S extends Spec & { summary: string }>(path: P, spec: S & MustGive<D>) =>
      defineRoute<P, AsRoute<Merged<D, S, M, P>, P>>({ ...defaults, ...spec, method, path } as never);
  return { get: on('get'), post: on('post'), put: on('put'), patch: on('patch'), delete: on('delete') };
}
