import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { StatusPage } from './status-page';

interface NotAvailableYetProps {
  /** The screen's name as the sidebar or the page header would show it. */
  screen: string;
}

/** Stands in for a screen that has a route but is not built yet, saying so plainly. */
export function NotAvailableYet({ screen }: NotAvailableYetProps) {
  return (
    <StatusPage
      icon={Construction}
      title={screen}
      message={`${screen} is not available yet. It is on its way in an upcoming release of Praxis.`}
      actions={
        <Link to="/home" className={buttonVariants({ variant: 'outline' })}>
          Go Home
        </Link>
      }
    />
  );
}
