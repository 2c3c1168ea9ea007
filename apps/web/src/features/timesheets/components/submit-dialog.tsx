import { useState } from 'react';
import { formatHoursTotal, type TimesheetWeek } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { DialogFooter } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { fieldErrorsOf, isApiError } from '@/lib/api-client';
import { AnomalyList } from './anomaly-list';

interface SubmitDialogProps {
  week: TimesheetWeek;
  total: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves what is pending, then submits; rejects with the API's error. */
  onSubmit: () => Promise<void>;
}

/** The anomaly review before submitting; the server's validation (422) is shown here with its reasons. */
export function SubmitDialog({ week, total, open, onOpenChange, onSubmit }: SubmitDialogProps) {
  const [problems, setProblems] = useState<string[]>([]);
  const [isPending, setPending] = useState(false);
  const submit = async () => {
    setPending(true);
    setProblems([]);
    try {
      await onSubmit();
      onOpenChange(false);
    } catch (error) {
      const fields = Object.values(fieldErrorsOf(error));
      setProblems(fields.length ? fields : [isApiError(error) ? error.message : 'The week could not be submitted.']);
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Submit the week ${week.iso_week}?`}
      description={
        <>
          {formatHoursTotal(total)} of {week.capacity_hours} h. A submitted week is locked until it is approved or
          rejected.
        </>
      }
    >
      {problems.length ? (
        <div role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          <p className="font-medium">Fix these before submitting:</p>
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">Check these flags ({week.anomalies.length})</h3>
        <AnomalyList anomalies={week.anomalies} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Keep editing
        </Button>
        <Button onClick={() => void submit()} disabled={isPending}>
          {isPending ? 'Submitting…' : 'Submit week'}
        </Button>
      </DialogFooter>
    </FormDialog>
  );
}
