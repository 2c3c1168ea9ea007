import { SearchX } from 'lucide-react';
import { GoHomeLink, StatusPage } from './status-page';

export function NotFound() {
  return (
    <StatusPage
      icon={SearchX}
      title="Page not found"
      message="There is no page at this address. It may have moved, or the link may be mistyped."
      actions={<GoHomeLink />}
    />
  );
}
