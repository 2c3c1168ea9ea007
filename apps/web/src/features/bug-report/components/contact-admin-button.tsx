import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useCreateBugReport } from '../api/create-bug-report';

interface ContactAdminButtonProps {
  /** The error's message; the report's name is its first 50 characters (set by the server). */
  message: string;
  /** Technical details for the admin: stack, request id, page. */
  details: string;
  /** The page that failed. */
  path: string;
}

/**
 * The error page's Contact Admin (docs/product.md §2, §7, §8): files a bug report assigned to the admins, once per error
 * shown, and offers to open it.
 */
export function ContactAdminButton({ message, details, path }: ContactAdminButtonProps) {
  const navigate = useNavigate();
  const createBugReport = useCreateBugReport();
  const [reportId, setReportId] = useState<string | null>(null);

  const report = () =>
    createBugReport.mutate(
      {
        message: message.trim().slice(0, 5000) || 'Unknown error',
        details: details.slice(0, 20_000),
        path: path.slice(0, 2000),
        user_agent: navigator.userAgent.slice(0, 500),
      },
      {
        onSuccess: ({ id }) => {
          setReportId(id);
          toast.success('Bug report created and assigned to admin', {
            action: { label: 'View Request', onClick: () => void navigate(`/work-management/${id}`) },
          });
        },
        onError: () => toast.error('Failed to create bug report. Please try again.'),
      },
    );

  return (
    <Button variant="outline" onClick={report} disabled={createBugReport.isPending || reportId !== null}>
      <LifeBuoy aria-hidden />
      {createBugReport.isPending ? 'Reporting...' : reportId ? 'Reported to Admin' : 'Contact Admin'}
    </Button>
  );
}
