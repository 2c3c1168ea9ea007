import { Navigate, useLocation } from 'react-router';
import { ENGAGEMENT_TYPE_SLUGS, ENGAGEMENT_TYPES } from '@praxis/shared';

/**
 * /engagements/project|trust360|retainer/… were the addresses until the types got their screen names
 * (/engagements/projects, /managed-services, /support-retainers; docs/product.md §1). Bookmarks and links stored in
 * older notifications still land: the rest of the path, the query and the fragment are kept.
 */
export function Component() {
  const { pathname, search, hash } = useLocation();
  const [, , old = '', ...rest] = pathname.split('/');
  const type = ENGAGEMENT_TYPES.find((candidate) => candidate === old);
  const to = ['/engagements', type ? ENGAGEMENT_TYPE_SLUGS[type] : '', ...rest].filter(Boolean).join('/');
  return <Navigate replace to={`${to}${search}${hash}`} />;
}
