import { ShieldX } from 'lucide-react';
import { GoHomeLink, StatusPage } from './status-page';

/** The two messages of docs/product.md §2. */
export const ACCESS_DENIED_MESSAGES = {
  projectManagersOnly: 'This page is only available to Project Managers.',
  noPermission: "You don't have permission to access this page.",
} as const;

interface AccessDeniedProps {
  message?: (typeof ACCESS_DENIED_MESSAGES)[keyof typeof ACCESS_DENIED_MESSAGES];
}

export function AccessDenied({ message = ACCESS_DENIED_MESSAGES.noPermission }: AccessDeniedProps) {
  return <StatusPage icon={ShieldX} title="Access Denied" message={message} actions={<GoHomeLink />} />;
}
