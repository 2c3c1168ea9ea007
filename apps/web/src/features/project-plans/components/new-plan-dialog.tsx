import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import type { Plan } from '@praxis/shared';
import { FormDialog } from '@/components/form-dialog';
import { DialogFooter } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { EngagementPicker } from '@/entities/engagement';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { submitHandler } from '@/lib/submit-handler';
import { useCreatePlan } from '../api/create-plan';
import { useTemplates } from '../api/templates';

interface NewPlanDialogProps {
  onCreated: (plan: Plan) => void;
  /** Preset when opened from an engagement's plan tab. */
  engagementId?: string;
  engagementType?: Plan['engagement_type'];
}

/** New Plan for an engagement, from a template of its type (dates from the engagement's start, working days). */
export function NewPlanDialog({ onCreated, engagementId, engagementType }: NewPlanDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [engagement, setEngagement] = useState<string | null>(engagementId ?? null);
  const [templateId, setTemplateId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const templates = useTemplates();
  const create = useCreatePlan();
  const choices = (templates.data ?? []).filter((t) => !engagementType || t.engagement_type === engagementType);

  const submit = () => {
    if (!engagement) return setError('Choose an engagement.');
    setError(null);
    create.mutate(
      { engagement_id: engagement, template_id: templateId || null },
      {
        onSuccess: (plan) => {
          toast.success('Plan created');
          setOpen(false);
          onCreated(plan);
        },
        onError: (failure) => setError(isApiError(failure) ? failure.message : 'We could not create the plan.'),
      },
    );
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden /> New Plan
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="New Plan"
        description="Dates are computed from the engagement's start, skipping weekends and the firm's holidays."
      >
        <form className="flex flex-col gap-4" onSubmit={submitHandler(submit)}>
          {engagementId ? null : (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-engagement`}>Engagement</Label>
              <EngagementPicker id={`${id}-engagement`} value={engagement} onChange={(value) => setEngagement(value)} />
            </div>
          )}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-template`}>Template</Label>
            <NativeSelect
              id={`${id}-template`}
              value={templateId}
              onChange={(event) => setTemplateId(event.target.value)}
            >
              <option value="">Empty plan</option>
              {choices.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name} ({template.tasks.length} tasks)
                </option>
              ))}
            </NativeSelect>
          </div>
          <p role="alert" className="min-h-5 text-sm text-destructive">
            {error}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create plan'}
            </Button>
          </DialogFooter>
        </form>
      </FormDialog>
    </>
  );
}
