import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { meetingDecisionInputSchema, PRIORITIES, type MeetingDecisionInput, type Priority } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { DateField, NumberField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { PRIORITY_LABELS } from '@/entities/work-item';
import { addWeeks } from '@/lib/dates';
import { useCan, useHasRole } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { openWhileChosen } from '@/lib/open-while-chosen';
import { useCaptureDecision } from '../api/agenda';

/** What a decision is about: the agenda item, and its engagement when it has one. */
export interface DecisionSubject {
  itemKey: string;
  label: string;
  engagementId?: string | undefined;
}

interface DecisionDialogProps {
  week: string;
  subject: DecisionSubject | null;
  onClose: () => void;
}

/** "Capture decision": the decision becomes a work item or a resource request in one step, linked to its item. */
export function DecisionDialog({ week, subject, onClose }: DecisionDialogProps) {
  return (
    <FormDialog
      {...openWhileChosen(subject, onClose)}
      title="Capture a decision"
      description={
        <>
          {subject ? `On “${subject.label}”. ` : ''}It is created at once and listed under Decisions, with its status,
          in next week’s meeting.
        </>
      }
    >
      {subject ? <DecisionForm week={week} subject={subject} onDone={onClose} /> : null}
    </FormDialog>
  );
}

const PRIORITY_OPTIONS = PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

function DecisionForm({ week, subject, onDone }: { week: string; subject: DecisionSubject; onDone: () => void }) {
  const capture = useCaptureDecision(week);
  const navigate = useNavigate();
  const pathOf = useDecisionPath();
  const mayRequest = useCan('resource_requests.create') && subject.engagementId !== undefined;
  const api = useApiForm({
    schema: meetingDecisionInputSchema,
    defaultValues: {
      kind: 'work_item' as 'work_item' | 'resource_request',
      work_item: { name: '', problem_statement: '', priority: 'medium' },
      resource_request: {
        hours_per_week: 20 as number | null,
        start_date: week,
        end_date: addWeeks(week, 12),
        notes: '',
      },
    },
    toInput: (values): MeetingDecisionInput => {
      const base = { week, item_key: subject.itemKey, item_label: subject.label };
      if (values.kind === 'resource_request') {
        const request = values.resource_request;
        return {
          ...base,
          kind: 'resource_request',
          resource_request: {
            engagement_id: subject.engagementId ?? '',
            hours_per_week: request.hours_per_week as number,
            start_date: request.start_date,
            end_date: request.end_date,
            notes: request.notes.trim() || null,
            submit: true,
          },
        };
      }
      const item = values.work_item;
      return {
        ...base,
        kind: 'work_item',
        work_item: {
          name: item.name,
          problem_statement: item.problem_statement,
          priority: item.priority as Priority,
          ...(subject.engagementId ? { kind: 'engagement', engagement_id: subject.engagementId } : {}),
        },
      };
    },
    submit: (input) => capture.mutateAsync(input),
    errorMessage: 'Could not capture the decision.',
    onSuccess: (decision) => {
      const path = decision.target_id ? pathOf(decision.kind, decision.target_id) : null;
      toast.success(decision.kind === 'work_item' ? 'Work item created' : 'Resource request submitted', {
        description: decision.title,
        ...(path ? { action: { label: 'Open', onClick: () => void navigate(path) } } : {}),
      });
      onDone();
    },
  });
  const kind = useWatch({ control: api.form.control, name: 'kind' });
  return (
    <Form api={api}>
      <SelectField
        name="kind"
        label="Becomes"
        options={[
          { value: 'work_item', label: subject.engagementId ? 'An engagement request (work item)' : 'A work item' },
          ...(mayRequest ? [{ value: 'resource_request', label: 'A resource request for this engagement' }] : []),
        ]}
      />
      {kind === 'resource_request' ? (
        <>
          <NumberField name="resource_request.hours_per_week" label="Hours per week" required min={1} max={60} />
          <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
            <DateField name="resource_request.start_date" label="From" required />
            <DateField name="resource_request.end_date" label="Until" required />
          </div>
          <TextareaField name="resource_request.notes" label="What the meeting decided" />
        </>
      ) : (
        <>
          <TextField name="work_item.name" label="Decision" required placeholder="e.g. Escalate UAT dates" />
          <TextareaField name="work_item.problem_statement" label="Why, and what is expected" required />
          <SelectField name="work_item.priority" label="Priority" options={PRIORITY_OPTIONS} />
        </>
      )}
      <CancelSubmitActions onCancel={onDone} pendingLabel="Capturing…">
        Capture decision
      </CancelSubmitActions>
    </Form>
  );
}

/** Where a captured decision's record lives: the work item, or the request (its admin page; a PM's own list). */
function useDecisionPath() {
  const isAdmin = useHasRole('admin');
  return (kind: string, id: string) =>
    kind === 'work_item'
      ? `/work-management/${id}`
      : isAdmin
        ? `/admin-resource-requests/${id}`
        : '/my-resource-requests';
}

export function DecisionLink({ kind, id, children }: { kind: string; id: string; children: ReactNode }) {
  const path = useDecisionPath()(kind, id);
  return (
    <Link to={path} className="font-medium underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
