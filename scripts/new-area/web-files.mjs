/** The web side of a new area: its feature (api/ one file per endpoint, hooks/, components/, lib/) and route. */
export const webFiles = (n) => {
  const feature = `apps/web/src/features/${n.area}`;
  return {
    [`${feature}/api/client.ts`]: `import type { ${n.camel}Router } from '@praxis/api/${n.area}/${n.area}.routes';
import { moduleClient } from '@/lib/typed-client';

/** The ${n.label} module's typed client (Hono RPC): its routes, params and bodies are checked by the compiler. */
export const ${n.camel}Api = moduleClient<typeof ${n.camel}Router>();
`,
    [`${feature}/api/keys.ts`]: `import type { ${n.One}ListQuery } from '@praxis/shared';

/** Query keys of the ${n.label} feature: every list under \`lists()\`, so one write refreshes them all. */
export const ${n.oneCamel}Keys = {
  all: ['${n.area}'] as const,
  lists: () => [...${n.oneCamel}Keys.all, 'list'] as const,
  list: (query: Partial<${n.One}ListQuery> & { page: number }) => [...${n.oneCamel}Keys.lists(), query] as const,
};
`,
    [`${feature}/api/list-${n.area}.ts`]: `import { useQuery } from '@tanstack/react-query';
import type { ${n.One}ListQuery } from '@praxis/shared';
import { pagedQueryOptions } from '@/lib/paged-query';
import { okJson } from '@/lib/typed-client';
import { ${n.camel}Api } from './client';
import { ${n.oneCamel}Keys } from './keys';

export const ${n.CONST}_PAGE_SIZE = 25;
export type ${n.One}ListParams = Partial<${n.One}ListQuery> & { page: number };

/** GET /api/${n.area}: searched, sorted and paginated by the server. */
export function list${n.Many}(query: ${n.One}ListParams, signal?: AbortSignal) {
  return okJson(${n.camel}Api['${n.area}'].$get({ query: { ...query, pageSize: ${n.CONST}_PAGE_SIZE } }, { init: { signal } }));
}

export function use${n.Many}(query: ${n.One}ListParams) {
  return useQuery(pagedQueryOptions(${n.oneCamel}Keys.list(query), (signal) => list${n.Many}(query, signal)));
}
`,
    [`${feature}/api/create-${n.one}.ts`]: `import type { ${n.One}Create } from '@praxis/shared';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { ok } from '@/lib/typed-client';
import { ${n.camel}Api } from './client';
import { ${n.oneCamel}Keys } from './keys';

/** POST /api/${n.area} (${n.snake}.manage); a taken name is a 409. */
export function create${n.One}(input: ${n.One}Create) {
  return ok(${n.camel}Api['${n.area}'].$post({ json: input }));
}

export function useCreate${n.One}() {
  return useRefreshingMutation(create${n.One}, () => [${n.oneCamel}Keys.lists()]);
}
`,
    [`${feature}/api/update-${n.one}.ts`]: `import type { ${n.One}, ${n.One}Update } from '@praxis/shared';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { ifMatch, ok } from '@/lib/typed-client';
import { ${n.camel}Api } from './client';
import { ${n.oneCamel}Keys } from './keys';

export interface Update${n.One}Input {
  ${n.oneCamel}: Pick<${n.One}, 'id' | 'version'>;
  input: ${n.One}Update;
}

/** PATCH /api/${n.area}/{id} with If-Match of the version read (${n.snake}.manage); a stale version gets 409. */
export function update${n.One}({ ${n.oneCamel}, input }: Update${n.One}Input) {
  return ok(
    ${n.camel}Api['${n.area}'][':id'].$patch({ param: { id: ${n.oneCamel}.id }, json: input, header: ifMatch(${n.oneCamel}.version) }),
  );
}

export function useUpdate${n.One}() {
  // Also after a 409: the ${n.labelOne} changed on the server, so the lists read it again.
  return useRefreshingMutation(update${n.One}, () => [${n.oneCamel}Keys.lists()], { when: 'settled' });
}
`,
    [`${feature}/api/delete-${n.one}.ts`]: `import type { ${n.One} } from '@praxis/shared';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { ifMatch, ok } from '@/lib/typed-client';
import { ${n.camel}Api } from './client';
import { ${n.oneCamel}Keys } from './keys';

/** DELETE /api/${n.area}/{id} with If-Match (${n.snake}.manage). */
export function delete${n.One}(${n.oneCamel}: Pick<${n.One}, 'id' | 'version'>) {
  return ok(${n.camel}Api['${n.area}'][':id'].$delete({ param: { id: ${n.oneCamel}.id }, header: ifMatch(${n.oneCamel}.version) }));
}

export function useDelete${n.One}() {
  return useRefreshingMutation(delete${n.One}, () => [${n.oneCamel}Keys.lists()], { when: 'settled' });
}
`,
    [`${feature}/hooks/use-${n.area}-list.ts`]: `import { ${n.oneCamel}ListQuerySchema } from '@praxis/shared';
import { useListState } from '@/lib/use-list-state';
import { useDebouncedParam } from '@/lib/use-url-params';
import { use${n.Many} } from '../api/list-${n.area}';

const FILTERS = ['q'] as const;

/** The list's state in the URL (search, sort, page) and the page of ${n.label} it asks for. */
export function use${n.Many}List() {
  const list = useListState(${n.oneCamel}ListQuerySchema, { filterKeys: FILTERS });
  const ${n.camel} = use${n.Many}({ ...list.query, page: list.page });
  // Written 300 ms after typing stops.
  const [search, setSearch] = useDebouncedParam('q');
  return { list, ${n.camel}, search, setSearch };
}
`,
    [`${feature}/lib/${n.one}-values.ts`]: `import type { ${n.One} } from '@praxis/shared';
import { blanksToNull, textValuesOf } from '@/components/form/values';

/** The fields that may be left empty (null in the API). */
const OPTIONAL_FIELDS = ['notes'] as const;

/** A ${n.labelOne} as the form's values: empty for a new one. */
export const ${n.oneCamel}ValuesOf = (${n.oneCamel}?: ${n.One}) => ({
  name: ${n.oneCamel}?.name ?? '',
  ...textValuesOf(${n.oneCamel}, OPTIONAL_FIELDS),
});

export type ${n.One}Values = ReturnType<typeof ${n.oneCamel}ValuesOf>;

/** The form's values as the API's input ("" → null). */
export const ${n.oneCamel}InputOf = (values: ${n.One}Values) => ({
  name: values.name,
  ...blanksToNull(values, OPTIONAL_FIELDS),
});
`,
    [`${feature}/components/${n.one}-dialog.tsx`]: `import { ${n.oneCamel}CreateSchema, ${n.oneCamel}UpdateSchema, type ${n.One}, type ${n.One}Create } from '@praxis/shared';
import type { ReactElement } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { CancelSubmitActions } from '@/components/form/cancel-submit-actions';
import { TextareaField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useApiForm } from '@/components/form/use-api-form';
import { useCreate${n.One} } from '../api/create-${n.one}';
import { useUpdate${n.One} } from '../api/update-${n.one}';
import { ${n.oneCamel}InputOf, ${n.oneCamel}ValuesOf } from '../lib/${n.one}-values';

interface ${n.One}DialogProps {
  /** The ${n.labelOne} to edit; without one the dialog creates a ${n.labelOne}. */
  ${n.oneCamel}?: ${n.One};
  trigger: ReactElement;
}

/** Creates or edits a ${n.labelOne} (${n.snake}.manage); an edit is saved with If-Match of the version it was filled from. */
export function ${n.One}Dialog({ ${n.oneCamel}, trigger }: ${n.One}DialogProps) {
  return (
    <FormDialog
      title={${n.oneCamel} ? \`Edit \${${n.oneCamel}.name}\` : 'New ${n.labelOne}'}
      description={${n.oneCamel} ? 'Change its name or notes.' : 'Give it a name; notes are optional.'}
      trigger={trigger}
    >
      {(close) => <${n.One}Form ${n.oneCamel}={${n.oneCamel}} onDone={close} />}
    </FormDialog>
  );
}

function ${n.One}Form({ ${n.oneCamel}, onDone }: { ${n.oneCamel}: ${n.One} | undefined; onDone: () => void }) {
  const create = useCreate${n.One}();
  const update = useUpdate${n.One}();
  const api = useApiForm({
    // A new ${n.labelOne} is checked against the create schema, a change against the update schema, as the API does.
    schema: ${n.oneCamel} ? ${n.oneCamel}UpdateSchema : ${n.oneCamel}CreateSchema,
    defaultValues: ${n.oneCamel}ValuesOf(${n.oneCamel}),
    toInput: ${n.oneCamel}InputOf,
    submit: (input) =>
      ${n.oneCamel} ? update.mutateAsync({ ${n.oneCamel}, input }) : create.mutateAsync(input as ${n.One}Create),
    errorMessage: ${n.oneCamel} ? 'Could not save the ${n.labelOne}.' : 'Could not create the ${n.labelOne}.',
    successMessage: ${n.oneCamel} ? '${n.LabelOne} saved' : '${n.LabelOne} created',
    onSuccess: onDone,
  });
  return (
    <Form api={api}>
      <TextField name="name" label="Name" required maxLength={200} />
      <TextareaField name="notes" label="Notes" />
      <CancelSubmitActions onCancel={onDone} pendingLabel="Saving...">
        {${n.oneCamel} ? 'Save ${n.labelOne}' : 'Create ${n.labelOne}'}
      </CancelSubmitActions>
    </Form>
  );
}
`,
    [`${feature}/components/delete-${n.one}-button.tsx`]: `import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { ${n.One} } from '@praxis/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDelete${n.One} } from '../api/delete-${n.one}';

/** A row's Delete button and its confirmation (${n.snake}.manage). */
export function Delete${n.One}Button({ ${n.oneCamel} }: { ${n.oneCamel}: ${n.One} }) {
  const remove = useDelete${n.One}();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={\`Delete \${${n.oneCamel}.name}\`} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={\`Delete \${${n.oneCamel}.name}?\`}
        description="This cannot be undone."
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete ${n.labelOne}'}
        pending={remove.isPending}
        waitForResult
        onConfirm={() =>
          remove.mutate(${n.oneCamel}, {
            onSuccess: () => {
              toast.success('${n.LabelOne} deleted');
              setOpen(false);
            },
            onError: (error) => {
              toast.error(error.message || 'Could not delete the ${n.labelOne}.');
              setOpen(false);
            },
          })
        }
      />
    </>
  );
}
`,
    [`${feature}/components/${n.area}-page.tsx`]: `import { useId } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { ClipboardList, Pencil, Plus } from 'lucide-react';
import type { ${n.One} } from '@praxis/shared';
import { QueryDataTable } from '@/components/data-table';
import { ClearFiltersButton, FilterBar, FilterSearch } from '@/components/filter-bar';
import { ListEmptyState } from '@/components/list-empty-state';
import { ListPage } from '@/components/list-page';
import { Button } from '@/components/ui/button';
import { Can } from '@/lib/permissions';
import { ${n.CONST}_PAGE_SIZE } from '../api/list-${n.area}';
import { use${n.Many}List } from '../hooks/use-${n.area}-list';
import { Delete${n.One}Button } from './delete-${n.one}-button';
import { ${n.One}Dialog } from './${n.one}-dialog';

const column = createColumnHelper<${n.One}>();
const COLUMNS = [
  column.accessor('name', { meta: { label: 'Name', sort: 'name', primary: true } }),
  column.accessor('notes', {
    meta: { label: 'Notes' },
    cell: ({ getValue }) => getValue() ?? <span className="text-muted-foreground">None</span>,
  }),
  column.display({
    id: 'actions',
    meta: { label: 'Actions' },
    cell: ({ row }) => (
      <Can permission="${n.snake}.manage">
        <span className="flex justify-end gap-1">
          <${n.One}Dialog
            ${n.oneCamel}={row.original}
            trigger={
              <Button variant="ghost" size="icon" aria-label={\`Edit \${row.original.name}\`}>
                <Pencil aria-hidden />
              </Button>
            }
          />
          <Delete${n.One}Button ${n.oneCamel}={row.original} />
        </span>
      </Can>
    ),
  }),
];

/** /${n.area}: search, sort and pages in the URL, CSV export; managers create, edit and delete in dialogs. */
export function ${n.Many}Page() {
  const id = useId();
  const { list, ${n.camel}, search, setSearch } = use${n.Many}List();
  return (
    <ListPage
      title="${n.Label}"
      description="${n.Label} of the firm."
      actions={
        <Can permission="${n.snake}.manage">
          <${n.One}Dialog
            trigger={
              <Button>
                <Plus aria-hidden />
                New ${n.labelOne}
              </Button>
            }
          />
        </Can>
      }
    >
      <FilterBar label="Filter ${n.label}">
        <FilterSearch id={\`\${id}-q\`} placeholder="Name" value={search} onChange={setSearch} />
        {list.hasFilters ? <ClearFiltersButton onClear={list.clear} /> : null}
      </FilterBar>
      <QueryDataTable
        id="${n.area}"
        caption="${n.Label}"
        columns={COLUMNS}
        query={${n.camel}}
        sort={{ value: list.query.sort, order: list.query.order, onSort: list.setSort }}
        errorTitle="We could not load the ${n.label}."
        csv={{ path: '/api/${n.area}', search: list.query, filename: '${n.area}.csv' }}
        empty={
          <ListEmptyState
            icon={ClipboardList}
            filtered={list.hasFilters}
            onClear={list.clear}
            noMatches={{ title: 'No ${n.label} match this search', description: 'Try another name.' }}
            empty={{ title: 'No ${n.label} yet', description: 'Managers add them with New ${n.labelOne}.' }}
          />
        }
        pagination={{ pageSize: ${n.CONST}_PAGE_SIZE, onPageChange: list.setPage, noun: '${n.label}' }}
      />
    </ListPage>
  );
}
`,
    [`${feature}/components/${n.area}-page.test.tsx`]: `import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ${n.One} } from '@praxis/shared';
import { createFakeApi, json } from '@/test/fake-api';
import { makeMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ITEM: ${n.One} = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'First ${n.labelOne}',
  notes: 'Some notes',
  version: 1,
  created_at: '2025-01-10T09:00:00.000Z',
  updated_at: '2025-01-10T09:00:00.000Z',
};
const page = (items: ${n.One}[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

describe('/${n.area}', () => {
  it('lists ${n.label}; an employee gets no New or Edit', async () => {
    renderApp('/${n.area}', createFakeApi({ me: makeMe('employee'), routes: { 'GET /api/${n.area}': () => json(page([ITEM])) } }));
    const row = (await screen.findByText('First ${n.labelOne}')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Some notes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New ${n.labelOne}' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit First ${n.labelOne}' })).not.toBeInTheDocument();
  });

  it('shows the empty state when there are none', async () => {
    renderApp('/${n.area}', createFakeApi({ me: makeMe('employee'), routes: { 'GET /api/${n.area}': () => json(page([])) } }));
    expect(await screen.findByText('No ${n.label} yet')).toBeInTheDocument();
  });

  it('an admin creates a ${n.labelOne} through the dialog; the name is required', async () => {
    const api = createFakeApi({
      me: makeMe('admin'),
      routes: {
        'GET /api/${n.area}': () => json(page([])),
        'POST /api/${n.area}': () => json({ ...ITEM, name: 'Second ${n.labelOne}' }, 201),
      },
    });
    renderApp('/${n.area}', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New ${n.labelOne}' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create ${n.labelOne}' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/${n.area}')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Second ${n.labelOne}');
    await user.click(within(dialog).getByRole('button', { name: 'Create ${n.labelOne}' }));
    await waitFor(() => expect(api.requestsTo('POST /api/${n.area}')).toHaveLength(1));
    expect(api.requestsTo('POST /api/${n.area}')[0]?.body).toEqual({ name: 'Second ${n.labelOne}', notes: null });
  });
});
`,
    [`apps/web/src/app/routes/${n.area}.tsx`]: `export { ${n.Many}Page as Component } from '@/features/${n.area}/components/${n.area}-page';
`,
  };
};
