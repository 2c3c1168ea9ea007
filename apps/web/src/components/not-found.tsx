import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { StatusPage } from './status-page';

export function NotFound() {
  return (
    <StatusPage
      icon={SearchX}
      title="Page not found"
      message="There is no page at this address. It may have moved, or the link may be mistyped."
      actions={
        <Link to="/home" className={buttonVariants({ variant: 'outline' })}>
          Go Home
        </Link>
      }
    />
  );
}
