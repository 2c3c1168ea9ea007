import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { FieldValues } from 'react-hook-form';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { CancelSubmitActions } from './cancel-submit-actions';
import { Form } from './form';
import type { ApiForm } from './use-api-form';

interface CreateFormPageProps<TValues extends FieldValues, TOutput> {
  title: string;
  description: string;
  /** Shown between the header and the form (an offer, a note). */
  intro?: ReactNode;
  api: ApiForm<TValues, TOutput>;
  /** Where Cancel goes, without asking about unsaved changes (the list). */
  cancelTo: string;
  /** The submit button's label ("Create client"). */
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
}

/** A creation page (/clients/new): its header, then the form in a card with Cancel and the create button. */
export function CreateFormPage<TValues extends FieldValues, TOutput>({
  title,
  description,
  intro,
  api,
  cancelTo,
  submitLabel,
  children,
}: CreateFormPageProps<TValues, TOutput>) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title={title} description={description} />
      {intro}
      <Card>
        <CardContent>
          <Form api={api}>
            {children}
            <CancelSubmitActions
              onCancel={() => {
                api.allowLeave();
                void navigate(cancelTo);
              }}
              pendingLabel="Creating..."
            >
              {submitLabel}
            </CancelSubmitActions>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
