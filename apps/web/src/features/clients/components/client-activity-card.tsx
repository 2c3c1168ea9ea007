import { ActivityLog } from '@/components/activity-log';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useClientActivity } from '../api/list-client-activity';

/** The client's record history (admins): edits to the client and its contacts. */
export function ClientActivityCard({ clientId }: { clientId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
        <CardDescription>Who changed what, and when.</CardDescription>
      </CardHeader>
      <CardContent>
        <ActivityLog
          activity={useClientActivity(clientId)}
          subjectOf={(entry) => (entry.entity === 'client_contacts' ? 'a contact' : 'the client')}
          emptyText="No changes recorded for this client yet."
        />
      </CardContent>
    </Card>
  );
}
