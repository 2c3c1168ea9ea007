import { useState } from 'react';
import { Copy, LayoutTemplate, Pencil, Plus } from 'lucide-react';
import { ENGAGEMENT_TYPE_LABELS, ENGAGEMENT_TYPES, type Template } from '@praxis/shared';
import { CsvExportButton } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useTemplateCommand, useTemplates } from '../api/templates';
import { TemplateEditor } from './template-editor';

/** /project-plan-builder-configuration: plan templates per engagement type (admins write, everyone reads). */
export function TemplatesPage() {
  const canManage = useCan('settings.manage');
  const templates = useTemplates(canManage);
  const command = useTemplateCommand();
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const run = (input: Parameters<typeof command.mutate>[0], done: string) =>
    command.mutate(input, {
      onSuccess: () => toast.success(done),
      onError: () => toast.error('That did not work. Try again.'),
    });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Project Plan Configuration"
        description="Templates: the phases, tasks, milestones and links a new plan starts from, per engagement type."
        actions={
          <>
            <CsvExportButton
              csv={{
                path: '/api/plan-templates',
                search: { include_archived: canManage },
                filename: 'plan-templates.csv',
              }}
            />
            {canManage && editing === null ? (
              <Button onClick={() => setEditing('new')}>
                <Plus aria-hidden /> New Template
              </Button>
            ) : null}
          </>
        }
      />
      {editing !== null ? (
        <TemplateEditor template={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : null}
      {templates.isError ? (
        <ErrorState
          title="We could not load the templates."
          error={templates.error}
          onRetry={() => void templates.refetch()}
        />
      ) : !templates.data ? (
        <Skeleton className="h-64 w-full" />
      ) : templates.data.length === 0 ? (
        <EmptyState
          icon={LayoutTemplate}
          title="No templates yet"
          description={canManage ? 'Create the first one.' : 'An admin can create them.'}
        />
      ) : (
        ENGAGEMENT_TYPES.map((type) => {
          const ofType = templates.data.filter((t) => t.engagement_type === type);
          if (ofType.length === 0) return null;
          return (
            <section key={type} aria-labelledby={`templates-${type}`} className="flex flex-col gap-2">
              <h2 id={`templates-${type}`} className="text-lg font-semibold">
                {ENGAGEMENT_TYPE_LABELS[type]}
              </h2>
              <ul className="divide-y rounded-lg border">
                {ofType.map((template, index) => (
                  <li key={template.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                    <span className="flex flex-col">
                      <span className="font-medium">
                        {template.name}
                        {template.archived_at ? (
                          <span className="ml-2 text-xs text-muted-foreground">(archived)</span>
                        ) : null}
                      </span>
                      <span className="text-sm text-muted-foreground">
                        {template.tasks.filter((t) => t.is_milestone).length} milestones · {template.tasks.length} rows
                        · {template.dependencies.length} links
                      </span>
                    </span>
                    {canManage ? (
                      <span className="flex flex-wrap gap-2">
                        <Button size="sm" variant="outline" onClick={() => setEditing(template)}>
                          <Pencil aria-hidden /> Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => run({ kind: 'duplicate', template }, 'Template duplicated')}
                        >
                          <Copy aria-hidden /> Duplicate
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={index === 0}
                          onClick={() =>
                            run(
                              { kind: 'move', template, displayOrder: Math.max(0, template.display_order - 1) },
                              'Moved up',
                            )
                          }
                        >
                          Move up
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            run(
                              { kind: 'archive', template, archived: !template.archived_at },
                              template.archived_at ? 'Template restored' : 'Template archived',
                            )
                          }
                        >
                          {template.archived_at ? 'Restore' : 'Archive'}
                        </Button>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
