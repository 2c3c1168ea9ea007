import type { Params, UIMatch } from 'react-router';
import type { Me } from '@praxis/shared';

export interface ScreenContext {
  params: Params;
  me: Me;
}

/** A screen's name, fixed or worked out from the URL; null means the URL names nothing (show Not Found). */
export type ScreenName = string | ((context: ScreenContext) => string | null);

/** What a route tells the rest of the app about itself (`handle` in the route table). */
export interface RouteHandle {
  screen?: ScreenName;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'screen' in value;
}

/** The name of the deepest matched screen, or null when the URL does not name one. */
export function screenNameOf(matches: readonly UIMatch[], context: ScreenContext): string | null {
  const handle = matches.findLast((match) => isRouteHandle(match.handle))?.handle;
  if (!isRouteHandle(handle) || handle.screen === undefined) return null;
  return typeof handle.screen === 'function' ? handle.screen(context) : handle.screen;
}
