import { useState, type ReactNode } from 'react';
import { CircleAlert, Copy, RotateCcw } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button, buttonVariants } from '@/components/ui/button';
import { StatusPage } from './status-page';

interface ErrorPageProps {
  /** What failed, in words a user can act on. */
  message?: string;
  /** Technical details (message, stack, request id). Only shown to admins (docs/product.md §2). */
  details?: string | undefined;
  showDetails?: boolean;
  onRetry: () => void;
  /** The Contact Admin control (it files a bug report, which needs the API; app/ composes it in). */
  contactAdmin?: ReactNode;
}

/**
 * "Oops! Something went wrong" (docs/product.md §2) with Try Again, Contact Admin and Go Home. Go Home is a plain link on
 * purpose: after an error the safest way home is a fresh page load.
 */
export function ErrorPage({
  message = 'An unexpected error stopped this page from loading.',
  details,
  showDetails = false,
  onRetry,
  contactAdmin,
}: ErrorPageProps) {
  const [isOpen, setIsOpen] = useState(false);

  const copyDetails = async () => {
    try {
      await navigator.clipboard.writeText(details ?? '');
      toast.success('Error details copied to clipboard');
    } catch {
      toast.error('Failed to copy to clipboard');
    }
  };

  return (
    <StatusPage
      icon={CircleAlert}
      title="Oops! Something went wrong"
      message={message}
      actions={
        <>
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden />
            Try Again
          </Button>
          {contactAdmin}
          <a href="/home" className={buttonVariants({ variant: 'outline' })}>
            Go Home
          </a>
        </>
      }
    >
      {showDetails && details ? (
        <div className="w-full text-left">
          <div className="flex items-center justify-between gap-2">
            <Button variant="link" size="sm" className="px-0" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
              {isOpen ? 'Hide technical details' : 'Show technical details'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => void copyDetails()}>
              <Copy aria-hidden />
              Copy details
            </Button>
          </div>
          {isOpen ? (
            <pre className="mt-2 max-h-64 overflow-auto rounded-md border bg-muted p-3 text-xs whitespace-pre-wrap">
              {details}
            </pre>
          ) : null}
        </div>
      ) : null}
    </StatusPage>
  );
}
