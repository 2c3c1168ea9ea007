import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificationLinkInputSchema, clientCreateSchema, type ClientCreate } from '@praxis/shared';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { Form, FormActions } from './form';
import { CheckboxField, DateField, NumberField, SelectField, TextField } from './fields';
import { SubmitButton } from './submit-button';
import { useApiForm } from './use-api-form';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), message: vi.fn() } }));

const EMPTY = { name: '', website: '', status: 'prospect', is_key: false, size: null as number | null };
type Values = typeof EMPTY;
const toInput = ({ name, website, status }: Values) => ({ name, website: website.trim() || null, status });

function ClientForm({ send }: { send: (input: ClientCreate) => Promise<unknown> }) {
  const api = useApiForm({ schema: clientCreateSchema, defaultValues: EMPTY, toInput, submit: send });
  return (
    <Form api={api}>
      <TextField name="name" label="Name" required />
      <TextField name="website" label="Website" type="url" />
      <SelectField name="status" label="Status" options={[{ value: 'prospect', label: 'Prospect' }]} />
      <NumberField name="size" label="Size" description="People working there." />
      <CheckboxField name="is_key" label="Key account" />
      <FormActions>
        <Link to="/elsewhere">Elsewhere</Link>
        <SubmitButton pendingLabel="Creating...">Create client</SubmitButton>
      </FormActions>
    </Form>
  );
}

function renderForm(send: (input: ClientCreate) => Promise<unknown>) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ClientForm send={send} /> },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

afterEach(() => vi.clearAllMocks());

describe('the form kit', () => {
  it('labels fields, marks required ones and describes them', () => {
    renderForm(vi.fn());
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden');
    expect(screen.getByRole('spinbutton', { name: 'Size' })).toHaveAccessibleDescription('People working there.');
    expect(screen.getByRole('checkbox', { name: 'Key account' })).not.toBeChecked();
  });

  it('shows the schema’s message on blur, linked to the field, and not for a field left empty', async () => {
    const { user } = renderForm(vi.fn());
    const website = screen.getByRole('textbox', { name: 'Website' });
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Name/ })).not.toHaveAttribute('aria-invalid');
    await user.type(website, 'northwind');
    await user.tab();
    expect(website).toHaveAttribute('aria-invalid', 'true');
    // The schema's own words (packages/shared), whatever they are.
    expect(website).toHaveAccessibleDescription(/https:\/\//);
  });

  it('sends on the first click after the Website error is fixed, with nothing moving under the pointer', async () => {
    const send = vi.fn().mockResolvedValue({ id: '1' });
    const { user } = renderForm(send);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Northwind');
    const website = screen.getByRole('textbox', { name: 'Website' });
    await user.type(website, 'northwind.example');
    await user.tab();
    expect(website).toHaveAttribute('aria-invalid', 'true');

    // Fixing the field and clicking must not add or remove any element above the button: an error line that went
    // away as the field lost focus (pointerdown) moved the button from under the pointer and lost the first click.
    const moved: Node[] = [];
    const observer = new MutationObserver((records) =>
      records
        .filter((record) => !(record.target instanceof Element && record.target.closest('button')))
        .forEach((record) =>
          [...record.addedNodes, ...record.removedNodes].forEach((node) => node instanceof Element && moved.push(node)),
        ),
    );
    observer.observe(document.querySelector('form') as HTMLFormElement, { childList: true, subtree: true });
    await user.clear(website);
    await user.type(website, 'https://northwind.example');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    observer.disconnect();

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ name: 'Northwind', website: 'https://northwind.example', status: 'prospect' });
    expect(moved).toEqual([]);
    expect(website).not.toHaveAttribute('aria-invalid');
  });

  it('reports every invalid field on submit and sends nothing', async () => {
    const send = vi.fn();
    const { user } = renderForm(send);
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required.'));
    expect(name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    await user.type(name, 'N');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('cannot double-submit and shows progress while sending', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const send = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderForm(send);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Northwind');
    const button = screen.getByRole('button', { name: 'Create client' });
    await user.dblClick(button);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    await act(async () => finish({}));
    expect(await screen.findByRole('button', { name: 'Create client' })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("puts a 422's field errors on the fields and toasts any other failure", async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({
          status: 422,
          code: 'VALIDATION',
          message: 'Some of the information is not valid.',
          details: { fields: { name: 'A client with this name already exists.' } },
        }),
      )
      .mockRejectedValueOnce(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Not allowed.' }));
    const { user } = renderForm(send);
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Northwind');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('A client with this name already exists.'));
    expect(toast.error).not.toHaveBeenCalled();

    await user.type(name, ' Ltd');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not allowed.'));
  });

  it('asks before leaving with unsaved changes, and not after saving', async () => {
    const send = vi.fn().mockResolvedValue({});
    const { user, router } = renderForm(send);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Northwind');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });

  it('shows the value a select starts with, also when its option arrives later', async () => {
    function OwnerForm({ owners }: { owners: { value: string; label: string }[] }) {
      const api = useApiForm({
        schema: clientCreateSchema,
        defaultValues: { name: 'Northwind', status: 'active', account_owner_id: 'o2' },
        submit: vi.fn(),
      });
      return (
        <Form api={api}>
          <SelectField
            name="status"
            label="Status"
            options={[
              { value: 'prospect', label: 'Prospect' },
              { value: 'active', label: 'Active' },
            ]}
          />
          <SelectField name="account_owner_id" label="Owner" placeholder="Unassigned" options={owners} />
        </Form>
      );
    }
    function Page() {
      const [owners, setOwners] = useState<{ value: string; label: string }[]>([]);
      return (
        <>
          <button onClick={() => setOwners([{ value: 'o2', label: 'Priya Patel' }])}>Load owners</button>
          <OwnerForm owners={owners} />
        </>
      );
    }
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Page /> }])} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load owners' }));
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('o2');
  });

  it("shows a rule across fields (the schema's refine) on the field its path names", async () => {
    const send = vi.fn();
    function CertificationForm() {
      const api = useApiForm({
        schema: certificationLinkInputSchema,
        defaultValues: { certification_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', issued_on: '', expires_on: '' },
        toInput: (values) => ({
          ...values,
          issued_on: values.issued_on || null,
          expires_on: values.expires_on || null,
        }),
        submit: send,
      });
      return (
        <Form api={api}>
          <DateField name="issued_on" label="Issued on" />
          <DateField name="expires_on" label="Expires on" />
          <SubmitButton>Add</SubmitButton>
        </Form>
      );
    }
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <CertificationForm /> }])} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Issued on'), '2026-03-01');
    await user.type(screen.getByLabelText('Expires on'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Expires on')).toHaveAccessibleDescription(
        'The expiry date cannot be before the issue date.',
      ),
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('leaves when the user confirms', async () => {
    const { user, router } = renderForm(vi.fn());
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Northwind');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});
