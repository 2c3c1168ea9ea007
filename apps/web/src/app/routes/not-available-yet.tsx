import { useMatches, useParams } from 'react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { NotFound } from '@/components/not-found';
import { useCurrentUser } from '@/lib/session';
import { screenNameOf } from '../route-handle';

/** Every route whose screen is not built yet renders this, named by its route's `handle.screen`. */
export function Component() {
  const matches = useMatches();
  const params = useParams();
  const me = useCurrentUser();
  const screen = screenNameOf(matches, { params, me });
  return screen ? <NotAvailableYet screen={screen} /> : <NotFound />;
}
